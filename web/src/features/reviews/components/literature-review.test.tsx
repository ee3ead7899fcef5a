import { screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import type { ResearchSourcesResponse } from '#shared/contract/research'
import type { ReviewEvent, ReviewSummary, SavedReview } from '#shared/contract/reviews'
import { LiteratureReviewRoute } from '../../../app/routes/ai-literature-review'
import { downloadFile } from '../../../lib/download'
import {
  errorReply,
  FakeEventStream,
  fakeApi,
  fileReply,
  type FakeHandlers,
  type FakeRequest,
} from '../../../test/fake-api'
import { freeMe, premiumMe, testWork } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'

vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn() }))

const TOPIC = 'Graph neural networks for molecules'
const REVIEW_ID = '33333333-3333-4333-8333-333333333333'

function savedReview(overrides: Partial<SavedReview> = {}): SavedReview {
  return {
    id: REVIEW_ID,
    title: TOPIC,
    input: {
      topic: TOPIC,
      keywords: '',
      sources: ['pubmed', 'arxiv', 'openalex'],
      fromYear: null,
      toYear: null,
      followReferences: true,
    },
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    review: {
      kind: 'extractive',
      notice: null,
      overview: 'Two themes run through 3 works: message passing [1] and property prediction [2, 3].',
      themes: [
        {
          id: 1,
          label: 'message passing · molecular graphs',
          phrases: ['message passing', 'molecular graphs'],
          topic: 'Machine Learning in Chemistry',
          works: [1, 2],
          keyWorks: { mostCited: 1, earliest: 2, mostRecent: 1 },
          findings: [{ text: 'Message passing networks predict quantum properties accurately.', n: 1 }],
          methods: [{ name: 'graph neural network', works: [1, 2] }],
          openQuestions: [{ text: 'Generalisation to larger molecules remains unclear.', n: 2 }],
          synthesis: [
            {
              text: 'Message passing predicts properties well [1].',
              citations: [1],
              support: 'supported',
              score: 0.9,
              flagged: false,
            },
          ],
        },
        {
          id: 2,
          label: 'property prediction',
          phrases: ['property prediction'],
          topic: null,
          works: [3],
          keyWorks: { mostCited: 3, earliest: 3, mostRecent: 3 },
          findings: [],
          methods: [],
          openQuestions: [],
          synthesis: null,
        },
      ],
      overTime: [
        { year: 2017, counts: [1, 0] },
        { year: 2020, counts: [1, 1] },
      ],
      method: {
        at: '2025-06-01T10:00:00.000Z',
        query: 'graph neural networks molecules',
        sources: [
          { source: 'pubmed', status: 'done', hits: 12, reason: null, query: 'graph neural networks molecules' },
          {
            source: 'arxiv',
            status: 'failed',
            hits: null,
            reason: 'arXiv did not answer in time',
            query: 'graph neural networks molecules',
          },
        ],
        fromYear: null,
        toYear: null,
        followReferences: true,
        openAlexCalls: 4,
        followNotice: null,
        clustering: '½ BM25 text + ½ shared references, 8 nearest neighbours, Louvain',
        modularity: 0.41,
        model: null,
        ms: 5400,
      },
      prisma: {
        identified: [
          { from: 'pubmed', records: 12 },
          { from: 'references', records: 20 },
        ],
        duplicatesRemoved: 5,
        screened: 27,
        excluded: [
          { reason: 'off-topic', records: 20 },
          { reason: 'retracted', records: 4 },
        ],
        included: 3,
      },
      references: [
        {
          n: 1,
          work: testWork({
            title: 'Neural message passing for quantum chemistry',
            year: 2017,
            authors: [{ name: 'J. Gilmer' }] as never,
          }),
          link: 'https://doi.org/10.1/mp',
          retracted: false,
          origin: 'search',
          themes: [1],
        },
        {
          n: 2,
          work: testWork({ title: 'A retracted study of molecules', year: 2020 }),
          link: null,
          retracted: true,
          origin: 'reference',
          themes: [1],
        },
        {
          n: 3,
          work: testWork({ title: 'Property prediction at scale', year: 2020 }),
          link: 'https://arxiv.org/abs/2001.1',
          retracted: false,
          origin: 'citing',
          themes: [2],
        },
      ],
    },
    ...overrides,
  }
}

