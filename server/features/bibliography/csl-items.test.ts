import { expect, test } from 'vitest'
import { makeWork } from '../../test/works'
import { splitName } from './author-names'
import { cslType, toCslItems } from './csl-items'

test.each([
  ['article', null, 'article-journal'],
  ['journal-article', null, 'article-journal'],
  ['review', 'Nature', 'article-journal'],
  ['preprint', null, 'article'],
  ['posted-content', null, 'article'],
  ['book-chapter', 'A book', 'chapter'],
  ['book', null, 'book'],
  ['dataset', null, 'dataset'],
  ['proceedings-article', 'Proc. X', 'paper-conference'],
  ['dissertation', null, 'thesis'],
  ['report', null, 'report'],
  ['Preprint', null, 'article'],
  [null, 'Nature', 'article-journal'],
  [null, null, 'document'],
  ['paratext', null, 'document'],
  ['other', '  ', 'document'],
] as const)('type %s with venue %s is CSL %s', (type, venue, csl) => {
  expect(cslType({ type, venue })).toBe(csl)
})

test.each([
  ['Jane Smith', { family: 'Smith', given: 'Jane' }],
  ['Jane Q. Smith', { family: 'Smith', given: 'Jane Q.' }],
  ['J. R. R. Tolkien', { family: 'Tolkien', given: 'J. R. R.' }],
  ['Ludwig van Beethoven', { family: 'van Beethoven', given: 'Ludwig' }],
  ['Juan de la Cruz', { family: 'de la Cruz', given: 'Juan' }],
  ['Martin Luther King Jr.', { family: 'King', given: 'Martin Luther', suffix: 'Jr.' }],
  ['Smith, Jane', { family: 'Smith', given: 'Jane' }],
  ['  José   Núñez ', { family: 'Núñez', given: 'José' }],
  ['Aristotle', { literal: 'Aristotle' }],
  ['WHO Consortium', { literal: 'WHO Consortium' }],
  ['Coral Reef Research Group', { literal: 'Coral Reef Research Group' }],
  ['Smith & Wesson', { literal: 'Smith & Wesson' }],
  ['Team 3', { literal: 'Team 3' }],
  ['a, b, c, d', { literal: 'a, b, c, d' }],
] as const)('%s is %j', (raw, name) => {
  expect(splitName(raw)).toEqual(name)
})

test('a blank name is no name', () => {
  expect(splitName('  ')).toBeNull()
})

test('a full work maps to every CSL variable we fill, and the abstract stays out', () => {
  const work = makeWork({
    title: '  Coral   bleaching\nafter heatwaves ',
    abstract: 'Corals bleach.',
    authors: [
      { name: 'Jane Smith', affiliations: [] },
      { name: 'WHO Consortium', affiliations: [] },
    ],
    year: 2020,
    publicationDate: '2020-05-03',
    venue: 'Nature',
    type: 'article',
    url: 'https://example.org/landing',
    ids: { doi: '10.1038/s41586-020-1234-5', pmid: '32000000', pmcid: '7000000', arxiv: '2001.01234', openalex: 'W1' },
  })
  expect(toCslItems([{ n: 1, work, link: 'https://doi.org/10.1038/s41586-020-1234-5', retracted: true }])).toEqual([
    {
      id: 'smith2020coral',
      'citation-key': 'smith2020coral',
      type: 'article-journal',
      title: 'Coral bleaching after heatwaves',
      author: [{ family: 'Smith', given: 'Jane' }, { literal: 'WHO Consortium' }],
      issued: { 'date-parts': [[2020, 5, 3]] },
      'container-title': 'Nature',
      DOI: '10.1038/s41586-020-1234-5',
      PMID: '32000000',
      PMCID: 'PMC7000000',
      URL: 'https://doi.org/10.1038/s41586-020-1234-5',
      note: 'RETRACTED; arXiv:2001.01234',
    },
  ])
})

test('an arXiv preprint names the server as publisher and carries its id as the number', () => {
  const work = makeWork({ title: 'Reefs', type: 'preprint', year: 2021, ids: { arxiv: '2101.00001' } })
  const [item] = toCslItems([{ n: 1, work, link: 'https://arxiv.org/abs/2101.00001' }])
  expect(item).toMatchObject({ type: 'article', publisher: 'arXiv', number: 'arXiv:2101.00001' })
  expect(item).not.toHaveProperty('container-title')
})

test('a bare work has only id, key, type and title: no empty or undefined fields', () => {
  const [item] = toCslItems([{ n: 1, work: makeWork({ title: 'Reefs', type: null }), link: null }])
  expect(item).toEqual({ id: 'anonndreefs', 'citation-key': 'anonndreefs', type: 'document', title: 'Reefs' })
})

test.each([
  ['2020-05', 2020, [2020, 5]],
  ['2020', 2020, [2020]],
  ['2019-12-30', 2020, [2020]],
  [null, 2020, [2020]],
  ['2020-13-01', 2020, [2020]],
  ['2020-05-03', null, [2020, 5, 3]],
] as const)('publication date %s with year %s is issued %j', (publicationDate, year, parts) => {
  const [item] = toCslItems([{ n: 1, work: makeWork({ title: 'Reefs', publicationDate, year }), link: null }])
  expect(item?.issued).toEqual({ 'date-parts': [parts] })
})

test('identifiers that are not what they claim are left out, and links must be http(s)', () => {
  const work = makeWork({
    title: 'Reefs',
    ids: { doi: 'not-a-doi', pmid: 'PMID: x', pmcid: 'abc' },
    url: 'javascript:alert(1)',
  })
  const [item] = toCslItems([{ n: 1, work, link: 'ftp://example.org/x' }])
  expect(Object.keys(item ?? {}).sort()).toEqual(['citation-key', 'id', 'title', 'type'])
})

test('without a link the landing page is the URL, with braces and spaces percent-encoded', () => {
  const work = makeWork({
    title: 'Reefs',
    url: 'https://example.org/a {b}',
    ids: { doi: 'https://doi.org/10.1000/ABC' },
  })
  const [item] = toCslItems([{ n: 1, work, link: null }])
  expect(item).toMatchObject({ URL: 'https://example.org/a%20%7Bb%7D', DOI: '10.1000/ABC' })
})
