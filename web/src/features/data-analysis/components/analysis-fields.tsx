import type { DatasetColumn } from '#shared/contract/data-analysis'
import { Field, Input } from '../../../components/ui/form'
import { Select } from '../../../components/ui/select'
import { ANALYSIS_TYPES, roles, type AnalysisDraft } from '../analysis-form-model'

type AnalysisFieldsProps = {
  columns: DatasetColumn[]
  draft: AnalysisDraft
  onChange: (update: Partial<AnalysisDraft>) => void
}

const LABELS: Partial<Record<AnalysisDraft['kind'], { outcome: string; group: string }>> = {
  'chi-square': { outcome: 'Row variable', group: 'Column variable' },
  regression: { outcome: 'Outcome (numeric)', group: '' },
  logistic: { outcome: 'Outcome (two categories)', group: '' },
}

/** The analysis type and the variables it needs, from the uploaded file's columns. */
export function AnalysisFields({ columns, draft, onChange }: AnalysisFieldsProps) {
  const need = roles(draft)
  const labels = LABELS[draft.kind] ?? { outcome: 'Variable to analyse', group: 'Grouping variable' }
  const columnSelect = (label: string, value: string, key: 'outcome' | 'group' | 'second') => (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={value} onChange={(event) => onChange({ [key]: event.target.value })}>
          <option value="">Choose a variable</option>
          {columns.map((column) => (
            <option key={column.name} value={column.name}>
              {column.name} ({column.type})
            </option>
          ))}
        </Select>
      )}
    </Field>
  )

  return (
    <div className="space-y-4">
      <Field label="Analysis Type" hint="Optional: descriptive statistics unless you choose another.">
        {({ id, describedBy }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            value={draft.kind}
            onChange={(event) => onChange({ kind: event.target.value as AnalysisDraft['kind'] })}
          >
            {ANALYSIS_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {draft.kind === 't-test' && (
        <Field label="Design">
          {({ id }) => (
            <Select
              id={id}
              value={draft.design}
              onChange={(event) => onChange({ design: event.target.value as AnalysisDraft['design'] })}
            >
              <option value="independent">Two independent groups</option>
              <option value="paired">Paired (two measurements of the same cases)</option>
              <option value="one-sample">One sample against a reference mean</option>
            </Select>
          )}
        </Field>
      )}
      {draft.kind === 'nonparametric' && (
        <Field label="Test">
          {({ id }) => (
            <Select
              id={id}
              value={draft.test}
              onChange={(event) => onChange({ test: event.target.value as AnalysisDraft['test'] })}
            >
              <option value="mann-whitney">Mann-Whitney U (two independent groups)</option>
              <option value="wilcoxon-signed-rank">Wilcoxon signed-rank (paired)</option>
              <option value="kruskal-wallis">Kruskal-Wallis (two or more groups)</option>
            </Select>
          )}
        </Field>
      )}
      {draft.kind === 'correlation' && (
        <Field label="Method">
          {({ id }) => (
            <Select
              id={id}
              value={draft.method}
              onChange={(event) => onChange({ method: event.target.value as AnalysisDraft['method'] })}
            >
              <option value="pearson">Pearson (linear, continuous)</option>
              <option value="spearman">Spearman (ranks, ordinal or skewed)</option>
            </Select>
          )}
        </Field>
      )}
      {need.outcome && columnSelect(labels.outcome, draft.outcome, 'outcome')}
      {need.group && columnSelect(labels.group, draft.group, 'group')}
      {need.second && columnSelect('Second measurement', draft.second, 'second')}
      {draft.kind === 't-test' && draft.design === 'one-sample' && (
        <Field label="Reference mean">
          {({ id }) => (
            <Input
              id={id}
              inputMode="decimal"
              value={draft.mu}
              onChange={(event) => onChange({ mu: event.target.value })}
            />
          )}
        </Field>
      )}
      {draft.kind === 't-test' && draft.design === 'independent' && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.equalVariances}
            onChange={(event) => onChange({ equalVariances: event.target.checked })}
          />
          Assume equal variances (Student&apos;s t; Welch&apos;s otherwise)
        </label>
      )}
      {need.many && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{need.many}</legend>
          <div className="mt-2 grid max-h-48 grid-cols-1 gap-1 overflow-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
            {columns
              .filter((column) => !(need.outcome && column.name === draft.outcome))
              .map((column) => (
                <label key={column.name} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={draft.variables.includes(column.name)}
                    onChange={(event) =>
                      onChange({
                        variables: event.target.checked
                          ? [...draft.variables, column.name]
                          : draft.variables.filter((name) => name !== column.name),
                      })
                    }
                  />
                  <span className="truncate">{column.name}</span>
                </label>
              ))}
          </div>
        </fieldset>
      )}
    </div>
  )
}
