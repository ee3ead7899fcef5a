import { useId } from 'react'
import type { Review } from '#shared/contract/reviews'
import { Table } from '../../../components/ui/table'

// The SVG's own units: each year a slot, the bar 80 % of it; the height is the largest year's count.
const SLOT = 10
const BAR = 8
const HEIGHT = 100

// Both classes spelled out, so Tailwind generates them.
const PALETTE = [
  { fill: 'fill-brand-600', swatch: 'bg-brand-600' },
  { fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  { fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
  { fill: 'fill-sky-600', swatch: 'bg-sky-600' },
  { fill: 'fill-rose-500', swatch: 'bg-rose-500' },
  { fill: 'fill-violet-600', swatch: 'bg-violet-600' },
  { fill: 'fill-lime-600', swatch: 'bg-lime-600' },
  { fill: 'fill-slate-500', swatch: 'bg-slate-500' },
] as const

const colourOf = (index: number) => PALETTE[index % PALETTE.length] ?? PALETTE[0]

type OverTime = Review['overTime']

/** Every year from the first to the last, with zeros where no work appeared. */
export function fillYears(overTime: OverTime, themeCount: number): OverTime {
  if (overTime.length === 0) return []
  const byYear = new Map(overTime.map((row) => [row.year, row.counts]))
  const years = overTime.map((row) => row.year)
  const first = Math.min(...years)
  const last = Math.max(...years)
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    year: first + i,
    counts: byYear.get(first + i) ?? Array.from({ length: themeCount }, () => 0),
  }))
}

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0)

/** The chart in words, as the SVG's accessible name. */
export function describeOverTime(overTime: OverTime, themeLabels: string[]): string {
  const rows = overTime.filter((row) => sum(row.counts) > 0)
  const first = rows[0]
  const last = rows.at(-1)
  if (!first || !last) return 'No publication years are known for these works.'
  const busiest = rows.reduce((best, row) => (sum(row.counts) > sum(best.counts) ? row : best), first)
  const total = sum(rows.map((row) => sum(row.counts)))
  const range = first.year === last.year ? `in ${first.year}` : `from ${first.year} to ${last.year}`
  const themes = themeLabels.length === 1 ? '1 theme' : `${themeLabels.length} themes`
  return `Works per publication year, stacked by theme (${themes}): ${total} works ${range}. The most, ${sum(busiest.counts)}, appeared in ${busiest.year}.`
}

/**
 * Works per year per theme as stacked bars, with the numbers in a table for screen readers and copying. The SVG
 * stretches to its box; its axis labels are HTML, so they stay readable at any width.
 */
export function FieldOverTime({ overTime, themeLabels }: { overTime: OverTime; themeLabels: string[] }) {
  const captionId = useId()
  const rows = fillYears(overTime, themeLabels.length)
  if (rows.length === 0)
    return <p className="text-sm text-slate-700">No publication years are known for these works.</p>
  const max = Math.max(1, ...rows.map((row) => sum(row.counts)))
  const y = (value: number) => HEIGHT - (value / max) * HEIGHT
  const middle = rows[Math.floor((rows.length - 1) / 2)]
  return (
    <figure className="max-w-3xl">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-48 flex-col justify-between text-right text-xs text-slate-600 tabular-nums sm:h-56"
        >
          <span className="-mt-2">{max}</span>
          <span className={max % 2 === 0 ? undefined : 'invisible'}>{max / 2}</span>
          <span className="-mb-2">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${rows.length * SLOT} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-48 w-full sm:h-56"
            role="img"
            aria-labelledby={captionId}
            data-testid="over-time-chart"
          >
            {[0, max / 2, max].map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={rows.length * SLOT}
                y1={y(tick)}
                y2={y(tick)}
                vectorEffect="non-scaling-stroke"
                className="stroke-slate-200"
              />
            ))}
            {rows.map((row, i) => {
              let base = 0
              return (
                <g key={row.year}>
                  {row.counts.map((count, theme) => {
                    if (count === 0) return null
                    const top = y(base + count)
                    const height = y(base) - top
                    base += count
                    return (
                      <rect
                        key={theme}
                        x={i * SLOT + (SLOT - BAR) / 2}
                        y={top}
                        width={BAR}
                        height={height}
                        className={colourOf(theme).fill}
                      />
                    )
                  })}
                </g>
              )
            })}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600 tabular-nums">
            <span>{rows[0]?.year}</span>
            {rows.length > 2 && middle && <span>{middle.year}</span>}
            {rows.length > 1 && <span>{rows.at(-1)?.year}</span>}
          </div>
          <p aria-hidden="true" className="text-center text-xs text-slate-700">
            publication year
          </p>
        </div>
      </div>
      <figcaption id={captionId} className="mt-1 text-sm text-slate-700">
        {describeOverTime(overTime, themeLabels)}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-800" aria-label="Themes in the chart">
        {themeLabels.map((label, i) => (
          <li key={i} className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true" className={`h-3 w-3 shrink-0 rounded-sm ${colourOf(i).swatch}`} />
            <span className="break-words">
              Theme {i + 1}: {label}
            </span>
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        <div className="mt-2 max-w-full overflow-x-auto">
          <Table className="text-left text-sm">
            <caption className="sr-only">Works per publication year and theme</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Year
                </th>
                {themeLabels.map((label, i) => (
                  <th key={i} scope="col" className="py-1 pr-4 whitespace-nowrap">
                    <abbr title={label} className="no-underline">
                      Theme {i + 1}
                    </abbr>
                  </th>
                ))}
                <th scope="col" className="py-1">
                  All
                </th>
              </tr>
            </thead>
            <tbody>
              {overTime.map((row) => (
                <tr key={row.year} className="border-t border-slate-100">
                  <th scope="row" className="py-0.5 pr-4 font-normal tabular-nums">
                    {row.year}
                  </th>
                  {row.counts.map((count, i) => (
                    <td key={i} className="py-0.5 pr-4 tabular-nums">
                      {count}
                    </td>
                  ))}
                  <td className="py-0.5 tabular-nums">{sum(row.counts)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </details>
    </figure>
  )
}
