import { useId } from 'react'
import { Table } from '../../../components/ui/table'
import { ScrollBox } from './scroll-box'
import { useShownWidth } from '../../../lib/use-shown-width'
import {
  chartExtent,
  describeChart,
  formatValue,
  niceTicks,
  type ChartSeries,
  type Measure,
} from '../trends-chart-data'

const HEIGHT = 240
const MIN_WIDTH = 280
const MAX_WIDTH = 640
const LEFT = 64
const RIGHT = 24
const TOP = 12
const BOTTOM = 28

// Stroke and fill per topic, spelled out for Tailwind; swatches for the legend.
export const TOPIC_COLOURS = [
  { stroke: 'stroke-brand-700', fill: 'fill-brand-700', band: 'fill-brand-700/15', swatch: 'bg-brand-700' },
  { stroke: 'stroke-amber-600', fill: 'fill-amber-600', band: 'fill-amber-600/15', swatch: 'bg-amber-600' },
  { stroke: 'stroke-emerald-700', fill: 'fill-emerald-700', band: 'fill-emerald-700/15', swatch: 'bg-emerald-700' },
  { stroke: 'stroke-rose-600', fill: 'fill-rose-600', band: 'fill-rose-600/15', swatch: 'bg-rose-600' },
] as const
export const colourOf = (index: number) => TOPIC_COLOURS[index % TOPIC_COLOURS.length] ?? TOPIC_COLOURS[0]

/**
 * Works per year (or share of field) per topic: observed years as a solid line, the last complete year as a hollow
 * marker (possibly not fully indexed), the forecast dashed with its 80 % band; the numbers as a table below.
 */
