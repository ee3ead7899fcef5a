import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  expectNoSeriousA11yViolations,
  newSignedInUser,
  screenshotAt,
  signInAsFounder,
  watchPageProblems,
} from './fixtures'

// R's mtcars: mpg, wt, hp and am (0 = automatic, 1 = manual), written out as a student's CSV would be.
const MPG = [
  21, 21, 22.8, 21.4, 18.7, 18.1, 14.3, 24.4, 22.8, 19.2, 17.8, 16.4, 17.3, 15.2, 10.4, 10.4, 14.7, 32.4, 30.4, 33.9,
  21.5, 15.5, 15.2, 13.3, 19.2, 27.3, 26, 30.4, 15.8, 19.7, 15, 21.4,
]
const WT = [
  2.62, 2.875, 2.32, 3.215, 3.44, 3.46, 3.57, 3.19, 3.15, 3.44, 3.44, 4.07, 3.73, 3.78, 5.25, 5.424, 5.345, 2.2, 1.615,
  1.835, 2.465, 3.52, 3.435, 3.84, 3.845, 1.935, 2.14, 1.513, 3.17, 2.77, 3.57, 2.78,
]
const HP = [
  110, 110, 93, 110, 175, 105, 245, 62, 95, 123, 123, 180, 180, 180, 205, 215, 230, 66, 52, 65, 97, 150, 150, 245, 175,
  66, 91, 113, 264, 175, 335, 109,
]
const AM = [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]
const CSV = ['mpg,wt,hp,am', ...MPG.map((mpg, i) => `${mpg},${WT[i]},${HP[i]},${AM[i]}`)].join('\n')

