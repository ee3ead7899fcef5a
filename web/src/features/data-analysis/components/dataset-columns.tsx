import type { DatasetColumn, DatasetSummary, VariableType } from '#shared/contract/data-analysis'
import { Select } from '../../../components/ui/select'
import { Table } from '../../../components/ui/table'

const TYPES: VariableType[] = ['nominal', 'ordinal', 'continuous']

type DatasetColumnsProps = {
  dataset: DatasetSummary
  columns: DatasetColumn[]
  onTypeChange: (name: string, type: VariableType) => void
}

/** The file's variables with their inferred types (changeable), missing and distinct counts. */
export function DatasetColumns({ dataset, columns, onTypeChange }: DatasetColumnsProps) {
  return (
    <section aria-labelledby="dataset-heading" className="space-y-2">
      <h3 id="dataset-heading" className="text-sm font-semibold text-slate-900">
        {dataset.rowCount.toLocaleString('en-US')} rows × {dataset.columns.length} variables (
        {dataset.format.toUpperCase()})
      </h3>
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
        <Table className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-semibold text-slate-800">
                Variable
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-semibold text-slate-800">
                Type
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold text-slate-800">
                Missing
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold text-slate-800">
                Distinct
              </th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.name} className="border-t border-slate-200">
                <th scope="row" className="max-w-32 truncate px-2 py-1 text-left font-medium text-slate-900">
                  {column.name}
                </th>
                <td className="px-2 py-1">
                  <Select
                    variant="compact"
                    aria-label={`Type of ${column.name}`}
                    value={column.type}
                    onChange={(event) => onTypeChange(column.name, event.target.value as VariableType)}
                  >
                    {TYPES.filter((type) => column.numeric || type !== 'continuous').map((type) => (
                      <option key={type}>{type}</option>
                    ))}
                  </Select>
                </td>
                <td className="px-2 py-1 text-right tabular-nums">{column.missing}</td>
                <td className="px-2 py-1 text-right tabular-nums">{column.distinct}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  )
}
