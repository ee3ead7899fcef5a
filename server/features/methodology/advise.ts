import {
  PowerInputSchema,
  type Advice,
  type Aim,
  type CandidateDesign,
  type DesignId,
  type EthicsItem,
  type GuidelineId,
  type OutcomeType,
  type ParsedAdviceInput,
  type Phase,
  type PlannedAnalysis,
  type PowerPreset,
  type StudyType,
} from '../../../shared/contract/methodology'
import { FULL_REVIEW_GROUPS, readPopulation, type PopulationGroup, type PopulationReading } from './population'
import { analysePower } from './power'
import { guidelineItems, guidelineName } from './reporting-guidelines'

/** Phrases of a question that reveal its aim, checked in this order (the first match wins). */
const AIM_PHRASES: [Aim, RegExp][] = [
  [
    'synthesise-literature',
    /\b(systematic review|scoping review|meta-analys[ie]s|literature review|what is known|existing (evidence|literature|studies))\b/i,
  ],
  [
    'diagnostic-accuracy',
    /\b(diagnostic accuracy|sensitivity and specificity|sensitivity|specificity|screening tool|accurate(ly)? .{0,60}(detect|diagnose|identify|classify))\b/i,
  ],
  [
    'measure-instrument',
    /\b(valid(ate|ity)|reliab(le|ility)|psychometric|questionnaire development|develop (a|an) (scale|instrument|questionnaire))\b/i,
  ],
  ['describe-case', /\b(case report|case study of|single case)\b/i],
  ['predict', /\b(predict(s|or|ors|ive|ion)?|forecast|risk factors? for|who is (likely|at risk))\b/i],
  [
    'evaluate-intervention',
    /\b(effect of|effects of|impact of|effectiveness|efficacy|does .{1,60} (improve|reduce|increase|decrease|affect|change)|intervention|treatment|training|program(me)?)\b/i,
  ],
  [
    'explore-experiences',
    /\b(experiences?|perceptions?|perceive|feel|feelings|meaning|attitudes?|why do|how do .{1,60} (experience|understand|describe|cope|make sense))\b/i,
  ],
  ['compare-groups', /\b(compare|comparison|differ(ence|ences|s)? between|versus|vs\.?|more than|less than)\b/i],
  [
    'relate-variables',
    /\b(relationship|related to|relation between|associat(ed|ion)|correlat(e|ed|ion)|link between|influence)\b/i,
  ],
]

const AIM_FROM_STUDY_TYPE: Record<StudyType, Aim> = {
  'Mixed Methods': 'evaluate-intervention',
  Quantitative: 'relate-variables',
  Qualitative: 'explore-experiences',
  Experimental: 'evaluate-intervention',
  Observational: 'relate-variables',
  'Literature Review': 'synthesise-literature',
}

export const AIM_LABELS: Record<Aim, string> = {
  'compare-groups': 'compare groups',
  'evaluate-intervention': 'test whether an intervention or exposure has an effect',
  'relate-variables': 'relate variables to each other',
  predict: 'predict an outcome',
  'explore-experiences': 'explore experiences and meanings',
  'diagnostic-accuracy': 'judge how accurately a test detects a condition',
  'measure-instrument': 'develop or validate a measurement instrument',
  'describe-case': 'describe a single case in depth',
  'synthesise-literature': 'synthesise existing studies',
}

export function readAim(input: ParsedAdviceInput): Pick<Advice, 'aim' | 'aimSource' | 'matchedPhrase'> {
  if (input.aim) return { aim: input.aim, aimSource: 'answer', matchedPhrase: null }
  if (input.unit === 'studies') return { aim: 'synthesise-literature', aimSource: 'answer', matchedPhrase: null }
  if (input.studyType === 'Literature Review')
    return { aim: 'synthesise-literature', aimSource: 'study type', matchedPhrase: null }
  for (const [aim, pattern] of AIM_PHRASES) {
    const match = pattern.exec(input.researchQuestion)
    if (match) return { aim, aimSource: 'question', matchedPhrase: match[0] }
  }
  return { aim: AIM_FROM_STUDY_TYPE[input.studyType], aimSource: 'study type', matchedPhrase: null }
}

const QUANTITATIVE_AIMS: Aim[] = [
  'compare-groups',
  'evaluate-intervention',
  'relate-variables',
  'predict',
  'diagnostic-accuracy',
  'measure-instrument',
]
const CAUSAL_AIMS: Aim[] = ['compare-groups', 'evaluate-intervention']

type Context = ParsedAdviceInput & {
  aimOf: Aim
  outcome: OutcomeType
  groups: number
  humans: boolean
  /** protected groups the population names (minors, patients, …), read by `readPopulation` */
  protectedGroups: PopulationReading[]
}

