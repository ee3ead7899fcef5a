import { expect, test } from 'vitest'
import { testReference } from '../../test/fixtures'
import type { Receipt, Reference } from '#shared/contract/research'
import {
  chatToBibtex,
  chatToJson,
  chatToMarkdown,
  chatToRis,
  citedWorks,
  escapeBibtex,
  escapeRis,
  exportFileName,
} from './chat-export'
import type { ChatMessage } from './chat-types'

const receipt: Receipt = {
  at: '2025-03-04T10:00:00.000Z',
  mode: 'comprehensive',
  model: null,
  kind: 'evidence',
  sources: [
    { source: 'pubmed', status: 'done', hits: 12, reason: null, query: 'gene therapy safety' },
    { source: 'arxiv', status: 'failed', hits: null, reason: 'arXiv did not answer in time', query: 'gene therapy' },
  ],
}

const reference = (n: number, overrides: Partial<Reference['work']> = {}, link: string | null = null) =>
  testReference(
    n,
    {
      title: 'Safety of AAV gene therapy',
      authors: [
        { name: 'Jane Smith', affiliations: [] },
        { name: 'Wei Lee', affiliations: [] },
      ],
      year: 2021,
      venue: 'Nature Medicine',
      sources: ['pubmed'],
      ...overrides,
    },
    link,
  )

const refs = [
  reference(1, { ids: { doi: '10.1038/s41591-021-0001' } }, 'https://doi.org/10.1038/s41591-021-0001'),
  reference(2, {
    title: 'Costs & {risks} of 100% $safe_vectors #1 ~ ^',
    authors: [{ name: 'Ana Ruiz', affiliations: [] }],
    year: null,
    venue: null,
    type: 'preprint',
  }),
]

const messages: ChatMessage[] = [
  {
    id: 'q',
    content: 'Is gene therapy safe?',
    isUser: true,
    timestamp: '2025-03-04T09:59:58.000Z',
    mode: 'comprehensive',
    apis: ['pubmed', 'arxiv'],
  },
  {
    id: 'a',
    content: 'Mostly, in trials so far [1][2].',
    isUser: false,
    timestamp: '2025-03-04T09:59:58.000Z',
    mode: 'comprehensive',
    apis: ['pubmed', 'arxiv'],
    answer: {
      status: 'done',
      progress: [],
      kind: 'evidence',
      model: null,
      notice: null,
      sentences: null,
      references: refs,
      receipt,
    },
  },
]
const input = { messages, modeName: 'Comprehensive', exportedAt: new Date('2025-03-04T10:01:02.000Z') }

test('JSON export has the spec shape: timestamp, mode name, messages with content, isUser, timestamp', () => {
  const json = JSON.parse(chatToJson(input)) as Record<string, unknown> & { messages: Record<string, unknown>[] }
  expect(json.timestamp).toBe('2025-03-04T10:01:02.000Z')
  expect(json.mode).toBe('Comprehensive')
  expect(json.messages[0]).toEqual({
    content: 'Is gene therapy safe?',
    isUser: true,
    timestamp: '2025-03-04T09:59:58.000Z',
  })
  expect(json.messages[1]).toMatchObject({ isUser: false, status: 'done', receipt })
  expect((json.messages[1]?.references as unknown[])[0]).toEqual({
    n: 1,
    title: 'Safety of AAV gene therapy',
    authors: ['Jane Smith', 'Wei Lee'],
    year: 2021,
    venue: 'Nature Medicine',
    doi: '10.1038/s41591-021-0001',
    link: 'https://doi.org/10.1038/s41591-021-0001',
  })
})

test('Markdown export carries the references and the reproducibility receipt', () => {
  const markdown = chatToMarkdown(input)
  expect(markdown).toContain('## You — 2025-03-04T09:59:58.000Z')
  expect(markdown).toContain(
    '1. Jane Smith, Wei Lee (2021). Safety of AAV gene therapy. Nature Medicine https://doi.org/10.1038/s41591-021-0001',
  )
  expect(markdown).toContain('- Answer: evidence mode (no language model)')
  expect(markdown).toContain('- Source PubMed: query "gene therapy safety", 12 hits')
  expect(markdown).toContain('- Source arXiv: query "gene therapy", failed (arXiv did not answer in time)')
})

test.each([
  ['a & b', 'a \\& b'],
  ['100%', '100\\%'],
  ['{x}', '\\{x\\}'],
  ['$_#', '\\$\\_\\#'],
  ['a\\b', 'a\\textbackslash{}b'],
  ['~^', '\\textasciitilde{}\\textasciicircum{}'],
  ['two\nlines\t here', 'two lines here'],
])('BibTeX escapes %j', (raw, escaped) => {
  expect(escapeBibtex(raw)).toBe(escaped)
})

test('BibTeX export: one entry per cited work, escaped, with the receipt as comments', () => {
  const bibtex = chatToBibtex(input)
  expect(bibtex).toContain('% Lodestar research chat, exported 2025-03-04T10:01:02.000Z, mode Comprehensive')
  expect(bibtex).toContain('%   Source PubMed: query "gene therapy safety", 12 hits')
  expect(bibtex).toContain(
    [
      '@article{smith2021safety,',
      '  title = {Safety of AAV gene therapy},',
      '  author = {Jane Smith and Wei Lee},',
      '  year = {2021},',
      '  journal = {Nature Medicine},',
      '  doi = {10.1038/s41591-021-0001},',
      '  url = {https://doi.org/10.1038/s41591-021-0001}',
      '}',
    ].join('\n'),
  )
  expect(bibtex).toContain('@misc{ruizndcosts,\n  title = {Costs \\& \\{risks\\} of 100\\% \\$safe\\_vectors \\#1')
  // braces stay balanced inside every entry
  for (const entry of bibtex.split('\n@').slice(1)) {
    const unescaped = entry.replace(/\\[{}]/g, '')
    expect(unescaped.split('{').length).toBe(unescaped.split('}').length)
  }
})

