import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import type { BlastResult, CompoundRecord } from '#shared/contract/research'
import { testReference } from '../../../test/fixtures'
import type { ChatMessage } from '../chat-types'
import { BlastHits, formatEvalue } from './blast-hits'
import { CompoundCard } from './compound-card'
import { ConceptMap } from './concept-map'
import { MessageList } from './message-list'
import { TrendChart } from './trend-chart'

const reference = (n: number, title: string, topics: string[]) => testReference(n, { title, topics })

const references = [
  reference(1, 'CRISPR base editing in human embryos', ['Gene editing', 'Ethics']),
  reference(2, 'Off-target effects of Cas9', ['Gene editing', 'Genomics']),
  reference(3, 'Public attitudes to germline editing', ['Ethics']),
]

const benzene: CompoundRecord = {
  cid: 241,
  name: 'Benzene',
  iupacName: 'benzene',
  molecularFormula: 'C6H6',
  molecularWeight: 78.11,
  canonicalSmiles: 'C1=CC=CC=C1',
  inchiKey: 'UHOVQNZJYSORNB-UHFFFAOYSA-N',
  synonyms: ['Benzene', 'Benzol', 'Cyclohexatriene', 'Phenyl hydride'],
  url: 'https://pubchem.example/compound/241',
}

const trend = {
  years: [
    { year: 2018, count: 12 },
    { year: 2019, count: 15 },
    { year: 2020, count: 21 },
    { year: 2021, count: 24 },
  ],
  slope: 4.2,
  intercept: -8463.6,
}

test('the trend chart is an image named by its years, with the fitted reading and a table of the numbers', async () => {
  const user = userEvent.setup()
  render(<TrendChart trend={trend} />)

  const chart = screen.getByRole('img', { name: /Works per year, 2018 to 2021/ })
  expect(chart.getAttribute('aria-labelledby')).toContain('desc')
  expect(within(chart).getAllByText(/^20(18|19|20|21)$/)).toHaveLength(4)
  expect(screen.getByTestId('trend-reading').textContent).toBe('About +4.2 works a year (fitted, 2018–2021)')
  expect(screen.getByTestId('trend-line')).toBeInTheDocument()

  await user.click(screen.getByText('The numbers'))
  const table = screen.getByRole('table', { name: 'Works per year and the fitted trend' })
  const rows = within(table).getAllByRole('row')
  expect(rows).toHaveLength(5)
  expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('2018')
  expect(rows[1]?.textContent).toContain('12')
  // fitted 4.2 × 2018 − 8463.6 = 12
  expect(rows[1]?.textContent).toBe('20181212')
})

test('a compound card shows the record with subscript digits and links to PubChem in a new tab', () => {
  render(<CompoundCard compound={benzene} />)
  const card = screen.getByRole('article', { name: 'Benzene' })
  expect(card.textContent).toContain('78.11 g/mol')
  expect(card.textContent).toContain('UHOVQNZJYSORNB-UHFFFAOYSA-N')
  expect(card.textContent).toContain('C1=CC=CC=C1')
  expect(card.textContent).toContain('Benzol · Cyclohexatriene · Phenyl hydride')
  expect([...card.querySelectorAll('sub')].map((sub) => sub.textContent)).toEqual(['6', '6'])
  const link = within(card).getByRole('link', { name: /PubChem compound 241/ })
  expect(link.getAttribute('href')).toBe('https://pubchem.example/compound/241')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toContain('noopener')
})

test('the concept map is an image with a summary, lists its links as text and downloads as SVG', async () => {
  const user = userEvent.setup()
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:map')
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  render(<ConceptMap references={references} />)

  const map = screen.getByRole('img', { name: /Concept map of the retrieved literature/ })
  expect(map.getAttribute('aria-labelledby')).toMatch(/title .*desc/)
  expect(map.querySelector('desc')?.textContent).toBe(
    '3 works linked to 3 topics: Gene editing (2), Ethics (2), Genomics (1).',
  )
  expect(screen.getAllByTestId('concept-edge')).toHaveLength(5)

  const list = screen.getByRole('list', { name: 'Topics and the works that list them', hidden: true })
  expect(list.textContent).toContain(
    'Gene editing: [1] CRISPR base editing in human embryos; [2] Off-target effects of Cas9',
  )

  await user.click(screen.getByRole('button', { name: 'Download SVG' }))
  expect(clicked).toHaveBeenCalledOnce()
  const blob = createObjectURL.mock.calls[0]?.[0]
  expect(blob?.type).toBe('image/svg+xml;charset=utf-8')
  const text = await blob?.text()
  expect(text).toContain('<svg')
  expect(text).toContain('Concept map of the retrieved literature')
})

