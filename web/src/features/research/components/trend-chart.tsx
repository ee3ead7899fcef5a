import { useId } from 'react'
import { useShownWidth } from '../../../lib/use-shown-width'
import { axisTicks, fittedCount, trendReading, type TrendData } from '../visuals'
import { Table } from '../../../components/ui/table'

const HEIGHT = 220
const MIN_WIDTH = 260
const MAX_WIDTH = 560
const LEFT = 44
const RIGHT = 12
const TOP = 12
const BOTTOM = 40

const formatCount = (value: number) => (Math.round(value) || 0).toLocaleString('en-US')
const formatFitted = (value: number) =>
  (Math.abs(value) < 10 ? Math.round(value * 10) / 10 || 0 : Math.round(value) || 0).toLocaleString('en-US')

/** Trends: works per publication year as bars, the fitted least-squares line over them, and the numbers as a table. */
export function TrendChart({ trend }: { trend: TrendData }) {
  const id = useId()
  const [boxRef, WIDTH] = useShownWidth(MIN_WIDTH, MAX_WIDTH, 400)
  const years = [...trend.years].sort((a, b) => a.year - b.year)
  const reading = trendReading(trend)
  if (years.length === 0 || reading === null) return null

  const first = years[0]?.year ?? 0
  const last = years.at(-1)?.year ?? first
  const fittedFirst = fittedCount(trend, first)
  const fittedLast = fittedCount(trend, last)
  const ticks = axisTicks(Math.max(...years.map((entry) => entry.count), fittedFirst, fittedLast, 1))
  const top = ticks.at(-1) ?? 1
  const plotWidth = WIDTH - LEFT - RIGHT
  const plotHeight = HEIGHT - TOP - BOTTOM
  const slot = plotWidth / (last - first + 1)
  const xOf = (year: number) => LEFT + (year - first + 0.5) * slot
  const yOf = (count: number) => TOP + plotHeight - (Math.max(0, count) / top) * plotHeight
  // a year label needs about 44px
  const labelEvery = Math.max(1, Math.ceil((last - first + 1) / Math.max(2, Math.floor(plotWidth / 44))))
  const labelled = years.filter((entry) => (entry.year - first) % labelEvery === 0).map((entry) => entry.year)
  // the last year gets a label unless the one before it sits too close
  if (labelled.at(-1) !== last && (last - (labelled.at(-1) ?? first)) * slot >= 40) labelled.push(last)
  const total = years.reduce((sum, entry) => sum + entry.count, 0)

  return (
    <figure className="mt-4 rounded-lg border border-slate-200 p-3" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-sm font-semibold text-slate-900">
        Works per year
      </figcaption>
      <p className="mt-1 text-sm text-slate-800" data-testid="trend-reading">
        {reading}
      </p>
      <div ref={boxRef} className="mt-2 w-full max-w-[560px]">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block h-auto max-w-full"
        >
          <title id={`${id}-title`}>Works per year, {first === last ? first : `${first} to ${last}`}</title>
          <desc id={`${id}-desc`}>
            {`${worksLabel(total)} in ${years.length} ${years.length === 1 ? 'year' : 'years'}; ${reading}. The table below lists each year.`}
          </desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={yOf(tick)} y2={yOf(tick)} stroke="#e2e8f0" />
              <text x={LEFT - 6} y={yOf(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {years.map((entry) => (
            <rect
              key={entry.year}
              x={xOf(entry.year) - slot * 0.35}
              width={slot * 0.7}
              y={yOf(entry.count)}
              height={TOP + plotHeight - yOf(entry.count)}
              fill="#7dd3fc"
            >
              <title>{`${entry.year}: ${worksLabel(entry.count)}`}</title>
            </rect>
          ))}
          <line
            x1={xOf(first)}
            x2={xOf(last)}
            y1={yOf(fittedFirst)}
            y2={yOf(fittedLast)}
            stroke="#b45309"
            strokeWidth="2.5"
            strokeDasharray="6 4"
            data-testid="trend-line"
          />
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke="#64748b" />
          {years
            .filter((entry) => (entry.year - first) % labelEvery === 0 || entry.year === last)
            .map((entry) => (
              <text
                key={entry.year}
                x={xOf(entry.year)}
                y={HEIGHT - BOTTOM + 16}
                textAnchor="middle"
                fontSize="11"
                fill="#475569"
              >
                {entry.year}
              </text>
            ))}
          <text x={LEFT + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle" fontSize="11" fill="#334155">
            Publication year
          </text>
          <text
            x={12}
            y={TOP + plotHeight / 2}
            textAnchor="middle"
            fontSize="11"
            fill="#334155"
            transform={`rotate(-90 12 ${TOP + plotHeight / 2})`}
          >
            Works
          </text>
        </svg>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-sky-300" /> count per year
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block w-4 border-t-2 border-dashed border-amber-700" /> fitted trend
        </span>
      </p>
      <details className="mt-2 text-xs text-slate-800">
        <summary className="cursor-pointer font-medium">The numbers</summary>
        <Table className="mt-2 w-full max-w-xs text-left">
          <caption className="sr-only">Works per year and the fitted trend</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Year
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                Works
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Fitted
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((entry) => (
              <tr key={entry.year} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {entry.year}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{formatCount(entry.count)}</td>
                <td className="py-1 text-right text-slate-600 tabular-nums">
                  {formatFitted(fittedCount(trend, entry.year))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  )
}

const worksLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'work' : 'works'}`
