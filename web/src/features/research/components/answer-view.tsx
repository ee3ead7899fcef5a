import { AlertTriangle, CircleCheckBig, CircleDashed, CircleHelp, SquareArrowUpRight } from 'lucide-react'
import { Fragment, useMemo, useState, type ReactNode } from 'react'
import type { AnswerSentence, Reference, SupportLevel } from '#shared/contract/research'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'
import { connectorName } from '../../../lib/research-sources'
import { locateSentences, parseMarkdown, type Block, type Inline, type SentenceRange } from '../markdown'

const SUPPORT: Record<SupportLevel, { label: string; icon: typeof CircleCheckBig; className: string }> = {
  supported: { label: 'Supported by the cited sources', icon: CircleCheckBig, className: 'text-emerald-700' },
  partly: { label: 'Partly supported by the cited sources', icon: CircleDashed, className: 'text-amber-700' },
  unsupported: { label: 'Not supported by the cited sources', icon: CircleHelp, className: 'text-red-700' },
}

export const referenceElementId = (messageId: string, n: number) => `ref-${messageId}-${n}`

type RenderContext = {
  ranges: (SentenceRange | null)[]
  sentences: readonly AnswerSentence[]
  highlighted: number | null
  marked: Set<number>
  onCite: (n: number, sentence: number | null) => void
  knownReferences: Set<number>
}

function sentenceAt(context: RenderContext, offset: number): number | null {
  const index = context.ranges.findIndex((range) => range !== null && offset >= range.start && offset < range.end)
  return index === -1 ? null : index
}

function SentenceMark({ sentence }: { sentence: AnswerSentence }) {
  const support = sentence.support ? SUPPORT[sentence.support] : null
  return (
    <>
      {support && (
        <span className={cn('ml-0.5 inline-flex align-super', support.className)} title={support.label}>
          <support.icon aria-hidden="true" className="h-3 w-3" />
          <span className="sr-only"> ({support.label})</span>
        </span>
      )}
      {sentence.flagged && (
        <span
          className="ml-1 inline-flex items-center gap-0.5 rounded bg-amber-100 px-1 align-super text-[0.65rem] font-medium text-amber-900"
          title="A citation in this sentence pointed at nothing that was retrieved, and was removed"
        >
          <AlertTriangle aria-hidden="true" className="h-3 w-3" /> citation removed
        </span>
      )}
    </>
  )
}

/** A piece of text in sentence `index`, and after the sentence's last piece, its support mark. */
function inSentence(context: RenderContext, index: number | null, end: number, key: string, node: ReactNode) {
  if (index === null) return <Fragment key={key}>{node}</Fragment>
  const range = context.ranges[index]
  const sentence = context.sentences[index]
  const isLast = range !== null && range !== undefined && end >= range.end && !context.marked.has(index)
  if (isLast) context.marked.add(index)
  return (
    <Fragment key={key}>
      <span
        data-sentence={index}
        className={cn(context.highlighted === index && 'rounded bg-yellow-100 ring-2 ring-yellow-300')}
      >
        {node}
      </span>
      {isLast && sentence && <SentenceMark sentence={sentence} />}
    </Fragment>
  )
}

function renderInlines(inlines: Inline[], context: RenderContext, keyPrefix: string): ReactNode[] {
  return inlines.flatMap((inline, i): ReactNode[] => {
    const key = `${keyPrefix}.${i}`
    switch (inline.type) {
      case 'text': {
        // split the text where sentences begin or end
        const cuts = new Set([inline.start, inline.end])
        for (const range of context.ranges) {
          if (!range) continue
          if (range.start > inline.start && range.start < inline.end) cuts.add(range.start)
          if (range.end > inline.start && range.end < inline.end) cuts.add(range.end)
        }
        const points = [...cuts].sort((a, b) => a - b)
        return points.slice(0, -1).map((from, j) => {
          const to = points[j + 1] ?? inline.end
          const text = inline.text.slice(from - inline.start, to - inline.start)
          return inSentence(context, sentenceAt(context, from), to, `${key}.${j}`, text)
        })
      }
      case 'code':
        return [
          inSentence(
            context,
            sentenceAt(context, inline.start),
            inline.end,
            key,
            <code className="rounded bg-slate-100 px-1 text-[0.9em]">{inline.text}</code>,
          ),
        ]
      case 'strong':
        return [<strong key={key}>{renderInlines(inline.children, context, key)}</strong>]
      case 'em':
        return [<em key={key}>{renderInlines(inline.children, context, key)}</em>]
      case 'link':
        return [
          <a
            key={key}
            href={inline.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-800 underline underline-offset-2"
          >
            {renderInlines(inline.children, context, key)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>,
        ]
      case 'cite': {
        const sentence = sentenceAt(context, inline.start)
        const buttons = inline.numbers.map((n) =>
          context.knownReferences.has(n) ? (
            <button
              key={n}
              type="button"
              onClick={() => context.onCite(n, sentence)}
              aria-label={`Reference ${n}`}
              className="mx-px rounded px-0.5 align-super text-[0.7rem] font-semibold text-brand-800 hover:bg-brand-50"
            >
              [{n}]
            </button>
          ) : (
            <span key={n} className="align-super text-[0.7rem] text-slate-600">
              [{n}]
            </span>
          ),
        )
        return [inSentence(context, sentence, inline.end, key, buttons)]
      }
    }
  })
}

function renderBlock(block: Block, context: RenderContext, key: string): ReactNode {
  switch (block.type) {
    case 'heading': {
      const className = 'mt-3 font-semibold text-slate-900 first:mt-0'
      const children = renderInlines(block.inlines, context, key)
      // answer headings sit below the chat's own h2/h3
      return block.level <= 2 ? (
        <h4 key={key} className={cn(className, 'text-base')}>
          {children}
        </h4>
      ) : (
        <h5 key={key} className={cn(className, 'text-sm')}>
          {children}
        </h5>
      )
    }
    case 'paragraph':
      return (
        <p key={key} className="mt-2 first:mt-0">
          {renderInlines(block.inlines, context, key)}
        </p>
      )
    case 'quote':
      return (
        <blockquote key={key} className="mt-2 border-l-4 border-slate-200 pl-3 text-slate-700">
          {renderInlines(block.inlines, context, key)}
        </blockquote>
      )
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInlines(item, context, `${key}.${i}`)}</li>)
      return block.ordered ? (
        <ol key={key} className="mt-2 list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="mt-2 list-disc space-y-1 pl-5">
          {items}
        </ul>
      )
    }
    case 'code':
      return (
        <pre key={key} className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-50">
          <code>{block.text}</code>
        </pre>
      )
  }
}

