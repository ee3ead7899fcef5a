import { PowerInputSchema, type PlannedAnalysis, type PowerPreset } from '#shared/contract/methodology'
import { analysePower } from '../power'
import type { Context } from './context'

/** Cohen's (1988) conventional medium effects, used until the user gives one from earlier studies. */
const MEDIUM = { d: 0.5, f: 0.25, r: 0.3, h: 0.5, w: 0.3, f2: 0.15 }
/** Logistic regression has no convention of Cohen's; an odds ratio of 1.5 per SD at a 50 % event rate, to replace. */
export const LOGISTIC_PRESET = { effect: 1.5, baseProbability: 0.5 }
/** The correlation among repeated measures G*Power and pwrss start from. */
const REPEATED_CORRELATION = 0.5

export function planAnalysis(context: Context): Omit<PlannedAnalysis, 'sampleSize'> {
  const { aimOf, outcome, groups, repeatedMeasures } = context
  const none = (test: string, alternative: string | null, effectSize: string, because: string) => ({
    test,
    alternative,
    effectSize,
    because,
    power: null,
  })
  if (aimOf === 'synthesise-literature')
    return none(
      'Random-effects meta-analysis where studies are comparable',
      'Narrative synthesis (SWiM) where they are not',
      'Pooled standardised mean difference, odds ratio or correlation, with I² for heterogeneity',
      'A review pools the effects of existing studies.',
    )
  if (aimOf === 'explore-experiences' || aimOf === 'describe-case' || outcome === 'text')
    return none(
      'Reflexive thematic analysis (Braun & Clarke)',
      'Interpretative phenomenological analysis or framework analysis',
      'None: report themes with supporting quotations',
      'Your data are words, not measurements.',
    )
  if (aimOf === 'diagnostic-accuracy')
    return none(
      'Sensitivity and specificity against the reference standard',
      'ROC curve and area under the curve for a continuous index test',
      'Sensitivity, specificity, predictive values, each with a 95 % CI',
      'Accuracy is judged against a reference standard.',
    )
  if (aimOf === 'measure-instrument')
    return none(
      'Confirmatory factor analysis and internal consistency (ω or α)',
      'Test-retest intraclass correlation',
      'Fit indices (CFI, RMSEA), ω, ICC with 95 % CIs',
      'An instrument is judged by its measurement properties.',
    )
  if (outcome === 'time-to-event')
    return none(
      'Kaplan-Meier curves and Cox proportional-hazards regression',
      'Log-rank test',
      'Hazard ratio with 95 % CI',
      'Your outcome is the time until an event.',
    )
  if (outcome === 'count')
    return none(
      'Poisson regression (negative binomial if overdispersed)',
      'Mann-Whitney U on the counts',
      'Rate ratio with 95 % CI',
      'Your outcome is a count.',
    )
  if (aimOf === 'predict') {
    if (outcome === 'binary')
      return {
        test: 'Logistic regression',
        alternative: 'Penalised (ridge or lasso) logistic regression with few events',
        effectSize: 'Odds ratios with 95 % CIs; AUC and calibration for the model',
        because: 'Your outcome is yes or no.',
        power: { test: 'logistic-regression', ...LOGISTIC_PRESET },
      }
    if (outcome === 'categorical')
      return none(
        'Multinomial logistic regression',
        'Ordinal logistic regression if the categories are ordered',
        'Odds ratios with 95 % CIs; AUC and calibration for the model',
        'Your outcome is categorical.',
      )
    return {
      test: 'Multiple linear regression',
      alternative: 'Robust regression, or a rank-based model if residuals are far from normal',
      effectSize: 'R², adjusted R², f² = R²/(1 − R²); standardised coefficients',
      because: 'You predict a continuous outcome from several variables.',
      power: { test: 'multiple-regression', effect: MEDIUM.f2, predictors: 3 },
    }
  }
  if (aimOf === 'relate-variables') {
    if (outcome === 'binary' || outcome === 'categorical')
      return {
        test: 'χ² test of association',
        alternative: "Fisher's exact test when expected counts are below 5",
        effectSize: "Cramér's V (Cohen's w for power)",
        because: 'Both variables are categories.',
        power: { test: 'chi-square-association', effect: MEDIUM.w, rows: 2, columns: outcome === 'binary' ? 2 : 3 },
      }
    if (outcome === 'ordinal')
      return {
        test: "Spearman's rank correlation",
        alternative: "Kendall's τ with many ties",
        effectSize: 'ρ with 95 % CI',
        because: 'Your variables are ranks or ordered categories.',
        power: { test: 'correlation', effect: MEDIUM.r },
      }
    return {
      test: 'Pearson correlation',
      alternative: "Spearman's ρ if the relation is monotonic but not linear, or outliers",
      effectSize: 'r with 95 % CI (r² as variance explained)',
      because: 'You relate two continuous measurements.',
      power: { test: 'correlation', effect: MEDIUM.r },
    }
  }
  // compare-groups and evaluate-intervention
  if (outcome === 'binary' || outcome === 'categorical') {
    if (groups === 2 && outcome === 'binary')
      return {
        test: 'χ² test (two proportions)',
        alternative: "Fisher's exact test with small expected counts; McNemar's test if paired",
        effectSize: "Risk difference and odds ratio with 95 % CIs (Cohen's h for power)",
        because: 'You compare a yes/no outcome between two groups.',
        power: { test: 'two-proportions', effect: MEDIUM.h },
      }
    return {
      test: 'χ² test of association',
      alternative: "Fisher's exact test when expected counts are below 5",
      effectSize: "Cramér's V (Cohen's w for power)",
      because: 'You compare a categorical outcome between groups.',
      power: { test: 'chi-square-association', effect: MEDIUM.w, rows: groups, columns: outcome === 'binary' ? 2 : 3 },
    }
  }
  const ordinal = outcome === 'ordinal'
  if (groups <= 1)
    return {
      test: ordinal
        ? 'Wilcoxon signed-rank test against a reference value'
        : 'One-sample t-test against a reference value',
      alternative: ordinal ? 'Sign test' : 'Wilcoxon signed-rank test',
      effectSize: "Cohen's d with 95 % CI",
      because: 'You compare one group with a known value.',
      power: { test: 't-one-sample', effect: MEDIUM.d },
    }
  if (groups === 2 && repeatedMeasures)
    return {
      test: ordinal ? 'Wilcoxon signed-rank test' : 'Paired t-test',
      alternative: ordinal ? 'Sign test' : 'Wilcoxon signed-rank test if the differences are far from normal',
      effectSize: ordinal ? 'Rank-biserial r with 95 % CI' : "Cohen's d_z with 95 % CI",
      because: 'The same participants are measured twice.',
      power: { test: 't-paired', effect: MEDIUM.d },
    }
  if (groups === 2)
    return {
      test: ordinal
        ? 'Mann-Whitney U test'
        : "Independent-samples t-test (Welch's, which does not assume equal variances)",
      alternative: ordinal
        ? 'Brunner-Munzel test with unequal spreads'
        : 'Mann-Whitney U test if the outcome is far from normal',
      effectSize: ordinal ? 'Rank-biserial r with 95 % CI' : "Cohen's d or Hedges' g with 95 % CI",
      because: 'You compare a measured outcome between two independent groups.',
      power: { test: 't-independent', effect: MEDIUM.d },
    }
  if (repeatedMeasures)
    return {
      test: ordinal ? 'Friedman test' : 'Repeated-measures ANOVA (or a linear mixed model)',
      alternative: ordinal ? 'Pairwise Wilcoxon tests with Holm correction' : 'Friedman test',
      effectSize: "Partial η² with 95 % CI (Cohen's f for power)",
      because: `The same participants are measured ${groups} times.`,
      power: ordinal
        ? null
        : {
            test: 'anova-repeated-measures',
            effect: MEDIUM.f,
            measurements: groups,
            correlation: REPEATED_CORRELATION,
          },
    }
  return {
    test: ordinal ? 'Kruskal-Wallis test' : "One-way ANOVA with Tukey's post-hoc comparisons",
    alternative: ordinal
      ? "Dunn's post-hoc test"
      : "Welch's ANOVA with unequal variances; Kruskal-Wallis if far from normal",
    effectSize: "η² with 95 % CI (Cohen's f for power)",
    because: `You compare a measured outcome between ${groups} independent groups.`,
    power: { test: 'anova-one-way', effect: MEDIUM.f, groups },
  }
}

export function sampleSizeFor(preset: PowerPreset | null): PlannedAnalysis['sampleSize'] {
  if (!preset) return null
  const result = analysePower(PowerInputSchema.parse({ ...preset, solveFor: 'sampleSize', alpha: 0.05, power: 0.8 }))
  return { n: result.n, unit: result.sampleSizeUnit, totalN: result.totalN }
}

/** What the planned sample size takes for granted, to be replaced with figures from earlier studies. */
export function sampleSizeAssumptions(analysis: PlannedAnalysis): string[] {
  const assumptions: string[] = []
  if (analysis.power?.test === 'logistic-regression')
    assumptions.push(
      'The sample size assumes an odds ratio of 1.5 per SD of the predictor and a 50 % event rate at its mean; replace them with figures from earlier studies in the calculator.',
    )
  else if (analysis.power)
    assumptions.push(
      "The sample size uses Cohen's conventional medium effect; replace it with one from earlier studies in the calculator.",
    )
  if (analysis.power?.test === 'anova-repeated-measures')
    assumptions.push('The repeated measures are assumed to correlate at .5, with sphericity (ε = 1).')
  return assumptions
}
