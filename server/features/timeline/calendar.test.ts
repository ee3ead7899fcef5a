import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import type { Milestone } from '#shared/contract/timeline'
import { calendarFileName, calendarOf } from './calendar'

const now = new Date('2026-03-01T09:30:00Z')

const milestone = (fields: Partial<Milestone>): Milestone => ({
  id: '7d0c6f2e-1b1a-4a43-9d55-2f0a8c6b1e01',
  title: 'Proposal',
  description: '',
  deadline: '2026-05-20',
  priority: 'Medium',
  status: 'Planned',
  ...fields,
})

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) }
}

test('commas, semicolons, backslashes, newlines and non-ASCII text are escaped and read back unchanged', () => {
  const title = 'Ethics, approval; phase 1 \\ draft — ü 研究 🎓'
  const description = 'Line one\nLine two, with; punctuation\nÉtude naïve'
  const pathTitle = 'Thèse, “研究”; part 2'
  const text = calendarOf({ title: pathTitle, milestones: [milestone({ title, description })] }, now)

  expect(text).toContain('SUMMARY:Ethics\\, approval\\; phase 1 \\\\ draft — ü 研究 🎓\r\n')
  const { calendar, events } = parse(text)
  const [event] = events
  expect(event?.summary).toBe(title)
  expect(event?.description).toBe(`${description}\nPriority: Medium\nStatus: Planned\nResearch path: ${pathTitle}`)
  // ical.js keeps X- properties' values raw; calendar apps read the name as TEXT, so it is escaped as TEXT.
  const name = String(calendar.getFirstPropertyValue('x-wr-calname'))
  expect(name).toBe('Thèse\\, “研究”\\; part 2')
  const asText = parse(`BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:${name}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`)
  expect(asText.events[0]?.summary).toBe(pathTitle)
})

test('a long description is folded at 75 octets, never inside a character, and unfolds to the original', () => {
  const description = `${'Ünïcödé 研究 🎓 '.repeat(40)}and a plain ASCII tail ${'x'.repeat(200)}`
  const text = calendarOf(
    {
      title: 'A path whose name is long enough to need folding on its own line as well',
      milestones: [milestone({ description })],
    },
    now,
  )
  expect(text.endsWith('\r\n')).toBe(true)
  const lines = text.slice(0, -2).split('\r\n')
  expect(lines.some((line) => line.startsWith(' '))).toBe(true)
  for (const line of lines) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
    expect(line).not.toContain('\uFFFD')
    expect(line.startsWith('\t')).toBe(false)
  }
  // No line but a fold's continuation starts with white space, and no lone surrogate is left at a fold.
  expect(text).not.toMatch(/[\uD800-\uDBFF]\r\n|\r\n [\uDC00-\uDFFF]/)
  expect(parse(text).events[0]?.description.startsWith(description)).toBe(true)
})

test.each([
  ['2026-05-20', '2026-05-21'],
  ['2026-12-31', '2027-01-01'],
  ['2028-02-28', '2028-02-29'],
  ['2027-02-28', '2027-03-01'],
])('a milestone due %s is an all-day event ending (exclusively) on %s', (deadline, end) => {
  const text = calendarOf({ title: 'Path', milestones: [milestone({ deadline })] }, now)
  expect(text).toContain(`DTSTART;VALUE=DATE:${deadline.replaceAll('-', '')}\r\n`)
  expect(text).toContain(`DTEND;VALUE=DATE:${end.replaceAll('-', '')}\r\n`)
  const [event] = parse(text).events
  expect(event?.startDate.isDate).toBe(true)
  expect(event?.endDate.isDate).toBe(true)
  expect(event?.startDate.toString()).toBe(deadline)
  expect(event?.endDate.toString()).toBe(end)
})

test('UIDs are the milestones’ ids, the same in every export; only DTSTAMP follows the clock', () => {
  const milestones = [
    milestone({ id: 'a1b2c3d4-0000-4000-8000-000000000001', title: 'One' }),
    milestone({ id: 'a1b2c3d4-0000-4000-8000-000000000002', title: 'Two', deadline: '2026-06-01' }),
  ]
  const first = parse(calendarOf({ title: 'Path', milestones }, now))
  const later = parse(
    calendarOf({ title: 'Path renamed', milestones: [...milestones].reverse() }, new Date('2026-04-01T00:00:00Z')),
  )
  const uids = (events: ICAL.Event[]) => events.map((event) => event.uid).sort()
  expect(uids(first.events)).toEqual([
    'a1b2c3d4-0000-4000-8000-000000000001@lodestar.timeline',
    'a1b2c3d4-0000-4000-8000-000000000002@lodestar.timeline',
  ])
  expect(uids(later.events)).toEqual(uids(first.events))
  const stamp = (events: ICAL.Event[]) => events[0]?.component.getFirstPropertyValue('dtstamp')?.toString()
  expect(stamp(first.events)).toBe('2026-03-01T09:30:00Z')
  expect(stamp(later.events)).toBe('2026-04-01T00:00:00Z')
})

test.each([
  ['Coral thesis', 'coral-thesis.ics'],
  ['Thèse: études—2026!', 'these-etudes-2026.ics'],
  ["Ada's PhD (year 1)", 'adas-phd-year-1.ics'],
  ['a_b  c--d', 'a-b-c-d.ics'],
  ['../../etc/passwd', 'etc-passwd.ics'],
  ['研究 🎓', 'research-path.ics'],
  ['   ', 'research-path.ics'],
  ['x'.repeat(100), `${'x'.repeat(60)}.ics`],
])('the download of %j is named %s', (title, fileName) => {
  expect(calendarFileName(title)).toBe(fileName)
})
