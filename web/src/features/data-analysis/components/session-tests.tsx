import { benjaminiHochberg } from '#shared/statistics/benjamini-hochberg'
import type { AnalysisReport } from '#shared/contract/data-analysis'
import { ScrollRegion } from './scroll-region'
import { Table } from '../../../components/ui/table'

const pText = (p: number) => (p < 0.001 ? '< .001' : p.toFixed(3).replace(/^0\./, '.'))

/** Every headline p-value of the analyses run in this session, with Benjamini-Hochberg adjusted values beside them. */
export function SessionTests({ reports }: { reports: AnalysisReport[] }) {
  const tests = reports.flatMap((report, index) =>
    report.pValues.map((test) => ({ ...test, analysis: `${index + 1}. ${report.title}` })),
  )
  if (tests.length < 2) return null
  const adjusted = benjaminiHochberg(tests.map((test) => test.p))
  return (
    <section aria-labelledby="session-tests-heading" className="space-y-2">
      <h4 id="session-tests-heading" className="font-semibold text-slate-900">
        All tests in this session, adjusted together
      </h4>
      <p className="text-sm text-slate-700">
        You have run {tests.length} tests. The more tests you run, the more likely one of them looks significant by
        chance. The Benjamini-Hochberg adjustment raises each p-value so that, among the results you call significant
        (adjusted p below .05), the expected share of false discoveries stays at 5 %. Report the adjusted values when
        these tests answer one question together.
      </p>
      <ScrollRegion label="Tests in this session">
        <Table className="w-full min-w-max border-collapse text-sm">
          {/* The heading above names the table on screen; the caption names it for screen readers. */}
          <caption className="sr-only">p-values with Benjamini-Hochberg adjustment</caption>
          <thead>
            <tr className="border-y border-slate-300">
              {['Test', 'Analysis', 'p', 'p (BH)', 'Significant after adjustment'].map((column) => (
                <th key={column} scope="col" className="px-2 py-1.5 text-left font-semibold text-slate-800">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tests.map((test, i) => (
              <tr key={i} className="border-b border-slate-200">
                <th scope="row" className="px-2 py-1.5 text-left font-normal text-slate-800">
                  {test.label}
                </th>
                <td className="px-2 py-1.5 text-slate-700">{test.analysis}</td>
                <td className="px-2 py-1.5 text-slate-800 tabular-nums">{pText(test.p)}</td>
                <td className="px-2 py-1.5 text-slate-800 tabular-nums">{pText(adjusted[i] ?? 1)}</td>
                <td className="px-2 py-1.5 text-slate-800">{(adjusted[i] ?? 1) < 0.05 ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
    </section>
  )
}
