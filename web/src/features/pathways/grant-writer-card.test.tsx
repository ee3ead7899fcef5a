import { screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { AI_POLICY_NOTE, type GrantWriterResponse } from '#shared/contract/grants'
import type { Work } from '#shared/contract/sources'
import { downloadFile } from '../../lib/download'
import { errorReply, fakeApi } from '../../test/fake-api'
import { renderWithApp } from '../../test/render'
import { GrantWriterCard } from './grant-writer-card'
import { grantMarkdown } from './grant-markdown'

vi.mock('../../lib/download', () => ({ downloadFile: vi.fn() }))

const work: Work = {
  ids: { doi: '10.1/coral', openalex: 'W1' },
  title: 'Heritability of coral heat tolerance',
  abstract: 'Which genes carry heat tolerance remains unknown.',
  abstractSections: [],
  authors: [{ name: 'Rosa Marin', affiliations: [] }],
  year: 2021,
  publicationDate: '2021',
  venue: 'Coral Reefs',
  type: 'article',
  citationCount: 12,
  url: null,
  openAccessUrl: null,
  topics: [],
  sources: ['openalex'],
}

const ok = { state: 'ok' as const, message: null }

function response(overrides: Partial<GrantWriterResponse> = {}): GrantWriterResponse {
  return {
    funder: 'nih',
    mechanism: 'R21',
    scaffold: {
      kind: 'specific-aims',
      title: 'Specific Aims page',
      limit: 'One page (about 5,390 characters).',
      mechanismNote: 'R21: exploratory or developmental research.',
      parts: [
        {
          id: 'hook',
          heading: 'Opening: the problem',
          question: 'What problem matters?',
          guidance: 'A cited figure.',
          placed: [{ text: 'Corals bleach in heatwaves.', from: 'idea' }],
        },
        {
          id: 'gap',
          heading: 'The gap',
          question: 'What is not known that stops progress?',
          guidance: 'Name it.',
          placed: [],
        },
      ],
      characters: 28,
      limitCharacters: 5390,
    },
    evidence: {
      status: { state: 'ok', message: '4 works retrieved, 1 relevant to it; 0 retracted works left out.' },
      query: 'corals bleach heatwaves',
      sources: [],
      quotes: [{ n: 1, text: 'Which genes carry heat tolerance remains unknown.', kind: 'gap' }],
      references: [{ n: 1, work, link: 'https://doi.org/10.1/coral', retracted: false }],
      exports: {
        markdown: [
          '1. Rosa Marin (2021) Heritability of coral heat tolerance. *Coral Reefs*. https://doi.org/10.1/coral',
        ],
        bibtex: '@article{marin2021heritability}',
        ris: 'TY  - JOUR',
      },
      retractedExcluded: 0,
    },
    similar: {
      status: ok,
      searched: [
        { source: 'nih-reporter', read: 3, total: 3, status: ok },
        {
          source: 'nsf-awards',
          read: 0,
          total: null,
          status: { state: 'failed', message: 'NSF Award Search did not answer this time.' },
        },
      ],
      projects: [
        {
          source: 'nih-reporter',
          id: '1R21XX000001-01',
          title: 'Coral heat tolerance genes',
          pis: ['Grace Hopper'],
          organisation: 'Example University',
          mechanism: 'R21',
          fiscalYear: 2024,
          amount: 241500,
          url: 'https://reporter.nih.gov/project-details/1',
          score: 4.2,
          matchedTerms: ['coral'],
        },
      ],
      method: 'Ranked by text similarity to your idea.',
    },
    amounts: {
      status: ok,
      rows: [
        {
          source: 'nih-reporter',
          mechanism: 'R21',
          count: 2,
          fiscalYears: [2023, 2024],
          min: 200000,
          q1: 210000,
          median: 241500,
          q3: 250000,
          max: 275000,
        },
      ],
      note: 'NIH RePORTER gives the award amount of one fiscal year.',
    },
    priorAwards: null,
    opportunities: {
      status: ok,
      keyword: 'corals bleach heatwaves',
      items: [
        {
          id: '1',
          number: 'PAR-25-001',
          title: 'Coral Reef Resilience Research',
          agency: 'National Institutes of Health',
          status: 'posted',
          openDate: '2026-01-01',
          closeDate: '2027-02-05',
          url: 'https://www.grants.gov/search-results-detail/1',
        },
      ],
      total: 1,
    },
    findings: [],
    critique: {
      status: 'no-model',
      model: null,
      criteria: ['Factor 1 — Importance of the Research', 'Factor 2 — Rigor and Feasibility'],
      text: null,
      note: 'No language model is set up on this server, so there is no critique.',
    },
    policy: AI_POLICY_NOTE,
    calls: 9,
    budget: 14,
    generatedAt: '2026-11-29T03:00:00.000Z',
    ...overrides,
  }
}

test('the form is sent, Generating Analysis... while busy, then every section with its sources, and the exports', async () => {
  let release: () => void = () => undefined
  const api = fakeApi({
    pathwayToolOutputs: () => ({ outputs: [] }),
    writeGrant: async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return response()
    },
  })
  const { user } = renderWithApp(<GrantWriterCard />)
  const card = screen.getByRole('region', { name: 'Grant Proposal Writer' })
  expect(within(card).getByRole('note')).toHaveTextContent('NOT-OD-25-132')

  await user.type(
    within(card).getByRole('textbox', { name: 'Your idea or aims, in your own words' }),
    'Corals bleach in heatwaves.',
  )
  await user.selectOptions(within(card).getByRole('combobox', { name: 'Mechanism' }), 'R21')
  await user.click(within(card).getByRole('button', { name: 'Generate' }))
  expect(await within(card).findByRole('button', { name: 'Generating Analysis...' })).toBeDisabled()
  release()
  expect(await screen.findByText('Your grant proposal writer is ready for review.')).toBeInTheDocument()
  expect(api.callsTo('writeGrant')[0]?.request.json).toEqual({
    idea: 'Corals bleach in heatwaves.',
    funder: 'nih',
    mechanism: 'R21',
  })

  // the scaffold: the member's sentence placed, the empty part as its question
  expect(within(card).getByText('Corals bleach in heatwaves.', { selector: 'p' })).toBeInTheDocument()
  expect(within(card).getByText('What is not known that stops progress?')).toBeInTheDocument()
  // evidence with [n] linked to its reference
  const evidence = within(card).getByRole('region', { name: 'Evidence for the Significance' })
  expect(within(evidence).getByText('Gap')).toBeInTheDocument()
  expect(within(evidence).getByRole('link', { name: 'Reference 1' })).toHaveAttribute('href', '#ref-1')
  // similar projects and amounts, with source and fiscal years
  const similar = within(card).getByRole('table', { name: /most similar to your idea/ })
  expect(within(similar).getByRole('link', { name: /Coral heat tolerance genes/ })).toHaveAttribute(
    'href',
    'https://reporter.nih.gov/project-details/1',
  )
  expect(within(similar).getByText('$241,500')).toBeInTheDocument()
  expect(within(card).getByText('NSF Award Search did not answer this time.')).toBeInTheDocument()
  const amounts = within(card).getByRole('table', { name: /per source and mechanism/ })
  expect(within(amounts).getByText('FY2023–FY2024')).toBeInTheDocument()
  expect(within(amounts).getByText('(your mechanism)')).toBeInTheDocument()
  // opportunities with close dates, and the critique's absence said
  expect(within(card).getByText(/closes 5 Feb 2027/)).toBeInTheDocument()
  expect(within(card).getByText(/No language model is set up/)).toBeInTheDocument()

  await user.click(within(card).getByRole('button', { name: 'Export as Markdown' }))
  await waitFor(() => expect(vi.mocked(downloadFile)).toHaveBeenCalledTimes(1))
  const [markdown, name] = vi.mocked(downloadFile).mock.calls[0] ?? []
  expect(name).toBe('grant-nih-r21.md')
  expect(markdown).toContain('> To answer: What is not known that stops progress?')
  expect(markdown).toContain('1. Rosa Marin (2021) Heritability of coral heat tolerance.')
  await user.click(within(card).getByRole('button', { name: 'Export as BibTeX' }))
  await waitFor(() => expect(vi.mocked(downloadFile)).toHaveBeenCalledTimes(2))
  expect(vi.mocked(downloadFile).mock.calls[1]?.[0]).toBe('@article{marin2021heritability}')
})

