import { screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import type {
  GeneratedHypothesis,
  HypothesisEvent,
  HypothesisRunSummary,
  SavedHypothesisRun,
} from '#shared/contract/hypotheses'
import type { ResearchSourcesResponse } from '#shared/contract/research'
import type { ResearchPath } from '#shared/contract/timeline'
import { HypothesisGeneratorRoute } from '../../../app/routes/ai-hypothesis-generator'
import { downloadFile } from '../../../lib/download'
import { errorReply, FakeEventStream, fakeApi, fileReply, type FakeHandlers } from '../../../test/fake-api'
import { freeMe, premiumMe, testWork } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'

vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn() }))

const AREA = 'fish oil'
const RUN_ID = '66666666-6666-4666-8666-666666666666'
const OTHER_ID = '77777777-7777-4777-8777-777777777777'
const TARGETS = ['Raynaud disease', 'platelet function', 'migraine', 'arrhythmia', 'depression', 'asthma', 'psoriasis']

function hypothesis(rank: number, c: string): GeneratedHypothesis {
  return {
    rank,
    a: { name: AREA, works: 40 },
    c: { name: c, works: 25 },
    statement: `Fish oil affects ${c} through blood viscosity.`,
    nullHypothesis: `Fish oil has no effect on ${c}.`,
    variables: { independent: AREA, dependent: c, mediators: ['blood viscosity'] },
    linkingTermCount: 8 - rank,
    evidence: 20 - rank,
    links: [
      {
        via: { name: 'blood viscosity', works: 14 },
        ab: {
          works: 6,
          expected: 1.24,
          quotes: [{ text: 'Dietary fish oil lowered whole blood viscosity in healthy men.', n: 1 }],
        },
        bc: {
          works: 4,
          expected: 0.8,
          quotes: [{ text: `Raised blood viscosity is reported in patients with ${c}.`, n: 2 }],
        },
      },
    ],
    novelty: { observed: rank === 1 ? 3 : 0, expected: 11.2, isGap: true, closest: rank === 1 ? 3 : null },
    plausibility: `${8 - rank} linking concepts; the strongest links rest on 6 and 4 works.`,
    mechanism:
      rank === 1
        ? [
            {
              text: 'Fish oil thins the blood [1], and thick blood worsens the attacks [2].',
              citations: [1, 2],
              support: 'supported',
              score: 0.9,
              flagged: false,
            },
          ]
        : null,
  }
}

function savedRun(overrides: Partial<SavedHypothesisRun> = {}): SavedHypothesisRun {
  return {
    id: RUN_ID,
    title: AREA,
    input: {
      mode: 'open',
      area: AREA,
      target: '',
      context: '',
      sources: ['pubmed', 'arxiv', 'openalex'],
      fromYear: null,
      toYear: null,
    },
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    result: {
      kind: 'model',
      mode: 'open',
      notice: null,
      hypotheses: TARGETS.map((c, i) => hypothesis(i + 1, c)),
      openQuestions: [{ text: 'It remains unknown whether the effect lasts beyond a year.', n: 2 }],
      method: {
        at: '2025-06-01T10:00:00.000Z',
        queries: ['fish oil'],
        sources: [
          { source: 'pubmed', status: 'done', hits: 40, reason: null, query: 'fish oil' },
          { source: 'arxiv', status: 'failed', hits: null, reason: 'arXiv did not answer in time', query: 'fish oil' },
        ],
        expansions: [{ concept: 'blood viscosity', works: 14 }],
        areaConcept: 'fish oils',
        targetConcept: null,
        works: 140,
        concepts: 812,
        upstreamCalls: 17,
        ranking: 'Linking term count, then the works behind the links.',
        model: 'test-model',
        ms: 4200,
      },
      references: [
        {
          n: 1,
          work: testWork({ title: 'Fish oil and blood viscosity', year: 1980 }),
          link: 'https://doi.org/10.1/fo',
          retracted: false,
        },
        { n: 2, work: testWork({ title: 'Viscosity in Raynaud', year: 1983 }), link: null, retracted: true },
        { n: 3, work: testWork({ title: 'Fish oil in Raynaud: a trial', year: 1989 }), link: null, retracted: false },
      ],
    },
    ...overrides,
  }
}

function summary(run: SavedHypothesisRun): HypothesisRunSummary {
  return {
    id: run.id,
    title: run.title,
    mode: run.input.mode,
    hypotheses: run.result.hypotheses.length,
    createdAt: run.createdAt,
    updatedAt: run.updatedAt,
  }
}

