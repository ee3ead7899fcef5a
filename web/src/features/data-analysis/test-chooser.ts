import type { DatasetColumn } from '#shared/contract/data-analysis'
import type { AnalysisDraft } from './analysis-form-model'

export type Aim = 'compare-groups' | 'compare-measurements' | 'relate' | 'predict' | 'describe'

export const AIMS: { value: Aim; label: string; first: string; second: string | null }[] = [
  {
    value: 'compare-groups',
    label: 'Do groups differ on something?',
    first: 'What is measured',
    second: 'What makes the groups',
  },
  {
    value: 'compare-measurements',
    label: 'Did the same cases change between two measurements?',
    first: 'First measurement',
    second: 'Second measurement',
  },
  { value: 'relate', label: 'Do two variables go together?', first: 'One variable', second: 'The other variable' },
  { value: 'predict', label: 'Can some variables predict an outcome?', first: 'Outcome', second: 'A predictor' },
  { value: 'describe', label: 'What does a variable look like?', first: 'Variable', second: null },
]

export type Proposal =
  { draft: Partial<AnalysisDraft>; test: string; alternative: string | null; why: string } | { problem: string }

const categories = (column: DatasetColumn) => `${column.distinct} categor${column.distinct === 1 ? 'y' : 'ies'}`

/** The test for what the user wants to know about the chosen variables, its fallback and why (written rules). */
export function proposeTest(aim: Aim, first: DatasetColumn | undefined, second: DatasetColumn | undefined): Proposal {
  if (!first) return { problem: 'Choose the variables.' }
  if (aim === 'describe')
    return {
      draft: { kind: 'descriptives', variables: [first.name] },
      test: 'Descriptive statistics',
      alternative: null,
      why:
        first.type === 'continuous'
          ? `${first.name} is continuous: the mean, SD, median, IQR, skewness, a histogram and a box plot describe it.`
          : `${first.name} is ${first.type}: a frequency table and a bar chart describe it.`,
    }
  if (!second) return { problem: 'Choose the second variable.' }
  if (first.name === second.name) return { problem: 'Choose two different variables.' }
  switch (aim) {
    case 'compare-groups':
      return compareGroups(first, second)
    case 'compare-measurements':
      return compareMeasurements(first, second)
    case 'relate':
      return relate(first, second)
    case 'predict':
      return predict(first, second)
  }
}

function compareGroups(outcome: DatasetColumn, group: DatasetColumn): Proposal {
  if (group.distinct < 2) return { problem: `${group.name} has only one value: there are no groups to compare.` }
  if (group.distinct > 20)
    return { problem: `${group.name} has ${group.distinct} values: a grouping variable needs at most 20.` }
  if (outcome.type === 'nominal')
    return {
      draft: { kind: 'chi-square', outcome: outcome.name, group: group.name },
      test: 'χ² test of association',
      alternative: "Fisher's exact test when expected counts are small",
      why: `${outcome.name} is nominal, so the groups are compared on how often each category occurs, not on a mean.`,
    }
  const two = group.distinct === 2
  if (outcome.type === 'ordinal')
    return {
      draft: two
        ? { kind: 'nonparametric', test: 'mann-whitney', outcome: outcome.name, group: group.name }
        : { kind: 'nonparametric', test: 'kruskal-wallis', outcome: outcome.name, group: group.name },
      test: two ? 'Mann-Whitney U test' : 'Kruskal-Wallis test',
      alternative: null,
      why: `${outcome.name} is ordinal: its values have an order but not equal steps, so the test compares ranks, not means (${group.name} has ${categories(group)}).`,
    }
  return two
    ? {
        draft: {
          kind: 't-test',
          design: 'independent',
          outcome: outcome.name,
          group: group.name,
          equalVariances: false,
        },
        test: "Independent-samples t-test (Welch's)",
        alternative: 'Mann-Whitney U test if the groups are far from normal',
        why: `${outcome.name} is continuous and ${group.name} makes 2 groups: the t-test compares their means; Welch's version does not assume equal variances.`,
      }
    : {
        draft: { kind: 'anova', outcome: outcome.name, group: group.name },
        test: "One-way ANOVA with Tukey's post-hoc comparisons",
        alternative:
          "Kruskal-Wallis if the groups are far from normal; Welch's ANOVA (in the report) if variances differ",
        why: `${outcome.name} is continuous and ${group.name} makes ${group.distinct} groups: several t-tests would inflate false alarms, the ANOVA tests all means at once and Tukey's comparisons say which differ.`,
      }
}

function compareMeasurements(first: DatasetColumn, second: DatasetColumn): Proposal {
  if (first.type === 'nominal' || second.type === 'nominal')
    return { problem: "Paired nominal measurements need McNemar's test, which this analyzer does not run yet." }
  if (first.type === 'ordinal' || second.type === 'ordinal')
    return {
      draft: { kind: 'nonparametric', test: 'wilcoxon-signed-rank', outcome: first.name, second: second.name },
      test: 'Wilcoxon signed-rank test',
      alternative: null,
      why: 'The measurements are ordinal: the test ranks the differences of each case instead of averaging them.',
    }
  return {
    draft: { kind: 't-test', design: 'paired', outcome: first.name, second: second.name },
    test: 'Paired-samples t-test',
    alternative: 'Wilcoxon signed-rank test if the differences are far from normal',
    why: 'Both measurements are continuous and come from the same cases: the test looks at each case’s difference, which removes the variation between cases.',
  }
}

function relate(first: DatasetColumn, second: DatasetColumn): Proposal {
  const types = [first.type, second.type]
  if (types.every((type) => type === 'nominal'))
    return {
      draft: { kind: 'chi-square', outcome: first.name, group: second.name },
      test: "χ² test of association with Cramér's V",
      alternative: "Fisher's exact test when expected counts are small",
      why: 'Both variables are nominal: the test asks whether the categories of one occur more often with some categories of the other.',
    }
  const nominal = first.type === 'nominal' ? first : second.type === 'nominal' ? second : null
  if (nominal) return compareGroups(nominal === first ? second : first, nominal)
  const ordinal = types.includes('ordinal')
  return {
    draft: { kind: 'correlation', method: ordinal ? 'spearman' : 'pearson', variables: [first.name, second.name] },
    test: ordinal ? "Spearman's rank correlation" : "Pearson's correlation",
    alternative: ordinal
      ? null
      : "Spearman's rank correlation if the link is not straight or a variable is far from normal",
    why: ordinal
      ? 'A variable is ordinal: Spearman’s ρ correlates ranks, so it needs order but not equal steps.'
      : 'Both variables are continuous: Pearson’s r measures how closely they follow a straight line.',
  }
}

function predict(outcome: DatasetColumn, predictor: DatasetColumn): Proposal {
  if (outcome.type === 'nominal' && outcome.distinct !== 2)
    return {
      problem: `${outcome.name} has ${categories(outcome)}: predicting it needs multinomial regression, which this analyzer does not run yet.`,
    }
  if (outcome.type === 'nominal')
    return {
      draft: { kind: 'logistic', outcome: outcome.name, variables: [predictor.name] },
      test: 'Logistic regression',
      alternative: null,
      why: `${outcome.name} has two categories: logistic regression models the odds of one of them from the predictors.`,
    }
  return {
    draft: { kind: 'regression', outcome: outcome.name, variables: [predictor.name] },
    test: 'Linear regression',
    alternative: null,
    why: `${outcome.name} is ${outcome.type === 'ordinal' ? 'ordinal, treated here as numeric' : 'continuous'}: linear regression estimates how much it changes with each predictor. Add more predictors in the form.`,
  }
}
