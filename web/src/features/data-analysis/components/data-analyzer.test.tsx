import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import type { AnalysisReport, DatasetSummary } from '#shared/contract/data-analysis'
import { DataAnalyzerRoute } from '../../../app/routes/ai-data-analyzer'
import { fakeApi } from '../../../test/fake-api'
import { freeMe, premiumMe } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'

const summary: DatasetSummary = {
  format: 'csv',
  rowCount: 20,
  columns: [
    { name: 'extra', type: 'continuous', missing: 0, distinct: 17, numeric: true },
    { name: 'group', type: 'continuous', missing: 0, distinct: 2, numeric: true },
  ],
  preview: [['0.7', '1']],
}

const report: AnalysisReport = {
  kind: 't-test',
  title: "Independent-samples t-test (Welch's)",
  apa: [
    'An independent-samples t-test (Welch’s) showed … t(17.78) = -1.86, p = .079, d = -0.83, 95% CI [-1.74, 0.10].',
  ],
  reading: ['If there were really no difference between the groups, …'],
  assumptions: [{ name: 'Equal variances', detail: 'Levene’s test F(1, 18) = 0.12, p = .733.', met: true }],
  suggestions: [],
  tables: [{ title: 'Groups', columns: ['Group', 'n', 'M', 'SD'], rows: [['1', '10', '0.75', '1.79']] }],
  charts: [],
  boxPlots: [],
  rCode: 't.test(extra ~ group, data = data)',
  notes: [],
  pValues: [{ label: "Welch's t-test: extra by group", p: 0.07939 }],
}

/** The upload routes are multipart, outside the JSON endpoint table: answered here, the rest by fakeApi. */
function fakeUploads(answers: { inspect: DatasetSummary; analyse: AnalysisReport }) {
  const sent: { path: string; analysis: unknown }[] = []
  const jsonApi = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url
    if (!path.startsWith('/api/data-analysis/')) return jsonApi(input, init)
    const form = init.body as FormData
    const analysis = form.get('analysis')
    sent.push({ path, analysis: typeof analysis === 'string' ? JSON.parse(analysis) : null })
    const body = path.endsWith('inspect') ? answers.inspect : answers.analyse
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return sent
}

test('a free member sees the Premium Feature overlay; nothing is uploaded', async () => {
  const api = fakeApi({ me: () => freeMe() })
  renderWithApp(<DataAnalyzerRoute />)
  expect(await screen.findByRole('heading', { name: 'Premium Feature' })).toBeInTheDocument()
  expect(screen.getByText('Upgrade to access the Data Analyzer.')).toBeInTheDocument()
  expect(api.calls.map((call) => call.name)).toEqual(['me'])
})

test('a file shows its variables and first rows; an empty description is refused with the spec’s toast, then a t-test shows its APA line', async () => {
  fakeApi({ me: premiumMe })
  const sent = fakeUploads({ inspect: summary, analyse: report })
  const { user } = renderWithApp(<DataAnalyzerRoute />)
  // Role queries skip the overlay's hidden copy: this waits for the unlocked tool.
  const description = await screen.findByRole('textbox', { name: /Data Description/ })
  const fileInput = screen.getByLabelText('Data file')

  await user.upload(fileInput, new File(['extra,group\n0.7,1\n'], 'sleep.csv', { type: 'text/csv' }))
  expect(await screen.findByText('20 rows × 2 variables (CSV)')).toBeInTheDocument()
  const preview = screen.getByRole('table', { name: 'First 1 of 20 rows' })
  expect(
    within(preview)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Row', 'extra', 'group'])
  expect(
    within(preview)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['0.7', '1'])
  expect(screen.getByRole('group', { name: /First 1 of 20 rows/ }).tabIndex).toBe(0)
  expect(screen.getByRole('combobox', { name: 'Type of group' })).toHaveProperty('value', 'continuous')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of group' }), 'nominal')

  await user.selectOptions(screen.getByRole('combobox', { name: /Analysis Type/ }), 't-test')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Variable to analyse' }), 'extra')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Grouping variable' }), 'group')
  const analyze = screen.getByRole('button', { name: /Analyze Data/ })
  expect(analyze).toHaveProperty('disabled', false)

  await user.type(description, '   ')
  await user.click(analyze)
  expect((await screen.findByTestId('toast')).textContent).toContain(
    'Data Description RequiredPlease describe your data for AI analysis.',
  )
  expect(sent).toHaveLength(1)

  await user.type(description, 'Extra sleep on two drugs')
  await user.click(screen.getByRole('button', { name: /Analyze Data/ }))

  expect(await screen.findByText(/t\(17.78\) = -1.86, p = .079, d = -0.83, 95% CI \[-1.74, 0.10\]/)).toBeInTheDocument()
  expect(sent.at(-1)).toEqual({
    path: '/api/data-analysis/analyse',
    analysis: {
      analysis: { kind: 't-test', design: 'independent', outcome: 'extra', group: 'group', equalVariances: false },
      types: { group: 'nominal' },
      levels: {},
    },
  })
  expect(screen.getByRole('button', { name: /Markdown/ })).toBeInTheDocument()
  // One test so far: nothing to adjust yet.
  expect(screen.queryByRole('table', { name: /Benjamini-Hochberg/ })).toBeNull()
}, 15_000)

