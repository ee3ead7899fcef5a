import { bounded, interval, num } from './apa-format'

/** What a p-value says, in words a first-year student can check against the numbers. */
export function readP(p: number, effectWord: string): string {
  const inHundred = p < 0.001 ? 'fewer than 1' : p < 0.01 ? 'fewer than 1' : `about ${Math.round(p * 100)}`
  const chance = `If there were really no ${effectWord}, data at least this extreme would turn up by chance in ${inHundred} of 100 samples (p ${p < 0.001 ? '< .001' : `= ${bounded(p, 3)}`}).`
  return p < 0.05
    ? `${chance} That is below the usual 5 % line, so the ${effectWord} is called statistically significant.`
    : `${chance} That is above the usual 5 % line, so the data do not show a ${effectWord} — which is not the same as showing there is none.`
}

/** What a confidence interval of a difference or coefficient says about zero. */
export function readInterval(ci: [number, number], what: string, zero = 0): string {
  const includesZero = ci[0] <= zero && ci[1] >= zero
  return `The 95 % confidence interval for ${what} runs from ${num(ci[0])} to ${num(ci[1])}: values in that range fit the data. ${
    includesZero
      ? `It includes ${num(zero, 0)}, so "no ${what.replace(/^the /, '')}" is among them.`
      : `It does not include ${num(zero, 0)}.`
  }`
}

/** What an effect size and its interval say: the size by Cohen's rules, and how precisely it is known. */
export function readEffect(name: string, value: number, size: string, ci: [number, number], format = num): string {
  const width = Math.abs(ci[1] - ci[0])
  const precision =
    width > Math.max(1, Math.abs(value) * 2)
      ? 'The interval is wide: the sample is too small to pin the size down.'
      : 'The interval is fairly narrow, so the size is known with some precision.'
  return `${name} = ${format(value)} is a ${size} effect by Cohen's rules of thumb (95 % CI ${interval(ci, format)}). ${precision}`
}