function summary(review: SavedReview): ReviewSummary {
  return {
    id: review.id,
    title: review.title,
    topic: review.input.topic,
    works: review.review.prisma.included,
    themes: review.review.themes.length,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  }
}

const sourceStatus: ResearchSourcesResponse = {
  model: null,
  sources: [
    { id: 'pubmed', available: true, reason: null },
    { id: 'arxiv', available: true, reason: null },
    { id: 'openalex', available: true, reason: null },
    { id: 'blast', available: false, reason: 'No BLAST connector yet' },
  ],
}

function premiumApi(handlers: FakeHandlers = {}) {
  return fakeApi({
    me: premiumMe,
    researchSources: () => sourceStatus,
    literatureReviews: () => ({ reviews: [] }),
    ...handlers,
  })
}

test('a free member sees the Premium Feature overlay with Upgrade Now, and nothing of the tool is fetched', async () => {
  const api = fakeApi({ me: () => freeMe() })
  renderWithApp(<LiteratureReviewRoute />)

  expect(await screen.findByRole('heading', { name: 'Premium Feature' })).toBeInTheDocument()
  expect(screen.getByText('Upgrade to access the Literature Review Generator.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/pricing')
  expect(screen.getByText('Premium Tool')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: /Research Topic/ })).toBeNull()
  expect(api.calls.map((call) => call.name)).toEqual(['me'])
})

test('a blank topic shows the spec’s toast and sends nothing', async () => {
  const api = premiumApi()
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  const topic = await screen.findByRole('textbox', { name: /Research Topic/ })
  expect(screen.getByRole('button', { name: 'Generate Literature Review' })).toBeDisabled()

  await user.type(topic, '   ')
  await user.click(screen.getByRole('button', { name: 'Generate Literature Review' }))

  const toast = await screen.findByTestId('toast')
  expect(toast.textContent).toContain('Topic Required')
  expect(toast.textContent).toContain('Please enter a research topic for literature review.')
  expect(api.callsTo('generateLiteratureReview')).toHaveLength(0)
})

test('the settings send the default sources, a checked year range and Follow references; a backwards range is refused', async () => {
  const stream = new FakeEventStream()
  const api = premiumApi({ generateLiteratureReview: () => stream })
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Research Topic/ }), TOPIC)
  await user.type(screen.getByRole('textbox', { name: /Keywords/ }), 'chemistry')
  await user.click(screen.getByText('Search settings'))

  expect(screen.getByTestId('source-pubmed')).toBeChecked()
  expect(screen.getByTestId('source-arxiv')).toBeChecked()
  expect(screen.getByTestId('source-openalex')).toBeChecked()
  expect(screen.getByTestId('source-crossref')).not.toBeChecked()
  expect(screen.getByTestId('source-blast')).toBeDisabled()
  expect(screen.getByText('Unavailable: No BLAST connector yet')).toBeInTheDocument()
  expect(screen.getByRole('checkbox', { name: /Follow references/ })).toBeChecked()

  await user.type(screen.getByRole('textbox', { name: 'From' }), '2020')
  await user.type(screen.getByRole('textbox', { name: 'To' }), '2010')
  expect(screen.getByText('The first year must not be after the last.')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Generate Literature Review' }))
  expect(api.callsTo('generateLiteratureReview')).toHaveLength(0)

  await user.clear(screen.getByRole('textbox', { name: 'From' }))
  await user.type(screen.getByRole('textbox', { name: 'From' }), '2005')
  await user.click(screen.getByTestId('source-crossref'))
  await user.click(screen.getByRole('checkbox', { name: /Follow references/ }))
  await user.click(screen.getByRole('button', { name: 'Generate Literature Review' }))

  await waitFor(() => expect(api.callsTo('generateLiteratureReview')).toHaveLength(1))
  expect(api.callsTo('generateLiteratureReview')[0]?.request.json).toEqual({
    topic: TOPIC,
    keywords: 'chemistry',
    sources: ['pubmed', 'arxiv', 'crossref', 'openalex'],
    fromYear: 2005,
    toYear: 2010,
    followReferences: false,
  })
  expect(screen.getByRole('button', { name: /Generating/ })).toBeDisabled()
  stream.close()
})

