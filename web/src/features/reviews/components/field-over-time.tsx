import { useId } from 'react'
import type { Review } from '#shared/contract/reviews'
import { Table } from '../../../components/ui/table'

const WIDTH = 640
const HEIGHT = 260
const PAD = { left: 40, right: 10, top: 12, bottom: 40 }

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

/** Works per year per theme as stacked bars, with the numbers in a table for screen readers and copying. */
export function FieldOverTime({ overTime, themeLabels }: { overTime: OverTime; themeLabels: string[] }) {
  const captionId = useId()
  const rows = fillYears(overTime, themeLabels.length)
  if (rows.length === 0)
    return <p className="text-sm text-slate-700">No publication years are known for these works.</p>
  const max = Math.max(1, ...rows.map((row) => sum(row.counts)))
  const innerWidth = WIDTH - PAD.left - PAD.right
  const innerHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = innerWidth / rows.length
  const barWidth = Math.max(1, slot * 0.8)
  const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight
  const yTicks = [...new Set([0, Math.round(max / 2), max])]
  const xLabels = [...new Set([0, Math.floor((rows.length - 1) / 2), rows.length - 1])]
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={captionId}
        data-testid="over-time-chart"
      >
        {yTicks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={y(tick) + 5} textAnchor="end" className="fill-slate-600 text-[14px]">
              {tick}
            </text>
          </g>
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
                    x={PAD.left + i * slot + (slot - barWidth) / 2}
                    y={top}
                    width={barWidth}
                    height={height}
                    className={colourOf(theme).fill}
                  />
                )
              })}
            </g>
          )
        })}
        {xLabels.map((i) => {
          const row = rows[i]
          if (!row) return null
          return (
            <text
              key={row.year}
              x={PAD.left + i * slot + slot / 2}
              y={HEIGHT - 20}
              textAnchor="middle"
              className="fill-slate-600 text-[14px]"
            >
              {row.year}
            </text>
          )
        })}
        <text x={(WIDTH + PAD.left) / 2} y={HEIGHT - 2} textAnchor="middle" className="fill-slate-700 text-[14px]">
          publication year
        </text>
      </svg>
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