const sourceStatus: ResearchSourcesResponse = {
  model: null,
  sources: [
    { id: 'pubmed', available: true, reason: null },
    { id: 'arxiv', available: true, reason: null },
    { id: 'openalex', available: true, reason: null },
  ],
}

function premiumApi(handlers: FakeHandlers = {}) {
  return fakeApi({
    me: premiumMe,
    researchSources: () => sourceStatus,
    hypothesisRuns: () => ({ runs: [] }),
    ...handlers,
  })
}

/** Opens the saved run from My hypotheses. */
async function openSaved(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${AREA}`) }))
  return screen.findByTestId('hypothesis-run')
}

test('a free member sees the Premium Feature overlay with Upgrade Now, and nothing of the tool is fetched', async () => {
  const api = fakeApi({ me: () => freeMe() })
  renderWithApp(<HypothesisGeneratorRoute />)

  expect(await screen.findByRole('heading', { name: 'Premium Feature' })).toBeInTheDocument()
  expect(screen.getByText('Upgrade to access the Hypothesis Generator.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/pricing')
  expect(screen.getByText('Premium Tool')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: /Research Area/ })).toBeNull()
  expect(api.calls.map((call) => call.name)).toEqual(['me'])
})

test('a blank research area shows the spec’s toast and sends nothing', async () => {
  const api = premiumApi()
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  const area = await screen.findByRole('textbox', { name: /Research Area/ })
  expect(screen.getByRole('button', { name: 'Generate Hypotheses' })).toBeDisabled()

  await user.type(area, '   ')
  await user.click(screen.getByRole('button', { name: 'Generate Hypotheses' }))

  const toast = await screen.findByTestId('toast')
  expect(toast.textContent).toContain('Research Area Required')
  expect(toast.textContent).toContain('Please enter a research area for hypothesis generation.')
  expect(api.callsTo('generateHypotheses')).toHaveLength(0)
})

test('Connect two ideas asks for the second idea before sending, then sends both with the settings', async () => {
  const stream = new FakeEventStream()
  const api = premiumApi({ generateHypotheses: () => stream })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Research Area/ }), AREA)
  expect(screen.queryByRole('textbox', { name: /Second idea/ })).toBeNull()

  await user.click(screen.getByRole('radio', { name: /Connect two ideas/ }))
  const second = screen.getByRole('textbox', { name: /Second idea/ })
  await user.click(screen.getByRole('button', { name: 'Generate Hypotheses' }))
  expect(await screen.findByText('Please enter the second idea to connect.')).toBeInTheDocument()
  await waitFor(() => expect(second).toHaveFocus())
  expect(second).toHaveAttribute('aria-invalid', 'true')
  expect(api.callsTo('generateHypotheses')).toHaveLength(0)

  await user.type(second, 'Raynaud disease')
  await user.type(screen.getByRole('textbox', { name: /Research Context/ }), 'adults')
  await user.click(screen.getByText('Search settings'))
  expect(screen.getByTestId('source-pubmed')).toBeChecked()
  await user.type(screen.getByRole('textbox', { name: 'From' }), '1970')
  await user.type(screen.getByRole('textbox', { name: 'To' }), '1985')
  await user.click(screen.getByRole('button', { name: 'Generate Hypotheses' }))

  await waitFor(() => expect(api.callsTo('generateHypotheses')).toHaveLength(1))
  expect(api.callsTo('generateHypotheses')[0]?.request.json).toEqual({
    mode: 'closed',
    area: AREA,
    target: 'Raynaud disease',
    context: 'adults',
    sources: ['pubmed', 'arxiv', 'openalex'],
    fromYear: 1970,
    toYear: 1985,
  })
  expect(screen.getByRole('button', { name: /Generating/ })).toBeDisabled()
  stream.close()
})

test('the stream shows its stages and sources, then H1–H5 with Show more for the rest, focus on the result', async () => {
  const stream = new FakeEventStream()
  const saved = savedRun()
  let onServer: HypothesisRunSummary[] = []
  const api = premiumApi({ generateHypotheses: () => stream, hypothesisRuns: () => ({ runs: onServer }) })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  expect(screen.getByText(/H1 to H5, each with its evidence chain/)).toBeInTheDocument()
  await user.type(await screen.findByRole('textbox', { name: /Research Area/ }), AREA)
  await user.click(screen.getByRole('button', { name: 'Generate Hypotheses' }))

  const send = (event: HypothesisEvent) => stream.send(event)
  send({ type: 'stage', stage: 'retrieve', status: 'started', detail: 'Asking 3 sources for fish oil' })
  send({ type: 'progress', progress: { source: 'pubmed', status: 'done', hits: 40, reason: null, query: 'q' } })
  expect(await screen.findByText('Asking 3 sources for fish oil')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByTestId('hypothesis-source-progress').textContent).toContain('PubMed: 40 hits'))
  send({ type: 'stage', stage: 'retrieve', status: 'done', detail: '140 works' })
  send({ type: 'stage', stage: 'concepts', status: 'done', detail: '812 concepts' })
  send({ type: 'stage', stage: 'expand', status: 'started', detail: 'Searching 4 linking concepts' })
  expect(await screen.findByText('Searching 4 linking concepts')).toBeInTheDocument()
  expect(within(screen.getByTestId('stage-concepts')).getByText('(done)')).toBeInTheDocument()
  expect(within(screen.getByTestId('stage-write')).getByText('(waiting)')).toBeInTheDocument()
  expect(screen.getByText(/Search the linking concepts: started\. Searching 4 linking concepts/)).toBeInTheDocument()

  onServer = [summary(saved)]
  send({ type: 'done', run: saved })
  stream.close()

  const run = await screen.findByTestId('hypothesis-run')
  expect((await screen.findByTestId('toast')).textContent).toContain('Hypotheses Generated')
  expect(screen.queryByTestId('hypothesis-progress')).toBeNull()
  await waitFor(() => expect(screen.getByText(AREA, { selector: '#hypothesis-run-title' }).parentElement).toHaveFocus())

  const headings = () =>
    within(run)
      .getAllByTestId('hypothesis')
      .map((card) => within(card).getAllByRole('heading')[0]?.textContent)
  expect(headings()).toEqual(
    TARGETS.slice(0, 5).map((c, i) => `H${i + 1}Fish oil affects ${c} through blood viscosity.`),
  )
  const first = within(run).getAllByTestId('hypothesis')[0] as HTMLElement
  expect(first.textContent).toContain('Null hypothesis: Fish oil has no effect on Raynaud disease.')
  expect(within(first).getByTestId('hypothesis-novelty').textContent).toContain(
    'Novelty: 3 works already study both, against 11.2 expected — a gap',
  )
  expect(
    within(within(first).getByTestId('hypothesis-novelty')).getByRole('link', { name: 'Reference 3' }),
  ).toBeInTheDocument()
  expect(first.textContent).toContain('Plausibility: 7 linking concepts; the strongest links rest on 6 and 4 works.')
  expect(within(first).getByTestId('hypothesis-mechanism').textContent).toContain('Fish oil thins the blood')
  expect(first.textContent).toContain('Written by test-model')

  await user.click(within(run).getByRole('button', { name: 'Show more (2 more hypotheses)' }))
  expect(headings()).toHaveLength(7)
  await waitFor(() => expect(screen.getByRole('heading', { name: /^H6/ })).toHaveFocus())
  expect(within(run).queryByRole('button', { name: /Show more/ })).toBeNull()

  expect(screen.getByTestId('open-questions').textContent).toContain(
    'It remains unknown whether the effect lasts beyond a year.',
  )
  expect(screen.getByTestId('hypothesis-method').textContent).toContain('17 of at most 60')
  expect(screen.getByTestId('hypothesis-method').textContent).toContain('arXiv: failed: arXiv did not answer in time')
  const references = screen.getAllByTestId('hypothesis-reference')
  expect(within(references[1] as HTMLElement).getByText('Retracted')).toBeInTheDocument()
  expect(within(references[0] as HTMLElement).getByRole('link', { name: /doi\.org/ })).toHaveAttribute(
    'target',
    '_blank',
  )

  const listed = within(await screen.findByTestId('saved-hypotheses')).getAllByRole('button', { name: /^(?!Delete)/ })
  expect(listed[0]).toHaveAttribute('aria-current', 'true')
  expect(api.unhandled).toEqual([])
}, 20_000)

test('the evidence opens on request: each link with its works count and quoted sentences, [n] to the reference', async () => {
  const saved = savedRun()
  premiumApi({ hypothesisRuns: () => ({ runs: [summary(saved)] }), hypothesisRun: () => saved })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  const run = await openSaved(user)
  const first = within(run).getAllByTestId('hypothesis')[0] as HTMLElement
  const toggle = within(first).getByRole('button', { name: /^Evidence for H1/ })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(first.textContent).not.toContain('Dietary fish oil lowered whole blood viscosity')

  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const evidence = within(first).getByTestId('hypothesis-evidence')
  expect(evidence.textContent).toContain('Through blood viscosity (14 works name it)')
  expect(evidence.textContent).toContain('fish oil – blood viscosity: 6 works, against 1.2 expected by chance')
  expect(evidence.textContent).toContain('blood viscosity – Raynaud disease: 4 works, against 0.8 expected by chance')
  expect(evidence.textContent).toContain('Dietary fish oil lowered whole blood viscosity in healthy men.')

  await user.click(within(evidence).getByRole('link', { name: 'Reference 2' }))
  expect(document.activeElement?.id).toBe('ref-2')
  expect(document.activeElement?.textContent).toContain('Viscosity in Raynaud')
})

test('Design a study opens the methodology advisor with the question from the hypothesis', async () => {
  const saved = savedRun()
  premiumApi({ hypothesisRuns: () => ({ runs: [summary(saved)] }), hypothesisRun: () => saved })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />, { path: '/ai-hypothesis-generator' })
  const run = await openSaved(user)
  const second = within(run).getAllByTestId('hypothesis')[1] as HTMLElement

  await user.click(within(second).getByRole('link', { name: 'Design a study for H2' }))

  expect(await screen.findByText('Left for another page')).toBeInTheDocument()
  expect(window.location.pathname).toBe('/ai-methodology-advisor')
  expect(new URLSearchParams(window.location.search).get('question')).toBe(
    'Does fish oil affect platelet function, through blood viscosity?',
  )
})

test('Add to timeline saves the hypothesis as a milestone of a new research path and links to it', async () => {
  const saved = savedRun()
  const path: ResearchPath = {
    id: '88888888-8888-4888-8888-888888888888',
    title: 'Test H1',
    description: null,
    milestoneCount: 1,
    doneCount: 0,
    nextDeadline: '2031-03-01',
    hasFeed: false,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    field: 'Research Timeline',
    goals: [],
    notes: '',
    milestones: [],
  }
  const api = premiumApi({
    hypothesisRuns: () => ({ runs: [summary(saved)] }),
    hypothesisRun: () => saved,
    createResearchPath: () => path,
  })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  const run = await openSaved(user)
  const first = within(run).getAllByTestId('hypothesis')[0] as HTMLElement

  await user.click(within(first).getByRole('button', { name: /Add to timeline/ }))
  const deadline = within(first).getByLabelText('Milestone deadline')
  expect(deadline).toHaveFocus()
  await user.clear(deadline)
  await user.type(deadline, '2031-03-01')
  await user.click(within(first).getByRole('button', { name: 'Save milestone' }))

  await waitFor(() => expect(api.callsTo('createResearchPath')).toHaveLength(1))
  expect(api.callsTo('createResearchPath')[0]?.request.json).toEqual({
    title: 'Test H1: Fish oil affects Raynaud disease through blood viscosity.',
    description: `From the hypothesis generator: ${AREA}`,
    milestones: [
      {
        title: 'Test the hypothesis: Fish oil affects Raynaud disease through blood viscosity.',
        description:
          'Fish oil affects Raynaud disease through blood viscosity.\nNull hypothesis: Fish oil has no effect on Raynaud disease.\nIndependent: fish oil. Dependent: Raynaud disease. Mediators: blood viscosity.',
        deadline: '2031-03-01',
        priority: 'High',
        status: 'Planned',
      },
    ],
  })
  expect((await screen.findByTestId('toast')).textContent).toContain('Milestone Added')
  expect(within(first).getByRole('link', { name: 'Open it in the timeline builder' })).toHaveAttribute(
    'href',
    `/research-timeline-builder?path=${path.id}`,
  )
})

test('My hypotheses deletes a run after a confirmation, and the deleted run leaves the result card', async () => {
  const saved = savedRun()
  const other = { ...summary(saved), id: OTHER_ID, title: 'Coral bleaching' }
  const api = premiumApi({
    hypothesisRuns: () => ({ runs: [summary(saved), other] }),
    hypothesisRun: () => saved,
    deleteHypothesisRun: () => ({ removed: true }),
  })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  await openSaved(user)
  const list = screen.getByTestId('saved-hypotheses')
  expect(list.textContent).toContain('7 hypotheses · new hypotheses')
  expect(within(list).queryByRole('button', { name: /^Rename/ })).toBeNull()

  await user.click(within(list).getByRole('button', { name: `Delete “${AREA}”` }))
  expect(screen.getByText(`Delete “${AREA}”? This cannot be undone.`)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(api.callsTo('deleteHypothesisRun')).toHaveLength(0)
  expect(within(list).getByRole('button', { name: `Delete “${AREA}”` })).toHaveFocus()

  await user.click(within(list).getByRole('button', { name: `Delete “${AREA}”` }))
  await user.click(screen.getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(within(list).queryByText(AREA)).toBeNull())
  expect(api.callsTo('deleteHypothesisRun')[0]?.request.params).toEqual({ runId: RUN_ID })
  expect(within(list).getByText('Coral bleaching')).toBeInTheDocument()
  expect(screen.queryByTestId('hypothesis-run')).toBeNull()
  expect((await screen.findByTestId('toast')).textContent).toContain('Hypotheses Deleted')
})

test('Cancel closes the stream and says nothing was saved', async () => {
  const stream = new FakeEventStream()
  premiumApi({ generateHypotheses: () => stream })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Research Area/ }), AREA)
  await user.click(screen.getByRole('button', { name: 'Generate Hypotheses' }))
  stream.send({ type: 'stage', stage: 'retrieve', status: 'started', detail: 'Asking 3 sources' })
  await screen.findByText('Asking 3 sources')

  await user.click(screen.getByRole('button', { name: 'Cancel' }))

  expect(await screen.findByText(/Cancelled: nothing was saved/)).toBeInTheDocument()
  // The request was aborted: its body errored, as a browser's fetch does, so nothing more can arrive.
  expect(() => stream.send({ type: 'stage', stage: 'concepts', status: 'started', detail: 'Too late' })).toThrow()
  expect(within(screen.getByTestId('stage-retrieve')).getByText('(stopped)')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Generate Hypotheses' })).toBeEnabled()
  expect(screen.queryByTestId('toast')).toBeNull()
})

test.each([
  [errorReply(429, 'RATE_LIMITED', 'You can run 20 a day.'), 'Limit Reached', 'You can run 20 a day.'],
  [
    errorReply(500, 'INTERNAL', 'Something broke'),
    'Generation Error',
    'Failed to generate hypotheses. Please try again.',
  ],
])('a refused or failed request toasts its own message (%#)', async (reply, title, description) => {
  premiumApi({ generateHypotheses: () => reply })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Research Area/ }), AREA)
  await user.click(screen.getByRole('button', { name: 'Generate Hypotheses' }))
  const toast = await screen.findByTestId('toast')
  expect(toast.textContent).toContain(title)
  expect(toast.textContent).toContain(description)
})

test('an error event ends the run with the Generation Error toast, and the stages stay to show where', async () => {
  const stream = new FakeEventStream()
  premiumApi({ generateHypotheses: () => stream })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Research Area/ }), AREA)
  await user.click(screen.getByRole('button', { name: 'Generate Hypotheses' }))
  stream.send({ type: 'stage', stage: 'retrieve', status: 'done', detail: 'No works found' })
  stream.send({ type: 'error', code: 'UPSTREAM_FAILED', message: 'Every source failed' })

  expect((await screen.findByTestId('toast')).textContent).toContain('Failed to generate hypotheses. Please try again.')
  expect(screen.getByText('No works found')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'The last run' })).toBeInTheDocument()
})

test('each export button downloads its format from the export endpoint', async () => {
  const saved = savedRun()
  const api = premiumApi({
    hypothesisRuns: () => ({ runs: [summary(saved)] }),
    hypothesisRun: () => saved,
    exportHypothesisRun: (request) =>
      request.params.format === 'markdown'
        ? fileReply('# fish oil', 'text/markdown', 'fish-oil-hypotheses.md')
        : fileReply('TY  - JOUR', 'application/x-research-info-systems', 'fish-oil.ris'),
  })
  const { user } = renderWithApp(<HypothesisGeneratorRoute />)
  await openSaved(user)
  const exports = screen.getByRole('group', { name: 'Export the hypotheses' })
  expect(
    within(exports)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Markdown', 'BibTeX', 'RIS'])

  await user.click(within(exports).getByRole('button', { name: 'Export as Markdown' }))
  await waitFor(() => expect(vi.mocked(downloadFile)).toHaveBeenCalledTimes(1))
  await user.click(within(exports).getByRole('button', { name: 'Export as RIS' }))
  await waitFor(() => expect(vi.mocked(downloadFile)).toHaveBeenCalledTimes(2))
  expect(api.callsTo('exportHypothesisRun').map((call) => call.request.params)).toEqual([
    { runId: RUN_ID, format: 'markdown' },
    { runId: RUN_ID, format: 'ris' },
  ])
  expect(vi.mocked(downloadFile).mock.calls.map((call) => call[1])).toEqual(['fish-oil-hypotheses.md', 'fish-oil.ris'])
})