const DESIGN_TEXT: Record<DesignId, Pick<CandidateDesign, 'name' | 'strengths' | 'tradeOffs'>> = {
  experimental: {
    name: 'Randomised experiment',
    strengths: [
      'Random assignment balances known and unknown confounders, so a difference can be read as caused by the intervention.',
    ],
    tradeOffs: [
      'Needs control over who receives the intervention, and often more time and ethics scrutiny.',
      'Tight control can make the setting artificial, limiting how far results generalise.',
    ],
  },
  'quasi-experimental': {
    name: 'Quasi-experiment (non-randomised comparison)',
    strengths: [
      'Works with existing groups (classes, clinics, cohorts) when random assignment is impossible or unethical.',
    ],
    tradeOffs: [
      'Groups may differ before the study; measure baseline differences and adjust for them, and say causal claims are weaker.',
    ],
  },
  correlational: {
    name: 'Correlational / observational study',
    strengths: [
      'Measures variables as they occur, often in larger and more representative samples, quickly and cheaply.',
    ],
    tradeOffs: ['Association is not causation: confounders and reverse causation stay possible.'],
  },
  qualitative: {
    name: 'Qualitative study (interviews, focus groups, observation)',
    strengths: ['Captures meanings, reasons and context in participants’ own words; good for new or complex topics.'],
    tradeOffs: [
      'Small purposive samples: findings transfer by argument, not by statistical generalisation.',
      'Analysis is time-consuming and needs reflexivity.',
    ],
  },
  mixed: {
    name: 'Mixed methods (e.g. explanatory sequential or convergent)',
    strengths: [
      'Numbers say how much and how often; interviews say why. Integrating both strengthens the conclusions.',
    ],
    tradeOffs: ['Two studies’ worth of work and skills; plan how and when the strands are integrated.'],
  },
  review: {
    name: 'Systematic or scoping review',
    strengths: ['Answers from all existing evidence, with no new participants; reproducible search and appraisal.'],
    tradeOffs: ['Limited by the quality and quantity of published studies; screening takes a team and months.'],
  },
}

function judgeDesigns(context: Context): CandidateDesign[] {
  const { aimOf, canRandomise, studyType, humans, unit } = context
  const design = (id: DesignId, fit: CandidateDesign['fit'], why: string[]): CandidateDesign => ({
    id,
    ...DESIGN_TEXT[id],
    fit,
    why,
  })
  const isReview = aimOf === 'synthesise-literature'
  const causal = CAUSAL_AIMS.includes(aimOf)
  const quantitative = QUANTITATIVE_AIMS.includes(aimOf)
  const aimText = `Your aim is to ${AIM_LABELS[aimOf]}.`

  const experimental = isReview
    ? design('experimental', 'unsuitable', ['A review uses existing studies; it collects no new data.'])
    : unit === 'documents'
      ? design('experimental', 'unsuitable', [
          'Documents or records already exist: nothing can be assigned to them at random.',
        ])
      : !causal
        ? design('experimental', canRandomise ? 'possible' : 'unsuitable', [
            aimText,
            canRandomise
              ? 'An experiment is possible if you can manipulate the variable, but your question does not ask for a cause.'
              : 'Nothing in the question is assigned by the researcher.',
          ])
        : canRandomise === false
          ? design('experimental', 'unsuitable', [aimText, 'You said you cannot assign participants at random.'])
          : design('experimental', 'recommended', [
              aimText,
              canRandomise
                ? 'You can assign participants at random: the strongest design for a causal question.'
                : 'The strongest design for a causal question, if you can assign participants at random (tell us in the wizard).',
            ])

  const quasi = isReview
    ? design('quasi-experimental', 'unsuitable', ['A review uses existing studies; it collects no new data.'])
    : causal
      ? design('quasi-experimental', canRandomise === false || unit === 'documents' ? 'recommended' : 'possible', [
          canRandomise === false || unit === 'documents'
            ? 'You cannot randomise, so compare existing groups, ideally with a pre-test and a comparison group.'
            : 'A fallback if randomisation turns out to be impossible.',
        ])
      : design('quasi-experimental', 'unsuitable', [
          aimText,
          'There is no intervention or group comparison to build on.',
        ])

  const correlational = isReview
    ? design('correlational', 'unsuitable', ['A review uses existing studies; it collects no new data.'])
    : ['relate-variables', 'predict', 'diagnostic-accuracy', 'measure-instrument'].includes(aimOf)
      ? design('correlational', 'recommended', [
          aimText,
          'This is answered by measuring variables as they occur in a sample.',
        ])
      : causal
        ? design('correlational', 'possible', [
            'Possible for a first look, but it cannot show that one thing causes another.',
          ])
        : design('correlational', 'unsuitable', [
            aimText,
            'Measuring variables will not reach the meanings your question is about.',
          ])

  const qualitative = isReview
    ? design('qualitative', 'unsuitable', [
        'A review uses existing studies; qualitative evidence can be synthesised within it (meta-synthesis).',
      ])
    : aimOf === 'explore-experiences' || aimOf === 'describe-case'
      ? design('qualitative', 'recommended', [
          aimText,
          'Experiences and meanings are best reached in participants’ own words.',
        ])
      : design(
          'qualitative',
          studyType === 'Qualitative' ? 'possible' : 'unsuitable',
          studyType === 'Qualitative'
            ? [
                'You prefer qualitative methods, but your question asks for a quantity; consider rephrasing it around experiences.',
              ]
            : [aimText, 'Qualitative data cannot estimate how large an effect or association is.'],
        )

  const mixedWanted = studyType === 'Mixed Methods'
  const mixed = isReview
    ? design('mixed', 'unsuitable', ['A review uses existing studies (a mixed-methods review is a review, see below).'])
    : !humans
      ? design('mixed', 'unsuitable', ['There are no participants to interview about their experience.'])
      : design('mixed', mixedWanted && (quantitative || aimOf === 'explore-experiences') ? 'recommended' : 'possible', [
          mixedWanted
            ? 'You prefer mixed methods.'
            : 'Adds the why behind the numbers, at the cost of a second strand.',
          quantitative
            ? 'A quantitative core answers the question; follow-up interviews explain the results.'
            : 'A survey could show how widespread the experiences are.',
        ])

  const review = isReview
    ? design('review', 'recommended', [aimText, 'Your question is about what existing studies show.'])
    : design('review', 'possible', ['Useful before collecting data, to see whether the question is already answered.'])

  const order = { recommended: 0, possible: 1, unsuitable: 2 }
  return [experimental, quasi, correlational, qualitative, mixed, review].sort((a, b) => order[a.fit] - order[b.fit])
}

