import type { CandidateDesign, DesignId } from '#shared/contract/methodology'
import { AIM_LABELS, CAUSAL_AIMS, QUANTITATIVE_AIMS } from './aim'
import type { Context } from './context'

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

export function judgeDesigns(context: Context): CandidateDesign[] {
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
