import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AnalysisReport } from '#shared/contract/data-analysis'
import { ReportView } from './report-view'

const report: AnalysisReport = {
  kind: 'anova',
  title: 'One-way ANOVA',
  apa: ['A one-way ANOVA showed …'],
  reading: [],
  assumptions: [],
  suggestions: [],
  tables: [],
  charts: [],
  boxPlots: [
    {
      title: 'weight by group',
      axis: 'weight',
      boxes: [
        {
          label: 'trt1',
          n: 10,
          lowerWhisker: 3.59,
          lowerHinge: 4.17,
          median: 4.55,
          upperHinge: 4.89,
          upperWhisker: 5.87,
          outliers: [6.03],
          outlierCount: 1,
        },
      ],
    },
  ],
  rCode: 'oneway.test(weight ~ factor(group), data = data, var.equal = FALSE)',
  notes: [],
  pValues: [],
}

test('a box plot is an image named by its title and described by its numbers', () => {
  render(<ReportView report={report} meta={{ description: 'Plants', fileName: 'plants.csv', createdAt: new Date() }} />)
  const image = screen.getByRole('img', { name: 'weight by group' })
  expect(image.getAttribute('aria-describedby')).toBeTruthy()
  const description = document.getElementById(image.getAttribute('aria-describedby') ?? '')
  expect(description?.textContent).toBe(
    'Box plot of weight. trt1 (n = 10): whiskers 3.59 to 5.87, quartiles (hinges) 4.17 and 4.89, median 4.55, 1 outlier: 6.03.',
  )
  expect(image.querySelectorAll('circle')).toHaveLength(1)
})
