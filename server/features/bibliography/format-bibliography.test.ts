import { parse as parseBibtex } from '@retorquere/bibtex-parser'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Work } from '#shared/contract/sources'
import { fixtureWorks, makeWork } from '../../test/works'
import { readReferences } from './citation-js'
import { CslTypes, toCslItems, type CitableWork } from './csl-items'
import { BibliographyFormats, formatBibliography } from './format-bibliography'

const by = (...names: string[]) => names.map((name) => ({ name, affiliations: [] }))

const article: CitableWork = {
  n: 1,
  link: 'https://doi.org/10.1038/s41586-020-1234-5',
  work: makeWork({
    title: 'Coral bleaching & recovery: 50% of reefs, $2 billion, #1 threat — in_situ {data}',
    authors: by('Jane Q. Smith', 'Anna Müller', 'Great Barrier Reef Foundation'),
    year: 2020,
    publicationDate: '2020-05-03',
    venue: 'Nature',
    type: 'article',
    ids: { doi: '10.1038/s41586-020-1234-5', pmid: '32000000', pmcid: 'PMC7000000' },
  }),
}
const preprint: CitableWork = {
  n: 2,
  link: 'https://arxiv.org/abs/2101.00001',
  work: makeWork({
    title: 'Deep learning for reef surveys',
    authors: by('Иван Петров', 'Li Wei'),
    year: 2021,
    type: 'preprint',
    ids: { arxiv: '2101.00001' },
  }),
}
const chapter: CitableWork = {
  n: 3,
  link: null,
  work: makeWork({
    title: 'Reef fish',
    authors: by('Ludwig van Beethoven'),
    year: 2019,
    venue: 'The Handbook of Reefs',
    type: 'book-chapter',
    ids: { doi: '10.1007/978-3-030-00000-0_3' },
  }),
}
const dataset: CitableWork = {
  n: 4,
  link: 'https://doi.org/10.5061/dryad.abc123',
  work: makeWork({
    title: 'Reef temperatures 1990–2020',
    year: 2022,
    type: 'dataset',
    ids: { doi: '10.5061/dryad.abc123' },
  }),
}
const bare: CitableWork = { n: 5, link: null, work: makeWork({ title: 'Untitled notes on reefs', type: null }) }
const retracted: CitableWork = {
  n: 6,
  link: 'https://doi.org/10.1126/science.retracted',
  retracted: true,
  work: makeWork({
    title: 'Reefs recover in a year',
    authors: by('Bo Chan'),
    year: 2018,
    venue: 'Science',
    ids: { doi: '10.1126/science.retracted' },
  }),
}
const golden = [article, preprint, chapter, dataset, bare, retracted]

test.each([
  ['bibtex', 'application/x-bibtex; charset=utf-8', 'bib'],
  ['ris', 'application/x-research-info-systems; charset=utf-8', 'ris'],
  ['csl-json', 'application/vnd.citationstyles.csl+json; charset=utf-8', 'json'],
  ['apa', 'text/plain; charset=utf-8', 'txt'],
  ['vancouver', 'text/plain; charset=utf-8', 'txt'],
] as const)('%s is %s, .%s', (format, contentType, extension) => {
  expect(formatBibliography(golden, format)).toMatchObject({ contentType, extension })
})

