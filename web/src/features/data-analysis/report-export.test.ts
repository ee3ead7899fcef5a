import { expect, test } from 'vitest'
import type { AnalysisReport } from '#shared/contract/data-analysis'
import { reportToHtml, reportToMarkdown } from './report-export'

const report: AnalysisReport = {
  kind: 'chi-square',
  title: 'χ² test of association',
  apa: ['A χ² test of independence showed that am and vs were not significantly associated, χ²(1, N = 32) = 0.35.'],
  reading: ['Cramér’s V runs from 0 to 1.'],
  assumptions: [{ name: 'Expected counts', detail: '0 of 4 cells expect fewer than 5 cases.', met: true }],
  suggestions: [],
  tables: [{ title: 'Counts', columns: ['am \\ vs', '0', '1'], rows: [['0', '12', '7']], note: 'a|b' }],
  charts: [{ title: 'Bars', bars: [{ label: '<script>', value: 2 }] }],
  boxPlots: [
    {
      title: 'hp by <am>',
      axis: 'hp',
      boxes: [
        {
          label: '<img>',
          n: 32,
          lowerWhisker: 52,
          lowerHinge: 96,
          median: 123,
          upperHinge: 180,
          upperWhisker: 264,
          outliers: [335],
          outlierCount: 1,
        },
      ],
    },
  ],
  rCode: 'chisq.test(tab)',
  notes: [],
  pValues: [],
}
const meta = { description: 'Cars & <b>gears</b>', fileName: 'cars.csv', createdAt: new Date('2026-01-02T03:04:05Z') }

test('the Markdown report holds the APA line, the checks, a pipe table with escaped cells and the R code', () => {
  const markdown = reportToMarkdown(report, meta)
  expect(markdown).toContain('# χ² test of association')
  expect(markdown).toContain('χ²(1, N = 32) = 0.35')
  expect(markdown).toContain('- Expected counts: 0 of 4 cells expect fewer than 5 cases. (met)')
  expect(markdown).toContain('| am \\ vs | 0 | 1 |\n| --- | --- | --- |\n| 0 | 12 | 7 |')
  expect(markdown).toContain('*Note.* a|b')
  expect(markdown).toContain('```r\nchisq.test(tab)\n```')
  expect(markdown).toContain('on 2026-01-02')
})

test('the HTML report escapes everything the user or the file supplied', () => {
  const html = reportToHtml(report, meta)
  expect(html).toContain('Cars &#38; &#60;b&#62;gears&#60;/b&#62;')
  expect(html).not.toContain('<script>')
  expect(html).toContain('<caption>Counts</caption>')
  expect(html).not.toContain('<img>')
  expect(html).toContain('<figcaption>hp by &#60;am&#62;</figcaption><svg')
})

test('charts travel as tables of their numbers in Markdown, drawn in HTML', () => {
  const markdown = reportToMarkdown(report, meta)
  expect(markdown).toContain('## Charts (their numbers)')
  expect(markdown).toContain('**Bars**\n\n| Category or bin | Value |\n| --- | --- |\n| <script> | 2 |')
  expect(markdown).toContain(
    '| Group | n | Lower whisker | Lower hinge | Median | Upper hinge | Upper whisker | Outliers |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n| <img> | 32 | 52 | 96 | 123 | 180 | 264 | 335 |',
  )
  expect(reportToHtml(report, meta)).toContain('<h2>Charts</h2><figure><figcaption>Bars</figcaption>')
})

test('box plots travel as drawings in HTML and as their numbers in words in Markdown', () => {
  expect(reportToMarkdown(report, meta)).toContain(
    '| 335 |\n\nBox plot of hp. <img> (n = 32): whiskers 52 to 264, quartiles (hinges) 96 and 180, median 123, 1 outlier: 335.',
  )
  const html = reportToHtml(report, meta)
  expect(html.match(/<circle /g)).toHaveLength(1)
  expect(html).toContain('role="img" aria-label="Box plot of hp.')
})
