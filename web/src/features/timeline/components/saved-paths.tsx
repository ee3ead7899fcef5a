import { useQuery } from '@tanstack/react-query'
import { Copy, FolderOpen, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { ResearchPathSummary } from '#shared/contract/timeline'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Input } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import {
  researchPathsQuery,
  useDeleteResearchPath,
  useDuplicateResearchPath,
  useRenameResearchPath,
} from '../api/timeline-queries'
import { formatDeadline } from '../timeline-dates'

type SavedPathsProps = {
  openPathId: string | null
  onOpen: (pathId: string) => void
  onDeleted: (pathId: string) => void
}

/** My Research Paths: open, rename, duplicate, delete (after a confirmation). */
export function SavedPaths({ openPathId, onOpen, onDeleted }: SavedPathsProps) {
  const { data, isPending, isError, error, refetch } = useQuery(researchPathsQuery())
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">My Research Paths</h2>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading your research paths" className="h-5 w-5" />
        ) : isError ? (
          <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p>{errorMessage(error, 'Could not load your research paths.')}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void refetch()}>
              Retry
            </Button>
          </div>
        ) : data.paths.length === 0 ? (
          <p className="text-sm text-slate-700">No saved paths yet. Save a timeline and it will be listed here.</p>
        ) : (
          <ul aria-label="My Research Paths" className="divide-y divide-slate-100">
            {data.paths.map((path) => (
              <SavedPathItem
                key={path.id}
                path={path}
                isOpen={path.id === openPathId}
                onOpen={() => onOpen(path.id)}
                onDeleted={() => onDeleted(path.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function SavedPathItem({
  path,
  isOpen,
  onOpen,
  onDeleted,
}: {
  path: ResearchPathSummary
  isOpen: boolean
  onOpen: () => void
  onDeleted: () => void
}) {
  const toast = useToast()
  const rename = useRenameResearchPath()
  const duplicate = useDuplicateResearchPath()
  const remove = useDeleteResearchPath()
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view')
  const [title, setTitle] = useState(path.title)
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' })

  if (mode === 'rename') {
    return (
      <li className="py-3">
        <form
          aria-label={`Rename ${path.title}`}
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (!title.trim()) return
            rename.mutate(
              { pathId: path.id, title: title.trim() },
              {
                onSuccess: () => {
                  setMode('view')
                  toast({ title: 'Path renamed', variant: 'success' })
                },
                onError: fail('Rename failed'),
              },
            )
          }}
        >
          <label className="sr-only" htmlFor={`rename-${path.id}`}>
            New title
          </label>
          <Input
            id={`rename-${path.id}`}
            className="min-w-0 flex-1"
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={rename.isPending || !title.trim()}>
            Save name
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMode('view')}>
            Cancel
          </Button>
        </form>
      </li>
    )
  }
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-medium break-words text-slate-900">
          {path.title}
          {isOpen && <span className="ml-2 text-xs font-normal text-brand-700">(open)</span>}
        </h3>
        <p className="text-xs text-slate-600">
          {path.doneCount} of {path.milestoneCount} done
          {path.nextDeadline && ` · next ${formatDeadline(path.nextDeadline)}`}
        </p>
      </div>
      {mode === 'confirm-delete' ? (
        <div role="group" aria-label="Confirm deletion" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p>Delete “{path.title}” and its milestones? This cannot be undone.</p>
          <div className="mt-2 flex gap-2">
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(path.id, {
                  onSuccess: () => {
                    toast({ title: 'Research path deleted', description: `“${path.title}” was deleted.` })
                    onDeleted()
                  },
                  onError: fail('Delete failed'),
                })
              }
            >
              Delete
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-1">
          <Button size="sm" variant="outline" onClick={onOpen} aria-label={`Open ${path.title}`}>
            <FolderOpen aria-hidden="true" className="h-4 w-4" /> Open
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('rename')} aria-label={`Rename ${path.title}`}>
            <Pencil aria-hidden="true" className="h-4 w-4" /> Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={duplicate.isPending}
            aria-label={`Duplicate ${path.title}`}
            onClick={() =>
              duplicate.mutate(path.id, {
                onSuccess: (copy) => toast({ title: 'Path duplicated', description: `“${copy.title}” was created.` }),
                onError: fail('Duplicate failed'),
              })
            }
          >
            <Copy aria-hidden="true" className="h-4 w-4" /> Duplicate
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setMode('confirm-delete')}
            aria-label={`Delete ${path.title}`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
          </Button>
        </div>
      )}
    </li>
  )
}
