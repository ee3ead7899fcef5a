import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { CollaboratorSuggestion, FindCollaboratorsResponse } from '#shared/contract/collaborators'
import type { AuthorProfile } from '#shared/contract/sources'
import { errorReply, fakeApi } from '../../test/fake-api'
import { renderWithApp } from '../../test/render'
import { CollaborationFinderCard } from './collaboration-finder-card'

const suggestion: CollaboratorSuggestion = {
  card: {
    id: 'A5090000008',
    display_name: 'Yuki Tanaka',
    institution_name: 'Kyoto Institute of Science',
    country: 'JP',
    works_count: 180,
    cited_by_count: 9000,
    h_index: 40,
    concepts: [{ display_name: 'Machine Learning and Algorithms' }],
    orcid: '0000-0001-2345-6789',
    profileWarning: null,
  },
  institutionType: 'education',
  score: 1.2,
  parts: { graph: 1, topic: 0.6, recent: 0.8 },
  reasons: [
    'Co-authored with 3 of your co-authors (Jonas Becker, Lucas Moreau and Mateus Carvalho)',
    '22 works in 2024–2026',
  ],
  sharedCoauthors: [{ id: 'A5090000015', name: 'Jonas Becker' }],
  sharedCoauthorCount: 3,
  interestWorks: 2,
  recentWorks: 22,
  exampleWorks: [{ id: 'W1', title: 'Few-shot learning at scale', year: 2025, url: 'https://doi.org/10.1/fs' }],
  links: {
    openalex: 'https://openalex.org/A5090000008',
    orcid: 'https://orcid.org/0000-0001-2345-6789',
    scholar: 'https://scholar.google.com/scholar?q=Yuki+Tanaka',
  },
}

function response(overrides: Partial<FindCollaboratorsResponse> = {}): FindCollaboratorsResponse {
  return {
    interest: 'machine learning',
    sector: 'any',
    me: { id: 'A5090000001', name: 'Lena Hoffmann', institution: 'TU Rheinfeld', coauthors: 12, coauthorsRead: 10 },
    suggestions: [suggestion],
    existingCoauthorsLeftOut: 6,
    otherSectorsLeftOut: 0,
    sinceYear: 2024,
    method: 'Weighted Adamic–Adar, topic fit and recent works.',
    notes: [],
    calls: 15,
    budget: 25,
    generatedAt: '2026-11-29T00:00:00.000Z',
    ...overrides,
  }
}

const lena = {
  id: 'A5090000001',
  name: 'Lena Hoffmann',
  institution: 'TU Rheinfeld',
  institutions: ['TU Rheinfeld'],
  institutionType: 'education',
  country: 'DE',
  worksCount: 120,
  citationCount: 4000,
  hIndex: 30,
  i10Index: 50,
  topics: ['Machine Learning and Algorithms'],
  orcid: null,
  firstActiveYear: 2010,
  lastActiveYear: 2026,
  worksByYear: [],
  source: 'openalex',
} satisfies AuthorProfile

