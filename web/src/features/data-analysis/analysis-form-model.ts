import type { AnalysisKind, AnalysisRequest } from '#shared/contract/data-analysis'

export const ANALYSIS_TYPES: { value: AnalysisKind; label: string }[] = [
  { value: 'descriptives', label: 'Descriptive statistics' },
  { value: 't-test', label: 't-test' },
  { value: 'correlation', label: 'Correlation (Pearson or Spearman)' },
  { value: 'anova', label: 'One-way ANOVA with Tukey post-hoc' },
  { value: 'nonparametric', label: 'Non-parametric test (Mann-Whitney, Wilcoxon, Kruskal-Wallis)' },
  { value: 'chi-square', label: 'χ² test of association' },
  { value: 'regression', label: 'Linear regression' },
  { value: 'logistic', label: 'Logistic regression' },
]

/** Everything the analysis fields hold; each kind reads the parts it needs. */
export type AnalysisDraft = {
  kind: AnalysisKind
  design: 'independent' | 'paired' | 'one-sample'
  test: 'mann-whitney' | 'wilcoxon-signed-rank' | 'kruskal-wallis'
  method: 'pearson' | 'spearman'
  outcome: string
  group: string
  second: string
  mu: string
  equalVariances: boolean
  variables: string[]
}

export const EMPTY_ANALYSIS: AnalysisDraft = {
  kind: 'descriptives',
  design: 'independent',
  test: 'mann-whitney',
  method: 'pearson',
  outcome: '',
  group: '',
  second: '',
  mu: '0',
  equalVariances: false,
  variables: [],
}

/** What each kind calls its variables, so the fields and the check below agree. */
export function roles(draft: AnalysisDraft): {
  outcome: boolean
  group: boolean
  second: boolean
  many: string | null
} {
  switch (draft.kind) {
    case 'descriptives':
      return { outcome: false, group: false, second: false, many: 'Variables' }
    case 'correlation':
      return { outcome: false, group: false, second: false, many: 'Variables (two or more)' }
    case 'chi-square':
      return { outcome: true, group: true, second: false, many: null }
    case 'regression':
    case 'logistic':
      return { outcome: true, group: false, second: false, many: 'Predictors' }
    case 'anova':
      return { outcome: true, group: true, second: false, many: null }
    case 't-test':
      return { outcome: true, group: draft.design === 'independent', second: draft.design === 'paired', many: null }
    case 'nonparametric':
      return {
        outcome: true,
        group: draft.test !== 'wilcoxon-signed-rank',
        second: draft.test === 'wilcoxon-signed-rank',
        many: null,
      }
  }
}

/** The request for the server, or what is still missing, in words. */
export function toAnalysisRequest(draft: AnalysisDraft): AnalysisRequest | string {
  const need = roles(draft)
  if (need.many && draft.variables.length === 0) return `Choose at least one of the ${need.many.toLowerCase()}.`
  if (draft.kind === 'correlation' && draft.variables.length < 2) return 'Choose at least two variables.'
  if (need.outcome && !draft.outcome) return 'Choose the variable to analyse.'
  if (need.group && !draft.group) return 'Choose the grouping variable.'
  if (need.second && !draft.second) return 'Choose the second measurement.'
  switch (draft.kind) {
    case 'descriptives':
      return { kind: 'descriptives', variables: draft.variables }
    case 'correlation':
      return { kind: 'correlation', method: draft.method, variables: draft.variables }
    case 'chi-square':
      return { kind: 'chi-square', row: draft.outcome, column: draft.group }
    case 'regression':
    case 'logistic':
      return { kind: draft.kind, outcome: draft.outcome, predictors: draft.variables }
    case 'anova':
      return { kind: 'anova', outcome: draft.outcome, group: draft.group }
    case 't-test': {
      const mu = Number(draft.mu)
      if (draft.design === 'one-sample' && !Number.isFinite(mu)) return 'Enter the reference mean as a number.'
      return {
        kind: 't-test',
        design: draft.design,
        outcome: draft.outcome,
        ...(draft.design === 'independent' ? { group: draft.group, equalVariances: draft.equalVariances } : {}),
        ...(draft.design === 'paired' ? { second: draft.second } : {}),
        ...(draft.design === 'one-sample' ? { mu } : {}),
      }
    }
    case 'nonparametric':
      return {
        kind: 'nonparametric',
        test: draft.test,
        outcome: draft.outcome,
        ...(draft.test === 'wilcoxon-signed-rank' ? { second: draft.second } : { group: draft.group }),
      }
  }
}