test('a text column marked ordinal gets its levels ordered with buttons, and the order travels with the analysis', async () => {
  fakeApi({ me: premiumMe })
  const likert: DatasetSummary = {
    format: 'csv',
    rowCount: 12,
    columns: [
      { name: 'agreement', type: 'nominal', missing: 0, distinct: 3, numeric: false, levels: ['high', 'low', 'mid'] },
      { name: 'group', type: 'nominal', missing: 0, distinct: 3, numeric: false, levels: ['a', 'b', 'c'] },
    ],
    preview: [['low', 'a']],
  }
  const sent = fakeUploads({ inspect: likert, analyse: { ...report, title: 'Kruskal-Wallis test' } })
  const { user } = renderWithApp(<DataAnalyzerRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Data Description/ }), 'Agreement by class')
  await user.upload(screen.getByLabelText('Data file'), new File(['agreement,group\nlow,a\n'], 'likert.csv'))
  await screen.findByText('12 rows × 2 variables (CSV)')
  expect(screen.queryByRole('region', { name: /Order of agreement/ })).toBeNull()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of agreement' }), 'ordinal')

  const order = screen.getByRole('region', { name: "Order of agreement's levels" })
  const levelsShown = () =>
    within(order)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
  expect(levelsShown()).toEqual(['1.high', '2.low', '3.mid'])
  expect(within(order).getByRole('button', { name: 'Move high up' })).toHaveProperty('disabled', true)
  await user.click(within(order).getByRole('button', { name: 'Move high down' }))
  await user.click(within(order).getByRole('button', { name: 'Move high down' }))
  expect(levelsShown()).toEqual(['1.low', '2.mid', '3.high'])

  await user.selectOptions(screen.getByRole('combobox', { name: /Analysis Type/ }), 'nonparametric')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Test' }), 'kruskal-wallis')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Variable to analyse' }), 'agreement')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Grouping variable' }), 'group')
  await user.click(screen.getByRole('button', { name: /Analyze Data/ }))
  await screen.findByRole('heading', { name: 'Kruskal-Wallis test' })
  expect(sent.at(-1)?.analysis).toEqual({
    analysis: { kind: 'nonparametric', test: 'kruskal-wallis', outcome: 'agreement', group: 'group' },
    types: { agreement: 'ordinal' },
    levels: { agreement: ['low', 'mid', 'high'] },
  })
}, 15_000)

