import type { CheckedReference, CheckRule, Funder } from '#shared/grants/check-draft'

/**
 * Drafts for `npm run eval:grants`'s checker precision, written for the eval (not taken from any application):
 * each good draft should raise nothing; each bad one breaks the rules it lists, and only those.
 */
export type DraftCase = {
  name: string
  funder: Funder
  text: string
  references: CheckedReference[]
  expected: CheckRule[]
}

const refs = (count: number, retracted: number[] = []): CheckedReference[] =>
  Array.from({ length: count }, (_, i) => ({ n: i + 1, retracted: retracted.includes(i + 1) }))

const nihAims = (aim1: string, aim2: string, aim3?: string) =>
  [
    '## Specific Aims',
    'Hospital-acquired pressure injuries affect about 2.5 million patients a year [1]. Their cost is high [2].',
    '',
    'Our long-term goal is to prevent them; the objective here is to test a wearable load sensor.',
    '',
    `Aim 1: ${aim1}`,
    '',
    `Aim 2: ${aim2}`,
    ...(aim3 ? ['', `Aim 3: ${aim3}`] : []),
    '',
  ].join('\n')

const significance = (text: string) => `## Significance\n${text}\n`

const goodAim1 = 'Determine the sensor’s accuracy against pressure mapping in 60 patients (error under 10%).'
const goodAim2 = 'Test whether alerts reduce the incidence of stage 2 injuries by 30% in a cluster trial.'
const goodSignificance =
  'Pressure injuries raise hospital costs by about $11 billion a year [2]. Turning schedules are followed in under half of shifts [3]. We will close this gap.'

const nsfSummary = (overview: string, merit: string, impacts: string) =>
  `## Overview\n${overview}\n\n## Intellectual Merit\n${merit}\n\n## Broader Impacts\n${impacts}\n`

const goodOverview =
  'This project will build an open model of river ice break-up from satellite radar and gauge records across 40 Arctic rivers.'
const goodMerit = 'The work will test whether winter heat flux predicts break-up date within five days.'
const goodImpacts =
  'Forecasts will go to two Alaska Native communities, and the project will train four undergraduates.'

export const DRAFT_CASES: DraftCase[] = [
  {
    name: 'NIH good, two aims',
    funder: 'nih',
    text: nihAims(goodAim1, goodAim2) + significance(goodSignificance),
    references: refs(3),
    expected: [],
  },
  {
    name: 'NIH good, three aims',
    funder: 'nih',
    text:
      nihAims(goodAim1, goodAim2, 'Estimate the cost per injury avoided (US dollars) from the trial records.') +
      significance(goodSignificance),
    references: refs(3),
    expected: [],
  },
  {
    name: 'NSF good',
    funder: 'nsf',
    text: nsfSummary(goodOverview, goodMerit, goodImpacts),
    references: [],
    expected: [],
  },
  {
    name: 'NSF good with Significance',
    funder: 'nsf',
    text:
      nsfSummary(goodOverview, goodMerit, goodImpacts) +
      significance('River ice break-up has advanced by about a week since 1950 [1]. We will explain why.'),
    references: refs(1),
    expected: [],
  },
  {
    name: 'NIH without Significance',
    funder: 'nih',
    text: nihAims(goodAim1, goodAim2),
    references: refs(2),
    expected: ['missing-section'],
  },
  {
    name: 'NSF without Broader Impacts',
    funder: 'nsf',
    text: `## Overview\n${goodOverview}\n\n## Intellectual Merit\n${goodMerit}\n`,
    references: [],
    expected: ['missing-section'],
  },
  {
    name: 'NSF summary too long',
    funder: 'nsf',
    text: nsfSummary(`${goodOverview} `.repeat(40), goodMerit, goodImpacts),
    references: [],
    expected: ['summary-too-long'],
  },
  {
    name: 'NIH aims page too long',
    funder: 'nih',
    text:
      nihAims(goodAim1, goodAim2).replace(
        'Our long-term goal',
        `${'Prior work on support surfaces measured interface pressure in many settings [1]. '.repeat(60)}\n\nOur long-term goal`,
      ) + significance(goodSignificance),
    references: refs(3),
    expected: ['aims-too-long'],
  },
  {
    name: 'NIH aim without a verb',
    funder: 'nih',
    text:
      nihAims('Sensor accuracy against pressure mapping in 60 patients (error under 10%).', goodAim2) +
      significance(goodSignificance),
    references: refs(3),
    expected: ['aim-verb'],
  },
  {
    name: 'NIH aim without a measurable outcome',
    funder: 'nih',
    text: nihAims(goodAim1, 'Explore how nurses experience the alerts on the ward.') + significance(goodSignificance),
    references: refs(3),
    expected: ['aim-measurable'],
  },
  {
    name: 'NIH aim that depends on another',
    funder: 'nih',
    text:
      nihAims(goodAim1, 'Test whether alerts reduce stage 2 injuries by 30% in a cluster trial, if Aim 1 succeeds.') +
      significance(goodSignificance),
    references: refs(3),
    expected: ['aim-dependent'],
  },
  {
    name: 'NIH uncited Significance claim',
    funder: 'nih',
    text:
      nihAims(goodAim1, goodAim2) +
      significance(
        'Pressure injuries raise hospital costs by about $11 billion a year. Turning schedules are followed in under half of shifts [3].',
      ),
    references: refs(3),
    expected: ['uncited-claim'],
  },
  {
    name: 'NIH retracted citation',
    funder: 'nih',
    text: nihAims(goodAim1, goodAim2) + significance(goodSignificance),
    references: refs(3, [3]),
    expected: ['retracted-citation'],
  },
  {
    name: 'NIH several faults',
    funder: 'nih',
    text:
      nihAims('Novel biomarkers of wound healing.', goodAim2) +
      significance('Moisture weakens the skin of patients in bed. Friction matters too [9].'),
    references: refs(3),
    expected: ['aim-verb', 'aim-measurable', 'uncited-claim', 'unknown-citation'],
  },
]
