import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { ResearchPath, SaveResearchPathInput } from '#shared/contract/timeline'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { createTestQueryClient, renderWithApp } from '../../../test/render'
import { TimelineBuilder } from './timeline-builder'

function storedPath(input: SaveResearchPathInput, id = 'path-1'): ResearchPath {
  const milestones = input.milestones.map((milestone, index) => ({
    id: `m-${index}`,
    title: milestone.title,
    description: milestone.description ?? '',
    deadline: milestone.deadline,
    priority: milestone.priority ?? 'Medium',
    status: milestone.status ?? 'Planned',
  }))
  return {
    id,
    title: input.title,
    description: input.description || null,
    field: 'Research Timeline',
    goals: milestones.map((m) => m.title),
    notes: '',
    milestoneCount: milestones.length,
    doneCount: 0,
    nextDeadline: milestones[0]?.deadline ?? null,
    hasFeed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    milestones,
  }
}

async function addMilestone(user: ReturnType<typeof renderWithApp>['user'], title: string, deadline: string) {
  const form = screen.getByRole('form', { name: 'Add Milestone' })
  if (title) await user.type(within(form).getByLabelText('Milestone title'), title)
  if (deadline) await user.type(within(form).getByLabelText('Deadline'), deadline)
  await user.click(within(form).getByRole('button', { name: 'Add Milestone' }))
}

test('saving without a title or a milestone says what is missing and sends nothing', async () => {
  const api = fakeApi({ researchPaths: () => ({ paths: [] }) })
  const { user } = renderWithApp(<TimelineBuilder isSignedIn />)
  await user.type(screen.getByLabelText('Project title'), 'Coral thesis')
  await user.click(screen.getByRole('button', { name: 'Save Research Path' }))
  const toast = await screen.findByRole('alert')
  expect(toast.textContent).toContain('Incomplete Path')
  expect(toast.textContent).toContain('Please add a project title and at least one milestone.')
  expect(api.calls.filter((call) => call.name !== 'researchPaths')).toEqual([])
})

test('a visitor is told to sign in before saving', async () => {
  fakeApi({ researchPaths: () => ({ paths: [] }) })
  const { user } = renderWithApp(<TimelineBuilder isSignedIn={false} />)
  await user.type(screen.getByLabelText('Project title'), 'Coral thesis')
  await user.click(screen.getByRole('button', { name: 'Save Research Path' }))
  expect((await screen.findByRole('alert')).textContent).toContain('Please sign in to save your research path.')
})

test('a milestone without a deadline is ignored; added ones list by deadline; saving sends them and opens the saved path with its calendar', async () => {
  let saved: SaveResearchPathInput | null = null
  fakeApi({
    researchPaths: () => ({ paths: [] }),
    createResearchPath: (request) => {
      saved = request.json as SaveResearchPathInput
      return storedPath(saved)
    },
  })
  const { user } = renderWithApp(<TimelineBuilder isSignedIn />)
  await user.type(screen.getByLabelText('Project title'), 'Coral thesis')
  await addMilestone(user, 'No date', '')
  expect(screen.queryByRole('list', { name: 'Milestones' })).toBeNull()
  expect(screen.getByLabelText('Milestone title')).toHaveProperty('value', 'No date')
  await user.clear(screen.getByLabelText('Milestone title'))
  await addMilestone(user, 'Defence', '2027-06-01')
  await addMilestone(user, 'Proposal', '2026-01-15')
  expect(screen.getByLabelText('Milestone title')).toHaveProperty('value', '')
  expect(screen.getByLabelText('Priority')).toHaveProperty('value', 'Medium')

  const list = screen.getByRole('list', { name: 'Milestones' })
  expect(
    within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Proposal', 'Defence'])
  await user.selectOptions(within(list).getByLabelText('Status of Proposal'), 'In progress')

  await user.click(screen.getByRole('button', { name: 'Save Research Path' }))
  expect((await screen.findByRole('status')).textContent).toContain(
    'Your research timeline has been saved to My Research Paths.',
  )
  expect(saved).toMatchObject({
    title: 'Coral thesis',
    milestones: [
      { title: 'Proposal', deadline: '2026-01-15', status: 'In progress', priority: 'Medium' },
      { title: 'Defence', deadline: '2027-06-01', status: 'Planned' },
    ],
  })
  // The saved path stays open, with its .ics download and calendar feed, and the address names it.
  expect(screen.getByLabelText('Project title')).toHaveProperty('value', 'Coral thesis')
  expect(screen.getByRole('list', { name: 'Milestones' })).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: /Download \.ics/ })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Create calendar feed/ })).toBeInTheDocument()
  expect(screen.getByText('All changes saved.')).toBeInTheDocument()
  expect(new URLSearchParams(window.location.search).get('path')).not.toBeNull()
})

