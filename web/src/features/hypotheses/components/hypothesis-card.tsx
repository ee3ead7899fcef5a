import { ChevronDown, FlaskConical } from 'lucide-react'
import { useId, useState, type Ref } from 'react'
import type { GeneratedHypothesis, LinkEvidence } from '#shared/contract/hypotheses'
import type { AnswerSentence } from '#shared/contract/research'
import { CiteLink, CitedText } from '../../../components/citations'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { designStudyUrl, hypothesisLabel, linkWords, noveltyWords } from '../hypothesis-words'
import { AddToTimeline } from './add-to-timeline'

type Props = {
  hypothesis: GeneratedHypothesis
  /** the language model that wrote the mechanism, when one did */
  model: string | null
  runTitle: string
  headingRef?: Ref<HTMLHeadingElement>
}

/** One ranked hypothesis: the statement, its variables and null form, novelty, plausibility, evidence, and what next. */
export function HypothesisCard({ hypothesis, model, runTitle, headingRef }: Props) {
  const label = hypothesisLabel(hypothesis.rank)
  const headingId = `hypothesis-${hypothesis.rank}`
  const { variables, novelty } = hypothesis
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-4 sm:p-5"
      data-testid="hypothesis"
    >
      <h4
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="flex gap-2 text-base font-semibold break-words text-slate-900 outline-none"
      >
        <span className="shrink-0 self-start rounded bg-brand-100 px-1.5 text-brand-800">{label}</span>
        <span className="min-w-0">{hypothesis.statement}</span>
      </h4>
      <p className="mt-2 text-sm break-words text-slate-800">
        <span className="font-medium">Null hypothesis:</span> {hypothesis.nullHypothesis}
      </p>
      <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-900">Independent</dt>
        <dd className="break-words text-slate-800">{variables.independent}</dd>
        <dt className="font-medium text-slate-900">Dependent</dt>
        <dd className="break-words text-slate-800">{variables.dependent}</dd>
        <dt className="font-medium text-slate-900">{variables.mediators.length === 1 ? 'Mediator' : 'Mediators'}</dt>
        <dd className="break-words text-slate-800">
          {variables.mediators.length > 0 ? variables.mediators.join('; ') : 'none named'}
        </dd>
      </dl>
      <div className="mt-3 space-y-1 text-sm text-slate-800">
        <p data-testid="hypothesis-novelty">
          <span className="font-medium">Novelty:</span> {noveltyWords(novelty)}
          {novelty.isGap && (
            <Badge tone="green" className="ml-2 align-middle">
              Gap
            </Badge>
          )}
          {novelty.closest !== null && (
            <>
              {' '}
              · the closest work: <CiteLink n={novelty.closest} />
            </>
          )}
        </p>
        <p>
          <span className="font-medium">Plausibility:</span> {hypothesis.plausibility}
        </p>
      </div>
      {hypothesis.mechanism && hypothesis.mechanism.length > 0 && (
        <section className="mt-3" aria-label={`${label}: mechanism`}>
          <h5 className="text-sm font-semibold text-slate-900">Mechanism, in plain words</h5>
          <p className="mt-1 text-xs text-slate-600">
            Written by {model ?? 'the language model'} from the quoted evidence only; every [n] was checked against it.
          </p>
          <p className="mt-1 text-sm leading-relaxed break-words text-slate-800" data-testid="hypothesis-mechanism">
            {hypothesis.mechanism.map((sentence, i) => (
              <MechanismSentence key={i} sentence={sentence} />
            ))}
          </p>
        </section>
      )}
      <EvidenceChain hypothesis={hypothesis} label={label} />
      <div className="mt-4 flex flex-wrap items-start gap-2">
        <ButtonLink to={designStudyUrl(hypothesis)} variant="secondary" size="sm">
          <FlaskConical aria-hidden="true" className="h-4 w-4" />
          Design a study <span className="sr-only">for {label}</span>
        </ButtonLink>
        <AddToTimeline hypothesis={hypothesis} runTitle={runTitle} />
      </div>
    </article>
  )
}

function EvidenceChain({ hypothesis, label }: { hypothesis: GeneratedHypothesis; label: string }) {
  const [open, setOpen] = useState(false)
  const regionId = useId()
  const a = hypothesis.a.name
  const c = hypothesis.c.name
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-8 items-center gap-1 rounded-lg text-sm font-semibold text-brand-800 hover:underline"
      >
        <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
        Evidence <span className="sr-only">for {label}</span>
        <span className="font-normal text-slate-600">
          ({hypothesis.links.length} linking {hypothesis.links.length === 1 ? 'concept' : 'concepts'})
        </span>
      </button>
      <div id={regionId} hidden={!open} data-testid="hypothesis-evidence">
        {open && (
          <ol className="mt-2 space-y-3">
            {hypothesis.links.map((link) => (
              <li key={link.via.name} className="rounded-lg bg-slate-50 p-3 text-sm">
                <p className="font-medium break-words text-slate-900">
                  Through {link.via.name}{' '}
                  <span className="font-normal text-slate-600">
                    ({link.via.works === 1 ? '1 work names it' : `${link.via.works} works name it`})
                  </span>
                </p>
                <LinkQuotes title={`${a} – ${link.via.name}`} link={link.ab} />
                <LinkQuotes title={`${link.via.name} – ${c}`} link={link.bc} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  )
}

function LinkQuotes({ title, link }: { title: string; link: LinkEvidence }) {
  return (
    <div className="mt-2">
      <p className="break-words text-slate-800">
        <span className="font-medium">{title}:</span> {linkWords(link)}
      </p>
      {link.quotes.length > 0 && (
        <ul className="mt-1 space-y-1">
          {link.quotes.map((quote) => (
            <li
              key={`${quote.n}-${quote.text}`}
              className="border-l-4 border-slate-200 pl-3 break-words text-slate-800"
            >
              <q>{quote.text}</q> <CiteLink n={quote.n} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function MechanismSentence({ sentence }: { sentence: AnswerSentence }) {
  return (
    <span data-support={sentence.support ?? undefined}>
      <CitedText text={sentence.text} extra={sentence.citations} />
      {sentence.flagged && (
        <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">
          a citation that pointed at no quoted passage was removed
        </span>
      )}{' '}
    </span>
  )
}
