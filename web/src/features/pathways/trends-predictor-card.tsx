import { useQuery } from '@tanstack/react-query'
import { Plus, X } from 'lucide-react'
import { useId, useState, type SyntheticEvent } from 'react'
import {
  MAX_TREND_TOPICS,
  PredictTrendsResponseSchema,
  type PredictTrendsResponse,
  type TrendTopicInput,
} from '#shared/contract/trends'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { Input } from '../../components/ui/form'
import { useDebounced } from '../../lib/use-debounced'
import { pathwayToolOutputQuery } from './api/pathways-queries'
import { useToolToasts } from './use-tool-toasts'
import { trendTopicSuggestionsQuery, usePredictTrends } from './api/trends-api'
import { TrendsChart } from './components/trends-chart'
import { TrendsTopicResult } from './components/trends-topic-result'
import { seriesOf, type Measure } from './trends-chart-data'

const TOOL_TITLE = 'Research Trends Predictor'
/** A topic needs this many characters (the server's rule too). */
const MIN_TOPIC_LENGTH = 2

type Draft = TrendTopicInput & { key: number }

/** One topic's input, with OpenAlex topic suggestions under it while it is being typed. */
function TopicInput({
  draft,
  index,
  onChange,
  onRemove,
}: {
  draft: Draft
  index: number
  onChange: (draft: Draft) => void
  onRemove: (() => void) | null
}) {
  const id = useId()
  const [focused, setFocused] = useState(false)
  const typed = useDebounced(draft.topicId ? '' : draft.text.trim(), 400)
  const suggestions = useQuery({ ...trendTopicSuggestionsQuery(typed), enabled: focused && typed.length >= 3 })
  const shown = focused && !draft.topicId ? (suggestions.data?.topics ?? []) : []
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Topic {index + 1}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft.text}
          maxLength={200}
          placeholder="e.g. soil carbon sequestration"
          aria-describedby={draft.topicId ? `${id}-chosen` : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setTimeout(() => setFocused(false), 200)}
          onChange={(event) => onChange({ key: draft.key, text: event.target.value })}
        />
        {onRemove && (
          <Button variant="ghost" size="md" onClick={onRemove} aria-label={`Remove topic ${index + 1}`}>
            <X aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </div>
      {draft.topicId && (
        <p id={`${id}-chosen`} className="text-xs text-slate-600">
          OpenAlex topic {draft.topicId}
          {draft.fieldName ? `, compared with its field, ${draft.fieldName}` : ''}
        </p>
      )}
      {shown.length > 0 && (
        <ul
          aria-label={`OpenAlex topics matching topic ${index + 1}`}
          className="rounded-lg border border-slate-200 bg-white"
        >
          {shown.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus:bg-slate-50"
                onClick={() =>
                  onChange({
                    key: draft.key,
                    text: topic.name,
                    topicId: topic.id,
                    fieldId: topic.field?.id,
                    fieldName: topic.field?.name,
                  })
                }
              >
                <span className="font-medium text-slate-900">{topic.name}</span>
                <span className="block text-xs text-slate-600">
                  {[topic.subfield, topic.field?.name].filter(Boolean).join(' · ')} ·{' '}
                  {topic.worksCount.toLocaleString('en-US')} works
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The Research Trends Predictor's card on the research pathways page (issue 29 §2). */
export function TrendsPredictorCard() {
  const toasts = useToolToasts(TOOL_TITLE)
  const predict = usePredictTrends()
  const [drafts, setDrafts] = useState<Draft[]>([{ key: 0, text: '' }])
  const [nextKey, setNextKey] = useState(1)
  const [fresh, setResult] = useState<PredictTrendsResponse | null>(null)
  // The member's last analysis, kept on the server, is shown until they run a new one.
  const last = useQuery(pathwayToolOutputQuery('research-trends-predictor'))
  const kept = last.data ? PredictTrendsResponseSchema.safeParse(last.data.output) : null
  const result = fresh ?? (kept?.success ? kept.data : null)
  const [measure, setMeasure] = useState<Measure>('share')
  const busy = predict.isPending
  const blank = drafts.every((draft) => !draft.text.trim())

  async function generate(event: SyntheticEvent) {
    event.preventDefault()
    if (busy) return
    const topics = drafts
      .filter((draft) => draft.text.trim())
      .map(({ key: _key, ...topic }) => ({ ...topic, text: topic.text.trim() }))
    if (topics.length === 0 || topics.some((topic) => topic.text.length < MIN_TOPIC_LENGTH)) {
      toasts.inputRequired()
      return
    }
    try {
      setResult(await predict.mutateAsync({ topics }))
      toasts.complete()
    } catch (error) {
      toasts.failed(error)
    }
  }

  const series = result
    ? result.topics.filter((topic) => topic.years.length > 0).map((topic) => seriesOf(topic, measure))
    : []

  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg font-semibold text-slate-900">{TOOL_TITLE}</h3>
        <p className="mt-1 text-sm text-slate-700">
          Works per year on a topic from OpenAlex, its share of its field, a three-year forecast with its 80 % interval,
          and how well the same method would have forecast this topic before. Compare up to four topics.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={(event) => void generate(event)} className="space-y-3" aria-label={TOOL_TITLE}>
          {drafts.map((draft, index) => (
            <TopicInput
              key={draft.key}
              draft={draft}
              index={index}
              onChange={(changed) =>
                setDrafts((all) => all.map((entry) => (entry.key === changed.key ? changed : entry)))
              }
              onRemove={
                drafts.length > 1 ? () => setDrafts((all) => all.filter((entry) => entry.key !== draft.key)) : null
              }
            />
          ))}
          <div className="flex flex-wrap gap-2">
            {drafts.length < MAX_TREND_TOPICS && (
              <Button
                variant="outline"
                onClick={() => {
                  setDrafts((all) => [...all, { key: nextKey, text: '' }])
                  setNextKey((key) => key + 1)
                }}
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add a topic to compare
              </Button>
            )}
            <Button type="submit" disabled={busy || blank}>
              {busy ? 'Generating Analysis...' : 'Generate'}
            </Button>
          </div>
        </form>

        <div className="max-h-[48rem] space-y-4 overflow-y-auto" aria-live="polite" aria-busy={busy}>
          {result && (
            <>
              <fieldset className="flex flex-wrap gap-4 text-sm">
                <legend className="sr-only">What the chart shows</legend>
                {(['share', 'count'] as const).map((option) => (
                  <label key={option} className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      name="trend-measure"
                      value={option}
                      checked={measure === option}
                      onChange={() => setMeasure(option)}
                    />
                    {option === 'share' ? 'Share of field' : 'Works per year'}
                  </label>
                ))}
              </fieldset>
              <TrendsChart series={series} measure={measure} />
              <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                <p>
                  <span className="font-medium">How the label is given: </span>
                  {result.rule}
                </p>
                <p className="mt-1">
                  <span className="font-medium">How the forecast is made: </span>
                  {result.method}
                </p>
                <p className="mt-1 text-slate-600">
                  {result.currentYear} is left out (partly indexed); {result.lastCompleteYear} may not be fully indexed
                  yet. {result.calls} of {result.budget} OpenAlex calls used; answers are kept for the day.
                </p>
              </div>
              {result.topics.map((topic, index) => (
                <TrendsTopicResult key={`${topic.text}-${index}`} topic={topic} index={index} />
              ))}
            </>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
