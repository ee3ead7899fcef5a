import { Download, FileArchive, Trash2 } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { useNavigate } from '../../../lib/router'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { ApiError, apiErrorOf, errorMessage } from '../../../lib/api-client'
import { EXPORT_URL, useDeleteAccount } from '../api/profile-queries'
import { CurrentPasswordField } from './current-password-field'
import { downloadFile } from '../../../lib/download'

type ExportFormat = 'json' | 'zip'

export const DELETE_CONFIRMATION = 'Are you sure you want to delete your account? This action cannot be undone.'

export function DataManagement({ isAdmin }: { isAdmin: boolean }) {
  const toast = useToast()
  const navigate = useNavigate()
  const remove = useDeleteAccount()
  const [exporting, setExporting] = useState<ExportFormat | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [password, setPassword] = useState('')
  const [lastAdmin, setLastAdmin] = useState<string | null>(null)
  const [confirmLastAdmin, setConfirmLastAdmin] = useState(false)

  const handleExport = async (format: ExportFormat) => {
    setExporting(format)
    try {
      const response = await fetch(`${EXPORT_URL}?format=${format}`, { credentials: 'same-origin' })
      if (!response.ok) throw await apiErrorOf(response)
      downloadFile(await response.blob(), `lodestar-data-${new Date().toISOString().slice(0, 10)}.${format}`)
      toast({ title: 'Data exported', description: 'Your data has been downloaded.', variant: 'success' })
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setExporting(null)
    }
  }

  const handleDelete = (event: SyntheticEvent) => {
    event.preventDefault()
    remove.mutate(
      { password, confirmLastAdmin },
      {
        onSuccess: () => {
          navigate('/', { replace: true })
          toast({
            title: 'Account deleted',
            description: 'Your account has been deleted, with all its data, and you are signed out.',
          })
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setLastAdmin(error.message)
          else toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' })
        },
      },
    )
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
          Export my data
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          One JSON file with everything Lodestar holds about you: profile, plan, saved researchers, research paths,
          conversations and progress. The zip holds the same file and your profile photo.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" disabled={exporting !== null} onClick={() => void handleExport('json')}>
            <Download aria-hidden="true" className="h-4 w-4" />{' '}
            {exporting === 'json' ? 'Exporting...' : 'Export my data'}
          </Button>
          <Button variant="outline" disabled={exporting !== null} onClick={() => void handleExport('zip')}>
            <FileArchive aria-hidden="true" className="h-4 w-4" />{' '}
            {exporting === 'zip' ? 'Exporting...' : 'Export as zip with my photo'}
          </Button>
        </div>
      </section>
      <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 bg-red-50/50 p-5">
        <h2 id="delete-heading" className="text-lg font-semibold text-red-900">
          Delete account
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          Deletes your account and everything in it for good, and signs you out on every device.
        </p>
        {confirming ? (
          <form className="mt-4 space-y-4" onSubmit={handleDelete} aria-label="Delete account">
            <p role="alert" className="font-medium text-red-900">
              {DELETE_CONFIRMATION}
            </p>
            <CurrentPasswordField value={password} onChange={setPassword} />
            {isAdmin && lastAdmin && (
              <label className="flex items-start gap-2 text-sm text-red-900">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4"
                  checked={confirmLastAdmin}
                  onChange={(event) => setConfirmLastAdmin(event.target.checked)}
                />
                <span>{lastAdmin} I understand.</span>
              </label>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={remove.isPending || !password}>
                {remove.isPending ? 'Deleting...' : 'Delete my account'}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button className="mt-3" variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete account
          </Button>
        )}
      </section>
    </div>
  )
}