test('a server failure on save shows the spec’s Save Failed toast and keeps the work', async () => {
  fakeApi({
    researchPaths: () => ({ paths: [] }),
    createResearchPath: () => errorReply(500, 'INTERNAL', 'Something went wrong'),
  })
  const { user } = renderWithApp(<TimelineBuilder isSignedIn />)
  await user.type(screen.getByLabelText('Project title'), 'Coral thesis')
  await addMilestone(user, 'Proposal', '2026-01-15')
  await user.click(screen.getByRole('button', { name: 'Save Research Path' }))
  const toast = await screen.findByRole('alert')
  expect(toast.textContent).toContain('Save Failed')
  expect(toast.textContent).toContain('Failed to save research timeline. Please try again.')
  expect(screen.getByLabelText('Project title')).toHaveProperty('value', 'Coral thesis')
})

test('a template adds its milestones from the picked date', async () => {
  fakeApi({ researchPaths: () => ({ paths: [] }) })
  const { user } = renderWithApp(<TimelineBuilder isSignedIn />)
  const form = screen.getByRole('form', { name: 'Start from a template' })
  await user.selectOptions(within(form).getByLabelText('Template'), 'Conference paper')
  await user.type(within(form).getByLabelText('Submission deadline'), '2026-09-15')
  await user.click(within(form).getByRole('button', { name: 'Add template milestones' }))
  const list = screen.getByRole('list', { name: 'Milestones' })
  const items = within(list).getAllByRole('listitem')
  expect(items).toHaveLength(8)
  expect(within(items.at(-1)!).getByRole('heading').textContent).toBe('Submit the paper')
  expect(items.at(-1)!.querySelector('time')?.getAttribute('datetime')).toBe('2026-09-15')
  expect(screen.getByLabelText('Project title')).toHaveProperty('value', 'Conference paper')
})

test('deleting a saved path asks first, then deletes it', async () => {
  const path = storedPath({ title: 'Old plan', milestones: [{ title: 'A', deadline: '2026-01-01' }] })
  let paths = [path]
  const api = fakeApi({
    researchPaths: () => ({ paths }),
    deleteResearchPath: () => {
      paths = []
      return { deleted: true }
    },
  })
  const { user } = renderWithApp(<TimelineBuilder isSignedIn />)
  await user.click(await screen.findByRole('button', { name: 'Delete Old plan' }))
  expect(api.callsTo('deleteResearchPath')).toHaveLength(0)
  const confirm = screen.getByRole('group', { name: 'Confirm deletion' })
  expect(confirm.textContent).toContain('This cannot be undone.')
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('No saved paths yet. Save a timeline and it will be listed here.')).toBeInTheDocument()
  expect(api.callsTo('deleteResearchPath')[0]?.request.params).toEqual({ pathId: path.id })
})

test('opening the builder asks for the saved paths again, even with a list cached moments before', async () => {
  const made = storedPath({ title: 'Plan sent from the advisor', description: '', milestones: [] }, 'path-9')
  let asked = 0
  fakeApi({ researchPaths: () => ({ paths: asked++ === 0 ? [] : [made] }) })
  const queryClient = createTestQueryClient()
  const first = renderWithApp(<TimelineBuilder isSignedIn />, { queryClient })
  await screen.findByText(/No saved paths yet/)
  first.unmount()

  renderWithApp(<TimelineBuilder isSignedIn />, { queryClient })

  expect(await screen.findByText('Plan sent from the advisor')).toBeInTheDocument()
  expect(asked).toBe(2)
})
