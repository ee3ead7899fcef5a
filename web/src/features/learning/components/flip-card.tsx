import { Heart, Search } from 'lucide-react'
import { Link } from '../../../lib/router'
import type { Flashcard } from '#shared/contract/learning'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'
import { findPapersHref } from '../deck'

type FlipCardProps = {
  card: Flashcard
  revealed: boolean
  mastered: boolean
  favorite: boolean
  relatedCards: Flashcard[]
  onFlip: () => void
  onToggleFavorite: () => void
  onOpenRelated: (cardId: string) => void
}

const LEVEL_TONE = { beginner: 'green', intermediate: 'amber', advanced: 'red' } as const

export function FlipCard(props: FlipCardProps) {
  const { card, revealed, mastered, favorite, relatedCards } = props
  return (
    <article
      aria-labelledby={`card-term-${card.id}`}
      className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-2 pr-12">
        <Badge>{card.category}</Badge>
        <Badge tone={LEVEL_TONE[card.difficulty]} className="capitalize">
          {card.difficulty}
        </Badge>
        {mastered && <Badge tone="green">Mastered</Badge>}
      </div>
      <button
        type="button"
        onClick={props.onToggleFavorite}
        aria-pressed={favorite}
        aria-label={favorite ? `Remove ${card.term} from favorites` : `Add ${card.term} to favorites`}
        className="absolute top-4 right-4 rounded-full p-2 text-rose-600 hover:bg-rose-50"
      >
        <Heart aria-hidden="true" className={cn('h-6 w-6', favorite && 'fill-current')} />
      </button>

      <button
        type="button"
        onClick={props.onFlip}
        aria-expanded={revealed}
        aria-controls={`card-back-${card.id}`}
        className="mt-6 block w-full rounded-xl bg-brand-50 px-4 py-10 text-center hover:bg-brand-100"
      >
        <h2 id={`card-term-${card.id}`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {card.term}
        </h2>
        <span className="mt-3 block text-sm text-slate-700">
          {revealed ? 'Hide the definition (Space)' : 'Show the definition (Space)'}
        </span>
      </button>

      <div id={`card-back-${card.id}`} hidden={!revealed} className="mt-6">
        <p className="text-lg leading-relaxed text-slate-800">{card.definition}</p>
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
          {card.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="slate">#{tag}</Badge>
            </li>
          ))}
        </ul>
        {relatedCards.length > 0 && (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-slate-900">Related terms</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {relatedCards.map((related) => (
                <li key={related.id}>
                  <button
                    type="button"
                    onClick={() => props.onOpenRelated(related.id)}
                    className="border-brand-200 rounded-full border px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
                  >
                    {related.term}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Link
          to={findPapersHref(card.term)}
          className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        >
          <Search aria-hidden="true" className="h-4 w-4" /> Find papers on this
        </Link>
      </div>
    </article>
  )
}
