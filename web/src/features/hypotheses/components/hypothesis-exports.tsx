import { HypothesisExportFormats, type HypothesisExportFormat } from '#shared/contract/hypotheses'
import { ExportButtons } from '../../../components/export-buttons'
import { downloadRunExport } from '../api/hypotheses-api'

const FORMAT_LABELS: Record<HypothesisExportFormat, string> = { markdown: 'Markdown', bibtex: 'BibTeX', ris: 'RIS' }

/** The hypotheses with their evidence as Markdown; the works they cite as BibTeX or RIS. */
export function HypothesisExports({ runId, title }: { runId: string; title: string }) {
  return (
    <ExportButtons
      formats={HypothesisExportFormats}
      labels={FORMAT_LABELS}
      groupLabel="Export the hypotheses"
      download={(format) => downloadRunExport(runId, format, title)}
    />
  )
}
