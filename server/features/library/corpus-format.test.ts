import { describe, expect, it } from 'vitest'
import { WorkSchema, type Work } from '#shared/contract/sources'
import { cleanText, parseCorpusLine } from './corpus-format'

// Invented records in the shapes of the two corpus files (see shared/data/scholarly/README.md).
const arxivLine = JSON.stringify({
  id: 'arXiv:2511.04321',
  arxiv_id: '2511.04321',
  doi: '10.48550/arXiv.2511.04321',
  title: 'Sparse   Mixtures of <i>Tiny</i> Experts',
  abstract: 'We route tokens to experts.\n  Each expert is small ($k=4$). Results improve &amp; costs fall.',
  authors: ['Ada Example', ' Bo  Sample '],
  year: 2025,
  announced_date: '2025-11-07',
  venue: 'arXiv',
  categories: ['cs.CL', 'cs.LG', 'I.2.7; I.2.6'],
  comment: '12 pages',
  url: 'https://arxiv.org/abs/2511.04321',
  pdf_url: 'https://arxiv.org/pdf/2511.04321',
})

const openalexLine = JSON.stringify({
  id: 'https://openalex.org/W1234567890',
  doi: '10.1234/JOURNAL.ABC.2019',
  title: 'Soil <sub>carbon</sub> under grazing: a meta-analysis',
  abstract: 'Grazing changes soil carbon. We pooled 40 studies.',
  authors: ['Carla Writer', 'Dan Author'],
  year: 2019,
  publication_date: '2019-06-15',
  venue: 'Journal of Field Studies',
  type: 'journal-article',
  concepts: ['Environmental science', 'Soil science'],
  url: 'https://doi.org/10.1234/journal.abc.2019',
  cited_by_count: 57,
})

const normalisedWork: Work = {
  ids: { doi: '10.5555/Example.1', pmid: '31000001' },
  title: 'An already normalised work',
  abstract: 'Plain   abstract text.',
  abstractSections: [{ label: 'METHODS', text: 'We <b>did</b> things.' }],
  authors: [{ name: 'Eve Tester', orcid: '0000-0002-1825-0097', affiliations: ['Somewhere'] }],
  year: 2021,
  publicationDate: '2021-03',
  venue: 'Example Letters',
  type: 'article',
  citationCount: 3,
  url: 'https://example.org/w/1',
  openAccessUrl: null,
  topics: ['Testing'],
  sources: ['pubmed', 'crossref'],
}

function parsed(line: string) {
  const result = parseCorpusLine(line)
  if (!result?.ok) throw new Error(`expected a work, got ${JSON.stringify(result)}`)
  expect(WorkSchema.safeParse(result.work).success).toBe(true)
  return result
}

