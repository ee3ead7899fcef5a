import type { AnalysisReport, BoxPlot, Chart, ReportTable } from '#shared/contract/data-analysis'
import { boxPlotDescription, boxPlotSvg } from './box-plot-layout'

export type ReportMeta = { description: string; fileName: string; createdAt: Date }

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function markdownTable(table: ReportTable): string {
  const lines = [
    `**${table.title}**`,
    '',
    `| ${table.columns.map(escapeCell).join(' | ')} |`,
    `| ${table.columns.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ]
  if (table.note) lines.push('', `*Note.* ${table.note}`)
  return lines.join('\n')
}

const bullet = (items: string[]) => items.map((item) => `- ${item}`).join('\n')

/** A chart's value as the page prints it: counts whole, means to two decimals. */
export const chartValue = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2))

const chartTable = (chart: Chart): ReportTable => ({
  title: chart.title,
  columns: ['Category or bin', 'Value'],
  rows: chart.bars.map((bar) => [bar.label, chartValue(bar.value)]),
})

const boxPlotTable = (plot: BoxPlot): ReportTable => ({
  title: plot.title,
  columns: ['Group', 'n', 'Lower whisker', 'Lower hinge', 'Median', 'Upper hinge', 'Upper whisker', 'Outliers'],
  rows: plot.boxes.map((box) => [
    box.label,
    String(box.n),
    ...[box.lowerWhisker, box.lowerHinge, box.median, box.upperHinge, box.upperWhisker].map(chartValue),
    box.outlierCount === 0
      ? 'none'
      : `${box.outliers.map(chartValue).join(', ')}${box.outlierCount > box.outliers.length ? ` (${box.outlierCount} in all)` : ''}`,
  ]),
})

/**
 * The report as Markdown: every number as the page shows it, the R code to reproduce it. Markdown carries no
 * drawings, so the charts and box plots come as the tables of the numbers they draw (the HTML export draws them).
 */
export function reportToMarkdown(report: AnalysisReport, meta: ReportMeta): string {
  const sections = [
    `# ${report.title}`,
    `Data: ${meta.fileName} — ${meta.description}  \nProduced by Lodestar's data analyzer on ${meta.createdAt.toISOString().slice(0, 10)}.`,
    `## Result (APA 7)\n\n${report.apa.join('\n\n')}`,
    report.assumptions.length > 0 &&
      `## Assumption checks\n\n${bullet(
        report.assumptions.map(
          (check) =>
            `${check.name}: ${check.detail} ${check.met === null ? '(not tested)' : check.met ? '(met)' : '(doubtful)'}`,
        ),
      )}`,
    report.suggestions.length > 0 && `## Suggested alternatives\n\n${bullet(report.suggestions)}`,
    `## What it means\n\n${report.reading.join('\n\n')}`,
    `## Tables\n\n${report.tables.map(markdownTable).join('\n\n')}`,
    report.charts.length > 0 &&
      `## Charts (their numbers)\n\nThe HTML export draws these as bars; here are the values they show.\n\n${report.charts.map((chart) => markdownTable(chartTable(chart))).join('\n\n')}`,
    report.boxPlots.length > 0 &&
      `## Box plots (their numbers)\n\nThe HTML export draws these; here are the five numbers and outliers of each box (R: boxplot.stats).\n\n${report.boxPlots.map((plot) => `${markdownTable(boxPlotTable(plot))}\n\n${boxPlotDescription(plot)}`).join('\n\n')}`,
    report.notes.length > 0 && `## Notes\n\n${bullet(report.notes)}`,
    `## R code\n\n\`\`\`r\n${report.rCode}\n\`\`\``,
  ]
  return `${sections.filter(Boolean).join('\n\n')}\n`
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function htmlTable(table: ReportTable): string {
  const head = table.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('')
  const body = table.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n')
  const note = table.note ? `<p class="note"><em>Note.</em> ${escapeHtml(table.note)}</p>` : ''
  return `<table><caption>${escapeHtml(table.title)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${note}`
}

function htmlChart(chart: AnalysisReport['charts'][number]): string {
  const max = Math.max(...chart.bars.map((bar) => Math.abs(bar.value)), 1e-12)
  const rows = chart.bars
    .map(
      (bar) =>
        `<div class="bar"><span>${escapeHtml(bar.label)}</span><span class="fill" style="width:${((Math.abs(bar.value) / max) * 100).toFixed(1)}%"></span><span>${bar.value.toFixed(2)}</span></div>`,
    )
    .join('')
  return `<figure><figcaption>${escapeHtml(chart.title)}</figcaption>${rows}</figure>`
}

/** The report as one self-contained HTML file (no scripts, no external resources), charts drawn as bars. */
export function reportToHtml(report: AnalysisReport, meta: ReportMeta): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(report.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#0f172a}table{border-collapse:collapse;margin:1rem 0}th,td{border-top:1px solid #cbd5e1;padding:.3rem .6rem;text-align:left}caption{font-weight:600;text-align:left}.bar{display:grid;grid-template-columns:10rem 1fr 5rem;gap:.5rem;align-items:center}.fill{background:#4f46e5;height:.8rem}pre{background:#f1f5f9;padding:1rem;overflow:auto}.note{font-size:.9rem}</style>
</head><body>
<h1>${escapeHtml(report.title)}</h1>
<p>Data: ${escapeHtml(meta.fileName)} — ${escapeHtml(meta.description)}. Produced by Lodestar's data analyzer on ${meta.createdAt.toISOString().slice(0, 10)}.</p>
<h2>Result (APA 7)</h2>${report.apa.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
${report.assumptions.length > 0 ? `<h2>Assumption checks</h2>${list(report.assumptions.map((check) => `${check.name}: ${check.detail}`))}` : ''}
${report.suggestions.length > 0 ? `<h2>Suggested alternatives</h2>${list(report.suggestions)}` : ''}
<h2>What it means</h2>${report.reading.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<h2>Tables</h2>${report.tables.map(htmlTable).join('\n')}
${report.charts.length > 0 ? `<h2>Charts</h2>${report.charts.map(htmlChart).join('')}` : ''}
${report.boxPlots.length > 0 ? `<h2>Box plots</h2>${report.boxPlots.map((plot) => `<figure><figcaption>${escapeHtml(plot.title)}</figcaption>${boxPlotSvg(plot)}<p class="note">${escapeHtml(boxPlotDescription(plot))}</p></figure>`).join('')}` : ''}
${report.notes.length > 0 ? `<h2>Notes</h2>${list(report.notes)}` : ''}
<h2>R code</h2><pre><code>${escapeHtml(report.rCode)}</code></pre>
</body></html>
`
}
