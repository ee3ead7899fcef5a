import { useId } from 'react'
import type { PowerCurvePoint } from '#shared/contract/methodology'
import { Table } from '../../../components/ui/table'

const WIDTH = 560
const HEIGHT = 240
const PAD = { left: 48, right: 14, top: 12, bottom: 44 }

type PowerCurveProps = { curve: PowerCurvePoint[]; designN: number; target: number | null; unit: string }

/** Power against sample size, drawn as SVG, with the numbers in a table beside it for screen readers and copying. */
export function PowerCurve({ curve, designN, target, unit }: PowerCurveProps) {
  const captionId = useId()
  const first = curve[0]
  const last = curve.at(-1)
  if (!first || !last) return null
  const span = Math.max(1, last.n - first.n)
  const x = (n: number) => PAD.left + ((n - first.n) / span) * (WIDTH - PAD.left - PAD.right)
  const y = (power: number) => PAD.top + (1 - power) * (HEIGHT - PAD.top - PAD.bottom)
  const path = curve
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${x(point.n).toFixed(1)},${y(point.power).toFixed(1)}`)
    .join(' ')
  const design = curve.find((point) => point.n === designN)
  const xTicks = [first.n, Math.round(first.n + span / 2), last.n]
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby={captionId}>
        {[0, 0.2, 0.4, 0.6, 0.8, 1].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[15px]">
              {tick.toFixed(1)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={tick} x={x(tick)} y={HEIGHT - 24} textAnchor="middle" className="fill-slate-600 text-[15px]">
            {tick}
          </text>
        ))}
        <text x={(WIDTH + PAD.left) / 2} y={HEIGHT - 2} textAnchor="middle" className="fill-slate-700 text-[15px]">
          sample size ({unit})
        </text>
        {target !== null && (
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(target)}
            y2={y(target)}
            strokeDasharray="4 4"
            className="stroke-amber-600"
          />
        )}
        <path d={path} fill="none" strokeWidth={2.5} className="stroke-brand-700" />
        {design && (
          <circle cx={x(design.n)} cy={y(design.power)} r={5} className="fill-brand-700 stroke-white" strokeWidth={2} />
        )}
      </svg>
      <figcaption id={captionId} className="mt-1 text-sm text-slate-700">
        {describeCurve(curve, designN, target, unit)}
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        <Table className="mt-2 w-full max-w-xs text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                n ({unit})
              </th>
              <th scope="col" className="py-1">
                Power
              </th>
            </tr>
          </thead>
          <tbody>
            {curve.map((point) => (
              <tr key={point.n} className="border-t border-slate-100">
                <td className="py-0.5 pr-4 tabular-nums">{point.n}</td>
                <td className="py-0.5 tabular-nums">{point.power.toFixed(3)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  )
}

/** The curve in words, as the SVG's accessible name: its range, this design's point and the target line. */
export function describeCurve(curve: PowerCurvePoint[], designN: number, target: number | null, unit: string): string {
  const first = curve[0]
  const last = curve.at(-1)
  if (!first || !last) return ''
  const design = curve.find((point) => point.n === designN)
  return [
    `Power by sample size: from ${first.power.toFixed(2)} at ${first.n} ${unit} to ${last.power.toFixed(2)} at ${last.n} ${unit}.`,
    design ? `The dot is this design, power ${design.power.toFixed(3)} at ${designN} ${unit}.` : '',
    target === null ? '' : `The dashed line marks power ${target.toFixed(3)}.`,
  ]
    .filter(Boolean)
    .join(' ')
}