test('the stream shows its stages and sources as they come, then the review with its themes, PRISMA flow and references', async () => {
  const stream = new FakeEventStream()
  const saved = savedReview()
  const older = { ...summary(saved), id: '55555555-5555-4555-8555-555555555555', title: 'An older review' }
  let savedOnServer: ReviewSummary[] = [older]
  const api = premiumApi({
    generateLiteratureReview: () => stream,
    literatureReviews: () => ({ reviews: savedOnServer }),
  })
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  expect(screen.getByText(/a PRISMA flow diagram and exportable references appear here/)).toBeInTheDocument()
  await user.type(await screen.findByRole('textbox', { name: /Research Topic/ }), TOPIC)
  await user.click(screen.getByRole('button', { name: 'Generate Literature Review' }))

  const send = (event: ReviewEvent) => stream.send(event)
  send({ type: 'stage', stage: 'retrieve', status: 'started', detail: 'Asking 3 sources' })
  send({ type: 'progress', progress: { source: 'pubmed', status: 'done', hits: 12, reason: null, query: 'q' } })
  send({
    type: 'progress',
    progress: { source: 'arxiv', status: 'failed', hits: null, reason: 'arXiv did not answer in time', query: 'q' },
  })
  expect(await screen.findByText('Asking 3 sources')).toBeInTheDocument()
  const sources = await screen.findByTestId('review-source-progress')
  await waitFor(() => expect(sources.textContent).toContain('arXiv: failed: arXiv did not answer in time'))
  expect(sources.textContent).toContain('PubMed: 12 hits')

  send({
    type: 'stage',
    stage: 'retrieve',
    status: 'done',
    detail: '212 records from 3 sources, 41 duplicates removed',
  })
  send({ type: 'stage', stage: 'follow', status: 'skipped', detail: 'References were not asked for' })
  expect(await screen.findByText('212 records from 3 sources, 41 duplicates removed')).toBeInTheDocument()
  expect(within(screen.getByTestId('stage-follow')).getByText('(skipped)')).toBeInTheDocument()
  expect(screen.getByText(/Follow references: skipped\. References were not asked for/)).toBeInTheDocument()

  savedOnServer = [summary(saved), older]
  send({ type: 'done', review: saved })
  stream.close()

  expect(await screen.findByTestId('review')).toBeInTheDocument()
  expect((await screen.findByTestId('toast')).textContent).toContain('Literature Review Generated')
  expect(screen.queryByTestId('review-progress')).toBeNull()
  expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Theme 1: message passing · molecular graphs' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'The field over time' })).toBeInTheDocument()
  expect(
    screen.getByRole('img', {
      name: /Works per publication year, stacked by theme \(2 themes\): 3 works from 2017 to 2020\. The most, 2, appeared in 2020\./,
    }),
  ).toBeInTheDocument()
  expect(screen.getByTestId('prisma-flow').textContent).toContain('Records identified: 32')
  expect(screen.getByTestId('prisma-flow').textContent).toContain('retracted: 4')
  expect(screen.getByTestId('prisma-flow').textContent).toContain('Works included in the review: 3')
  expect(screen.getByTestId('review-method').textContent).toContain('arXiv: failed: arXiv did not answer in time')
  expect(screen.getByTestId('theme-synthesis').textContent).toContain('(supported by the cited works)')

  const references = screen.getAllByTestId('review-reference')
  expect(references).toHaveLength(3)
  expect(within(references[1] as HTMLElement).getByText('Retracted')).toBeInTheDocument()
  expect(references[0]?.textContent).toContain('Cited in themes: 1 (message passing · molecular graphs)')
  const link = within(references[0] as HTMLElement).getByRole('link', { name: /doi\.org/ })
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toContain('noopener')

  // First in My reviews, and the one shown.
  const listed = within(screen.getByTestId('saved-reviews')).getAllByRole('button', { name: /^(?!Rename|Delete)/ })
  expect(listed.map((button) => button.textContent)).toEqual([
    expect.stringContaining(TOPIC),
    expect.stringContaining('An older review'),
  ])
  expect(listed[0]).toHaveAttribute('aria-current', 'true')
  expect(api.unhandled).toEqual([])
}, 20_000)