function chooseGuideline(context: Context, designs: CandidateDesign[]): { id: GuidelineId; because: string } {
  const { aimOf, researchQuestion, unit } = context
  if (aimOf === 'synthesise-literature' || unit === 'studies')
    return /\bscoping\b|\bmap(ping)?\b/i.test(researchQuestion)
      ? { id: 'PRISMA-ScR', because: 'Your question asks for a scoping review.' }
      : { id: 'PRISMA', because: 'Systematic reviews and meta-analyses report by PRISMA 2020.' }
  if (unit === 'animals') return { id: 'ARRIVE', because: 'Your unit of analysis is animals.' }
  if (aimOf === 'diagnostic-accuracy') return { id: 'STARD', because: 'Your question is about diagnostic accuracy.' }
  if (aimOf === 'measure-instrument')
    return { id: 'COSMIN', because: 'Your question is about a measurement instrument.' }
  if (aimOf === 'predict') return { id: 'TRIPOD', because: 'Your question asks for a prediction model.' }
  if (aimOf === 'describe-case')
    return isClinicalCase(context)
      ? { id: 'CARE', because: 'Your question describes a single clinical case.' }
      : {
          id: 'SRQR',
          because: 'A case study outside the clinic is qualitative research; CARE is for clinical case reports.',
        }
  if (aimOf === 'explore-experiences')
    return /\binterview|focus group/i.test(researchQuestion)
      ? { id: 'COREQ', because: 'Your question names interviews or focus groups.' }
      : { id: 'SRQR', because: 'Qualitative studies report by SRQR.' }
  const top = designs[0]?.id
  if (top === 'experimental') return { id: 'CONSORT', because: 'The recommended design is a randomised trial.' }
  return { id: 'STROBE', because: 'The recommended design is observational or non-randomised.' }
}

const CLINICAL_WORDS =
  /\b(case report|patients?|clinical|diagnos(?:is|ed)|treatment|therapy|symptoms?|disease|syndrome|disorder)\b/i

/** CARE reports a patient's case; a case study of a school or a firm is reported as qualitative research. */
function isClinicalCase(context: Context): boolean {
  return (
    CLINICAL_WORDS.test(context.researchQuestion) ||
    context.ethicsFlags.includes('health-data') ||
    context.protectedGroups.some((reading) => reading.group === 'patients')
  )
}

function otherGuidelines(context: Context, primary: GuidelineId, designs: CandidateDesign[]) {
  const others: { id: GuidelineId; because: string }[] = []
  const has = (id: DesignId) => designs.some((design) => design.id === id && design.fit !== 'unsuitable')
  if (primary !== 'CONSORT' && has('experimental'))
    others.push({ id: 'CONSORT', because: 'If you run it as a randomised trial.' })
  if (
    primary !== 'STROBE' &&
    (has('quasi-experimental') || has('correlational')) &&
    primary !== 'STARD' &&
    primary !== 'TRIPOD'
  )
    others.push({ id: 'STROBE', because: 'For a non-randomised or observational version.' })
  if (!['SRQR', 'COREQ'].includes(primary) && has('mixed') && context.humans)
    others.push({ id: 'SRQR', because: 'For the qualitative strand of a mixed-methods design.' })
  return others.map((other) => ({ ...other, name: guidelineName(other.id) }))
}

