import { expect, test } from 'vitest'
import { RESEARCH_MODES } from '#shared/contract/research'
import { buildAnswerPrompt, passageText } from './answer-prompt'
import { referenceLink } from './reference-link'
import { fixtureWorks, makeWork } from '../../test/works'

const works = Object.values(fixtureWorks())
  .flat()
  .filter((work) => work.abstract)

test.each(RESEARCH_MODES.map((mode) => [mode.id]))('mode %s has its own voice and the citation rules', (mode) => {
  const prompt = buildAnswerPrompt({ question: 'q', mode, ethicalMode: false, works })
  const [system, user] = prompt.messages
  expect(system?.role).toBe('system')
  expect(system?.content).toMatch(/Cite every factual sentence/)
  expect(system?.content).toMatch(/do not answer the question/)
  expect(system?.content).not.toMatch(/Research ethics/)
  expect(user?.content).toContain('[1] ')
})

test('ethical mode adds research-ethics guidance', () => {
  const prompt = buildAnswerPrompt({ question: 'q', mode: 'biomedical', ethicalMode: true, works })
  expect(prompt.messages[0]?.content).toMatch(/Research ethics/)
})

test('passages are numbered 1..k with title, authors, year, venue and an abstract trimmed to the budget', () => {
  const prompt = buildAnswerPrompt({
    question: 'q',
    mode: 'comprehensive',
    ethicalMode: true,
    works,
    maxPassages: 4,
    tokenBudget: 400,
  })
  expect(prompt.passages.map((passage) => passage.n)).toEqual([1, 2, 3, 4])
  expect(prompt.passageTexts).toHaveLength(4)
  for (const text of prompt.passageTexts) expect(text.length).toBeLessThanOrEqual(400)
  expect(prompt.messages[1]?.content).toContain(`[4] ${prompt.passageTexts[3]}`)
  expect(prompt.messages[1]?.content).not.toContain('[5] ')
})

test('an abstract is cut at a sentence end', () => {
  const work = makeWork({
    title: 'T',
    year: 2020,
    venue: 'V',
    authors: [{ name: 'A', affiliations: [] }],
    abstract: 'First sentence here. Second sentence is longer than the room left.',
  })
  expect(passageText(work, 60)).toBe('T. A. 2020, V.\nAbstract: First sentence here.')
})

test.each([
  [{ doi: '10.1000/xyz', pmid: '1', arxiv: '2501.00001', openalex: 'W1' }, 'https://doi.org/10.1000/xyz'],
  [{ pmid: '39012345', arxiv: '2501.00001' }, 'https://pubmed.ncbi.nlm.nih.gov/39012345/'],
  [{ arxiv: '2501.00001', openalex: 'W1' }, 'https://arxiv.org/abs/2501.00001'],
  [{ openalex: 'W2741809807' }, 'https://openalex.org/W2741809807'],
])('reference link for %j is %s', (ids, link) => {
  expect(referenceLink(makeWork({ title: 't', ids }))).toBe(link)
})
