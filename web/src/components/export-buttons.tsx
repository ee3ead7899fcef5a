import { Download } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '../lib/api-client'
import { useToast } from './toast'
import { Button } from './ui/button'

type ExportButtonsProps<Format extends string> = {
  formats: readonly Format[]
  labels: Record<Format, string>
  /** the group's accessible name, e.g. "Export the review" */
  groupLabel: string
  download: (format: Format) => Promise<void>
}

/** One button per export format; one download at a time, and a failed one says why in a toast. */
export function ExportButtons<Format extends string>({
  formats,
  labels,
  groupLabel,
  download,
}: ExportButtonsProps<Format>) {
  const [busy, setBusy] = useState<Format | null>(null)
  const toast = useToast()
  const handleExport = async (format: Format) => {
    setBusy(format)
    try {
      await download(format)
    } catch (error) {
      toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  return (
    <div role="group" aria-label={groupLabel} className="flex flex-wrap gap-2">
      {formats.map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={busy !== null}
          aria-label={`Export as ${labels[format]}`}
          onClick={() => void handleExport(format)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {labels[format]}
        </Button>
      ))}
    </div>
  )
}
