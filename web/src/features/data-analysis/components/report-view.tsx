import { CheckCircle2, CircleHelp, Download, TriangleAlert } from 'lucide-react'
import { useId } from 'react'
import type { AnalysisReport, BoxPlot, Chart, ReportTable } from '#shared/contract/data-analysis'
import { Button } from '../../../components/ui/button'
import { downloadFile } from '../../../lib/download'
import { boxPlotDescription, boxPlotLayout } from '../box-plot-layout'
import { chartValue, reportToHtml, reportToMarkdown, type ReportMeta } from '../report-export'
import { ScrollRegion } from './scroll-region'
import { Table } from '../../../components/ui/table'

function TableView({ table }: { table: ReportTable }) {
  return (
    <ScrollRegion label={table.title}>
      <Table className="w-full min-w-max border-collapse text-sm">
        <caption className="py-2 text-left font-semibold text-slate-900">{table.title}</caption>
        <thead>
          <tr className="border-y border-slate-300">
            {table.columns.map((column, i) => (
              <th key={i} scope="col" className="px-2 py-1.5 text-left font-semibold text-slate-800">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-b border-slate-200">
              {row.map((cell, c) => (
                <td key={c} className="px-2 py-1.5 text-slate-800 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {table.note && <p className="mt-1 text-xs text-slate-600">Note. {table.note}</p>}
    </ScrollRegion>
  )
}

function ChartView({ chart }: { chart: Chart }) {
  const max = Math.max(...chart.bars.map((bar) => Math.abs(bar.value)), 1e-12)
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-semibold text-slate-900">{chart.title}</figcaption>
      <ul className="space-y-1">
        {chart.bars.map((bar, i) => (
          <li key={i} className="grid grid-cols-[minmax(0,7rem)_1fr_4rem] items-center gap-2 text-xs text-slate-700">
            <span className="truncate">{bar.label}</span>
            <span className="h-3 rounded bg-slate-100">
              <span
                className="block h-3 rounded bg-brand-600"
                style={{ width: `${(Math.abs(bar.value) / max) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">{chartValue(bar.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

/** A box plot drawn from the server's numbers; its words (the five numbers and outliers) are its text alternative. */
export function BoxPlotView({ plot }: { plot: BoxPlot }) {
  const id = useId()
  const layout = boxPlotLayout(plot)
  return (
    <figure className="space-y-1">
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {plot.title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className="h-auto w-full max-w-md text-slate-700"
      >
        <text
          x={12}
          y={(layout.plotBottom + 12) / 2}
          transform={`rotate(-90 12 ${(layout.plotBottom + 12) / 2})`}
          textAnchor="middle"
          fontSize={12}
          fill="currentColor"
        >
          {plot.axis}
        </text>
        <line x1={layout.axisX} x2={layout.axisX} y1={0} y2={layout.plotBottom} stroke="currentColor" />
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={layout.axisX - 4} x2={layout.axisX} y1={tick.y} y2={tick.y} stroke="currentColor" />
            <text x={layout.axisX - 6} y={tick.y + 4} textAnchor="end" fontSize={12} fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
        {layout.boxes.map((box, i) => (
          <g key={i}>
            <line x1={box.centre} x2={box.centre} y1={box.upperWhisker} y2={box.upperHinge} stroke="currentColor" />
            <line x1={box.centre} x2={box.centre} y1={box.lowerHinge} y2={box.lowerWhisker} stroke="currentColor" />
            {[box.upperWhisker, box.lowerWhisker].map((end, j) => (
              <line
                key={j}
                x1={box.centre - box.halfWidth / 2}
                x2={box.centre + box.halfWidth / 2}
                y1={end}
                y2={end}
                stroke="currentColor"
              />
            ))}
            <rect
              x={box.centre - box.halfWidth}
              y={box.upperHinge}
              width={box.halfWidth * 2}
              height={Math.max(1, box.lowerHinge - box.upperHinge)}
              className="fill-brand-100 stroke-brand-700"
            />
            <line
              x1={box.centre - box.halfWidth}
              x2={box.centre + box.halfWidth}
              y1={box.median}
              y2={box.median}
              strokeWidth={2.5}
              className="stroke-slate-900"
            />
            {box.outliers.map((outlier, j) => (
              <circle key={j} cx={box.centre} cy={outlier} r={3} fill="none" className="stroke-red-700" />
            ))}
            <text x={box.centre} y={layout.plotBottom + 18} textAnchor="middle" fontSize={12} fill="currentColor">
              {box.label}
            </text>
          </g>
        ))}
      </svg>
      <p id={`${id}-description`} className="sr-only">
        {boxPlotDescription(plot)}
      </p>
    </figure>
  )
}

const CHECK_ICON = {
  met: <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />,
  doubtful: <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-700" />,
  untested: <CircleHelp aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />,
}

/** One analysis: the APA sentences first, then the checks, the reading, the tables and charts, the R code and downloads. */
export function ReportView({ report, meta }: { report: AnalysisReport; meta: ReportMeta }) {
  const base = meta.fileName.replace(/\.[^.]+$/, '') || 'analysis'
  return (
    <article aria-labelledby="report-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="report-title" className="text-lg font-bold text-slate-900">
          {report.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadFile(reportToMarkdown(report, meta), `${base}-${report.kind}.md`, 'text/markdown')}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Markdown
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadFile(reportToHtml(report, meta), `${base}-${report.kind}.html`, 'text/html')}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> HTML
          </Button>
        </div>
      </div>
      <section aria-label="Result in APA style" className="space-y-2 rounded-xl bg-brand-50 p-4">
        {report.apa.map((line, i) => (
          <p key={i} className="text-slate-900">
            {line}
          </p>
        ))}
      </section>
      {report.assumptions.length > 0 && (
        <section className="space-y-2">
          <h4 className="font-semibold text-slate-900">Assumption checks</h4>
          <ul className="space-y-1.5">
            {report.assumptions.map((check, i) => (
              <li key={i} className="flex gap-2 text-sm text-slate-800">
                {check.met === null ? CHECK_ICON.untested : check.met ? CHECK_ICON.met : CHECK_ICON.doubtful}
                <span>
                  <span className="font-medium">{check.name}</span>
                  {check.met === null ? ' (not tested)' : check.met ? ' (met)' : ' (doubtful)'}: {check.detail}
                </span>
              </li>
            ))}
          </ul>
          {report.suggestions.map((suggestion, i) => (
            <p key={i} className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              {suggestion}
            </p>
          ))}
        </section>
      )}
      <section className="space-y-2">
        <h4 className="font-semibold text-slate-900">What it means</h4>
        {report.reading.map((line, i) => (
          <p key={i} className="text-sm text-slate-800">
            {line}
          </p>
        ))}
      </section>
      <section className="space-y-4">
        {report.tables.map((table, i) => (
          <TableView key={i} table={table} />
        ))}
      </section>
      {report.charts.length > 0 && (
        <section className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {report.charts.slice(0, 6).map((chart, i) => (
            <ChartView key={i} chart={chart} />
          ))}
        </section>
      )}
      {report.boxPlots.length > 0 && (
        <section className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {report.boxPlots.slice(0, 6).map((plot, i) => (
            <BoxPlotView key={i} plot={plot} />
          ))}
        </section>
      )}
      {report.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-xs text-slate-600">
          {report.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
      <details className="rounded-xl border border-slate-200 p-4">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">The same analysis in R</summary>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
        <pre tabIndex={0} className="mt-3 overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs text-slate-900">
          <code>{report.rCode}</code>
        </pre>
      </details>
    </article>
  )
}