test('the member finds themselves by name; suggestions come with reasons, works, links, an e-mail and Save', async () => {
  const saved = { ...suggestion.card, isSaved: true, savedAt: '2026-11-29T00:00:00.000Z' }
  let savedList: (typeof saved)[] = []
  const api = fakeApi({
    pathwayToolOutputs: () => ({ outputs: [] }),
    searchAuthors: () => ({ source: 'openalex', authors: [lena], total: 1 }),
    findCollaborators: () => response(),
    savedResearchers: () => ({ researchers: savedList }),
    saveResearcher: () => {
      savedList = [saved]
      return saved
    },
  })
  const { user } = renderWithApp(<CollaborationFinderCard />)

  expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled()
  await user.type(screen.getByRole('textbox', { name: 'Research interest' }), 'machine learning')
  await user.type(screen.getByRole('textbox', { name: /^You \(optional\)/ }), 'Lena Hoffmann')
  await user.click(await screen.findByRole('button', { name: /Lena Hoffmann/ }, { timeout: 3000 }))
  expect(screen.getByText('Lena Hoffmann, TU Rheinfeld')).toBeInTheDocument()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'education')
  await user.click(screen.getByRole('button', { name: 'Generate' }))

  expect(await screen.findByText('Your collaboration opportunity finder is ready for review.')).toBeInTheDocument()
  expect(api.callsTo('findCollaborators')[0]?.request.json).toEqual({
    interest: 'machine learning',
    author: 'A5090000001',
    sector: 'education',
  })
  const results = screen.getByRole('region', { name: 'Suggested collaborators and why' })
  await waitFor(() => expect(results).toHaveFocus())
  expect(within(results).getByText(/6 of your existing co-authors were left out/)).toBeInTheDocument()
  const person = within(results).getByRole('article', { name: /Yuki Tanaka/ })
  expect(within(person).getByText(/Co-authored with 3 of your co-authors/)).toBeInTheDocument()
  expect(within(person).getByRole('link', { name: /Few-shot learning at scale \(2025\)/ })).toHaveAttribute(
    'href',
    'https://doi.org/10.1/fs',
  )
  expect(within(person).getByRole('link', { name: /ORCID/ })).toHaveAttribute('target', '_blank')
  const mail = within(person).getByRole('link', { name: 'Draft an e-mail' }).getAttribute('href') ?? ''
  expect(mail).toMatch(/^mailto:\?subject=Research%20Collaboration%20Opportunity%20-%20Yuki%20Tanaka/)

  await user.click(within(person).getByRole('button', { name: 'Save Yuki Tanaka to your researchers' }))
  await waitFor(() => expect(api.callsTo('saveResearcher')).toHaveLength(1))
  expect(api.callsTo('saveResearcher')[0]?.request.json).toEqual(suggestion.card)
  expect(await within(person).findByRole('button', { name: 'Saved: Yuki Tanaka' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('an ORCID iD is taken as typed; OpenAlex not knowing it is said beside the field', async () => {
  const api = fakeApi({
    pathwayToolOutputs: () => ({ outputs: [] }),
    searchAuthors: () => ({ source: 'openalex', authors: [], total: 0 }),
    findCollaborators: () =>
      errorReply(
        404,
        'NOT_FOUND',
        'No OpenAlex author has the ORCID iD 0000-0001-0000-0009. Check it, or choose yourself by name.',
      ),
  })
  const { user } = renderWithApp(<CollaborationFinderCard />)
  await user.type(screen.getByRole('textbox', { name: 'Research interest' }), 'robot grasping')
  const you = screen.getByRole('textbox', { name: /^You \(optional\)/ })
  await user.type(you, 'https://orcid.org/0000-0001-0000-0009')
  expect(screen.getByText('Recognised: ORCID iD 0000-0001-0000-0009.')).toBeInTheDocument()
  await user.clear(you)
  expect(screen.queryByText(/Recognised/)).toBeNull()
  await user.type(you, '0000-0001-0000-0009')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  await waitFor(() => expect(api.callsTo('findCollaborators')).toHaveLength(1))
  expect(api.callsTo('findCollaborators')[0]?.request.json).toMatchObject({ author: '0000-0001-0000-0009' })
  expect(await screen.findByText(/No OpenAlex author has the ORCID iD/)).toBeInTheDocument()
})

test('the last run is reopened; no one found says what to try; a failure is the spec’s Error toast', async () => {
  fakeApi({
    pathwayToolOutputs: () => ({
      outputs: [
        {
          tool: 'collaboration-finder',
          input: { interest: 'quantum sensing' },
          output: response({ interest: 'quantum sensing', me: null, suggestions: [], existingCoauthorsLeftOut: 0 }),
          updatedAt: '2026-11-28T00:00:00.000Z',
        },
      ],
    }),
    savedResearchers: () => ({ researchers: [] }),
    findCollaborators: () => errorReply(502, 'UPSTREAM_FAILED', 'Failed to generate analysis. Please try again.'),
  })
  const { user } = renderWithApp(<CollaborationFinderCard />)
  expect(await screen.findByText(/No one to suggest for “quantum sensing”\./)).toBeInTheDocument()
  expect(screen.getByText(/Try broader words for your interest/)).toBeInTheDocument()

  await user.type(screen.getByRole('textbox', { name: 'Research interest' }), 'q')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(
    await screen.findByText('Please describe your collaboration opportunity finder requirements.'),
  ).toBeInTheDocument()
  await user.type(screen.getByRole('textbox', { name: 'Research interest' }), 'uantum sensing')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText('Failed to generate analysis. Please try again.')).toBeInTheDocument()
})
