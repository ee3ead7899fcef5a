import { expect, test } from 'vitest'
import { buildEvidenceBrief, isQuotable, sentenceCandidates } from './evidence-brief'
import { rankWorks } from './rank-works'
import { fixtureWorks, makeWork } from '../../test/works'

test('every sentence of the brief is quoted verbatim from the abstract of the reference it cites', () => {
  const works = Object.values(fixtureWorks()).flat()
  const question = 'Does dietary fibre change the gut microbiome of older adults?'
  const brief = buildEvidenceBrief(question, rankWorks(question, works))
  expect(brief.sentences.length).toBeGreaterThan(0)
  for (const sentence of brief.sentences) {
    const reference = brief.references.find((entry) => entry.n === sentence.citations[0])
    expect(reference?.work.abstract).toContain(sentence.text)
    expect(brief.markdown).toContain(`“${sentence.text}” [${reference?.n}]`)
  }
  expect(brief.references.map((entry) => entry.n)).toEqual(brief.references.map((_, index) => index + 1))
})

test('structured abstracts go under their headings without their labels', () => {
  const [trial] = fixtureWorks().pubmed
  const sections = new Set(sentenceCandidates(trial!).map((candidate) => candidate.section))
  expect(sections).toEqual(new Set(['known', 'methods', 'results']))
  for (const candidate of sentenceCandidates(trial!))
    expect(candidate.text).not.toMatch(/^(BACKGROUND|METHODS|RESULTS|CONCLUSIONS)/)
})

test('an inline "Background:" label is cut off and decides the heading', () => {
  const work = makeWork({
    title: 'Heat and corals',
    abstract:
      'Background: Coral bleaching follows marine heatwaves of more than four weeks. Methods: We surveyed 200 reefs in two seasons. Results: Bleaching rose by 30% on shallow reefs.',
  })
  const candidates = sentenceCandidates(work)
  expect(candidates.map((candidate) => [candidate.section, candidate.text])).toEqual([
    ['known', 'Coral bleaching follows marine heatwaves of more than four weeks.'],
    ['methods', 'We surveyed 200 reefs in two seasons.'],
    ['results', 'Bleaching rose by 30% on shallow reefs.'],
  ])
})

test.each([
  ['Copyright © 2024 Elsevier Ltd. All rights reserved.'],
  ['Code is publicly available at https://github.com/example/repo.'],
  ['This is non-trivial because the models differ in size.'],
  ['and the effect was larger in older adults than in younger ones.'],
  ['Too short to quote.'],
  ['Trial registration: the trial was registered as NCT01234567 before enrolment.'],
])('%s is not quoted', (sentence) => {
  expect(isQuotable(sentence)).toBe(false)
})

test('near-duplicate sentences from two works are quoted once', () => {
  const sentence = 'Coral bleaching thresholds fall as marine heatwaves become longer and more frequent.'
  const works = [
    makeWork({ title: 'Bleaching A', abstract: sentence, ids: { doi: '10.1/a' } }),
    makeWork({ title: 'Bleaching B', abstract: sentence.replace('longer', 'longer still'), ids: { doi: '10.1/b' } }),
  ]
  const brief = buildEvidenceBrief('coral bleaching thresholds', rankWorks('coral bleaching thresholds', works))
  expect(brief.sentences).toHaveLength(1)
  expect(brief.references).toHaveLength(1)
})

test('relevant works without abstracts give no sentences, and are listed as references', () => {
  const works = [makeWork({ title: 'Coral bleaching atlas' })]
  const brief = buildEvidenceBrief('coral bleaching', rankWorks('coral bleaching', works))
  expect(brief.sentences).toEqual([])
  expect(brief.references).toHaveLength(1)
  expect(brief.markdown).toMatch(/no abstract/)
})
