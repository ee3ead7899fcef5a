/** Numbers as APA 7 prints them: two decimals, no leading zero for values that cannot exceed 1, p as "= .034" or "< .001". */
export function num(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '—'
  const text = value.toFixed(digits)
  return text === `-${(0).toFixed(digits)}` ? (0).toFixed(digits) : text
}

/** Proportions, correlations and p-values lose the leading zero (.26, -.87). */
export function bounded(value: number, digits = 2): string {
  return num(value, digits).replace(/^(-?)0\./, '$1.')
}

export function pValue(p: number): string {
  if (p < 0.001) return 'p < .001'
  return `p = ${bounded(p, 3)}`
}

/** The p column of a table: ".079", "< .001". */
export function pCell(p: number): string {
  return p < 0.001 ? '< .001' : bounded(p, 3)
}

export function interval([low, high]: [number, number], format: (value: number) => string = num): string {
  return `[${format(low)}, ${format(high)}]`
}

/** Welch's df keep two decimals; whole df print as integers. */
export function df(value: number): string {
  return Number.isInteger(value) ? String(value) : num(value)
}

type Thresholds = [small: number, medium: number, large: number]

export const COHEN = {
  d: [0.2, 0.5, 0.8] as Thresholds,
  r: [0.1, 0.3, 0.5] as Thresholds,
  etaSquared: [0.01, 0.06, 0.14] as Thresholds,
}

/** Cohen's (1988) rules of thumb: "negligible", "small", "medium", "large". */
export function magnitude(value: number, [small, medium, large]: Thresholds): string {
  const size = Math.abs(value)
  if (size >= large) return 'large'
  if (size >= medium) return 'medium'
  if (size >= small) return 'small'
  return 'negligible'
}

/**
 * R's name for a column: bare when syntactic, in backticks otherwise (read with check.names = FALSE). R reads
 * escapes inside backticks as in strings, so the backslash is escaped before the backtick: otherwise a name ending
 * in a backslash would close the quotes and the rest of it would run as code. Line breaks are written as
 * escapes so that each statement stays on its line.
 */
export function rName(name: string): string {
  if (/^[A-Za-z.][A-Za-z0-9._]*$/.test(name)) return name
  return `\`${name.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}\``
}
