import { useId } from 'react'
import type { CollegeRecommendation } from '#shared/contract/colleges'
import { useShownWidth } from '../../../lib/use-shown-width'
import { formatDollars, formatPercent } from '../assessment-rules'
import { Table } from '../../../components/ui/table'

export const MAX_COMPARE = 4

const CATEGORY_COLOUR = { reach: '#b91c1c', match: '#b45309', safety: '#047857' } as const

/** Up to four colleges side by side, figures with their data years. */
export function CompareTable({ colleges }: { colleges: CollegeRecommendation[] }) {
  const headingId = useId()
  const rows: [string, (c: CollegeRecommendation) => string][] = [
    ['Match', (c) => `${c.matchScore}% (${c.category})`],
    ['Acceptance rate', (c) => (c.openAdmission ? 'open admissions' : formatPercent(c.acceptanceRate.value))],
    ['SAT middle 50%', (c) => (c.satRange ? `${c.satRange.p25}-${c.satRange.p75}` : 'not reported')],
    ['In-state tuition', (c) => formatDollars(c.tuitionInState.value)],
    ['Out-of-state tuition', (c) => formatDollars(c.tuitionOutState.value)],
    ['Net price', (c) => `${formatDollars(c.netPrice.value)} (${c.netPrice.basis})`],
    ['Graduation rate', (c) => formatPercent(c.graduationRate.value)],
    ['Retention', (c) => formatPercent(c.retentionRate.value)],
    ['Median earnings', (c) => formatDollars(c.medianEarnings.value)],
    ['Median debt', (c) => formatDollars(c.medianDebt.value)],
    [
      'Undergraduates',
      (c) => (c.undergraduates.value === null ? 'not reported' : c.undergraduates.value.toLocaleString('en-US')),
    ],
  ]
  return (
    <div data-testid="compare-table">
      {/* The heading sits outside the scrolling table, so a phone shows it whole. */}
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        Side by side (admissions fall 2023, prices 2022-23, tuition 2023-24)
      </h3>
      <div className="overflow-x-auto">
        <Table aria-labelledby={headingId} className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1.5 pr-3 font-medium text-slate-600">
                Figure
              </th>
              {colleges.map((c) => (
                <th key={c.unitId} scope="col" className="py-1.5 pr-3 font-semibold text-slate-900">
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-3 font-medium text-slate-700">
                  {label}
                </th>
                {colleges.map((c) => (
                  <td key={c.unitId} className="py-1.5 pr-3 text-slate-800">
                    {value(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  )
}

const MIN_WIDTH = 280
const MAX_WIDTH = 640
const PAD = { left: 60, right: 16, top: 16, bottom: 52 }
/** Below this width the price axis shows three ticks, so its labels do not crowd. */
const NARROW = 420

/**
 * Net price against graduation rate, one dot per college coloured by reach / match / safety, with a table of the
 * same points. Drawn at the width it is shown at, so the 12px axis labels stay 12px on a phone.
 */
export function ShortlistScatter({ colleges }: { colleges: CollegeRecommendation[] }) {
  const [boxRef, width] = useShownWidth(MIN_WIDTH, MAX_WIDTH)
  const height = Math.round(Math.min(320, Math.max(240, width * 0.6)))
  const points = colleges.filter((c) => c.netPrice.value !== null && c.graduationRate.value !== null)
  // Rounded up to the next $10,000, so the ticks fall on round figures and no dot sits on the edge.
  const maxPrice = Math.ceil(Math.max(10_000, ...points.map((c) => (c.netPrice.value ?? 0) * 1.02)) / 10_000) * 10_000
  const x = (price: number) => PAD.left + (price / maxPrice) * (width - PAD.left - PAD.right)
  const y = (rate: number) => PAD.top + (1 - rate) * (height - PAD.top - PAD.bottom)
  const rateTicks = [0, 0.25, 0.5, 0.75, 1]
  const priceTicks = width < NARROW ? [0, 0.5, 1] : rateTicks
  const plotMiddle = (PAD.top + height - PAD.bottom) / 2
  return (
    <figure data-testid="shortlist-scatter">
      <figcaption className="text-sm font-semibold text-slate-900">
        Net price against graduation rate ({points.length} of {colleges.length} colleges report both)
      </figcaption>
      <div ref={boxRef} className="mt-2 w-full max-w-2xl">
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
          {rateTicks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#475569">
                {t * 100}%
              </text>
            </g>
          ))}
          {priceTicks.map((t) => (
            <text
              key={t}
              x={x(t * maxPrice)}
              y={height - PAD.bottom + 18}
              textAnchor={t === 1 ? 'end' : t === 0 ? 'start' : 'middle'}
              fontSize="12"
              fill="#475569"
            >
              ${Math.round((t * maxPrice) / 1000)}k
            </text>
          ))}
          <text
            x={(width + PAD.left) / 2}
            y={height - 8}
            textAnchor="middle"
            fontSize="13"
            fontWeight="500"
            fill="#334155"
          >
            Net price per year (2022-23)
          </text>
          <text
            x={14}
            y={plotMiddle}
            textAnchor="middle"
            fontSize="13"
            fontWeight="500"
            fill="#334155"
            transform={`rotate(-90 14 ${plotMiddle})`}
          >
            Graduation rate
          </text>
          {points.map((c) => (
            <circle
              key={c.unitId}
              cx={x(c.netPrice.value ?? 0)}
              cy={y(c.graduationRate.value ?? 0)}
              r={6}
              fill={CATEGORY_COLOUR[c.category]}
              fillOpacity={0.8}
            />
          ))}
        </svg>
      </div>
      <p className="mt-1 flex gap-4 text-sm text-slate-700">
        {(['reach', 'match', 'safety'] as const).map((category) => (
          <span key={category} className="inline-flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-2.5 rounded-full"
              style={{ background: CATEGORY_COLOUR[category] }}
            />
            {category}
          </span>
        ))}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-800">The plotted figures as a table</summary>
        <Table className="mt-2 w-full text-left">
          <caption className="sr-only">Net price and graduation rate per college</caption>
          <thead>
            <tr>
              <th scope="col">College</th>
              <th scope="col">Net price</th>
              <th scope="col">Graduation rate</th>
              <th scope="col">Category</th>
            </tr>
          </thead>
          <tbody>
            {points.map((c) => (
              <tr key={c.unitId}>
                <th scope="row" className="font-normal">
                  {c.name}
                </th>
                <td>{formatDollars(c.netPrice.value)}</td>
                <td>{formatPercent(c.graduationRate.value)}</td>
                <td>{c.category}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  )
}
