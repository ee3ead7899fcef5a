import type { Box, BoxPlot } from '#shared/contract/data-analysis'

export const BOX_PLOT_SIZE = { width: 360, height: 240, left: 52, right: 12, top: 12, bottom: 36 }

/** Round tick values (1, 2 or 5 × 10ⁿ apart) covering [low, high], about `count` of them. */
export function niceTicks(low: number, high: number, count = 5): number[] {
  if (!(high > low)) return [low]
  const rough = (high - low) / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power
  const ticks: number[] = []
  for (let value = Math.ceil(low / step) * step; value <= high + step * 1e-9; value += step)
    ticks.push(Number(value.toPrecision(12)))
  return ticks
}

const formatValue = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2))

export type BoxLayout = {
  label: string
  centre: number
  halfWidth: number
  lowerWhisker: number
  lowerHinge: number
  median: number
  upperHinge: number
  upperWhisker: number
  outliers: number[]
}

/** Where everything goes in the SVG: vertical boxes side by side over a value axis on the left. */
export function boxPlotLayout(plot: BoxPlot) {
  const { width, height, left, right, top, bottom } = BOX_PLOT_SIZE
  const values = plot.boxes.flatMap((box) => [box.lowerWhisker, box.upperWhisker, ...box.outliers])
  const ticks = niceTicks(Math.min(...values), Math.max(...values))
  const low = Math.min(...values, ...ticks)
  const high = Math.max(...values, ...ticks)
  const span = high - low || 1
  const y = (value: number) => top + (height - top - bottom) * (1 - (value - low) / span)
  const slot = (width - left - right) / Math.max(1, plot.boxes.length)
  const boxes: BoxLayout[] = plot.boxes.map((box, i) => ({
    label: box.label,
    centre: left + slot * (i + 0.5),
    halfWidth: Math.min(36, slot * 0.3),
    lowerWhisker: y(box.lowerWhisker),
    lowerHinge: y(box.lowerHinge),
    median: y(box.median),
    upperHinge: y(box.upperHinge),
    upperWhisker: y(box.upperWhisker),
    outliers: box.outliers.map(y),
  }))
  return {
    width,
    height,
    axisX: left,
    plotBottom: height - bottom,
    ticks: ticks.map((value) => ({ value, label: formatValue(value), y: y(value) })),
    boxes,
  }
}

function describeBox(box: Box): string {
  const outliers =
    box.outlierCount === 0
      ? 'no outliers'
      : `${box.outlierCount} outlier${box.outlierCount === 1 ? '' : 's'}: ${box.outliers.map(formatValue).join(', ')}${box.outlierCount > box.outliers.length ? ' …' : ''}`
  return `${box.label} (n = ${box.n}): whiskers ${formatValue(box.lowerWhisker)} to ${formatValue(box.upperWhisker)}, quartiles (hinges) ${formatValue(box.lowerHinge)} and ${formatValue(box.upperHinge)}, median ${formatValue(box.median)}, ${outliers}.`
}

/** The box plot in words, for screen readers and for the exported report. */
export function boxPlotDescription(plot: BoxPlot): string {
  return `Box plot of ${plot.axis}. ${plot.boxes.map(describeBox).join(' ')}`
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The same drawing as markup, for the self-contained HTML export. */
export function boxPlotSvg(plot: BoxPlot): string {
  const layout = boxPlotLayout(plot)
  const ticks = layout.ticks
    .map(
      (tick) =>
        `<line x1="${layout.axisX - 4}" x2="${layout.axisX}" y1="${tick.y}" y2="${tick.y}" stroke="#64748b"/><text x="${layout.axisX - 6}" y="${tick.y + 4}" text-anchor="end" font-size="11">${tick.label}</text>`,
    )
    .join('')
  const boxes = layout.boxes
    .map(
      (box) =>
        `<line x1="${box.centre}" x2="${box.centre}" y1="${box.upperWhisker}" y2="${box.upperHinge}" stroke="#334155"/><line x1="${box.centre}" x2="${box.centre}" y1="${box.lowerHinge}" y2="${box.lowerWhisker}" stroke="#334155"/><rect x="${box.centre - box.halfWidth}" y="${box.upperHinge}" width="${box.halfWidth * 2}" height="${Math.max(1, box.lowerHinge - box.upperHinge)}" fill="#e0e7ff" stroke="#4338ca"/><line x1="${box.centre - box.halfWidth}" x2="${box.centre + box.halfWidth}" y1="${box.median}" y2="${box.median}" stroke="#1e1b4b" stroke-width="2"/>${box.outliers.map((outlier) => `<circle cx="${box.centre}" cy="${outlier}" r="3" fill="none" stroke="#b91c1c"/>`).join('')}<text x="${box.centre}" y="${layout.plotBottom + 16}" text-anchor="middle" font-size="11">${escapeXml(box.label)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="img" aria-label="${escapeXml(boxPlotDescription(plot))}"><line x1="${layout.axisX}" x2="${layout.axisX}" y1="0" y2="${layout.plotBottom}" stroke="#64748b"/>${ticks}${boxes}</svg>`
}
