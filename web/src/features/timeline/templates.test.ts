import { expect, test } from 'vitest'
import { MilestoneInputSchema } from '#shared/contract/timeline'
import { placeTemplate, TIMELINE_TEMPLATES } from './templates'

const byId = (id: string) => {
  const template = TIMELINE_TEMPLATES.find((entry) => entry.id === id)
  if (!template) throw new Error(`no template ${id}`)
  return template
}

test('the six templates the issue names are offered', () => {
  expect(TIMELINE_TEMPLATES.map((template) => template.name)).toEqual([
    'High-school science fair project',
    'Undergraduate thesis',
    'Master’s thesis',
    'PhD',
    'Grant application cycle',
    'Conference paper',
  ])
})

test('a due-date template ends on the picked date and counts back from it', () => {
  const placed = placeTemplate(byId('conference-paper'), '2026-09-15')
  expect(placed.at(-1)).toMatchObject({ title: 'Submit the paper', deadline: '2026-09-15' })
  expect(placed[0]).toMatchObject({ title: 'Pick the venue and read the call', deadline: '2026-07-17' })
  expect(placed.find((m) => m.title === 'Abstract registration')?.deadline).toBe('2026-09-13')
})

test('a start-date template counts forward from the picked date', () => {
  const placed = placeTemplate(byId('phd'), '2026-09-01')
  expect(placed[0]).toMatchObject({ title: 'Coursework, first term', deadline: '2026-12-30' })
  expect(placed.find((m) => m.title === 'Qualifying exam')?.deadline).toBe('2027-09-01')
  expect(placed.at(-1)).toMatchObject({ title: 'Defence', deadline: '2030-08-31' })
  for (const needed of ['Qualifying exam', 'Thesis proposal defended', 'Ethics approval', 'First paper submitted'])
    expect(placed.map((m) => m.title)).toContain(needed)
})

test.each(TIMELINE_TEMPLATES.map((template) => [template.name, template] as const))(
  '%s places valid milestones in date order, all Planned',
  (_name, template) => {
    const placed = placeTemplate(template, '2026-02-28')
    expect(placed).toHaveLength(template.steps.length)
    expect(placed.map((m) => m.deadline)).toEqual([...placed.map((m) => m.deadline)].sort())
    for (const milestone of placed) {
      expect(MilestoneInputSchema.safeParse(milestone).success).toBe(true)
      expect(milestone.status).toBe('Planned')
    }
  },
)