const ETHICS_FLAG_ITEMS: Record<string, EthicsItem[]> = {
  minors: [
    {
      id: 'ethics-parental-consent',
      text: 'Obtain parental or guardian consent and the child’s own assent, in age-appropriate language.',
      because: 'Participants include minors.',
    },
    {
      id: 'ethics-safeguarding',
      text: 'Write a safeguarding procedure: what you do if a child discloses harm; check researchers’ background clearance.',
      because: 'Participants include minors.',
    },
  ],
  'health-data': [
    {
      id: 'ethics-health-law',
      text: 'Check the health-data rules that apply (e.g. HIPAA in the US, GDPR special-category data in the EU) and the legal basis.',
      because: 'You handle health data.',
    },
    {
      id: 'ethics-deidentify',
      text: 'Plan de-identification before analysis and restrict access to the key file.',
      because: 'You handle health data.',
    },
  ],
  'vulnerable-adults': [
    {
      id: 'ethics-capacity',
      text: 'Assess capacity to consent and plan for consultees or advocates where capacity is lacking.',
      because: 'Participants include vulnerable adults.',
    },
  ],
  deception: [
    {
      id: 'ethics-deception',
      text: 'Justify why deception is necessary, and debrief every participant with the option to withdraw their data.',
      because: 'The study uses deception or incomplete disclosure.',
    },
  ],
  'identifiable-data': [
    {
      id: 'ethics-pseudonymise',
      text: 'Pseudonymise at collection, store identifiers separately, encrypt devices, and set a retention period.',
      because: 'You collect identifiable data.',
    },
  ],
  'online-data': [
    {
      id: 'ethics-online',
      text: 'Check platform terms, users’ expectations of privacy, and whether quotations could be searched back to their authors.',
      because: 'You use online or social-media data.',
    },
  ],
  'intervention-risk': [
    {
      id: 'ethics-adverse-events',
      text: 'Plan how adverse events are recorded and reported, with stopping rules.',
      because: 'The intervention carries a risk to participants.',
    },
    {
      id: 'ethics-registration',
      text: 'Register the trial (e.g. ClinicalTrials.gov, ISRCTN) before the first participant is enrolled.',
      because: 'The intervention carries a risk to participants.',
    },
  ],
}

const GROUP_LABELS: Record<PopulationGroup, string> = {
  minors: 'minors',
  patients: 'patients',
  prisoners: 'prisoners',
  'own-students': 'your own students',
  'lacking-capacity': 'people who may lack capacity to consent',
}

const POPULATION_ITEMS: Record<PopulationGroup, Omit<EthicsItem, 'because'>[]> = {
  minors: (ETHICS_FLAG_ITEMS.minors ?? []).map(({ id, text }) => ({ id, text })),
  patients: [
    {
      id: 'ethics-clinical-site',
      text: 'Obtain the clinical site’s research approval as well as the ethics committee’s, and have someone other than the treating clinician invite patients, so that care never seems to depend on taking part.',
    },
  ],
  prisoners: [
    {
      id: 'ethics-prison-access',
      text: 'Obtain the prison or probation service’s research approval; say in the consent materials that taking part or declining has no effect on parole, privileges or treatment, and which disclosures you would have to report.',
    },
  ],
  'own-students': [
    {
      id: 'ethics-dual-role',
      text: 'Separate teaching from research: a colleague recruits and keeps the consent forms, you learn who took part only after grades are final, and those who decline lose nothing.',
    },
  ],
  'lacking-capacity': (ETHICS_FLAG_ITEMS['vulnerable-adults'] ?? []).map(({ id, text }) => ({ id, text })),
}

/** The ethics items the population's own words call for, each saying which phrase called for it. */
function populationEthics(readings: PopulationReading[]): EthicsItem[] {
  return readings.flatMap(({ group, phrase }) =>
    POPULATION_ITEMS[group].map((item) => ({
      ...item,
      because: `Your population names ${GROUP_LABELS[group]} (“${phrase}”).`,
    })),
  )
}

function ethicsChecklist(context: Context, designs: CandidateDesign[]): EthicsItem[] {
  if (context.aimOf === 'synthesise-literature' || context.unit === 'documents' || context.unit === 'studies')
    return [
      {
        id: 'ethics-exemption',
        text: 'Confirm with your institution that the project is exempt from ethics review (no new participants).',
        because: 'Your data are published studies or documents.',
      },
      {
        id: 'ethics-licences',
        text: 'Check the licences and terms of the databases and documents you use.',
        because: 'Your data are published studies or documents.',
      },
    ]
  if (context.unit === 'animals')
    return [
      {
        id: 'ethics-animal-committee',
        text: 'Obtain approval from the animal ethics committee (e.g. IACUC) before any procedure.',
        because: 'Your unit of analysis is animals.',
      },
      {
        id: 'ethics-3rs',
        text: 'Justify the numbers by the 3Rs: replacement, reduction (a power calculation), refinement.',
        because: 'Your unit of analysis is animals.',
      },
      {
        id: 'ethics-humane-end-points',
        text: 'Define humane end points and monitoring.',
        because: 'Your unit of analysis is animals.',
      },
    ]
  const items: EthicsItem[] = [
    {
      id: 'ethics-approval',
      text: 'Obtain approval from your ethics committee or IRB before recruiting anyone.',
      because: 'The study has human participants.',
    },
    {
      id: 'ethics-consent',
      text: 'Prepare an information sheet and consent form: purpose, what taking part involves, risks, and the right to withdraw.',
      because: 'The study has human participants.',
    },
    {
      id: 'ethics-data-plan',
      text: 'Write a data-management plan: where data are stored, who can see them, how long they are kept.',
      because: 'The study has human participants.',
    },
  ]
  if (designs.some((design) => design.id === 'experimental' && design.fit === 'recommended'))
    items.push({
      id: 'ethics-equipoise',
      text: 'Justify equipoise and say what the control group receives (usual care, waiting list, placebo).',
      because: 'Participants are assigned to conditions.',
    })
  if (designs.some((design) => (design.id === 'qualitative' || design.id === 'mixed') && design.fit === 'recommended'))
    items.push({
      id: 'ethics-distress',
      text: 'Plan for distress during interviews: breaks, stopping, and where to refer participants for support.',
      because: 'Interviews may touch on personal experiences.',
    })
  for (const flag of context.ethicsFlags) items.push(...(ETHICS_FLAG_ITEMS[flag] ?? []))
  items.push(...populationEthics(context.protectedGroups))
  // A group both ticked and named in the population keeps one item, with the tick's reason.
  return items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index)
}

