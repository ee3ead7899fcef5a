import { CircleCheckBig, CircleDashed, CircleHelp } from 'lucide-react'
import type { AnswerSentence, SupportLevel } from '#shared/contract/research'
import type { QuotedSentence, ReviewTheme } from '#shared/contract/reviews'
import { cn } from '../../../lib/cn'
import { CiteLink, CiteList, CitedText } from '../../../components/citations'

const SUPPORT: Record<SupportLevel, { label: string; icon: typeof CircleCheckBig; className: string }> = {
  supported: { label: 'supported by the cited works', icon: CircleCheckBig, className: 'text-emerald-700' },
  partly: { label: 'partly supported by the cited works', icon: CircleDashed, className: 'text-amber-700' },
  unsupported: { label: 'not supported by the cited works', icon: CircleHelp, className: 'text-red-700' },
}

export const themeAnchorId = (id: number) => `theme-${id}`

export function ReviewThemes({ themes, model }: { themes: ReviewTheme[]; model: string | null }) {
  if (themes.length === 0)
    return <p className="text-sm text-slate-700">Too few works were included to group them into themes.</p>
  return (
    <div className="space-y-6">
      {themes.map((theme) => (
        <ThemeSection key={theme.id} theme={theme} model={model} />
      ))}
    </div>
  )
}

function ThemeSection({ theme, model }: { theme: ReviewTheme; model: string | null }) {
  const headingId = themeAnchorId(theme.id)
  const { mostCited, earliest, mostRecent } = theme.keyWorks
  const keyWorks = [
    ['Most cited', mostCited],
    ['Earliest', earliest],
    ['Most recent', mostRecent],
  ] as const
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 sm:p-5" data-testid="theme">
      <h4 id={headingId} tabIndex={-1} className="text-base font-semibold break-words text-slate-900">
        Theme {theme.id}: {theme.label}
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        {theme.topic && <>OpenAlex topic: {theme.topic} · </>}
        {theme.works.length === 1 ? '1 work' : `${theme.works.length} works`}
      </p>
      {keyWorks.some(([, n]) => n !== null) && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          <span className="font-medium">Key works:</span>
          {keyWorks.map(([label, n]) =>
            n === null ? null : (
              <span key={label}>
                {label} <CiteLink n={n} />
              </span>
            ),
          )}
        </p>
      )}
      {theme.synthesis && theme.synthesis.length > 0 && (
        <section className="mt-4" aria-label={`Theme ${theme.id}: synthesis`}>
          <h5 className="text-sm font-semibold text-slate-900">Synthesis</h5>
          <p className="mt-1 text-xs text-slate-600">
            Written by {model ?? 'the language model'} from the quoted passages below; every [n] was checked against
            them.
          </p>
          <p className="mt-2 text-sm leading-relaxed text-slate-800" data-testid="theme-synthesis">
            {theme.synthesis.map((sentence, i) => (
              <SynthesisSentence key={i} sentence={sentence} />
            ))}
          </p>
        </section>
      )}
      <QuoteList
        title="What the works report"
        quotes={theme.findings}
        empty="No abstract in this theme states a finding in a sentence that could be quoted."
      />
      {theme.methods.length > 0 && (
        <section className="mt-4">
          <h5 className="text-sm font-semibold text-slate-900">Methods used</h5>
          <ul className="mt-2 flex flex-wrap gap-2">
            {theme.methods.map((method) => (
              <li key={method.name} className="rounded-lg bg-slate-100 px-2 py-1 text-sm text-slate-800">
                {method.name} <CiteList numbers={method.works} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <QuoteList
        title="Open questions and limitations"
        quotes={theme.openQuestions}
        empty="No abstract in this theme names an open question or a limitation."
      />
    </article>
  )
}

function QuoteList({ title, quotes, empty }: { title: string; quotes: QuotedSentence[]; empty: string }) {
  return (
    <section className="mt-4">
      <h5 className="text-sm font-semibold text-slate-900">{title}</h5>
      {quotes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {quotes.map((quote, i) => (
            <li key={i} className="border-l-4 border-slate-200 pl-3 text-sm break-words text-slate-800">
              <q>{quote.text}</q> <CiteLink n={quote.n} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function SynthesisSentence({ sentence }: { sentence: AnswerSentence }) {
  const support = sentence.support ? SUPPORT[sentence.support] : null
  return (
    <span data-support={sentence.support ?? undefined}>
      <CitedText text={sentence.text} extra={sentence.citations} />
      {support && (
        <span className={cn('ml-0.5 inline-flex align-super', support.className)} title={support.label}>
          <support.icon aria-hidden="true" className="h-3 w-3" />
          <span className="sr-only"> ({support.label})</span>
        </span>
      )}
      {sentence.flagged && (
        <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">
          a citation that pointed at no quoted passage was removed
        </span>
      )}{' '}
    </span>
  )
}
