import { ReviewExportFormats, type ReviewExportFormat } from '#shared/contract/reviews'
import { ExportButtons } from '../../../components/export-buttons'
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
  return (
    <ExportButtons
      formats={ReviewExportFormats}
      labels={FORMAT_LABELS}
      groupLabel="Export the review"
      download={(format) => downloadReviewExport(reviewId, format, title)}
    />
  )
}