/** Cohen's (1988) conventional medium effects, used until the user gives one from earlier studies. */
const MEDIUM = { d: 0.5, f: 0.25, r: 0.3, h: 0.5, w: 0.3, f2: 0.15 }
/** Logistic regression has no convention of Cohen's; an odds ratio of 1.5 per SD at a 50 % event rate, to replace. */
export const LOGISTIC_PRESET = { effect: 1.5, baseProbability: 0.5 }
/** The correlation among repeated measures G*Power and pwrss start from. */
const REPEATED_CORRELATION = 0.5

function planAnalysis(context: Context): Omit<PlannedAnalysis, 'sampleSize'> {
  const { aimOf, outcome, groups, repeatedMeasures } = context
  const none = (test: string, alternative: string | null, effectSize: string, because: string) => ({
    test,
    alternative,
    effectSize,
    because,
    power: null,
  })
  if (aimOf === 'synthesise-literature')
    return none(
      'Random-effects meta-analysis where studies are comparable',
      'Narrative synthesis (SWiM) where they are not',
      'Pooled standardised mean difference, odds ratio or correlation, with I² for heterogeneity',
      'A review pools the effects of existing studies.',
    )
  if (aimOf === 'explore-experiences' || aimOf === 'describe-case' || outcome === 'text')
    return none(
      'Reflexive thematic analysis (Braun & Clarke)',
      'Interpretative phenomenological analysis or framework analysis',
      'None: report themes with supporting quotations',
      'Your data are words, not measurements.',
    )
  if (aimOf === 'diagnostic-accuracy')
    return none(
      'Sensitivity and specificity against the reference standard',
      'ROC curve and area under the curve for a continuous index test',
      'Sensitivity, specificity, predictive values, each with a 95 % CI',
      'Accuracy is judged against a reference standard.',
    )
  if (aimOf === 'measure-instrument')
    return none(
      'Confirmatory factor analysis and internal consistency (ω or α)',
      'Test-retest intraclass correlation',
      'Fit indices (CFI, RMSEA), ω, ICC with 95 % CIs',
      'An instrument is judged by its measurement properties.',
    )
  if (outcome === 'time-to-event')
    return none(
      'Kaplan-Meier curves and Cox proportional-hazards regression',
      'Log-rank test',
      'Hazard ratio with 95 % CI',
      'Your outcome is the time until an event.',
    )
  if (outcome === 'count')
    return none(
      'Poisson regression (negative binomial if overdispersed)',
      'Mann-Whitney U on the counts',
      'Rate ratio with 95 % CI',
      'Your outcome is a count.',
    )
  if (aimOf === 'predict') {
    if (outcome === 'binary')
      return {
        test: 'Logistic regression',
        alternative: 'Penalised (ridge or lasso) logistic regression with few events',
        effectSize: 'Odds ratios with 95 % CIs; AUC and calibration for the model',
        because: 'Your outcome is yes or no.',
        power: { test: 'logistic-regression', ...LOGISTIC_PRESET },
      }
    if (outcome === 'categorical')
      return none(
        'Multinomial logistic regression',
        'Ordinal logistic regression if the categories are ordered',
        'Odds ratios with 95 % CIs; AUC and calibration for the model',
        'Your outcome is categorical.',
      )
    return {
      test: 'Multiple linear regression',
      alternative: 'Robust regression, or a rank-based model if residuals are far from normal',
      effectSize: 'R², adjusted R², f² = R²/(1 − R²); standardised coefficients',
      because: 'You predict a continuous outcome from several variables.',
      power: { test: 'multiple-regression', effect: MEDIUM.f2, predictors: 3 },
    }
  }
  if (aimOf === 'relate-variables') {
    if (outcome === 'binary' || outcome === 'categorical')
      return {
        test: 'χ² test of association',
        alternative: "Fisher's exact test when expected counts are below 5",
        effectSize: "Cramér's V (Cohen's w for power)",
        because: 'Both variables are categories.',
        power: { test: 'chi-square-association', effect: MEDIUM.w, rows: 2, columns: outcome === 'binary' ? 2 : 3 },
      }
    if (outcome === 'ordinal')
      return {
        test: "Spearman's rank correlation",
        alternative: "Kendall's τ with many ties",
        effectSize: 'ρ with 95 % CI',
        because: 'Your variables are ranks or ordered categories.',
        power: { test: 'correlation', effect: MEDIUM.r },
      }
    return {
      test: 'Pearson correlation',
      alternative: "Spearman's ρ if the relation is monotonic but not linear, or outliers",
      effectSize: 'r with 95 % CI (r² as variance explained)',
      because: 'You relate two continuous measurements.',
      power: { test: 'correlation', effect: MEDIUM.r },
    }
  }
  // compare-groups and evaluate-intervention
  if (outcome === 'binary' || outcome === 'categorical') {
    if (groups === 2 && outcome === 'binary')
      return {
        test: 'χ² test (two proportions)',
        alternative: "Fisher's exact test with small expected counts; McNemar's test if paired",
        effectSize: "Risk difference and odds ratio with 95 % CIs (Cohen's h for power)",
        because: 'You compare a yes/no outcome between two groups.',
        power: { test: 'two-proportions', effect: MEDIUM.h },
      }
    return {
      test: 'χ² test of association',
      alternative: "Fisher's exact test when expected counts are below 5",
      effectSize: "Cramér's V (Cohen's w for power)",
      because: 'You compare a categorical outcome between groups.',
      power: { test: 'chi-square-association', effect: MEDIUM.w, rows: groups, columns: outcome === 'binary' ? 2 : 3 },
    }
  }
  const ordinal = outcome === 'ordinal'
  if (groups <= 1)
    return {
      test: ordinal
        ? 'Wilcoxon signed-rank test against a reference value'
        : 'One-sample t-test against a reference value',
      alternative: ordinal ? 'Sign test' : 'Wilcoxon signed-rank test',
      effectSize: "Cohen's d with 95 % CI",
      because: 'You compare one group with a known value.',
      power: { test: 't-one-sample', effect: MEDIUM.d },
    }
  if (groups === 2 && repeatedMeasures)
    return {
      test: ordinal ? 'Wilcoxon signed-rank test' : 'Paired t-test',
      alternative: ordinal ? 'Sign test' : 'Wilcoxon signed-rank test if the differences are far from normal',
      effectSize: ordinal ? 'Rank-biserial r with 95 % CI' : "Cohen's d_z with 95 % CI",
      because: 'The same participants are measured twice.',
      power: { test: 't-paired', effect: MEDIUM.d },
    }
  if (groups === 2)
    return {
      test: ordinal
        ? 'Mann-Whitney U test'
        : "Independent-samples t-test (Welch's, which does not assume equal variances)",
      alternative: ordinal
        ? 'Brunner-Munzel test with unequal spreads'
        : 'Mann-Whitney U test if the outcome is far from normal',
      effectSize: ordinal ? 'Rank-biserial r with 95 % CI' : "Cohen's d or Hedges' g with 95 % CI",
      because: 'You compare a measured outcome between two independent groups.',
      power: { test: 't-independent', effect: MEDIUM.d },
    }
  if (repeatedMeasures)
    return {
      test: ordinal ? 'Friedman test' : 'Repeated-measures ANOVA (or a linear mixed model)',
      alternative: ordinal ? 'Pairwise Wilcoxon tests with Holm correction' : 'Friedman test',
      effectSize: "Partial η² with 95 % CI (Cohen's f for power)",
      because: `The same participants are measured ${groups} times.`,
      power: ordinal
        ? null
        : {
            test: 'anova-repeated-measures',
            effect: MEDIUM.f,
            measurements: groups,
            correlation: REPEATED_CORRELATION,
          },
    }
  return {
    test: ordinal ? 'Kruskal-Wallis test' : "One-way ANOVA with Tukey's post-hoc comparisons",
    alternative: ordinal
      ? "Dunn's post-hoc test"
      : "Welch's ANOVA with unequal variances; Kruskal-Wallis if far from normal",
    effectSize: "η² with 95 % CI (Cohen's f for power)",
    because: `You compare a measured outcome between ${groups} independent groups.`,
    power: { test: 'anova-one-way', effect: MEDIUM.f, groups },
  }
}

