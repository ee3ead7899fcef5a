import { expect, test } from 'vitest'
import { buildEvidenceBrief, isQuotable, LEAD_HEADING, sentenceCandidates } from './evidence-brief'
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

test('the brief opens with the sentences that answer most directly, labelled as quoted, and groups the rest', () => {
  const question = 'Does metformin reduce the risk of cancer in people with type 2 diabetes?'
  const works = [
    makeWork({
      title: 'Metformin and cancer incidence in type 2 diabetes: a cohort study',
      abstract:
        'We followed 12,000 adults with type 2 diabetes for ten years. Metformin use was associated with a 31% lower risk of cancer in people with type 2 diabetes. Recruitment took place in primary care.',
      ids: { doi: '10.1/metformin-cohort' },
    }),
    makeWork({
      title: 'Glucose-lowering drugs and cancer',
      abstract:
        'Treatment guidelines for type 2 diabetes changed during the study period. In a meta-analysis of 20 trials, metformin reduced cancer risk compared with sulfonylureas in patients with diabetes. The effect of insulin remains unclear.',
      ids: { doi: '10.1/glucose-drugs' },
    }),
  ]
  const brief = buildEvidenceBrief(question, rankWorks(question, works))
  const lead = brief.sentences.filter((sentence) => sentence.lead)
  console.log(brief.markdown)
  expect(lead.length).toBeGreaterThanOrEqual(1)
  expect(lead.length).toBeLessThanOrEqual(2)
  expect(lead[0]?.text).toMatch(/metformin/i)
  expect(lead[0]?.text).toMatch(/cancer/i)
  // The label line, then the lead, before any section heading; a lead sentence is not repeated below.
  const leadAt = brief.markdown.indexOf(LEAD_HEADING)
  const firstHeading = brief.markdown.indexOf('### ')
  expect(leadAt).toBeGreaterThan(0)
  expect(firstHeading === -1 || leadAt < firstHeading).toBe(true)
  for (const sentence of lead) expect(brief.markdown.split(`“${sentence.text}”`)).toHaveLength(2)
  expect(brief.sentences.slice(0, lead.length).every((sentence) => sentence.lead)).toBe(true)
})

test('no sentence reporting a finding on the question: the brief has no lead and starts with its groups', () => {
  const works = [
    makeWork({
      title: 'Coral reef survey methods',
      abstract: 'Divers counted coral colonies along fixed transects at twelve reef sites in the northern sector.',
      ids: { doi: '10.1/reef' },
    }),
  ]
  const brief = buildEvidenceBrief('coral transects', rankWorks('coral transects', works))
  expect(brief.sentences.some((sentence) => sentence.lead)).toBe(false)
  expect(brief.markdown).not.toContain(LEAD_HEADING)
})
