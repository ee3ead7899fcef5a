import { AlertTriangle, BotMessageSquare, CircleCheckBig, Loader2, MinusCircle, User, XCircle } from 'lucide-react'
import type { SourceProgress } from '#shared/contract/research'
import { cn } from '../../../lib/cn'
import type { AnswerState, ChatMessage } from '../chat-types'
import { sourceName } from '../../../lib/research-sources'
import { AnswerView } from './answer-view'
import { BlastHits } from './blast-hits'
import { CompoundList } from './compound-card'
import { ConceptMap } from './concept-map'
import { TrendChart } from './trend-chart'
import { SpinnerIcon } from '../../../components/ui/spinner'

const EVIDENCE_LABEL = 'Evidence mode — no language model configured'

/** A reason ending in a web address (BLAST still running: its page at NCBI) with that address as a link. */
function ReasonWithLink({ reason }: { reason: string }) {
  const match = /^(.*?)(https:\/\/\S+)$/.exec(reason)
  if (!match) return <>{reason}</>
  return (
    <span className="min-w-0 break-words">
      {match[1]}
      <a
        href={match[2]}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-brand-800 underline underline-offset-2"
      >
        {match[2]}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </span>
  )
}

function ProgressLine({ progress }: { progress: SourceProgress }) {
  const name = sourceName(progress.source)
  if (progress.status === 'asked')
    return (
      <li className="flex items-center gap-2">
        <SpinnerIcon className="h-3.5 w-3.5" /> {name}: searching…
      </li>
    )
  if (progress.status === 'done' && progress.hits === null && progress.reason)
    return (
      <li className="flex items-start gap-2">
        <Loader2 aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0 text-brand-700" /> {name}:{' '}
        <ReasonWithLink reason={progress.reason} />
      </li>
    )
  if (progress.status === 'done')
    return (
      <li className="flex items-center gap-2">
        <CircleCheckBig aria-hidden="true" className="h-3.5 w-3.5 text-emerald-700" /> {name}: {progress.hits ?? 0}{' '}
        {progress.hits === 1 ? 'hit' : 'hits'}
      </li>
    )
  if (progress.status === 'failed')
    return (
      <li className="flex items-start gap-2 text-red-800">
        <XCircle aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" /> {name}: failed
        {progress.reason ? ` — ${progress.reason}` : ''}
      </li>
    )
  return (
    <li className="flex items-start gap-2 text-slate-600">
      <MinusCircle aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" /> {name}: unavailable
      {progress.reason ? ` — ${progress.reason}` : ''}
    </li>
  )
}

const quoted = (queries: readonly string[]) => queries.map((query) => `“${query}”`).join(', ')

/**
 * Deep Research's rounds: while streaming, each round as it starts with the budget spent so far; once done,
 * the receipt's rounds with what their sources found (a saved conversation shows these too).
 */
function DeepResearchRounds({ answer }: { answer: AnswerState }) {
  const finished = answer.receipt?.rounds
  const started = answer.rounds ?? []
  if (!finished?.length && started.length === 0) return null
  const budget = started.at(-1)?.budget
  return (
    <section aria-label="Deep Research rounds" className="mt-3" data-testid="research-rounds">
      <p className="font-medium text-slate-800">Deep Research rounds</p>
      <ol className="mt-1 space-y-1">
        {finished?.length
          ? finished.map((round) => {
              const hits = round.sources.reduce((sum, source) => sum + (source.hits ?? 0), 0)
              return (
                <li key={round.round}>
                  Round {round.round}: {quoted(round.queries)} — {hits} {hits === 1 ? 'hit' : 'hits'} from{' '}
                  {round.sources.length} {round.sources.length === 1 ? 'search' : 'searches'}
                </li>
              )
            })
          : started.map((round) => (
              <li key={round.round}>
                Round {round.round} of {round.of}: {quoted(round.queries)} · before it, {round.spent.calls} of{' '}
                {round.budget.calls} source calls and {(round.spent.ms / 1000).toFixed(1)} s of {round.budget.seconds} s
                spent
              </li>
            ))}
      </ol>
      {budget && finished?.length ? (
        <p className="mt-1 text-slate-600">
          Budget: {budget.calls} source calls and {budget.seconds} s in all.
        </p>
      ) : null}
    </section>
  )
}