function sampleSizeFor(preset: PowerPreset | null): PlannedAnalysis['sampleSize'] {
  if (!preset) return null
  const result = analysePower(PowerInputSchema.parse({ ...preset, solveFor: 'sampleSize', alpha: 0.05, power: 0.8 }))
  return { n: result.n, unit: result.sampleSizeUnit, totalN: result.totalN }
}

function planPhases(context: Context, designs: CandidateDesign[], analysis: PlannedAnalysis): Phase[] {
  const recommended = designs.filter((design) => design.fit === 'recommended').map((design) => design.id)
  const population = context.population?.trim() ?? ''
  const phases: Phase[] = []
  if (context.aimOf === 'synthesise-literature' || context.unit === 'studies') {
    phases.push(
      {
        name: 'Protocol and registration',
        weeks: 3,
        because: 'A review registers its protocol (e.g. PROSPERO, OSF) before searching.',
        tasks: [
          'Write the question (PICO or PCC)',
          population ? `Draft eligibility criteria, with the population: ${population}` : 'Draft eligibility criteria',
          'Register the protocol',
        ],
      },
      {
        name: 'Search',
        weeks: 2,
        because: 'Several databases, each with its own search string.',
        tasks: ['Build and test search strings with a librarian', 'Run searches, export and de-duplicate records'],
      },
      {
        name: 'Screening',
        weeks: 4,
        because: 'Two reviewers screen titles, abstracts and then full texts.',
        tasks: ['Screen titles and abstracts', 'Screen full texts, recording reasons for exclusion'],
      },
      {
        name: 'Data extraction and appraisal',
        weeks: 3,
        because: 'Extraction and risk-of-bias assessment in duplicate.',
        tasks: ['Pilot the extraction form', 'Extract data', 'Assess risk of bias'],
      },
      { name: 'Synthesis', weeks: 4, because: analysis.because, tasks: [analysis.test] },
      {
        name: 'Writing and reporting',
        weeks: 4,
        because: 'Report by the checklist below.',
        tasks: ['Draft the report with its flow diagram', 'Check every reporting item'],
      },
    )
    return phases
  }
  phases.push({
    name: 'Literature review and design',
    weeks: 3,
    because: 'Ground the question and fix the design before asking for approval.',
    tasks: [
      'Review related studies',
      ...(population ? [`Write the eligibility criteria: which ${population} are included, and who is excluded`] : []),
      'Fix the design, measures and analysis plan',
      'Pre-register the hypotheses if confirmatory',
    ],
  })
  if (context.unit !== 'documents') {
    const heavyGroups = context.protectedGroups.filter((reading) => FULL_REVIEW_GROUPS.includes(reading.group))
    const heavy =
      context.unit === 'animals' ||
      heavyGroups.length > 0 ||
      context.ethicsFlags.some((flag) =>
        ['minors', 'health-data', 'vulnerable-adults', 'intervention-risk'].includes(flag),
      )
    const named = heavyGroups.map((reading) => GROUP_LABELS[reading.group]).join(' and ')
    phases.push({
      name: 'Ethics approval',
      weeks: heavy ? 8 : 4,
      because: heavy
        ? `Your answers call for a full committee review${named ? ` (your population names ${named})` : ''}, which takes longer than an expedited one.`
        : 'An expedited review usually takes about a month.',
      tasks: ['Submit the application with consent materials', 'Answer the committee’s questions'],
    })
  }
  const qualitative = recommended.includes('qualitative')
  const mixed = recommended.includes('mixed')
  phases.push({
    name: 'Instruments and pilot',
    weeks: 2,
    because: 'A pilot finds problems while they are cheap to fix.',
    tasks: qualitative
      ? ['Draft the interview guide', 'Run one or two pilot interviews']
      : ['Choose or build the measures', 'Pilot with a few participants and check timing'],
  })
  const sample = analysis.sampleSize
  const collectionWeeks = qualitative && !mixed ? 6 : 8 + (context.repeatedMeasures ? 4 : 0) + (mixed ? 4 : 0)
  phases.push({
    name: 'Recruitment and data collection',
    weeks: collectionWeeks,
    because: [
      qualitative && !mixed
        ? 'Interviews continue until themes stop changing, typically 12–20 participants.'
        : sample
          ? `The power calculation asks for ${sample.totalN} participants in all (${sample.n} ${sample.unit}).`
          : 'Recruit the sample your analysis needs.',
      context.repeatedMeasures ? 'Repeated measures add a follow-up period.' : '',
      mixed ? 'The qualitative strand adds interviews after the survey.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    tasks: [
      ...(qualitative && !mixed
        ? [population ? `Recruit purposively among ${population}` : 'Recruit purposively']
        : [population ? `Recruit ${population} and obtain consent` : 'Recruit and obtain consent']),
      ...recruitmentTasks(context, population),
      ...(qualitative && !mixed
        ? ['Interview, transcribe, and note emerging ideas']
        : ['Collect the data', 'Check data quality weekly']),
    ],
  })
  phases.push({
    name: 'Analysis',
    weeks: qualitative || mixed ? 6 : 4,
    because:
      qualitative || mixed
        ? 'Coding and theme development take several passes.'
        : 'Cleaning, assumption checks and the planned tests.',
    tasks: [
      analysis.test,
      analysis.alternative ? `Fallback: ${analysis.alternative}` : 'Report themes with quotations',
    ],
  })
  phases.push({
    name: 'Writing and reporting',
    weeks: 4,
    because: 'Report by the checklist below.',
    tasks: ['Draft the paper or thesis chapter', 'Check every reporting item', 'Share data and code where allowed'],
  })
  return phases
}

