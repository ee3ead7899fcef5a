import { describe, expect, test } from 'vitest'
import {
  checkedNarrative,
  composeSummary,
  narrate,
  narrativeMessages,
  summaryFacts,
  type SummaryFacts,
} from './college-narrative'
import type { Llm } from '../llm'
import { LlmError } from '../llm'

const figure = (value: number | null, year = '2022-23') => ({ value, year })

const bayside: SummaryFacts = {
  unitId: 1,
  name: 'Bayside College',
  city: 'Cambridge',
  state: 'MA',
  location: 'Cambridge, MA',
  website: null,
  netPriceCalculator: null,
  matchScore: 71,
  matchRank: 1,
  category: 'reach',
  categoryRule: 'Reach: admits 4.5% of applicants (fall 2023), under 15%, which outweighs any test score.',
  listedAfterOthers: false,
  parts: [],
  acceptanceRate: figure(0.045, 'fall 2023'),
  openAdmission: false,
  satRange: null,
  actRange: null,
  tuitionInState: figure(null),
  tuitionOutState: figure(null),
  netPrice: { ...figure(20_000), basis: 'average net price' },
  costOfAttendance: figure(null),
  programs: [{ family: 'Engineering', share: 0.35 }],
  programsYear: 'awards in 2022-23',
  researchOpportunities: '',
  applicationTips: [],
  campusFeatures: [],
  studentToFacultyRatio: figure(null),
  graduationRate: figure(0.95, 'fall 2017 entrants'),
  retentionRate: figure(null),
  medianEarnings: figure(null),
  medianDebt: figure(12_000),
  pellShare: figure(null),
  undergraduates: figure(4500),
  notReported: [],
  description:
    'Bayside College is a private nonprofit institution in Cambridge, MA with 4,500 undergraduates (fall 2023).',
}

describe('facts and the composed summary', () => {
  test('facts hold only what is reported, each figure with its period', () => {
    const facts = summaryFacts(bayside)
    expect(facts).toContain('It admits 4.5% of applicants (fall 2023).')
    expect(facts).toContain('The average net price is $20,000 a year (2022-23).')
    expect(facts).toContain('Median debt at graduation is $12,000 (2022-23).')
    expect(facts.join(' ')).not.toMatch(/retention|earnings/i)
    expect(facts[1]).toBe(
      'For you it is a reach: admits 4.5% of applicants (fall 2023), under 15%, which outweighs any test score.',
    )
  })

  test('the composed summary is built from the facts and says so', () => {
    const summary = composeSummary(bayside)
    expect(summary).toMatchObject({ source: 'composed', model: null, notice: null })
    expect(summary.text).toMatch(/^Bayside College is a private nonprofit/)
    expect(summary.text).toContain('Its graduation rate is 95% (fall 2017 entrants).')
    expect(checkedNarrative(summary.text, summaryFacts(bayside))).toBe(summary.text)
  })

  test('the prompt numbers the facts and forbids anything else', () => {
    const [system, user] = narrativeMessages('Bayside College', ['A fact.', 'Another fact.'])
    expect(system?.content).toMatch(/ONLY the numbered facts/)
    expect(user?.content).toBe('College: Bayside College\nFacts:\n[1] A fact.\n[2] Another fact.')
  })
})

describe('checking the model’s text', () => {
  const facts = summaryFacts(bayside)
  test('figures copied from the facts pass, and the [n] markers are removed', () => {
    expect(checkedNarrative('It admits 4.5% of applicants [3]. Net price is $20,000 [4].', facts)).toBe(
      'It admits 4.5% of applicants. Net price is $20,000.',
    )
  })
  test.each([
    ['a figure not in the facts', 'It admits 5% of applicants [3].'],
    ['a rounded figure', 'The net price is about $19,000 [4].'],
    ['a ranking', 'It is ranked 3 nationally [1].'],
    ['a citation past the facts', 'It admits 4.5% of applicants [42].'],
    ['a citation of fact 0', 'It admits 4.5% of applicants [0].'],
    ['nothing', '  [1] '],
  ])('%s is refused', (_name, text) => {
    expect(checkedNarrative(text, facts)).toBeNull()
  })
})

function llmSaying(...deltas: string[]): Llm {
  return {
    model: 'test-model',
    async *stream() {
      for (const delta of deltas) yield delta
    },
  }
}

describe('narrate', () => {
  const signal = new AbortController().signal
  test('the model’s checked text, named as the model’s', async () => {
    const summary = await narrate(llmSaying('Bayside admits 4.5% ', 'of applicants [3].'), bayside, signal)
    expect(summary).toEqual({
      text: 'Bayside admits 4.5% of applicants.',
      source: 'model',
      model: 'test-model',
      notice: null,
    })
  })
  test('an invented figure falls back to the composed summary, with the reason', async () => {
    const summary = await narrate(llmSaying('Bayside admits 3% of applicants [3].'), bayside, signal)
    expect(summary.source).toBe('composed')
    expect(summary.text).toBe(composeSummary(bayside).text)
    expect(summary.notice).toMatch(/named a figure or fact not among/)
  })
  test('a model error falls back, with the reason', async () => {
    const failing: Llm = {
      model: 'test-model',
      // eslint-disable-next-line require-yield
      async *stream() {
        throw new LlmError('http', 'The language model answered 500.', { status: 500 })
      },
    }
    const summary = await narrate(failing, bayside, signal)
    expect(summary).toMatchObject({ source: 'composed', notice: /did not answer/ })
  })
})