type AnswerViewProps = {
  messageId: string
  content: string
  sentences: readonly AnswerSentence[] | null
  references: readonly Reference[]
}

/** The answer's Markdown (as data, never as HTML), with citation buttons and per-sentence support marks. */
export function AnswerView({ messageId, content, sentences, references }: AnswerViewProps) {
  const [highlighted, setHighlighted] = useState<{ sentence: number | null; reference: number } | null>(null)
  const blocks = useMemo(() => parseMarkdown(content), [content])
  const ranges = useMemo(() => (sentences ? locateSentences(content, sentences) : []), [content, sentences])
  const knownReferences = useMemo(() => new Set(references.map((reference) => reference.n)), [references])

  const handleCite = (n: number, sentence: number | null) => {
    setHighlighted({ sentence, reference: n })
    const target = document.getElementById(referenceElementId(messageId, n))
    target?.scrollIntoView({ behavior: 'smooth', block: 'nearest' })
    target?.focus({ preventScroll: true })
  }

  const context: RenderContext = {
    ranges,
    sentences: sentences ?? [],
    highlighted: highlighted?.sentence ?? null,
    marked: new Set(),
    onCite: handleCite,
    knownReferences,
  }
  const unplaced = sentences?.filter((_, i) => !ranges[i]) ?? []

  return (
    <div>
      <div className="text-sm leading-relaxed text-slate-800" data-testid="answer-text">
        {blocks.map((block, i) => renderBlock(block, context, String(i)))}
      </div>
      {unplaced.some((sentence) => sentence.support || sentence.flagged) && (
        <details className="mt-3 text-xs text-slate-700">
          <summary className="cursor-pointer font-medium">How well each sentence is supported</summary>
          <ul className="mt-2 space-y-1">
            {unplaced.map((sentence, i) => (
              <li key={i}>
                {sentence.text}
                <SentenceMark sentence={sentence} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {references.length > 0 && (
        <ReferenceList messageId={messageId} references={references} highlighted={highlighted?.reference ?? null} />
      )}
    </div>
  )
}

function authorsLine(reference: Reference): string | null {
  const names = reference.work.authors.map((author) => author.name)
  if (names.length === 0) return null
  return names.length > 6 ? `${names.slice(0, 6).join(', ')}, et al.` : names.join(', ')
}

function ReferenceList({
  messageId,
  references,
  highlighted,
}: {
  messageId: string
  references: readonly Reference[]
  highlighted: number | null
}) {
  return (
    <section aria-label="References" className="mt-4 border-t border-slate-200 pt-3">
      <h4 className="text-sm font-semibold text-slate-900">References</h4>
      <ol className="mt-2 space-y-2">
        {references.map((reference) => {
          const { work } = reference
          const authors = authorsLine(reference)
          return (
            <li
              key={reference.n}
              id={referenceElementId(messageId, reference.n)}
              tabIndex={-1}
              data-testid="reference"
              className={cn(
                'flex gap-2 rounded-lg p-2 text-sm',
                highlighted === reference.n ? 'bg-yellow-50 ring-2 ring-yellow-300' : 'bg-slate-50',
              )}
            >
              <span className="font-semibold text-slate-700">[{reference.n}]</span>
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{work.title}</p>
                <p className="text-xs text-slate-700">
                  {[authors, work.year === null ? null : String(work.year), work.venue].filter(Boolean).join(' · ')}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  {work.sources.map((source) => (
                    <Badge key={source} tone="slate">
                      {connectorName(source)}
                    </Badge>
                  ))}
                  {reference.link && /^https?:\/\//i.test(reference.link) && (
                    <a
                      href={reference.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-xs font-medium break-all text-brand-800 underline underline-offset-2"
                    >
                      {reference.link}
                      <SquareArrowUpRight aria-hidden="true" className="h-3 w-3 shrink-0" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  )}
                </div>
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
