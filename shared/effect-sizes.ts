/** Conversions from what a user knows to the effect sizes the power calculator takes (Cohen 1988). */

/** Cohen's h for two proportions, |2·asin(√p₁) − 2·asin(√p₂)| (R pwr's ES.h, without its sign). */
export function cohensH(p1: number, p2: number): number {
  return Math.abs(2 * Math.asin(Math.sqrt(p1)) - 2 * Math.asin(Math.sqrt(p2)))
}

/** Cohen's f² for a regression from the R² it should explain: R²/(1 − R²). */
export function f2FromR2(r2: number): number {
  return r2 / (1 - r2)
}

/** The R² a given f² stands for: f²/(1 + f²). */
export function r2FromF2(f2: number): number {
  return f2 / (1 + f2)
}
