import { Download } from 'lucide-react'
import { useState } from 'react'
import { HypothesisExportFormats, type HypothesisExportFormat } from '#shared/contract/hypotheses'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { downloadRunExport } from '../api/hypotheses-api'

const FORMAT_LABELS: Record<HypothesisExportFormat, string> = { markdown: 'Markdown', bibtex: 'BibTeX', ris: 'RIS' }

/** The hypotheses with their evidence as Markdown; the works they cite as BibTeX or RIS. */
export function HypothesisExports({ runId, title }: { runId: string; title: string }) {
  const [busy, setBusy] = useState<HypothesisExportFormat | null>(null)
  const toast = useToast()
  const handleExport = async (format: HypothesisExportFormat) => {
    setBusy(format)
    try {
      await downloadRunExport(runId, format, title)
    } catch (error) {
      toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  return (
    <div role="group" aria-label="Export the hypotheses" className="flex flex-wrap gap-2">
      {HypothesisExportFormats.map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={busy !== null}
          aria-label={`Export as ${FORMAT_LABELS[format]}`}
          onClick={() => void handleExport(format)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {FORMAT_LABELS[format]}
        </Button>
      ))}
    </div>
  )
}
