import { expect, test } from 'vitest'
import type { ResearchPath } from '#shared/contract/timeline'
import { draftReducer, emptyDraft, saveInputOf, sortedMilestones, type MilestoneValues } from './timeline-draft'

const milestone = (title: string, deadline: string, extra: Partial<MilestoneValues> = {}): MilestoneValues => ({
  title,
  deadline,
  description: '',
  priority: 'Medium',
  status: 'Planned',
  ...extra,
})

test('a milestone without a title or a deadline is ignored; others are added', () => {
  let draft = draftReducer(emptyDraft, { type: 'add', milestone: milestone('   ', '2026-01-01') })
  draft = draftReducer(draft, { type: 'add', milestone: milestone('Proposal', '') })
  expect(draft).toBe(emptyDraft)
  draft = draftReducer(draft, { type: 'add', milestone: milestone('  Proposal ', '2026-01-01') })
  expect(draft.milestones.map((m) => m.title)).toEqual(['Proposal'])
  expect(draft.isDirty).toBe(true)
})

test('the timeline reads by deadline; equal deadlines keep the order they were added in', () => {
  let draft = emptyDraft
  for (const [title, deadline] of [
    ['Defence', '2027-06-01'],
    ['Draft A', '2026-03-01'],
    ['Draft B', '2026-03-01'],
    ['Proposal', '2025-12-31'],
  ] as const)
    draft = draftReducer(draft, { type: 'add', milestone: milestone(title, deadline) })
  expect(sortedMilestones(draft.milestones).map((m) => m.title)).toEqual(['Proposal', 'Draft A', 'Draft B', 'Defence'])
  expect(saveInputOf(draft).milestones.map((m) => m.title)).toEqual(['Proposal', 'Draft A', 'Draft B', 'Defence'])
})

test('status changes, edits and removals apply to the one milestone', () => {
  let draft = draftReducer(emptyDraft, { type: 'add', milestone: milestone('A', '2026-01-01') })
  draft = draftReducer(draft, { type: 'add', milestone: milestone('B', '2026-02-01') })
  const [a, b] = draft.milestones
  draft = draftReducer(draft, { type: 'update', key: a!.key, changes: { status: 'Done', title: 'A2' } })
  draft = draftReducer(draft, { type: 'remove', key: b!.key })
  expect(draft.milestones).toEqual([expect.objectContaining({ title: 'A2', status: 'Done' })])
})

test('a template fills the title only when it is empty', () => {
  const added = draftReducer(emptyDraft, {
    type: 'addMany',
    title: 'PhD',
    milestones: [milestone('Qualifying exam', '2027-09-01')],
  })
  expect(added.title).toBe('PhD')
  const kept = draftReducer({ ...emptyDraft, title: 'Mine' }, { type: 'addMany', title: 'PhD', milestones: [] })
  expect(kept.title).toBe('Mine')
})

test('opening a saved path edits it under its id; clearing starts a new one', () => {
  const path: ResearchPath = {
    id: 'p1',
    title: 'Thesis',
    description: null,
    field: 'Research Timeline',
    goals: ['A'],
    notes: '',
    milestoneCount: 1,
    doneCount: 0,
    nextDeadline: '2026-01-01',
    hasFeed: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    milestones: [{ id: 'm1', ...milestone('A', '2026-01-01') }],
  }
  const opened = draftReducer(emptyDraft, { type: 'open', path })
  expect(opened).toMatchObject({ pathId: 'p1', title: 'Thesis', description: '', isDirty: false })
  expect(opened.milestones[0]?.key).toBe('m1')
  expect(draftReducer(opened, { type: 'clear' })).toEqual(emptyDraft)
})