describe('parseCorpusLine', () => {
  it('reads an arXiv listing record', () => {
    const { format, work } = parsed(arxivLine)
    expect(format).toBe('arxiv')
    expect(work).toEqual({
      ids: { arxiv: '2511.04321', doi: '10.48550/arxiv.2511.04321' },
      title: 'Sparse Mixtures of Tiny Experts',
      abstract: 'We route tokens to experts. Each expert is small ($k=4$). Results improve & costs fall.',
      abstractSections: [],
      authors: [
        { name: 'Ada Example', affiliations: [] },
        { name: 'Bo Sample', affiliations: [] },
      ],
      year: 2025,
      publicationDate: '2025-11-07',
      venue: 'arXiv',
      type: 'preprint',
      citationCount: null,
      url: 'https://arxiv.org/abs/2511.04321',
      openAccessUrl: 'https://arxiv.org/pdf/2511.04321',
      topics: ['cs.CL', 'cs.LG', 'I.2.7', 'I.2.6'],
      sources: ['arxiv'],
    })
  })

  it('uses only the year for an old arXiv paper announced again later', () => {
    const line = JSON.stringify({
      ...JSON.parse(arxivLine),
      id: 'arXiv:2301.00099',
      arxiv_id: '2301.00099v2',
      year: 2023,
    })
    const { work } = parsed(line)
    expect(work.ids.arxiv).toBe('2301.00099')
    expect(work.year).toBe(2023)
    expect(work.publicationDate).toBe('2023')
  })

  it('reads an OpenAlex snapshot record', () => {
    const { format, work } = parsed(openalexLine)
    expect(format).toBe('openalex')
    expect(work).toEqual({
      ids: { openalex: 'W1234567890', doi: '10.1234/journal.abc.2019' },
      title: 'Soil carbon under grazing: a meta-analysis',
      abstract: 'Grazing changes soil carbon. We pooled 40 studies.',
      abstractSections: [],
      authors: [
        { name: 'Carla Writer', affiliations: [] },
        { name: 'Dan Author', affiliations: [] },
      ],
      year: 2019,
      publicationDate: '2019-06-15',
      venue: 'Journal of Field Studies',
      type: 'article',
      citationCount: 57,
      url: 'https://doi.org/10.1234/journal.abc.2019',
      openAccessUrl: null,
      topics: ['Environmental science', 'Soil science'],
      sources: ['openalex'],
    })
  })

  it('keeps a null OpenAlex abstract null', () => {
    const { work } = parsed(JSON.stringify({ ...JSON.parse(openalexLine), abstract: null, cited_by_count: 0 }))
    expect(work.abstract).toBeNull()
    expect(work.citationCount).toBe(0)
  })

  it('accepts normalised Work JSON and cleans it', () => {
    const { format, work } = parsed(JSON.stringify(normalisedWork))
    expect(format).toBe('work')
    expect(work.ids).toEqual({ doi: '10.5555/example.1', pmid: '31000001' })
    expect(work.abstract).toBe('Plain abstract text.')
    expect(work.abstractSections).toEqual([{ label: 'METHODS', text: 'We did things.' }])
    expect(work.authors[0]).toEqual(normalisedWork.authors[0])
    expect(work.sources).toEqual(['pubmed', 'crossref'])
  })

  it.each([
    ['{"id": "arXiv:2511.1', 'invalid JSON'],
    ['[1, 2, 3]', 'not a JSON object'],
    ['"just a string"', 'not a JSON object'],
    ['{"hello": "world"}', 'unknown record format'],
    [JSON.stringify({ ...JSON.parse(arxivLine), title: '  <b></b> ' }), 'missing title'],
    [JSON.stringify({ ...JSON.parse(openalexLine), title: null }), 'missing title'],
    [JSON.stringify({ ...normalisedWork, year: 'soon' }), 'invalid Work record'],
    [JSON.stringify({ ...normalisedWork, sources: ['nowhere'] }), 'invalid Work record'],
  ])('skips %s (%s)', (line, reason) => {
    const result = parseCorpusLine(line)
    expect(result?.ok).toBe(false)
    if (result && !result.ok) expect(result.reason).toBe(reason)
  })

  it.each([
    ['Before you <think>, monitor the <BOS> token', 'Before you <think>, monitor the <BOS> token'],
    [
      'triplets <subject, object, predicate> and \\texttt{<SEG>}',
      'triplets <subject, object, predicate> and \\texttt{<SEG>}',
    ],
    ['<i>Italic</i> H<sub>2</sub>O<br/>next', 'Italic H2O next'],
    ['<jats:p>Para</jats:p><mml:math><mml:mi>x</mml:mi></mml:math>', 'Para x'],
    ['code at <a href="https://example.org/x">this https URL</a>.', 'code at this https URL.'],
    ['p &lt; 0.05 &amp; n &gt; 3', 'p < 0.05 & n > 3'],
  ])('cleans %j', (input, output) => {
    expect(cleanText(input)).toBe(output)
  })

  it('ignores blank lines', () => {
    expect(parseCorpusLine('')).toBeNull()
    expect(parseCorpusLine('   \r')).toBeNull()
  })
})