test('the checker reads the draft on every edit, and a finding selects the text it is about', async () => {
  fakeApi({ pathwayToolOutputs: () => ({ outputs: [] }) })
  const { user } = renderWithApp(<GrantWriterCard />)
  const draft = screen.getByRole('textbox', { name: 'Your draft (optional)' })
  expect(screen.getByText('The checker reads your draft as you type.')).toBeInTheDocument()

  await user.click(draft)
  await user.paste(
    '## Specific Aims\nAim 1: Falls in older adults.\n\n## Significance\nFalls are common in older adults.',
  )
  expect(screen.getByText(/The checker finds 0 errors and 3 warnings/)).toBeInTheDocument()
  const findings = screen.getByRole('list', { name: 'Checker findings' })
  const uncited = within(findings).getByRole('button', { name: /This statement of fact carries no citation/ })
  await user.click(uncited)
  const area = draft as HTMLTextAreaElement
  expect(area).toHaveFocus()
  expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('Falls are common in older adults.')

  // NSF's rules apply once NSF is chosen: its three sections are missing
  await user.selectOptions(screen.getByRole('combobox', { name: 'Funder' }), 'nsf')
  expect(screen.getByRole('combobox', { name: 'Mechanism' })).toHaveValue('Standard Grant')
  expect(
    within(screen.getByRole('list', { name: 'Checker findings' })).getAllByText(/section is missing/),
  ).toHaveLength(3)
})