test('each analysis run is kept in the session; with two or more tests their p-values are adjusted together (BH)', async () => {
  fakeApi({ me: premiumMe })
  const second: AnalysisReport = {
    ...report,
    kind: 'correlation',
    title: "Pearson's correlation",
    pValues: [
      { label: 'Pearson r: extra – group', p: 0.01 },
      { label: 'Pearson r: extra – ID', p: 0.04 },
    ],
  }
  let answer = report
  const sent = fakeUploads({
    inspect: summary,
    get analyse() {
      return answer
    },
  })
  const { user } = renderWithApp(<DataAnalyzerRoute />)
  await user.type(await screen.findByRole('textbox', { name: /Data Description/ }), 'Extra sleep')
  await user.upload(screen.getByLabelText('Data file'), new File(['extra,group\n0.7,1\n'], 'sleep.csv'))
  await screen.findByText('20 rows × 2 variables (CSV)')
  await user.selectOptions(screen.getByRole('combobox', { name: /Analysis Type/ }), 'descriptives')
  await user.click(screen.getByRole('checkbox', { name: 'extra' }))
  await user.click(screen.getByRole('button', { name: /Analyze Data/ }))
  await screen.findByRole('heading', { name: "Independent-samples t-test (Welch's)" })
  answer = second
  await user.click(screen.getByRole('button', { name: /Analyze Data/ }))
  await screen.findByRole('heading', { name: "Pearson's correlation" })
  expect(sent).toHaveLength(3)

  const reports = screen.getByRole('navigation', { name: 'Reports this session' })
  expect(
    within(reports)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(["1. Independent-samples t-test (Welch's)", "2. Pearson's correlation"])
  const table = screen.getByRole('table', { name: 'p-values with Benjamini-Hochberg adjustment' })
  // p.adjust(c(0.07939, 0.01, 0.04), "BH") = 0.07939 0.03 0.06
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
  ).toEqual([
    ["1. Independent-samples t-test (Welch's)", '.079', '.079', 'no'],
    ["2. Pearson's correlation", '.010', '.030', 'yes'],
    ["2. Pearson's correlation", '.040', '.060', 'no'],
  ])
  expect(screen.getByText(/expected share of false discoveries stays at 5 %/)).toBeInTheDocument()

  await user.click(within(reports).getByRole('button', { name: "1. Independent-samples t-test (Welch's)" }))
  expect(screen.getByRole('heading', { name: "Independent-samples t-test (Welch's)" })).toBeInTheDocument()
}, 15_000)

test('the test helper proposes a test from the aim and the variables’ types, says why, and fills the form', async () => {
  fakeApi({ me: premiumMe })
  fakeUploads({ inspect: summary, analyse: report })
  const { user } = renderWithApp(<DataAnalyzerRoute />)
  await screen.findByRole('textbox', { name: /Data Description/ })
  await user.upload(screen.getByLabelText('Data file'), new File(['extra,group\n0.7,1\n'], 'sleep.csv'))
  await screen.findByText('20 rows × 2 variables (CSV)')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of group' }), 'nominal')

  await user.click(screen.getByText('Not sure which test? Let the helper propose one'))
  await user.selectOptions(screen.getByRole('combobox', { name: 'What do you want to know?' }), 'compare-groups')
  await user.selectOptions(screen.getByRole('combobox', { name: 'What is measured' }), 'extra')
  await user.selectOptions(screen.getByRole('combobox', { name: 'What makes the groups' }), 'group')
  const proposal = screen.getByRole('status')
  expect(proposal.textContent).toContain("Independent-samples t-test (Welch's)")
  expect(proposal.textContent).toContain('Alternative: Mann-Whitney U test if the groups are far from normal.')

  await user.click(screen.getByRole('button', { name: 'Use this test' }))
  expect(screen.getByRole('combobox', { name: /Analysis Type/ })).toHaveProperty('value', 't-test')
  expect(screen.getByRole('combobox', { name: 'Variable to analyse' })).toHaveProperty('value', 'extra')
  expect(screen.getByRole('combobox', { name: 'Grouping variable' })).toHaveProperty('value', 'group')
})

test('a file that cannot be read keeps its reason beside the field until another file is chosen', async () => {
  fakeApi({ me: premiumMe })
  const reason = 'Row 3 has 3 values, but the header has 2 columns.'
  const jsonApi = globalThis.fetch
  let refuse = true
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url
    if (!path.startsWith('/api/data-analysis/')) return jsonApi(input, init)
    const body = refuse ? { code: 'BAD_REQUEST', message: reason, requestId: 'test' } : summary
    return new Response(JSON.stringify(body), {
      status: refuse ? 400 : 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  const { user } = renderWithApp(<DataAnalyzerRoute />)
  await screen.findByRole('textbox', { name: /Data Description/ })
  const fileInput = screen.getByLabelText('Data file')

  await user.upload(fileInput, new File(['a,b\n1,2\n1,2,3\n'], 'broken.csv', { type: 'text/csv' }))
  const error = await screen.findByText(`broken.csv could not be read: ${reason}`)
  expect(fileInput).toHaveAttribute('aria-invalid', 'true')
  expect(fileInput.getAttribute('aria-describedby')).toContain(error.id)

  refuse = false
  await user.upload(fileInput, new File(['extra,group\n0.7,1\n'], 'sleep.csv', { type: 'text/csv' }))
  expect(await screen.findByText('20 rows × 2 variables (CSV)')).toBeInTheDocument()
  expect(screen.queryByText(/could not be read/)).toBeNull()
  expect(fileInput).not.toHaveAttribute('aria-invalid')
})