test('the message list draws the trend, the compounds, and for Image Generation the concept map', () => {
  const answer = (mode: ChatMessage['mode'], extra: Partial<NonNullable<ChatMessage['answer']>>): ChatMessage => ({
    id: mode,
    content: 'An answer [1].',
    isUser: false,
    timestamp: '2025-01-01T00:00:00.000Z',
    mode,
    apis: ['openalex'],
    answer: {
      status: 'done',
      progress: [],
      kind: 'evidence',
      model: null,
      notice: null,
      sentences: null,
      references,
      receipt: null,
      ...extra,
    },
  })
  render(
    <MessageList
      messages={[answer('trends', { trend }), answer('chemical', { compounds: [benzene] }), answer('image', {})]}
    />,
  )
  expect(screen.getByRole('img', { name: /Works per year/ })).toBeInTheDocument()
  expect(screen.getByRole('article', { name: 'Benzene' })).toBeInTheDocument()
  expect(screen.getAllByRole('img', { name: /Concept map/ })).toHaveLength(1)
})

test('Deep Research shows each round as it starts with the budget spent, then the receipt’s rounds with their hits', () => {
  const progress = [{ source: 'openalex' as const, status: 'done' as const, hits: 4, reason: null, query: 'coral' }]
  const deep = (extra: Partial<NonNullable<ChatMessage['answer']>>): ChatMessage => ({
    id: 'deep',
    content: 'An answer [1].',
    isUser: false,
    timestamp: '2025-01-01T00:00:00.000Z',
    mode: 'deep',
    apis: ['openalex'],
    answer: {
      status: 'streaming',
      progress,
      kind: null,
      model: null,
      notice: null,
      sentences: null,
      references: [],
      receipt: null,
      ...extra,
    },
  })
  const budget = { calls: 18, seconds: 20 }
  const { rerender } = render(
    <MessageList
      messages={[
        deep({
          rounds: [
            { round: 1, of: 3, queries: ['coral'], budget, spent: { calls: 0, ms: 0 } },
            { round: 2, of: 3, queries: ['heat stress', 'algae'], budget, spent: { calls: 3, ms: 4150 } },
          ],
        }),
      ]}
    />,
  )
  const live = within(screen.getByRole('region', { name: 'Deep Research rounds' }))
  expect(
    live.getByText(/Round 2 of 3: “heat stress”, “algae” · before it, 3 of 18 source calls and 4\.2 s of 20 s/),
  ).toBeInTheDocument()

  rerender(
    <MessageList
      messages={[
        deep({
          status: 'done',
          receipt: {
            at: '2025-01-01T00:00:00.000Z',
            mode: 'deep',
            sources: progress,
            model: null,
            kind: 'evidence',
            rounds: [
              { round: 1, queries: ['coral'], sources: progress },
              { round: 2, queries: ['heat stress'], sources: [{ ...progress[0]!, hits: 1, query: 'heat stress' }] },
            ],
          },
        }),
      ]}
    />,
  )
  const done = within(screen.getByRole('region', { name: 'Deep Research rounds' }))
  expect(done.getByText('Round 1: “coral” — 4 hits from 1 search')).toBeInTheDocument()
  expect(done.getByText('Round 2: “heat stress” — 1 hit from 1 search')).toBeInTheDocument()
})