test('RIS export: tagged lines, one value per line, ER closes each record, receipt in N1', () => {
  const ris = chatToRis(input)
  const records = ris.trim().split('\r\n\r\n')
  expect(records).toHaveLength(2)
  expect(records[0]?.split('\r\n')).toEqual([
    'TY  - JOUR',
    'TI  - Safety of AAV gene therapy',
    'AU  - Jane Smith',
    'AU  - Wei Lee',
    'PY  - 2021',
    'T2  - Nature Medicine',
    'DO  - 10.1038/s41591-021-0001',
    'UR  - https://doi.org/10.1038/s41591-021-0001',
    expect.stringMatching(
      /^N1 {2}- Lodestar reproducibility receipt\. Date: 2025-03-04T10:00:00\.000Z; Mode: Comprehensive;/,
    ),
    'ER  - ',
  ])
  expect(records[1]).toContain('TY  - UNPB')
  expect(records[1]).not.toContain('PY  -')
  expect(escapeRis('line one\r\nline  two\n')).toBe('line one line two')
})

test('a work cited in two answers is exported once', () => {
  const twice = [...messages, { ...messages[1], id: 'b' } as ChatMessage]
  expect(citedWorks(twice)).toHaveLength(2)
})

test('file names carry the export time', () => {
  expect(exportFileName('bibtex', new Date('2025-03-04T10:01:02.000Z'))).toBe('research-chat-2025-03-04T10-01-02.bib')
})

test('Markdown export carries the trend numbers and the compound records when the answer has them', () => {
  const answer = messages[1]?.answer
  if (!answer) throw new Error('fixture has an answer')
  const withVisuals: ChatMessage = {
    ...(messages[1] as ChatMessage),
    answer: {
      ...answer,
      trend: {
        years: [
          { year: 2021, count: 14 },
          { year: 2020, count: 10 },
        ],
        slope: 4,
        intercept: -8070,
      },
      compounds: [
        {
          cid: 241,
          name: 'Benzene',
          iupacName: 'benzene',
          molecularFormula: 'C6H6',
          molecularWeight: 78.11,
          canonicalSmiles: 'C1=CC=CC=C1',
          inchiKey: 'UHOVQNZJYSORNB-UHFFFAOYSA-N',
          synonyms: ['benzene', 'Benzol', 'Cyclohexatriene'],
          url: 'https://pubchem.example/compound/241',
        },
      ],
    },
  }
  const markdown = chatToMarkdown({ ...input, messages: [withVisuals] })
  expect(markdown).toContain('### Works per year')
  expect(markdown).toContain('About +4 works a year (fitted, 2020–2021); fitted line: works = 4 × year − 8070.')
  expect(markdown).toContain('| 2020 | 10 | 10 |\n| 2021 | 14 | 14 |')
  expect(markdown).toContain('#### Benzene (CID 241)')
  expect(markdown).toContain('- Formula: C6H6')
  expect(markdown).toContain('- Molecular weight: 78.11 g/mol')
  expect(markdown).toContain('- InChIKey: UHOVQNZJYSORNB-UHFFFAOYSA-N')
  expect(markdown).toContain('- SMILES: `C1=CC=CC=C1`')
  expect(markdown).toContain('- Synonyms: benzene, Benzol, Cyclohexatriene')
  expect(markdown).toContain('- PubChem: https://pubchem.example/compound/241')
  expect(chatToMarkdown(input)).not.toContain('Works per year')

  const json = JSON.parse(chatToJson({ ...input, messages: [withVisuals] })) as { messages: Record<string, unknown>[] }
  expect(json.messages[0]).toMatchObject({ trend: { slope: 4 }, compounds: [{ cid: 241 }] })
})

test('Markdown and JSON exports carry the BLAST hits, with the search’s RID and link', () => {
  const answer = messages[1]?.answer
  if (!answer) throw new Error('fixture has an answer')
  const withBlast: ChatMessage = {
    ...(messages[1] as ChatMessage),
    answer: {
      ...answer,
      blast: {
        program: 'blastp',
        database: 'nr',
        rid: 'R1X',
        url: 'https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&RID=R1X',
        hits: [
          {
            accession: 'NP_000509',
            description: 'hemoglobin subunit beta [Homo sapiens]',
            organism: 'Homo sapiens',
            identity: 100,
            evalue: 3.2e-11,
            bitScore: 62.4,
            alignLength: 30,
            url: 'https://www.ncbi.nlm.nih.gov/protein/NP_000509',
          },
        ],
      },
    },
  }
  const markdown = chatToMarkdown({ ...input, messages: [withBlast] })
  expect(markdown).toContain('### BLAST hits (blastp on nr)')
  expect(markdown).toContain(
    '| [NP_000509](https://www.ncbi.nlm.nih.gov/protein/NP_000509) | hemoglobin subunit beta [Homo sapiens] | Homo sapiens | 100.0% | 3.2e-11 | 30 |',
  )
  expect(markdown).toContain(
    'The full report at NCBI (RID R1X): https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&RID=R1X',
  )
  const json = JSON.parse(chatToJson({ ...input, messages: [withBlast] })) as { messages: Record<string, unknown>[] }
  expect(json.messages[0]).toMatchObject({ blast: { rid: 'R1X', hits: [{ accession: 'NP_000509' }] } })
})