test('a free member sees the Premium Feature overlay on the data analyzer, and the server refuses the upload', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'da', 'Free Analyst')
  await page.goto('/ai-data-analyzer')
  await expect(page.getByRole('heading', { level: 1, name: 'Data Analyzer' })).toBeVisible()
  await expect(page.getByText('Upgrade to access the Data Analyzer.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const refused = await page.request.post('/api/data-analysis/inspect', {
    multipart: { file: { name: 'cars.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) } },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(refused.status()).toBe(403)
  watch.expectNone()
})

test('upload a CSV, run a t-test and a correlation, read the APA sentences, and export the report', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/ai-data-analyzer')
  await expect(page.getByText(/Upload a file, pick an analysis and press Analyze Data/)).toBeVisible()

  await page.getByRole('textbox', { name: /Data Description/ }).fill('Fuel use of 32 cars (R mtcars)')
  await page.getByLabel('Data file').setInputFiles({ name: 'cars.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
  await expect(page.getByRole('heading', { name: '32 rows × 4 variables (CSV)' })).toBeVisible()
  const preview = page.getByRole('table', { name: 'First 8 of 32 rows' })
  await expect(preview.getByRole('row').nth(1).getByRole('cell')).toHaveText(['21', '2.62', '110', '1'])
  await screenshotAt(page, 'data-analyzer-preview', preview)
  await page.getByRole('combobox', { name: 'Type of am' }).selectOption('nominal')

  // The helper proposes the test from what the student wants to know and the variables' types.
  await page.getByText('Not sure which test? Let the helper propose one').click()
  await page.getByRole('combobox', { name: 'What do you want to know?' }).selectOption('compare-groups')
  await page.getByRole('combobox', { name: 'What is measured' }).selectOption('mpg')
  await page.getByRole('combobox', { name: 'What makes the groups' }).selectOption('am')
  await expect(page.getByRole('status').filter({ hasText: "Independent-samples t-test (Welch's)" })).toContainText(
    'Alternative: Mann-Whitney U test',
  )
  await page.getByRole('button', { name: 'Use this test' }).click()
  await expect(page.getByRole('combobox', { name: /Analysis Type/ })).toHaveValue('t-test')
  await expect(page.getByRole('combobox', { name: 'Variable to analyse' })).toHaveValue('mpg')
  await expect(page.getByRole('combobox', { name: 'Grouping variable' })).toHaveValue('am')
  await page.getByRole('button', { name: /Analyze Data/ }).click()
  await expect(page.getByTestId('toast')).toContainText('Analysis Complete')
  // t.test(mpg ~ am, data = mtcars): t = -3.7671, df = 18.332, p-value = 0.001374
  const apa = page.getByRole('region', { name: 'Result in APA style' })
  await expect(apa).toContainText('t(18.33) = -3.77, p = .001')
  await expect(page.getByText(/Normality of mpg in 0/)).toBeVisible()
  // boxplot(mpg ~ am, data = mtcars): the numbers drawn, and said in words for screen readers
  const boxPlot = page.getByRole('img', { name: 'mpg by am' })
  await expect(boxPlot).toBeVisible()
  await expect(page.getByText(/^Box plot of mpg\. 0 \(n = 19\): whiskers 10\.40 to 24\.40/)).toBeAttached()
  await screenshotAt(page, 'data-analyzer-t-test', boxPlot)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('combobox', { name: /Analysis Type/ }).selectOption('correlation')
  await page.getByRole('checkbox', { name: 'mpg' }).check()
  await page.getByRole('checkbox', { name: 'wt' }).check()
  await page.getByRole('checkbox', { name: 'hp' }).check()
  await page.getByRole('button', { name: /Analyze Data/ }).click()
  // cor.test(mtcars$mpg, mtcars$wt): r = -0.8676594, 95% CI [-0.9338264, -0.7440872]
  await expect(apa).toContainText('r(30) = -.87, p < .001, 95% CI [-.93, -.74]')
  await expect(page.getByRole('table', { name: 'Correlation matrix (r)' })).toBeVisible()

  // Two analyses this session: the t-test's p and the three correlations' p-values, adjusted together.
  await expect(page.getByRole('navigation', { name: 'Reports this session' }).getByRole('button')).toHaveCount(2)
  const adjusted = page.getByRole('table', { name: 'p-values with Benjamini-Hochberg adjustment' })
  await expect(adjusted.getByRole('row')).toHaveCount(5)
  await expect(adjusted.getByRole('row').nth(1)).toContainText("Welch's t-test: mpg by am")
  await screenshotAt(page, 'data-analyzer-bh', adjusted)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Markdown' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('cars-correlation.md')
  const markdown = readFileSync(await file.path(), 'utf8')
  expect(markdown).toContain('r(30) = -.87')
  expect(markdown).toContain('variables <- c("mpg", "wt", "hp")')
  expect(markdown).toContain('cor.test(data[[pair[1]]][rows], data[[pair[2]]][rows], method = "pearson")')
  const htmlDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'HTML' }).click()
  const html = readFileSync(await (await htmlDownload).path(), 'utf8')
  expect(html).toContain('r(30) = -.87')
  await screenshotAt(page, 'data-analyzer-correlation', apa)
  await expectNoSeriousA11yViolations(page)
  watch.expectNone()
})

test('a text column marked ordinal is put in order with buttons and compared across groups by Kruskal-Wallis', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await signInAsFounder(page.request)
  await page.goto('/ai-data-analyzer')
  const answers = [
    'low',
    'mid',
    'mid',
    'high',
    'low',
    'mid',
    'high',
    'high',
    'very high',
    'high',
    'very high',
    'very high',
  ]
  const likert = ['agreement,class', ...answers.map((answer, i) => `${answer},${['a', 'b', 'c'][Math.floor(i / 4)]}`)]
  await page.getByLabel('Data file').setInputFiles({
    name: 'survey.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(likert.join('\n')),
  })
  await expect(page.getByRole('heading', { name: '12 rows × 2 variables (CSV)' })).toBeVisible()
  // No description yet: the button stays pressable and the spec's toast says what is missing.
  await page.getByRole('button', { name: /Analyze Data/ }).click()
  await expect(page.getByTestId('toast')).toContainText('Data Description Required')
  await page.getByRole('textbox', { name: /Data Description/ }).fill('Agreement of 12 students in three classes')

  await page.getByRole('combobox', { name: 'Type of agreement' }).selectOption('ordinal')
  const order = page.getByRole('region', { name: "Order of agreement's levels" })
  await expect(order.getByRole('listitem')).toHaveText(['1.high', '2.low', '3.mid', '4.very high'])
  await order.getByRole('button', { name: 'Move high down' }).click()
  await order.getByRole('button', { name: 'Move high down' }).click()
  await expect(order.getByRole('listitem')).toHaveText(['1.low', '2.mid', '3.high', '4.very high'])
  await order.getByRole('button', { name: 'Move mid up' }).focus()
  await page.keyboard.press('Enter')
  await order.getByRole('button', { name: 'Move low up' }).click()
  await expect(order.getByRole('listitem')).toHaveText(['1.low', '2.mid', '3.high', '4.very high'])
  await screenshotAt(page, 'data-analyzer-ordinal', order)

  await page.getByRole('combobox', { name: /Analysis Type/ }).selectOption('nonparametric')
  await page.getByRole('combobox', { name: 'Test' }).selectOption('kruskal-wallis')
  await page.getByRole('combobox', { name: 'Variable to analyse' }).selectOption('agreement')
  await page.getByRole('combobox', { name: 'Grouping variable' }).selectOption('class')
  await page.getByRole('button', { name: /Analyze Data/ }).click()
  const apa = page.getByRole('region', { name: 'Result in APA style' })
  await expect(apa).toContainText(/H\(2\) = \d+\.\d\d, p = \.\d+, ε² = \.\d\d, 95% CI \[\.\d\d, 1\.00\]/)
  await page.getByText('The same analysis in R').click()
  await expect(page.getByText(/data <- read\.csv\("survey\.csv"/)).toBeVisible()
  await expect(page.getByText(/levels = c\("low", "mid", "high", "very high"\)/)).toBeVisible()
  await screenshotAt(page, 'data-analyzer-kruskal', apa)
  await expectNoSeriousA11yViolations(page)
  watch.expectNone()
})