const hbbSearch: BlastResult = {
  program: 'blastn',
  database: 'nt',
  rid: 'RID0123ABC013',
  url: 'https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&RID=RID0123ABC013',
  hits: [
    {
      accession: 'NM_000518',
      description: 'Homo sapiens hemoglobin subunit beta (HBB), mRNA',
      organism: 'Homo sapiens',
      identity: 100,
      evalue: 2.1e-22,
      bitScore: 111.3,
      alignLength: 60,
      url: 'https://www.ncbi.nlm.nih.gov/nuccore/NM_000518',
    },
    {
      accession: 'X05224',
      description: 'Macaca mulatta beta-globin gene',
      organism: 'Macaca mulatta',
      identity: 95,
      evalue: 0.0021,
      bitScore: 94.7,
      alignLength: 58,
      url: 'https://www.ncbi.nlm.nih.gov/nuccore/X05224',
    },
  ],
}

test('BLAST hits are a table: accession linked to NCBI in a new tab, description, organism, identity, E-value, length', () => {
  render(<BlastHits blast={hbbSearch} />)
  const table = screen.getByRole('table', { name: 'BLAST hits (blastn on nt)' })
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
  expect(headers).toEqual(['Accession', 'Description', 'Organism', 'Identity', 'E-value', 'Alignment length'])
  const [, first, second] = within(table).getAllByRole('row')
  expect(
    within(first as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'NM_000518 (opens in a new tab)',
    'Homo sapiens hemoglobin subunit beta (HBB), mRNA',
    'Homo sapiens',
    '100.0%',
    '2.1e-22',
    '60',
  ])
  expect(within(second as HTMLElement).getByText('95.0%')).toBeInTheDocument()
  const link = within(table).getByRole('link', { name: /NM_000518/ })
  expect(link.getAttribute('href')).toBe('https://www.ncbi.nlm.nih.gov/nuccore/NM_000518')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(screen.getByRole('link', { name: /RID RID0123ABC013/ }).getAttribute('href')).toBe(hbbSearch.url)
})

test('a BLAST search without hits says so; E-values print as BLAST prints them', () => {
  render(<BlastHits blast={{ ...hbbSearch, hits: [] }} />)
  expect(screen.getByText('No significant similarity found.')).toBeInTheDocument()
  expect(screen.queryByRole('table')).toBeNull()
  expect([0, 2.1e-22, 1e-5, 0.0021, 0.5].map(formatEvalue)).toEqual(['0', '2.1e-22', '1e-5', '0.0021', '0.5'])
})

test('the message list shows the BLAST hits, and a search still running with its link at NCBI', () => {
  const running = {
    source: 'blast' as const,
    status: 'done' as const,
    hits: null,
    reason:
      'BLAST is still running at NCBI (RID R1); view it at https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&RID=R1',
    query: 'blastn on nt: 60 nucleotides, RID R1',
  }
  const message = (id: string, extra: Partial<NonNullable<ChatMessage['answer']>>): ChatMessage => ({
    id,
    content: 'An answer [1].',
    isUser: false,
    timestamp: '2025-01-01T00:00:00.000Z',
    mode: 'genomic',
    apis: ['pubmed', 'blast'],
    answer: {
      status: 'done',
      progress: [],
      kind: 'evidence',
      model: null,
      notice: null,
      sentences: null,
      references,
      receipt: null,
      ...extra,
    },
  })
  render(<MessageList messages={[message('a', { blast: hbbSearch }), message('b', { progress: [running] })]} />)
  expect(screen.getByRole('table', { name: /BLAST hits/ })).toBeInTheDocument()
  expect(screen.getByText(/BLAST is still running at NCBI \(RID R1\)/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Blast\.cgi\?CMD=Get&RID=R1/ }).getAttribute('href')).toBe(
    'https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&RID=R1',
  )
})

test('a single work is one work, and the legend does not repeat the axis label', () => {
  render(<TrendChart trend={{ years: [{ year: 2024, count: 1 }], slope: 0, intercept: 1 }} />)
  const chart = screen.getByRole('img', { name: /Works per year, 2024/ })
  expect(chart.querySelector('desc')?.textContent).toMatch(/^1 work in 1 year;/)
  expect(screen.queryByText(/works that year/)).toBeNull()
  expect(screen.getByText('count per year')).toBeInTheDocument()
})