const GROUP_RECRUITMENT: Record<PopulationGroup, string> = {
  minors: 'Ask parents or guardians for consent first, then each child for their own assent',
  patients: 'Recruit through the clinical team, with someone other than the treating clinician making the invitation',
  prisoners: 'Arrange access, rooms and escorts through the prison’s research office',
  'own-students': 'Have a colleague recruit and hold the consent forms until grades are final',
  'lacking-capacity': 'Assess capacity before consent, and consult a consultee or advocate where it is lacking',
}

/** Screening and flow counts for any stated population, then each protected group's own step. */
function recruitmentTasks(context: Context, population: string): string[] {
  if (!population || !context.humans) return []
  return [
    'Screen each person against the eligibility criteria; count those approached, eligible, consenting and analysed',
    ...context.protectedGroups.map((reading) => GROUP_RECRUITMENT[reading.group]),
  ]
}

/** How to draw the sample from the stated population, by the kind of study; null without a population. */
function samplingNote(context: Context, designs: CandidateDesign[], analysis: PlannedAnalysis): string | null {
  const population = context.population?.trim()
  if (!population) return null
  const recommended = (id: DesignId) => designs.some((design) => design.id === id && design.fit === 'recommended')
  if (context.aimOf === 'synthesise-literature' || context.unit === 'studies')
    return `Include studies whose participants are ${population}: in a review the population is an eligibility criterion, not a sample to draw.`
  if (context.aimOf === 'describe-case')
    return `One case of ${population}: say why this case was chosen (typical, extreme or revealing), since it stands for no one else statistically.`
  if (context.unit === 'documents')
    return `Sample the records of ${population}: state the source, the period covered and whether you take all of them, a random sample or consecutive ones.`
  if (context.unit === 'animals')
    return `Report the species, strain, sex, age and source of ${population}, and allocate them to groups at random with outcomes assessed blind.`
  if (recommended('qualitative') && !recommended('mixed'))
    return `Sample ${population} purposively for variety (for example in age, role or setting), until new interviews stop changing the themes.`
  const size = analysis.sampleSize ? `the ${analysis.sampleSize.totalN} participants` : 'the participants'
  const notes = [
    `Draw ${size} from ${population}: a random sample from a list of them lets the results generalise to all ${population}; volunteers or a single site make a convenience sample, which speaks only for people like them, so say which you use.`,
  ]
  if (recommended('mixed'))
    notes.push(
      'For the interviews, choose participants purposively from that sample, for variety in their answers and settings.',
    )
  if (context.unit === 'groups')
    notes.push(
      'Your unit is groups: sample whole clusters (classes, clinics); people in one cluster resemble each other, so multiply the sample size by the design effect 1 + (m − 1)·ICC, m being the people per cluster.',
    )
  if (context.protectedGroups.some((reading) => reading.group === 'own-students'))
    notes.push(
      'Your own students are a convenience sample of one setting: report the results as describing that cohort.',
    )
  return notes.join(' ')
}