export function TrendsChart({ series, measure }: { series: ChartSeries[]; measure: Measure }) {
  const id = useId()
  const [boxRef, width] = useShownWidth(MIN_WIDTH, MAX_WIDTH, 480)
  const extent = chartExtent(series)
  if (!extent) return <p className="text-sm text-slate-700">No works were counted for these topics.</p>
  const ticks = niceTicks(extent.max)
  const top = ticks.at(-1) ?? 1
  const plotWidth = width - LEFT - RIGHT
  const plotHeight = HEIGHT - TOP - BOTTOM
  const span = Math.max(1, extent.last - extent.first)
  const xOf = (year: number) => LEFT + ((year - extent.first) / span) * plotWidth
  const yOf = (value: number) => TOP + plotHeight - (Math.max(0, value) / top) * plotHeight
  const labelEvery = Math.max(1, Math.ceil((span + 1) / Math.max(2, Math.floor(plotWidth / 48))))
  const years = Array.from({ length: span + 1 }, (_, i) => extent.first + i)
  const labelled = years.filter((year) => (extent.last - year) % labelEvery === 0)
  const firstForecast = Math.min(
    ...series.flatMap((entry) => entry.points.filter((point) => point.forecast).map((point) => point.year)),
  )
  const measureName = measure === 'count' ? 'Works per year' : 'Share of field'

  return (
    <figure className="rounded-lg border border-slate-200 p-3" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-sm font-semibold text-slate-900">
        {measureName}, with the forecast and its 80 % interval
      </figcaption>
      <div ref={boxRef} className="mt-2 w-full max-w-[640px]">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block h-auto max-w-full"
          data-testid="trends-chart"
        >
          <title id={`${id}-title`}>{`${measureName}, ${extent.first} to ${extent.last}`}</title>
          <desc id={`${id}-desc`}>{`${describeChart(series, measure)} The table below lists each year.`}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={width - RIGHT} y1={yOf(tick)} y2={yOf(tick)} className="stroke-slate-200" />
              <text x={LEFT - 6} y={yOf(tick) + 4} textAnchor="end" fontSize="11" className="fill-slate-600">
                {formatValue(tick, measure)}
              </text>
            </g>
          ))}
          {Number.isFinite(firstForecast) && (
            <g>
              <rect
                x={xOf(firstForecast - 1)}
                y={TOP}
                width={Math.max(0, xOf(extent.last) - xOf(firstForecast - 1))}
                height={plotHeight}
                className="fill-slate-50"
              />
              <text x={xOf(extent.last)} y={TOP + 10} textAnchor="end" fontSize="11" className="fill-slate-600">
                forecast
              </text>
            </g>
          )}
          {series.map((entry, index) => {
            const colour = colourOf(index)
            const observed = entry.points.filter((point) => !point.forecast)
            const last = observed.at(-1)
            const ahead = entry.points.filter((point) => point.forecast)
            const banded = ahead.filter((point) => point.lower !== null && point.upper !== null)
            const band =
              last && banded.length
                ? [
                    `${xOf(last.year)},${yOf(last.value)}`,
                    ...banded.map((point) => `${xOf(point.year)},${yOf(point.upper ?? point.value)}`),
                    ...[...banded].reverse().map((point) => `${xOf(point.year)},${yOf(point.lower ?? point.value)}`),
                  ].join(' ')
                : null
            const line = (points: typeof observed) =>
              points.map((point) => `${xOf(point.year)},${yOf(point.value)}`).join(' ')
            return (
              <g key={`${entry.name}-${index}`}>
                {band && <polygon points={band} className={colour.band} />}
                <polyline points={line(observed)} fill="none" strokeWidth={2} className={colour.stroke} />
                {last && ahead.length > 0 && (
                  <polyline
                    points={line([last, ...ahead])}
                    fill="none"
                    strokeWidth={2}
                    strokeDasharray="5 4"
                    className={colour.stroke}
                  />
                )}
                {last && (
                  <circle
                    cx={xOf(last.year)}
                    cy={yOf(last.value)}
                    r={4}
                    strokeWidth={2}
                    className={`fill-white ${colour.stroke}`}
                  />
                )}
              </g>
            )
          })}
          {labelled.map((year) => (
            <text
              key={year}
              x={xOf(year)}
              y={HEIGHT - 8}
              textAnchor={year === extent.last ? 'end' : 'middle'}
              fontSize="11"
              className="fill-slate-600"
            >
              {year}
            </text>
          ))}
        </svg>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-800" aria-label="Topics in the chart">
        {series.map((entry, index) => (
          <li key={`${entry.name}-${index}`} className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true" className={`h-3 w-3 shrink-0 rounded-sm ${colourOf(index).swatch}`} />
            <span className="break-words">{entry.name}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-700">
        Solid: counted years. Hollow circle: the last complete year, which OpenAlex may not have fully indexed yet.
        Dashed with a shaded band: the forecast and its 80 % interval. The current year is left out.
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        <ScrollBox label={`${measureName} per topic (scrolls)`} className="mt-2">
          <Table className="text-left text-sm">
            <caption className="sr-only">{measureName} per topic, counted and forecast</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Year
                </th>
                {series.map((entry, index) => (
                  <th key={`${entry.name}-${index}`} scope="col" className="py-1 pr-4">
                    {entry.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {years.map((year) => (
                <tr key={year} className="border-t border-slate-100">
                  <th scope="row" className="py-0.5 pr-4 font-normal whitespace-nowrap tabular-nums">
                    {year}
                  </th>
                  {series.map((entry, index) => {
                    const point = entry.points.find((candidate) => candidate.year === year)
                    return (
                      <td key={`${entry.name}-${index}`} className="py-0.5 pr-4 tabular-nums">
                        {!point
                          ? '—'
                          : point.forecast
                            ? `${formatValue(point.value, measure)} forecast${point.lower !== null && point.upper !== null ? ` (${formatValue(point.lower, measure)}–${formatValue(point.upper, measure)})` : ''}`
                            : `${formatValue(point.value, measure)}${point.underIndexed ? ' (may be incomplete)' : ''}`}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollBox>
      </details>
    </figure>
  )
}
