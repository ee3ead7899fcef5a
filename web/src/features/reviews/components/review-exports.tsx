import { Download } from 'lucide-react'
import { useState } from 'react'
import { ReviewExportFormats, type ReviewExportFormat } from '#shared/contract/reviews'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { downloadReviewExport } from '../api/reviews-api'

const FORMAT_LABELS: Record<ReviewExportFormat, string> = {
  markdown: 'Markdown',
  bibtex: 'BibTeX',
  ris: 'RIS',
  'csl-json': 'CSL-JSON',
  apa: 'APA',
  vancouver: 'Vancouver',
}

/** The review as Markdown, its references as BibTeX, RIS or CSL-JSON, or formatted in APA or Vancouver style. */
export function ReviewExports({ reviewId, title }: { reviewId: string; title: string }) {
  const [busy, setBusy] = useState<ReviewExportFormat | null>(null)
  const toast = useToast()
  const handleExport = async (format: ReviewExportFormat) => {
    setBusy(format)
    try {
      await downloadReviewExport(reviewId, format, title)
    } catch (error) {
      toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  return (
    <div role="group" aria-label="Export the review" className="flex flex-wrap gap-2">
      {ReviewExportFormats.map((format) => (
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