test('the last run is reopened with its words; the spec’s toasts for a short idea, premium and a failure', async () => {
  const input = {
    idea: 'Corals bleach in marine heatwaves.',
    funder: 'nih',
    mechanism: 'R21',
    draft: '## Significance\nx',
  }
  let answer: () => unknown = () => errorReply(403, 'FORBIDDEN', 'This feature requires premium access.')
  fakeApi({
    pathwayToolOutputs: () => ({
      outputs: [{ tool: 'grant-proposal-writer', input, output: response(), updatedAt: '2026-11-29T03:00:00.000Z' }],
    }),
    writeGrant: () => answer() as GrantWriterResponse,
  })
  const { user } = renderWithApp(<GrantWriterCard />)
  const idea = await screen.findByDisplayValue('Corals bleach in marine heatwaves.')
  expect(screen.getByRole('combobox', { name: 'Mechanism' })).toHaveValue('R21')
  expect(screen.getByRole('table', { name: /most similar to your idea/ })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText('Premium Required')).toBeInTheDocument()
  expect(screen.getByText('Upgrade to lifetime access to use AI tools.')).toBeInTheDocument()

  answer = () => errorReply(502, 'UPSTREAM_FAILED', 'Failed to generate analysis. Please try again.')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText('Failed to generate analysis. Please try again.')).toBeInTheDocument()
  expect(screen.getAllByText('Error', { selector: 'p, div' }).length).toBeGreaterThan(0)

  await user.clear(idea)
  await user.type(idea, 'Corals')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText('Input Required')).toBeInTheDocument()
  expect(screen.getByText('Please describe your grant proposal writer requirements.')).toBeInTheDocument()
})

test('the Markdown export carries the checker’s findings on the draft as it is now', () => {
  const draft = '## Significance\nFalls are common in older adults.'
  const text = grantMarkdown(response(), draft, [
    {
      rule: 'uncited-claim',
      severity: 'warning',
      message: 'This statement of fact carries no citation.',
      start: 16,
      end: 49,
    },
  ])
  expect(text).toContain(
    '- **warning**: This statement of fact carries no citation. — “Falls are common in older adults.”',
  )
  expect(text).toContain('“Which genes carry heat tolerance remains unknown.” [1]')
  expect(text).not.toContain('No language model')
})
