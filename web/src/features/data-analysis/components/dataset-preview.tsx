import type { DatasetSummary } from '#shared/contract/data-analysis'
import { ScrollRegion } from './scroll-region'
import { Table } from '../../../components/ui/table'

/** The file's first rows as they were read (missing cells empty), so the user can check the columns are right. */
export function DatasetPreview({ dataset }: { dataset: DatasetSummary }) {
  if (dataset.preview.length === 0) return null
  const caption = `First ${dataset.preview.length} of ${dataset.rowCount.toLocaleString('en-US')} rows`
  return (
    <ScrollRegion label={caption} className="max-w-full rounded-lg border border-slate-200">
      <Table className="min-w-max border-collapse text-sm">
        <caption className="px-2 py-1.5 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-right font-semibold text-slate-600">
              Row
            </th>
            {dataset.columns.map((column) => (
              <th key={column.name} scope="col" className="px-2 py-1.5 text-left font-semibold text-slate-800">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataset.preview.map((row, r) => (
            <tr key={r} className="border-t border-slate-200">
              <th scope="row" className="px-2 py-1 text-right font-normal text-slate-600 tabular-nums">
                {r + 1}
              </th>
              {row.map((cell, c) => (
                <td key={c} className="max-w-48 truncate px-2 py-1 whitespace-nowrap text-slate-800 tabular-nums">
                  {cell === '' ? <span className="text-slate-500 italic">missing</span> : cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  )
}