function AnswerLabel({ answer }: { answer: AnswerState }) {
  if (answer.kind === 'evidence')
    return (
      <p className="mb-2 inline-flex rounded-md bg-sky-50 px-2 py-1 text-xs font-medium text-sky-900">
        {answer.notice ?? EVIDENCE_LABEL}
      </p>
    )
  if (answer.kind === 'abstain')
    return (
      <p className="mb-2 inline-flex rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-950">
        {answer.notice ??
          'Lodestar did not find enough evidence in the retrieved sources to answer this question, so it abstains.'}
      </p>
    )
  if (answer.kind === 'model' && answer.model)
    return <p className="mb-2 text-xs text-slate-600">Written by {answer.model} from the retrieved sources</p>
  return null
}

function StatusNote({ answer }: { answer: AnswerState }) {
  if (answer.status === 'incomplete')
    return (
      <p className="mt-3 inline-flex items-center gap-1 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-950">
        <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" /> Incomplete: the answer stopped before it finished.
      </p>
    )
  if (answer.status === 'stopped')
    return <p className="mt-3 text-xs font-medium text-slate-600">Stopped: you ended this answer.</p>
  return null
}

function AssistantMessage({ message }: { message: ChatMessage }) {
  const answer = message.answer
  const isStreaming = answer?.status === 'streaming'
  return (
    <div className="min-w-0 flex-1 rounded-xl border border-slate-200 bg-white p-4">
      {answer && answer.progress.length > 0 && (
        <details open={isStreaming || undefined} className="mb-3 text-xs text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-800">
            Sources asked ({answer.progress.length})
          </summary>
          <ul className="mt-2 space-y-1" data-testid="source-progress">
            {answer.progress.map((progress) => (
              <ProgressLine key={progress.source} progress={progress} />
            ))}
          </ul>
          <DeepResearchRounds answer={answer} />
        </details>
      )}
      {answer && <AnswerLabel answer={answer} />}
      {answer?.trend && <TrendChart trend={answer.trend} />}
      {answer?.compounds && <CompoundList compounds={answer.compounds} />}
      {answer?.blast && <BlastHits blast={answer.blast} />}
      {answer?.status === 'failed' ? (
        <p className="text-sm text-red-800">{message.content}</p>
      ) : (
        <AnswerView
          messageId={message.id}
          content={message.content}
          sentences={answer?.sentences ?? null}
          references={answer?.references ?? []}
        />
      )}
      {message.mode === 'image' && answer && answer.status !== 'streaming' && answer.references.length > 0 && (
        <ConceptMap references={answer.references} />
      )}
      {answer && <StatusNote answer={answer} />}
    </div>
  )
}

export function MessageList({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <ol className="space-y-4" aria-label="Conversation">
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid={message.isUser ? 'user-message' : 'assistant-message'}
          className={cn('flex gap-3', message.isUser && 'flex-row-reverse')}
        >
          <span
            aria-hidden="true"
            className={cn(
              'mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
              message.isUser ? 'bg-brand-700 text-white' : 'bg-slate-100 text-brand-800',
            )}
          >
            {message.isUser ? <User className="h-4 w-4" /> : <BotMessageSquare className="h-4 w-4" />}
          </span>
          <span className="sr-only">{message.isUser ? 'You:' : 'Lodestar:'}</span>
          {message.isUser ? (
            <p className="max-w-[85%] rounded-xl bg-brand-700 px-4 py-2 text-sm whitespace-pre-wrap text-white">
              {message.content}
            </p>
          ) : (
            <AssistantMessage message={message} />
          )}
        </li>
      ))}
    </ol>
  )
}
