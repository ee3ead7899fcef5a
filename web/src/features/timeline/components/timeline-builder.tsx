import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useSearchParams } from '../../../lib/router'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Field, Input, Textarea } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { researchPathQuery, useSaveResearchPath } from '../api/timeline-queries'
import { localToday } from '../timeline-dates'
import { draftReducer, emptyDraft, saveInputOf, sortedMilestones } from '../timeline-draft'
import { CalendarExport } from './calendar-export'
import { MilestoneForm } from './milestone-form'
import { MilestoneList } from './milestone-list'
import { SavedPaths } from './saved-paths'
import { TemplatePicker } from './template-picker'
import { VisualTimeline } from './visual-timeline'

const PATH_PARAM = 'path'

/** The timeline builder: project details, milestones, the timeline, saving, and the user's saved paths. */
export function TimelineBuilder({ isSignedIn }: { isSignedIn: boolean }) {
  const [draft, dispatch] = useReducer(draftReducer, emptyDraft)
  const [searchParams, setSearchParams] = useSearchParams()
  const openId = searchParams.get(PATH_PARAM)
  const queryClient = useQueryClient()
  const toast = useToast()
  const save = useSaveResearchPath()
  const [today] = useState(() => localToday())
  const opened = useQuery({ ...researchPathQuery(openId ?? ''), enabled: openId !== null })
  const milestones = useMemo(() => sortedMilestones(draft.milestones), [draft.milestones])
  const saveCardRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (opened.data && opened.data.id !== draft.pathId) dispatch({ type: 'open', path: opened.data })
  }, [opened.data, draft.pathId])

  const setOpenId = (pathId: string | null) =>
    setSearchParams(
      (params) => {
        if (pathId) params.set(PATH_PARAM, pathId)
        else params.delete(PATH_PARAM)
        return params
      },
      { replace: false },
    )

  const handleOpen = (pathId: string) => {
    void queryClient.invalidateQueries({ queryKey: researchPathQuery(pathId).queryKey })
    if (pathId === draft.pathId) return
    setOpenId(pathId)
  }

  const handleNew = () => {
    dispatch({ type: 'clear' })
    setOpenId(null)
  }

  const handleSave = () => {
    if (!isSignedIn) {
      toast({
        title: 'Authentication Required',
        description: 'Please sign in to save your research path.',
        variant: 'destructive',
      })
      return
    }
    if (!draft.title.trim() || draft.milestones.length === 0) {
      toast({
        title: 'Incomplete Path',
        description: 'Please add a project title and at least one milestone.',
        variant: 'destructive',
      })
      return
    }
    const editing = draft.pathId
    save.mutate(
      { pathId: editing, input: saveInputOf(draft) },
      {
        onSuccess: (path) => {
          toast({
            title: 'Research Path Saved',
            description: 'Your research timeline has been saved to My Research Paths.',
            variant: 'success',
          })
          // The saved path stays open, with its calendar download and feed in view (the original cleared the form,
          // and they appeared only after reopening the path).
          dispatch({ type: 'saved', path })
          if (!editing) {
            setOpenId(path.id)
            requestAnimationFrame(() => saveCardRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }))
          }
        },
        onError: (error) => {
          const signedOut = error instanceof ApiError && error.status === 401
          toast({
            title: signedOut ? 'Authentication Required' : 'Save Failed',
            description: signedOut
              ? 'Please sign in to save your research path.'
              : error instanceof ApiError && (error.status === 409 || error.status === 400)
                ? errorMessage(error)
                : 'Failed to save research timeline. Please try again.',
            variant: 'destructive',
          })
        },
      },
    )
  }

  const showSaveCard = draft.title.trim() !== '' || draft.milestones.length > 0 || draft.pathId !== null

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="space-y-6">
        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Project Details</h2>
            {draft.pathId && (
              <Button size="sm" variant="outline" onClick={handleNew}>
                New path
              </Button>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            {openId && opened.isPending && <Spinner label="Opening the research path" className="h-5 w-5" />}
            {openId && opened.isError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                {errorMessage(opened.error, 'Could not open this research path.')}
              </p>
            )}
            <Field label="Project title">
              {({ id }) => (
                <Input
                  id={id}
                  maxLength={200}
                  placeholder="e.g. Coral reef resilience thesis"
                  value={draft.title}
                  onChange={(event) => dispatch({ type: 'details', title: event.target.value })}
                />
              )}
            </Field>
            <Field label="Project description">
              {({ id }) => (
                <Textarea
                  id={id}
                  rows={3}
                  maxLength={5000}
                  value={draft.description}
                  onChange={(event) => dispatch({ type: 'details', description: event.target.value })}
                />
              )}
            </Field>
          </CardContent>
        </Card>
        <MilestoneForm onAdd={(milestone) => dispatch({ type: 'add', milestone })} />
        <TemplatePicker
          onApply={(name, placed) => {
            dispatch({ type: 'addMany', title: name, milestones: placed })
            toast({ title: 'Template added', description: `${placed.length} milestones from “${name}”.` })
          }}
        />
      </div>
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Research Timeline</h2>
            {milestones.length > 0 && (
              <p className="text-sm text-slate-700">
                {milestones.length} milestone{milestones.length === 1 ? '' : 's'}, sorted by deadline.
              </p>
            )}
          </CardHeader>
          <CardContent className="space-y-6">
            <VisualTimeline milestones={milestones} today={today} />
            <MilestoneList
              milestones={milestones}
              today={today}
              onChange={(key, changes) => dispatch({ type: 'update', key, changes })}
              onRemove={(key) => dispatch({ type: 'remove', key })}
            />
          </CardContent>
        </Card>
        {showSaveCard && (
          <Card ref={saveCardRef}>
            <CardHeader>
              <h2 className="text-lg font-semibold text-slate-900">Save Research Path</h2>
              <p className="text-sm text-slate-700">
                {draft.pathId
                  ? draft.isDirty
                    ? 'You have unsaved changes to this path.'
                    : 'All changes saved.'
                  : 'Keep this timeline in My Research Paths to reopen it on any device.'}
              </p>
            </CardHeader>
            <CardContent>
              <Button onClick={handleSave} disabled={save.isPending}>
                {save.isPending ? 'Saving...' : draft.pathId ? 'Save changes' : 'Save Research Path'}
              </Button>
              {draft.pathId && (
                <CalendarExport pathId={draft.pathId} hasFeed={opened.data?.hasFeed ?? false} isDirty={draft.isDirty} />
              )}
            </CardContent>
          </Card>
        )}
        <SavedPaths
          openPathId={draft.pathId}
          onOpen={handleOpen}
          onDeleted={(pathId) => {
            if (pathId === draft.pathId) handleNew()
          }}
        />
      </div>
    </div>
  )
}
