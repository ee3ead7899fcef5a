import type { ChecklistItem, GuidelineId } from '#shared/contract/methodology'

type GuidelineText = { name: string; items: [section: string, text: string][] }

/** The reporting guidelines of the EQUATOR Network, each reduced to its core items in our own words. */
const guidelines: Record<GuidelineId, GuidelineText> = {
  CONSORT: {
    name: 'CONSORT (randomised trials)',
    items: [
      ['Title and abstract', 'Identify the study as a randomised trial in the title; give a structured summary.'],
      ['Introduction', 'State the scientific background, the rationale and the specific objectives or hypotheses.'],
      ['Methods', 'Describe the trial design (e.g. parallel, factorial) and the allocation ratio.'],
      ['Methods', 'Give eligibility criteria for participants and the settings where data were collected.'],
      ['Methods', 'Describe each group’s intervention in enough detail to allow replication.'],
      ['Methods', 'Define the pre-specified primary and secondary outcomes, and how and when they were measured.'],
      ['Methods', 'Explain how the sample size was determined.'],
      ['Methods', 'Describe how the random sequence was generated and how allocation was concealed.'],
      ['Methods', 'Say who was blinded after assignment (participants, providers, assessors) and how.'],
      ['Methods', 'Name the statistical methods used to compare groups for each outcome.'],
      [
        'Results',
        'Report a participant flow diagram: numbers assigned, treated and analysed, with losses and exclusions.',
      ],
      ['Results', 'Give each group’s baseline characteristics in a table.'],
      ['Results', 'For each outcome, give each group’s result, the estimated effect size and its precision (95 % CI).'],
      ['Results', 'Report all important harms or unintended effects in each group.'],
      ['Discussion', 'Discuss limitations, generalisability and the interpretation consistent with the results.'],
      ['Other', 'Give the trial registration number and where the full protocol can be accessed.'],
    ],
  },
  STROBE: {
    name: 'STROBE (observational studies)',
    items: [
      [
        'Title and abstract',
        'Indicate the study design (cohort, case-control, cross-sectional) in the title or abstract.',
      ],
      [
        'Introduction',
        'Explain the background and rationale; state specific objectives and any pre-specified hypotheses.',
      ],
      [
        'Methods',
        'Describe the setting, locations and relevant dates (recruitment, exposure, follow-up, data collection).',
      ],
      ['Methods', 'Give eligibility criteria and the sources and methods of selecting participants.'],
      ['Methods', 'Define all outcomes, exposures, predictors, potential confounders and effect modifiers.'],
      ['Methods', 'Describe the sources of data and the measurement methods for each variable.'],
      ['Methods', 'Describe any efforts to address potential sources of bias.'],
      ['Methods', 'Explain how the study size was arrived at.'],
      ['Methods', 'Describe the statistical methods, including control for confounding and handling of missing data.'],
      ['Results', 'Report the numbers of individuals at each stage of the study, with reasons for non-participation.'],
      ['Results', 'Give unadjusted estimates and, if applicable, confounder-adjusted estimates with their precision.'],
      ['Discussion', 'Discuss limitations, including sources of potential bias or imprecision, and generalisability.'],
      ['Other', 'Give the source of funding and the role of the funders.'],
    ],
  },
  SRQR: {
    name: 'SRQR (qualitative research)',
    items: [
      [
        'Title and abstract',
        'Identify the study as qualitative, naming the approach (e.g. grounded theory, ethnography).',
      ],
      ['Introduction', 'Describe the problem studied, its significance, and the purpose or research question.'],
      ['Methods', 'Name the qualitative approach and research paradigm, and justify them.'],
      ['Methods', 'Describe the researchers’ characteristics and reflexivity: how they may influence the research.'],
      ['Methods', 'Describe the context and setting, and the sampling strategy with its rationale.'],
      ['Methods', 'Document ethics approval and how participants’ consent was obtained.'],
      [
        'Methods',
        'Describe data collection methods, instruments (e.g. interview guide) and how they changed over the study.',
      ],
      ['Methods', 'Describe data processing and analysis: coding, units, how themes were developed.'],
      ['Methods', 'Describe techniques to enhance trustworthiness (e.g. member checking, audit trail, triangulation).'],
      ['Results', 'Present the main findings (themes, interpretations) with supporting evidence such as quotations.'],
      ['Discussion', 'Connect the findings to earlier work, and discuss transferability and limitations.'],
    ],
  },
  COREQ: {
    name: 'COREQ (interviews and focus groups)',
    items: [
      [
        'Research team',
        'State who conducted the interviews or focus groups, their credentials, occupation and training.',
      ],
      ['Research team', 'Describe the relationship between researchers and participants before the study began.'],
      ['Study design', 'State the methodological orientation underpinning the study (e.g. phenomenology).'],
      [
        'Study design',
        'Describe how participants were selected and approached, the sample size and non-participation.',
      ],
      ['Study design', 'Describe the setting of data collection and who else was present.'],
      [
        'Study design',
        'Say whether an interview guide was used and pilot tested, and whether repeat interviews were held.',
      ],
      ['Study design', 'Say whether audio or video was recorded, field notes taken, and how long sessions lasted.'],
      ['Study design', 'Discuss whether data saturation was reached.'],
      ['Analysis', 'Give the number of data coders and describe the coding tree.'],
      ['Analysis', 'Say whether themes were identified in advance or derived from the data.'],
      ['Analysis', 'Say whether participants provided feedback on the findings.'],
      ['Reporting', 'Present quotations identified by participant, and make major and minor themes clear.'],
    ],
  },
  STARD: {
    name: 'STARD (diagnostic accuracy studies)',
    items: [
      ['Title and abstract', 'Identify the study as a diagnostic accuracy study with at least one accuracy measure.'],
      ['Introduction', 'Describe the clinical or scientific background, the intended use and role of the index test.'],
      ['Methods', 'Say whether data collection was planned before the index test and reference standard were done.'],
      ['Methods', 'Give eligibility criteria, how participants were identified and the setting.'],
      ['Methods', 'Describe the index test and the reference standard in enough detail to replicate them.'],
      [
        'Methods',
        'Give the rationale for the reference standard and any positivity thresholds, and whether they were pre-specified.',
      ],
      ['Methods', 'Say whether readers of each test were blinded to the other test’s results.'],
      ['Methods', 'Describe how accuracy was estimated and how indeterminate or missing results were handled.'],
      ['Methods', 'Explain the intended sample size and how it was determined.'],
      ['Results', 'Give a flow diagram of participants and a cross-tabulation of index test by reference standard.'],
      ['Results', 'Report estimates of diagnostic accuracy (e.g. sensitivity, specificity) with their 95 % CIs.'],
      ['Discussion', 'Discuss limitations, including bias, imprecision and applicability.'],
    ],
  },
  PRISMA: {
    name: 'PRISMA 2020 (systematic reviews)',
    items: [
      ['Title and abstract', 'Identify the report as a systematic review; give a structured abstract.'],
      ['Introduction', 'Describe the rationale and state the objectives or questions the review addresses.'],
      ['Methods', 'Specify inclusion and exclusion criteria and how studies were grouped for synthesis.'],
      ['Methods', 'List all databases, registers and other sources searched, with the date each was last searched.'],
      ['Methods', 'Present the full search strategies for all databases, including any filters and limits.'],
      [
        'Methods',
        'Describe how studies were selected and data extracted: how many reviewers, working independently or not.',
      ],
      ['Methods', 'Describe the methods used to assess risk of bias in the included studies.'],
      ['Methods', 'Describe the synthesis methods, effect measures, and how heterogeneity was explored.'],
      ['Results', 'Give a flow diagram of records identified, screened, excluded (with reasons) and included.'],
      ['Results', 'Present the characteristics and risk-of-bias assessments of each included study.'],
      ['Results', 'Present the results of all syntheses, with summary estimates and their precision.'],
      ['Discussion', 'Discuss limitations of the evidence and of the review processes, and implications.'],
      ['Other', 'Give registration information (e.g. PROSPERO number) and say where the protocol is.'],
    ],
  },
  'PRISMA-ScR': {
    name: 'PRISMA-ScR (scoping reviews)',
    items: [
      ['Title and abstract', 'Identify the report as a scoping review; give a structured summary.'],
      ['Introduction', 'Describe the rationale and why a scoping review approach suits the question.'],
      ['Introduction', 'State the objectives with their key elements (e.g. population, concept, context).'],
      ['Methods', 'Say whether a protocol exists and where it can be accessed.'],
      ['Methods', 'Specify the eligibility criteria for sources of evidence and their rationale.'],
      ['Methods', 'Describe all information sources and present the full search strategy for at least one database.'],
      ['Methods', 'State the process for selecting sources and charting data, and list the variables charted.'],
      ['Methods', 'Describe the methods of handling and summarising the data that were charted.'],
      [
        'Results',
        'Give the numbers of sources screened, assessed and included, with reasons for exclusion (flow diagram).',
      ],
      [
        'Results',
        'Present the characteristics of the sources and the charted results as they relate to the objectives.',
      ],
      ['Discussion', 'Summarise the main results, their relevance, limitations, and the gaps found.'],
    ],
  },
  COSMIN: {
    name: 'COSMIN (measurement instruments)',
    items: [
      ['Construct', 'Define the construct to be measured and the target population of the instrument.'],
      [
        'Development',
        'Describe how items were generated and how the target population was involved (content validity).',
      ],
      ['Design', 'Describe the sample and its size for each measurement property studied.'],
      ['Structural validity', 'Report factor analysis or IRT results with fit indices.'],
      ['Internal consistency', 'Report Cronbach’s α or ω for each unidimensional (sub)scale.'],
      ['Reliability', 'Report test-retest reliability (ICC) with the time interval and stability of the participants.'],
      ['Measurement error', 'Report the standard error of measurement or smallest detectable change.'],
      ['Construct validity', 'State hypotheses about expected correlations or group differences before testing them.'],
      ['Responsiveness', 'Report the instrument’s ability to detect change over time, if studied.'],
      ['Interpretability', 'Report floor and ceiling effects and how scores can be interpreted.'],
    ],
  },
  ARRIVE: {
    name: 'ARRIVE 2.0 (animal research)',
    items: [
      ['Study design', 'Describe the groups compared, including controls, and the experimental unit.'],
      [
        'Sample size',
        'Give the number of animals in each group and in total, and explain how the sample size was decided.',
      ],
      [
        'Inclusion and exclusion',
        'Describe the criteria for including and excluding animals or data points, set in advance.',
      ],
      ['Randomisation', 'State whether randomisation was used to allocate units to groups, and how.'],
      ['Blinding', 'Describe who was aware of group allocation at each stage of the experiment.'],
      ['Outcome measures', 'Clearly define all outcome measures, and the primary one for the sample size.'],
      ['Statistical methods', 'Give the statistical methods for each analysis and how assumptions were checked.'],
      ['Experimental animals', 'Give species, strain, sex, age, weight and source of the animals.'],
      ['Experimental procedures', 'Describe procedures for each group in enough detail to replicate them.'],
      [
        'Results',
        'Report descriptive statistics for each group with a measure of variability, and effect sizes with CIs.',
      ],
      ['Ethics', 'Give the ethical review board and approval number; describe welfare measures and humane end points.'],
    ],
  },
  TRIPOD: {
    name: 'TRIPOD (prediction models)',
    items: [
      [
        'Title and abstract',
        'Identify the study as developing or validating a prediction model, its population and outcome.',
      ],
      ['Introduction', 'Explain the context and rationale, and the objectives: development, validation or both.'],
      ['Methods', 'Describe the source of data (e.g. cohort, registry) and the study dates.'],
      ['Methods', 'Clearly define the outcome and all predictors, including how and when they were measured.'],
      ['Methods', 'Explain how the study size was arrived at (events per predictor or a formal calculation).'],
      ['Methods', 'Describe how missing data were handled.'],
      ['Methods', 'Describe how predictors were selected and the model built, and how it was internally validated.'],
      ['Methods', 'Specify all measures used to assess performance (discrimination, calibration).'],
      ['Results', 'Present the full model (all coefficients and the intercept) so that others can use it.'],
      ['Results', 'Report performance measures with confidence intervals.'],
      ['Discussion', 'Discuss limitations (e.g. non-representative sample, overfitting) and the intended use.'],
    ],
  },
  CARE: {
    name: 'CARE (case reports)',
    items: [
      ['Title and abstract', 'Include the words “case report” and the area of focus in the title.'],
      ['Introduction', 'Summarise why this case is unique or what it adds, with references.'],
      ['Patient information', 'Give de-identified demographic information, main concerns and relevant history.'],
      ['Clinical findings', 'Describe the relevant physical examination and other findings.'],
      ['Timeline', 'Present the history of the case as a timeline.'],
      ['Diagnostic assessment', 'Describe the diagnostic methods, challenges and reasoning.'],
      ['Intervention', 'Describe the types of intervention, their administration and any changes.'],
      ['Follow-up and outcomes', 'Report outcomes, adherence and any adverse or unanticipated events.'],
      ['Discussion', 'Discuss the strengths and limitations of the approach and the take-away lessons.'],
      ['Patient perspective', 'Include the patient’s perspective where possible.'],
      ['Consent', 'State that the patient gave informed consent for publication.'],
    ],
  },
}

export function guidelineName(id: GuidelineId): string {
  return guidelines[id].name
}

export function guidelineItems(id: GuidelineId): ChecklistItem[] {
  return guidelines[id].items.map(([section, text], index) => ({ id: `${id}-${index + 1}`, section, text }))
}