test.each(BibliographyFormats)('%s never prints undefined, null or None, and ends with one line break', (format) => {
  const { body } = formatBibliography(golden, format)
  expect(body).not.toMatch(/undefined|\bnull\b|\bNone\b|NaN|\[object/)
  expect(body).toMatch(/[^\n]\n$/)
})

test('BibTeX: every entry keyed by its citation key, no empty field, and the parser reads it without errors', () => {
  const { body } = formatBibliography(golden, 'bibtex')
  expect(body).not.toMatch(/=\s*\{\s*\}/)
  const library = parseBibtex(body, { english: false })
  expect(library.errors).toEqual([])
  expect(library.entries.map((entry) => [entry.key, entry.type])).toEqual([
    ['smith2020coral', 'article'],
    ['petrov2021deep', 'article'],
    ['beethoven2019reef', 'inbook'],
    ['anon2022reef', 'misc'],
    ['anonnduntitled', 'misc'],
    ['chan2018reefs', 'article'],
  ])
  const [first, second, third, , , last] = library.entries
  expect(first?.fields.title).toBe(article.work.title)
  expect(first?.fields.doi).toBe('10.1038/s41586-020-1234-5')
  expect(first?.fields.journal).toBe('Nature')
  // the parser returns accented letters decomposed
  expect(first?.fields.author?.map((name) => JSON.parse(JSON.stringify(name).normalize('NFC')) as unknown)).toEqual([
    { lastName: 'Smith', firstName: 'Jane Q.' },
    { lastName: 'Müller', firstName: 'Anna' },
    { name: 'Great Barrier Reef Foundation' },
  ])
  expect(second?.fields.author?.[0]).toEqual({ lastName: 'Петров', firstName: 'Иван' })
  expect(second?.fields.note).toBe('arXiv:2101.00001')
  expect(third?.fields.booktitle).toBe('The Handbook of Reefs')
  expect(third?.fields.author?.[0]).toMatchObject({ lastName: 'Beethoven', firstName: 'Ludwig', prefix: 'van' })
  // Retracted: the published title, so reference managers still match it, and the flag in the note.
  expect(last?.fields.title).toBe('Reefs recover in a year')
  expect(last?.fields.note).toBe('RETRACTED')
})

test('BibTeX keeps characters citation-js cannot spell in LaTeX, and escapes organisation names', () => {
  const title = 'Корал 珊瑚 😀 reefs <b>bold</b> ½'
  const refs = [{ n: 1, link: null, work: makeWork({ title, authors: by('A & B {Lab} 50% $x$'), year: 2020 }) }]
  const { body } = formatBibliography(refs, 'bibtex')
  const library = parseBibtex(body, { english: false })
  expect(library.errors).toEqual([])
  expect(library.entries[0]?.fields.title).toBe(title)
  expect(library.entries[0]?.fields.author).toEqual([{ name: 'A & B {Lab} 50% $x$' }])
  expect(body).toContain('{A \\& B \\textbraceleft{}Lab\\textbraceright{} 50\\% \\textdollar{}x\\textdollar{}}')
})

test('BibTeX month is the month alone (citation-js would write "may 3")', () => {
  const { body } = formatBibliography([article], 'bibtex')
  expect(body).toMatch(/month = \{5\}/)
})

test('RIS: every record has a known type and its key as ID, no empty tag, and citation-js reads back titles and DOIs', () => {
  const { body } = formatBibliography(golden, 'ris')
  for (const line of body.slice(0, -1).split('\n')) expect(line).toMatch(/^([A-Z][A-Z0-9] {2}- \S.*|ER {2}- )$/)
  expect(body.match(/^TY {2}- .*$/gm)).toEqual([
    'TY  - JOUR',
    'TY  - JOUR',
    'TY  - CHAP',
    'TY  - DATA',
    'TY  - GEN',
    'TY  - JOUR',
  ])
  const read = readReferences(body)
  expect(read.map((item) => [item.id, item.title, item.DOI])).toEqual(
    golden.map((ref, index) => [toCslItems(golden)[index]?.id, ref.work.title, ref.work.ids.doi]),
  )
})

test('RIS: every CSL type we produce has an RIS type', () => {
  const types = [
    'article',
    'preprint',
    'book',
    'book-chapter',
    'dataset',
    'proceedings-article',
    'report',
    'dissertation',
    'peer-review',
    'news',
    'reference-entry',
    'standard',
    'software',
    'webpage',
    null,
  ]
  const refs = types.map((type, index) => ({
    n: index + 1,
    link: null,
    work: makeWork({ title: `Work ${index}`, type }),
  }))
  expect(new Set(toCslItems(refs).map((item) => item.type))).toEqual(new Set(CslTypes))
  const { body } = formatBibliography(refs, 'ris')
  expect(body.match(/^TY {2}- [A-Z]+$/gm)).toHaveLength(types.length)
})

test('RIS: a long title is one line, not broken every 70 characters', () => {
  const title = 'A very long title about coral reef bleaching that continues well past seventy characters and onwards'
  const refs = [{ n: 1, link: null, work: makeWork({ title }) }]
  const { body } = formatBibliography(refs, 'ris')
  expect(body).toContain(`TI  - ${title}\n`)
  expect(readReferences(body)[0]?.title).toBe(title)
})

test('CSL-JSON: the items as JSON, which citation-js reads back', () => {
  const { body } = formatBibliography(golden, 'csl-json')
  expect(JSON.parse(body)).toEqual(toCslItems(golden))
  expect(readReferences(body).map((item) => [item.id, item.type, item.title])).toEqual(
    toCslItems(golden).map((item) => [item.id, item.type, item.title]),
  )
})

test('Vancouver: numbered by each reference n, in that order, with retracted titles marked', () => {
  const refs = [
    { ...retracted, n: 12 },
    { ...article, n: 3 },
    { ...chapter, n: 7 },
  ]
  const lines = formatBibliography(refs, 'vancouver').body.trimEnd().split('\n')
  expect(lines.map((line) => line.split(' ')[0])).toEqual(['3.', '7.', '12.'])
  expect(lines[0]).toMatch(/^3\. Smith JQ, Müller A, Great Barrier Reef Foundation\. Coral bleaching/)
  expect(lines[0]).toContain('doi:10.1038/s41586-020-1234-5')
  expect(lines[2]).toMatch(/^12\. Chan B\. RETRACTED: Reefs recover in a year\./)
})

test('APA: alphabetical, with the DOI link, the preprint server and the retracted title marked', () => {
  const lines = formatBibliography(golden, 'apa').body.trimEnd().split('\n')
  expect(lines).toHaveLength(golden.length)
  expect(lines.find((line) => line.startsWith('Smith, J. Q.'))).toMatch(
    /^Smith, J\. Q\., Müller, A\., & Great Barrier Reef Foundation\. \(2020\)\. .*Nature\. https:\/\/doi\.org\/10\.1038\/s41586-020-1234-5$/,
  )
  expect(lines.find((line) => line.startsWith('Петров'))).toContain('(arXiv:2101.00001). arXiv.')
  expect(lines.find((line) => line.startsWith('Chan'))).toContain('RETRACTED: Reefs recover in a year')
  expect(lines.find((line) => line.startsWith('Untitled notes on reefs'))).toBe('Untitled notes on reefs. (n.d.).')
})

test('no references make an empty file, or an empty CSL-JSON list', () => {
  expect(formatBibliography([], 'bibtex').body).toBe('')
  expect(JSON.parse(formatBibliography([], 'csl-json').body)).toEqual([])
})

// What BibTeX and the parser make of text: compatibility forms (² → 2), LaTeX's ligatures over the dashes and quotes
// citation-js spells as hyphens and quote marks ("--—" is "-----": "—–"), and ` (\textasciigrave) read as ˋ.
function asBibtexReads(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .replace(/`/g, 'ˋ')
    .replace(/—/g, '---')
    .replace(/–/g, '--')
    .replace(/“/g, '``')
    .replace(/”/g, "''")
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/``/g, '“')
    .replace(/''/g, '”')
}

const awkwardText = fc.constantFrom(
  '`',
  '&',
  '%',
  '$',
  '#',
  '_',
  '{',
  '}',
  '\\',
  '~',
  '^',
  '<i>',
  '</b>',
  '"',
  "'",
  '--',
  '₋',
  '〈',
  ' and ',
  ', ',
  'Müller',
  'Ørsted',
  'naïve',
  'Ω',
  'μ',
  '²',
  '½',
  '—',
  '“q”',
  '東京',
  '😀',
  'Ǆ',
  'q\u0301',
  '\u200d',
  '\t\n',
  'qzq61qzq',
)
const oddText = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), awkwardText), { maxLength: 8 })
  .map((parts) => parts.join(''))

