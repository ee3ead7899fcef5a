import { BarChart3, FileSpreadsheet } from 'lucide-react'
import { useState, type ChangeEvent, type SyntheticEvent } from 'react'
import type { AnalysisReport, DatasetSummary, VariableType } from '#shared/contract/data-analysis'
import {
  DATA_UPLOAD_MAX_BYTES,
  DATA_UPLOAD_MAX_MB,
  DATA_UPLOAD_MAX_ROWS,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '#shared/contract/data-analysis-limits'
import { ToolCard, ToolEmptyState } from '../../../components/premium-tool-layout'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Field, Textarea } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { useAnalyseDataset, useInspectDataset } from '../api/data-analysis-requests'
import { EMPTY_ANALYSIS, toAnalysisRequest, type AnalysisDraft } from '../analysis-form-model'
import type { ReportMeta } from '../report-export'
import { AnalysisFields } from './analysis-fields'
import { TestChooserPanel } from './test-chooser-panel'
import { DatasetColumns } from './dataset-columns'
import { DatasetPreview } from './dataset-preview'
import { OrdinalLevels } from './ordinal-levels'
import { SessionTests } from './session-tests'
import { ReportView } from './report-view'

/** The server's own words for a file or analysis it refused; the spec's sentence for anything else. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 413)) return error.message
  return 'Failed to analyze data. Please try again.'
}

/** Upload, choose, analyse; `enabled` is false behind the premium overlay, where nothing is sent. */
export function DataAnalyzer({ enabled }: { enabled: boolean }) {
  const [description, setDescription] = useState('')
  const [file, setFile] = useState<File | null>(null)
  // Why the chosen file was refused: stays beside the field (a toast goes) until another file is chosen.
  const [fileError, setFileError] = useState<string | undefined>()
  const [dataset, setDataset] = useState<DatasetSummary | null>(null)
  const [types, setTypes] = useState<Record<string, VariableType>>({})
  const [levels, setLevels] = useState<Record<string, string[]>>({})
  const [draft, setDraft] = useState<AnalysisDraft>(EMPTY_ANALYSIS)
  const [runs, setRuns] = useState<{ report: AnalysisReport; meta: ReportMeta }[]>([])
  const [shown, setShown] = useState(0)
  const result = runs[shown]
  const inspect = useInspectDataset()
  const analyse = useAnalyseDataset()
  const toast = useToast()

  const columns = (dataset?.columns ?? []).map((column) => ({ ...column, type: types[column.name] ?? column.type }))
  // Text columns marked ordinal, each with its order of levels (the file's order until the user changes it).
  const ordinalText = columns.flatMap((column) =>
    column.type === 'ordinal' && !column.numeric && column.levels
      ? [{ name: column.name, order: levels[column.name] ?? column.levels }]
      : [],
  )

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    setDataset(null)
    setTypes({})
    setLevels({})
    setDraft(EMPTY_ANALYSIS)
    setFile(null)
    setFileError(undefined)
    if (!chosen || !enabled) return
    if (chosen.size > DATA_UPLOAD_MAX_BYTES) {
      toast({ title: 'File too large', description: UPLOAD_TOO_LARGE_MESSAGE, variant: 'destructive' })
      setFileError(`${chosen.name}: ${UPLOAD_TOO_LARGE_MESSAGE}`)
      event.target.value = ''
      return
    }
    inspect.mutate(chosen, {
      onSuccess: (summary) => {
        setFile(chosen)
        setDataset(summary)
      },
      onError: (error) => {
        const message = failureMessage(error)
        setFileError(`${chosen.name} could not be read: ${message}`)
        toast({ title: 'File not readable', description: message, variant: 'destructive' })
      },
    })
  }

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!description.trim()) {
      toast({
        title: 'Data Description Required',
        description: 'Please describe your data for AI analysis.',
        variant: 'destructive',
      })
      return
    }
    if (!file) {
      toast({
        title: 'Data File Required',
        description: 'Please upload a CSV or Excel file to analyze.',
        variant: 'destructive',
      })
      return
    }
    const request = toAnalysisRequest(draft)
    if (typeof request === 'string') {
      toast({ title: 'Choose Variables', description: request, variant: 'destructive' })
      return
    }
    const meta = { description: description.trim(), fileName: file.name, createdAt: new Date() }
    analyse.mutate(
      {
        file,
        form: {
          analysis: request,
          types,
          levels: Object.fromEntries(ordinalText.map(({ name, order }) => [name, order])),
        },
      },
      {
        onSuccess: (report) => {
          setShown(runs.length)
          setRuns((current) => [...current, { report, meta }])
          toast({ title: 'Analysis Complete', description: `${report.title} is ready for review.`, variant: 'success' })
        },
        onError: (error) =>
          toast({ title: 'Analysis Error', description: failureMessage(error), variant: 'destructive' }),
      },
    )
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ToolCard title="Your data" description="Describe it, upload it, and choose what to test.">
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <Field label="Data Description" hint="What was measured, on whom, and what you want to know.">
            {({ id, describedBy }) => (
              <Textarea
                id={id}
                rows={3}
                required
                maxLength={2000}
                aria-describedby={describedBy}
                value={description}
                placeholder="e.g. Hours of extra sleep for 20 patients on two drugs"
                onChange={(event) => setDescription(event.target.value)}
              />
            )}
          </Field>
          <Field
            error={fileError}
            label="Data file"
            hint={`CSV, TSV or Excel (.xlsx, first sheet) with a header row; up to ${DATA_UPLOAD_MAX_MB}MB and ${DATA_UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows. The file is analysed and not kept.`}
          >
            {({ id, describedBy }) => (
              <input
                id={id}
                type="file"
                accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={describedBy}
                aria-invalid={fileError ? true : undefined}
                onChange={handleFile}
                className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
              />
            )}
          </Field>
          {inspect.isPending && <Spinner label="Reading the file" />}
          {dataset && (
            <DatasetColumns
              dataset={dataset}
              columns={columns}
              onTypeChange={(name, type) => setTypes((current) => ({ ...current, [name]: type }))}
            />
          )}
          {dataset && <DatasetPreview dataset={dataset} />}
          {ordinalText.map(({ name, order }) => (
            <OrdinalLevels
              key={name}
              column={name}
              order={order}
              onChange={(next) => setLevels((current) => ({ ...current, [name]: next }))}
            />
          ))}
          {dataset && (
            <TestChooserPanel
              columns={columns}
              onUse={(update) => setDraft((current) => ({ ...current, ...update }))}
            />
          )}
          {dataset && (
            <AnalysisFields
              columns={columns}
              draft={draft}
              onChange={(update) => setDraft((current) => ({ ...current, ...update }))}
            />
          )}
          <Button type="submit" size="lg" className="w-full" disabled={analyse.isPending}>
            {analyse.isPending ? (
              <>
                <Spinner label="" /> Analyzing...
              </>
            ) : (
              <>
                <BarChart3 aria-hidden="true" className="h-5 w-5" /> Analyze Data
              </>
            )}
          </Button>
        </form>
      </ToolCard>
      <ToolCard title="Analysis Results">
        {result ? (
          <div className="space-y-8">
            {runs.length > 1 && (
              <nav aria-label="Reports this session">
                <h4 className="text-sm font-semibold text-slate-900">Reports this session</h4>
                <ol className="mt-2 flex flex-wrap gap-2">
                  {runs.map((run, index) => (
                    <li key={index}>
                      <Button
                        type="button"
                        variant={index === shown ? 'primary' : 'outline'}
                        size="sm"
                        aria-current={index === shown ? 'true' : undefined}
                        onClick={() => setShown(index)}
                      >
                        {index + 1}. {run.report.title}
                      </Button>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            <ReportView report={result.report} meta={result.meta} />
            <SessionTests reports={runs.map((run) => run.report)} />
          </div>
        ) : (
          <ToolEmptyState icon={FileSpreadsheet}>
            Upload a file, pick an analysis and press Analyze Data: the APA result, the assumption checks, what it
            means, the tables and the R code appear here.
          </ToolEmptyState>
        )}
      </ToolCard>
    </div>
  )
}