test('clicking an [n] moves focus to reference n, by mouse or keyboard', async () => {
  const saved = savedReview()
  premiumApi({ literatureReviews: () => ({ reviews: [summary(saved)] }), literatureReview: () => saved })
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${TOPIC}`) }))
  const overview = await screen.findByTestId('review-overview')

  await user.click(within(overview).getByRole('link', { name: 'Reference 2' }))
  expect(document.activeElement?.id).toBe('ref-2')
  expect(document.activeElement?.textContent).toContain('A retracted study of molecules')

  within(overview).getByRole('link', { name: 'Reference 3' }).focus()
  await user.keyboard('{Enter}')
  expect(document.activeElement?.id).toBe('ref-3')
  expect(window.location.hash).toBe('')
})

test('Cancel aborts the stream and says nothing was saved', async () => {
  const stream = new FakeEventStream()
  premiumApi({ generateLiteratureReview: () => stream })
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Research Topic/ }), TOPIC)
  await user.click(screen.getByRole('button', { name: 'Generate Literature Review' }))
  stream.send({ type: 'stage', stage: 'retrieve', status: 'started', detail: 'Asking 3 sources' })
  await screen.findByText('Asking 3 sources')

  await user.click(screen.getByRole('button', { name: 'Cancel' }))

  expect(await screen.findByText(/Cancelled: nothing was saved/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Generate Literature Review' })).toBeEnabled()
  expect(screen.queryByTestId('toast')).toBeNull()
})

test.each([
  [
    errorReply(429, 'RATE_LIMITED', 'You can generate 20 reviews a day.'),
    'Limit Reached',
    'You can generate 20 reviews a day.',
  ],
  [
    errorReply(403, 'FORBIDDEN', 'This tool needs premium access.'),
    'Premium Required',
    'This tool needs premium access.',
  ],
  [
    errorReply(500, 'INTERNAL', 'Something broke'),
    'Generation Error',
    'Failed to generate literature review. Please try again.',
  ],
])('a refused or failed request toasts its own message (%#)', async (reply, title, description) => {
  premiumApi({ generateLiteratureReview: () => reply })
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Research Topic/ }), TOPIC)
  await user.click(screen.getByRole('button', { name: 'Generate Literature Review' }))
  const toast = await screen.findByTestId('toast')
  expect(toast.textContent).toContain(title)
  expect(toast.textContent).toContain(description)
})

test('an error event ends the run with the Generation Error toast, and the stages stay to show where', async () => {
  const stream = new FakeEventStream()
  premiumApi({ generateLiteratureReview: () => stream })
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Research Topic/ }), TOPIC)
  await user.click(screen.getByRole('button', { name: 'Generate Literature Review' }))
  stream.send({ type: 'stage', stage: 'retrieve', status: 'done', detail: 'No records found' })
  stream.send({ type: 'error', code: 'UPSTREAM_FAILED', message: 'Every source failed' })

  expect((await screen.findByTestId('toast')).textContent).toContain(
    'Failed to generate literature review. Please try again.',
  )
  expect(screen.getByText('No records found')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'The last run' })).toBeInTheDocument()
})

test('My reviews renames inline (checked, at most 160 characters) and deletes after a confirmation', async () => {
  const saved = savedReview()
  const other = { ...summary(saved), id: '44444444-4444-4444-8444-444444444444', title: 'Coral bleaching' }
  const api = premiumApi({
    literatureReviews: () => ({ reviews: [summary(saved), other] }),
    renameLiteratureReview: (request) => ({
      ...summary(saved),
      title: (request.json as { title: string }).title,
    }),
    deleteLiteratureReview: () => ({ removed: true }),
  })
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  const list = await screen.findByTestId('saved-reviews')
  expect(list.textContent).toContain('3 works · 2 themes')

  await user.click(within(list).getByRole('button', { name: `Rename “${TOPIC}”` }))
  const title = screen.getByRole('textbox', { name: 'Review title' })
  expect(title).toHaveFocus()
  expect(title.getAttribute('maxlength')).toBe('160')
  await user.clear(title)
  await user.type(title, '   ')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(screen.getByText('Enter a title.')).toBeInTheDocument()
  expect(api.callsTo('renameLiteratureReview')).toHaveLength(0)

  await user.clear(title)
  await user.type(title, 'GNNs in chemistry{Enter}')
  await waitFor(() => expect(within(list).getByRole('button', { name: /^GNNs in chemistry/ })).toBeInTheDocument())
  expect(api.callsTo('renameLiteratureReview')[0]?.request).toMatchObject({
    params: { reviewId: REVIEW_ID },
    json: { title: 'GNNs in chemistry' },
  })
  expect(within(list).getByRole('button', { name: 'Rename “GNNs in chemistry”' })).toHaveFocus()

  await user.click(within(list).getByRole('button', { name: 'Delete “Coral bleaching”' }))
  expect(screen.getByText('Delete “Coral bleaching”? This cannot be undone.')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(api.callsTo('deleteLiteratureReview')).toHaveLength(0)
  await user.click(within(list).getByRole('button', { name: 'Delete “Coral bleaching”' }))
  await user.click(screen.getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(within(list).queryByText('Coral bleaching')).toBeNull())
  expect(api.callsTo('deleteLiteratureReview')[0]?.request.params).toEqual({ reviewId: other.id })
})

test('each export button downloads its format from the export endpoint', async () => {
  const saved = savedReview()
  const api = premiumApi({
    literatureReviews: () => ({ reviews: [summary(saved)] }),
    literatureReview: () => saved,
    exportLiteratureReview: (request: FakeRequest) =>
      request.params.format === 'bibtex'
        ? fileReply('@article{gilmer2017,}', 'application/x-bibtex', 'gnn-molecules.bib')
        : fileReply('TY  - JOUR', 'application/x-research-info-systems', 'gnn-molecules.ris'),
  })
  const { user } = renderWithApp(<LiteratureReviewRoute />)
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${TOPIC}`) }))
  const exports = await screen.findByRole('group', { name: 'Export the review' })
  expect(
    within(exports)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Markdown', 'BibTeX', 'RIS', 'CSL-JSON', 'APA', 'Vancouver'])

  await user.click(within(exports).getByRole('button', { name: 'Export as BibTeX' }))
  await waitFor(() => expect(vi.mocked(downloadFile)).toHaveBeenCalledTimes(1))
  await user.click(within(exports).getByRole('button', { name: 'Export as RIS' }))
  await waitFor(() => expect(vi.mocked(downloadFile)).toHaveBeenCalledTimes(2))

  expect(api.callsTo('exportLiteratureReview').map((call) => call.request.params)).toEqual([
    { reviewId: REVIEW_ID, format: 'bibtex' },
    { reviewId: REVIEW_ID, format: 'ris' },
  ])
  const downloads = vi.mocked(downloadFile).mock.calls
  expect(downloads.map((call) => call[1])).toEqual(['gnn-molecules.bib', 'gnn-molecules.ris'])
  expect(await (downloads[0]?.[0] as Blob).text()).toBe('@article{gilmer2017,}')
})