export function advise(input: ParsedAdviceInput): Advice {
  const reading = readAim(input)
  const assumptions: string[] = []
  const outcome =
    input.outcomeType ??
    (reading.aim === 'explore-experiences' || reading.aim === 'describe-case' ? 'text' : 'continuous')
  if (!input.outcomeType && QUANTITATIVE_AIMS.includes(reading.aim))
    assumptions.push('The outcome is assumed to be a continuous measurement.')
  const groups = input.groups ?? 2
  if (input.groups === undefined && CAUSAL_AIMS.includes(reading.aim)) assumptions.push('Two groups are assumed.')
  const unit = input.unit ?? (reading.aim === 'synthesise-literature' ? 'studies' : 'people')
  if (input.unit === undefined && reading.aim !== 'synthesise-literature')
    assumptions.push('The participants are assumed to be people.')
  const context: Context = {
    ...input,
    unit,
    aimOf: reading.aim,
    outcome,
    groups,
    humans: unit === 'people' || unit === 'groups',
    protectedGroups: readPopulation(input.population),
  }

  const designs = judgeDesigns(context)
  const guideline = chooseGuideline(context, designs)
  const partialAnalysis = planAnalysis(context)
  const withSize = { ...partialAnalysis, sampleSize: sampleSizeFor(partialAnalysis.power) }
  const analysis: PlannedAnalysis = { ...withSize, sampling: samplingNote(context, designs, withSize) }
  if (analysis.power?.test === 'logistic-regression')
    assumptions.push(
      'The sample size assumes an odds ratio of 1.5 per SD of the predictor and a 50 % event rate at its mean; replace them with figures from earlier studies in the calculator.',
    )
  else if (analysis.power)
    assumptions.push(
      "The sample size uses Cohen's conventional medium effect; replace it with one from earlier studies in the calculator.",
    )
  if (analysis.power?.test === 'anova-repeated-measures')
    assumptions.push('The repeated measures are assumed to correlate at .5, with sphericity (ε = 1).')
  const phases = planPhases(context, designs, analysis)
  return {
    ...reading,
    assumptions,
    designs,
    guideline: {
      id: guideline.id,
      name: guidelineName(guideline.id),
      because: guideline.because,
      items: guidelineItems(guideline.id),
    },
    otherGuidelines: otherGuidelines(context, guideline.id, designs),
    ethics: ethicsChecklist(context, designs),
    phases,
    totalWeeks: phases.reduce((sum, phase) => sum + phase.weeks, 0),
    analysis,
  }
}
