import type { Reference, Trend } from '#shared/contract/research'

/** The Trends event's data: works per year and the least-squares line count = slope × year + intercept. */
export type TrendData = Trend

export const fittedCount = (trend: TrendData, year: number) => trend.slope * year + trend.intercept

function formatSlope(slope: number): string {
  const size = Math.abs(slope)
  const text = size.toLocaleString('en-US', { maximumFractionDigits: size < 1 ? 2 : size < 10 ? 1 : 0 })
  if (text === '0') return '0'
  return `${slope < 0 ? '−' : '+'}${text}`
}

/** 'About +12 works a year (fitted, 2015–2024)'; null when there are no years. */
export function trendReading(trend: TrendData): string | null {
  const years = trend.years.map((entry) => entry.year)
  if (years.length === 0) return null
  const first = Math.min(...years)
  const last = Math.max(...years)
  const span = first === last ? String(first) : `${first}–${last}`
  const slope = formatSlope(trend.slope)
  return `About ${slope} ${Math.abs(trend.slope) === 1 ? 'work' : 'works'} a year (fitted, ${span})`
}

/** Round axis steps (1, 2, 5 × 10ⁿ) so that about `ticks` of them cover 0…max. */
export function axisTicks(max: number, ticks = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / ticks
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power
  const wholeStep = Math.max(1, step)
  const out: number[] = []
  for (let value = 0; value < max + wholeStep; value += wholeStep) {
    out.push(value)
    if (value >= max) break
  }
  return out
}

/** A molecular formula in pieces, digits after an element or bracket marked as subscripts: C6H12O6 → C,6,H,12,O,6. */
export function formulaParts(formula: string): { text: string; sub: boolean }[] {
  const parts: { text: string; sub: boolean }[] = []
  for (const match of formula.matchAll(/\d+|\D+/g)) {
    const text = match[0]
    const before = formula[match.index - 1]
    parts.push({ text, sub: /\d/.test(text) && before !== undefined && /[A-Za-z)\]]/.test(before) })
  }
  return parts
}

export type MapTopic = { id: string; label: string; count: number; x: number; y: number }
export type MapWork = { n: number; title: string; label: string; x: number; y: number }
export type MapEdge = { work: number; topic: string }
export type ConceptMap = { width: number; height: number; topics: MapTopic[]; works: MapWork[]; edges: MapEdge[] }

export const CONCEPT_MAP_WIDTH = 460
const ROW = 30
const PAD = 20
const LABEL_CHARS = 24

export function shorten(text: string, max = LABEL_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`
}

const topicKey = (topic: string) => topic.replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * A concept map of an answer's references: the most frequent topics and the works that list them, laid out as two
 * columns (works left, topics right). Deterministic: the same references give the same picture, so a saved
 * conversation draws the map it showed before. Works are ordered by the mean row of their topics, which keeps most
 * edges from crossing without a physics simulation.
 */
export function layoutConceptMap(references: readonly Reference[], maxTopics = 8, maxWorks = 12): ConceptMap {
  const tally = new Map<string, { label: string; count: number; first: number }>()
  const topicsOf = new Map<number, string[]>()
  for (const reference of references) {
    const keys: string[] = []
    for (const topic of reference.work.topics) {
      const key = topicKey(topic)
      if (!key || keys.includes(key)) continue
      keys.push(key)
      const entry = tally.get(key)
      if (entry) entry.count += 1
      else tally.set(key, { label: topic.replace(/\s+/g, ' ').trim(), count: 1, first: tally.size })
    }
    topicsOf.set(reference.n, keys)
  }

  const chosen = [...tally.entries()]
    .sort(([a, x], [b, y]) => y.count - x.count || x.first - y.first || a.localeCompare(b))
    .slice(0, maxTopics)
  const rank = new Map(chosen.map(([key], i) => [key, i]))

  const linked = references
    .map((reference) => ({
      reference,
      rows: (topicsOf.get(reference.n) ?? []).flatMap((key) => {
        const row = rank.get(key)
        return row === undefined ? [] : [row]
      }),
    }))
    .filter((entry) => entry.rows.length > 0)
    .slice(0, maxWorks)
    .map((entry) => ({ ...entry, centre: entry.rows.reduce((sum, row) => sum + row, 0) / entry.rows.length }))
    .sort((a, b) => a.centre - b.centre || a.reference.n - b.reference.n)

  const rows = Math.max(linked.length, chosen.length, 1)
  const height = PAD * 2 + rows * ROW
  // each column is spread over the full height, so a short column sits centred beside a long one
  const rowY = (index: number, count: number) => PAD + ((index + 0.5) * (rows * ROW)) / count

  const works: MapWork[] = linked.map(({ reference }, i) => ({
    n: reference.n,
    title: reference.work.title,
    label: `[${reference.n}] ${shorten(reference.work.title, LABEL_CHARS - 4)}`,
    x: CONCEPT_MAP_WIDTH * 0.4,
    y: rowY(i, linked.length),
  }))
  const topics: MapTopic[] = chosen.map(([key, entry], i) => ({
    id: key,
    label: entry.label,
    count: entry.count,
    x: CONCEPT_MAP_WIDTH * 0.6,
    y: rowY(i, chosen.length),
  }))
  const edges: MapEdge[] = linked.flatMap(({ reference }) =>
    (topicsOf.get(reference.n) ?? []).filter((key) => rank.has(key)).map((key) => ({ work: reference.n, topic: key })),
  )
  return { width: CONCEPT_MAP_WIDTH, height, topics, works, edges }
}

/** concept-map-2025-05-01T12-30-00.svg */
export function conceptMapFileName(at: Date): string {
  return `concept-map-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.svg`
}