const oddWork: fc.Arbitrary<Work> = fc
  .record({
    title: oddText,
    authors: fc.array(oddText, { maxLength: 3 }),
    year: fc.option(fc.integer({ min: 1900, max: 2030 })),
    type: fc.option(
      fc.constantFrom('article', 'preprint', 'book-chapter', 'dataset', 'proceedings-article', 'review', 'weird'),
    ),
    venue: fc.option(oddText),
    doi: fc.option(fc.stringMatching(/^10\.\d{4,6}\/[A-Za-z0-9._;()/:-]{1,12}$/)),
  })
  .map(({ title, authors, year, type, venue, doi }) =>
    makeWork({ title, authors: by(...authors), year, type, venue, ids: doi ? { doi } : {} }),
  )

test('BibTeX from any titles and names parses without errors, with the same keys, titles and DOIs', () => {
  fc.assert(
    fc.property(fc.array(oddWork, { minLength: 1, maxLength: 4 }), (works) => {
      const refs = works.map((work, index) => ({ n: index + 1, work, link: null }))
      const { body } = formatBibliography(refs, 'bibtex')
      expect(body).not.toMatch(/=\s*\{\s*\}/)
      const library = parseBibtex(body, { english: false })
      expect(library.errors).toEqual([])
      expect(library.entries.map((entry) => entry.key)).toEqual(toCslItems(refs).map((item) => item.id))
      library.entries.forEach((entry, index) => {
        const work = works[index]!
        expect(asBibtexReads(entry.fields.title ?? '')).toBe(asBibtexReads(work.title))
        expect(entry.fields.doi).toBe(toCslItems(refs)[index]?.DOI)
      })
    }),
  )
})

test('RIS from any titles reads back through citation-js with the same titles and DOIs', () => {
  fc.assert(
    fc.property(fc.array(oddWork, { minLength: 1, maxLength: 4 }), (works) => {
      const refs = works.map((work, index) => ({ n: index + 1, work, link: null }))
      const items = toCslItems(refs)
      const read = readReferences(formatBibliography(refs, 'ris').body)
      expect(read.map((item) => [item.id, item.title, item.DOI])).toEqual(
        items.map((item) => [item.id, item.title, item.DOI]),
      )
    }),
  )
})

test('200 references format in every format, one entry each (the CPU it takes is measured by npm run bench:bibliography)', () => {
  const pool = Object.values(fixtureWorks()).flat()
  const refs = Array.from({ length: 200 }, (_, index) => ({
    n: index + 1,
    link: null,
    work: { ...pool[index % pool.length]!, year: 1900 + (index % 120) },
  }))
  const ris = formatBibliography(refs, 'ris').body
  expect(ris.match(/^TY {2}- /gm)).toHaveLength(200)
  for (const format of BibliographyFormats) {
    expect(formatBibliography(refs, format).body.length, format).toBeGreaterThan(0)
  }
})
