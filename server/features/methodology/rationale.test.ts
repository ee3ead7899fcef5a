import { expect, test } from 'vitest'
import { AdviceInputSchema } from '#shared/contract/methodology'
import { fakeAnswer } from '../../test/fakes/openai.fake'
import { advise } from './advise'
import { checkedRewording, rationaleFacts, rewordMessages } from './rationale'

const tutoring = advise(
  AdviceInputSchema.parse({
    researchQuestion: 'Does a peer-tutoring program improve first-year maths grades?',
    canRandomise: true,
    outcomeType: 'continuous',
  }),
)
const facts = rationaleFacts(tutoring)

test('the rules’ reasons are one sentence each: aim, design, analysis, sample size, reporting and length', () => {
  expect(facts).toEqual([
    'Your question asks to test whether an intervention or exposure has an effect, judging by the words “Does a peer-tutoring program improve”.',
    'The recommended design is the randomised experiment and the mixed-methods design, because you can assign participants at random: the strongest design for a causal question.',
    "The planned analysis is Independent-samples t-test (Welch's, which does not assume equal variances), because you compare a measured outcome between two independent groups.",
    "With a medium effect (Cohen's d = 0.5), α = .05 and power .80, the study needs 64 per group (128 in all).",
    `Report it by CONSORT (randomised trials), and plan for ${tutoring.totalWeeks} weeks in ${tutoring.phases.length} phases.`,
  ])
})

test('a faithful rewording is kept, without its markers, and numbers may change their form but not their value', () => {
  const reworded =
    'You want to know whether the program has an effect [1]. A randomised experiment suits you best, with a mixed-methods design beside it [2]. ' +
    "Compare the two groups with Welch's t-test [3]. At a medium effect of 0.50, alpha 0.05 and power 0.8 you need 64 per group, 128 in all [4]. " +
    `Follow CONSORT and allow ${tutoring.totalWeeks} weeks over ${tutoring.phases.length} phases [5].`
  expect(checkedRewording(reworded, facts)).toBe(reworded.replace(/ \[\d\]/g, ''))
})

test('the fake model’s answer to the prompt passes the check', () => {
  const prompt = rewordMessages(facts).at(-1)?.content ?? ''
  expect(checkedRewording(fakeAnswer(prompt), facts)).not.toBeNull()
})

test.each([
  ['a number changed', (text: string) => text.replace('128', '130')],
  ['a number dropped', (text: string) => text.replace(' (128 in all)', '')],
  ['a number added', (text: string) => `${text} About 20 % drop out [4].`],
  ['a design added', (text: string) => `${text} A qualitative study would also work [2].`],
  ['a design dropped', (text: string) => text.replace('the mixed-methods design', 'interviews')],
  ['a guideline added', (text: string) => `${text} STROBE applies as well [5].`],
  ['a sentence cited that was not given', (text: string) => `${text} Good luck [9].`],
  ['nothing said', () => '  '],
])('a rewording with %s is refused', (_case, change) => {
  const faithful = facts.map((fact, n) => `${fact} [${n + 1}]`).join(' ')
  expect(checkedRewording(faithful, facts)).not.toBeNull()
  expect(checkedRewording(change(faithful), facts)).toBeNull()
})

test('the ordinary word “care” is not the CARE guideline', () => {
  const faithful = facts.join(' ')
  expect(checkedRewording(`${faithful} Take care with consent.`, facts)).not.toBeNull()
})

test.each([
  ['logistic regression', { researchQuestion: 'What predicts dropout in first year?', outcomeType: 'binary' }],
  [
    'repeated-measures ANOVA',
    { researchQuestion: 'Does anxiety change?', aim: 'compare-groups', groups: 3, repeatedMeasures: true },
  ],
] as const)('the sample-size sentence of %s keeps its figures through the fake model', (_name, answers) => {
  const advice = advise(AdviceInputSchema.parse(answers))
  const given = rationaleFacts(advice)
  expect(given.some((fact) => fact.includes(`needs ${advice.analysis.sampleSize?.n ?? -1} participants`))).toBe(true)
  expect(checkedRewording(fakeAnswer(rewordMessages(given).at(-1)?.content ?? ''), given)).not.toBeNull()
})
