import { GRADE_LABELS, REVIEW_GRADES } from '#shared/learning'
import { Button } from '../../../components/ui/button'
import type { FlashcardDeckState } from '../hooks/use-flashcard-deck'

/** What can be done with the card shown: mark it studied, answer the quiz, or grade the review once revealed. */
export function DeckActions({ deck }: { deck: FlashcardDeckState }) {
  const { mode, revealed, queueItem, review } = deck
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {mode === 'study' && (
        <>
          <Button onClick={() => deck.answer('studied')}>Mark as Studied</Button>
          <Button variant="outline" onClick={() => deck.move(1)}>
            Next Card
          </Button>
        </>
      )}
      {mode === 'quiz' && (
        <>
          <Button className="bg-emerald-700 hover:bg-emerald-800" onClick={() => deck.answer('correct')}>
            Correct
          </Button>
          <Button variant="destructive" onClick={() => deck.answer('incorrect')}>
            Incorrect
          </Button>
          <Button variant="outline" onClick={() => deck.move(1)}>
            Skip
          </Button>
        </>
      )}
      {mode === 'review' &&
        (revealed ? (
          <div
            role="group"
            aria-label="How well did you recall it?"
            className="grid w-full grid-cols-2 gap-2 sm:grid-cols-4"
          >
            {REVIEW_GRADES.map((value, i) => {
              const preview = queueItem?.previews.find((entry) => entry.grade === value)
              return (
                <Button
                  key={value}
                  variant={value === 'again' ? 'destructive' : value === 'good' ? 'primary' : 'outline'}
                  onClick={() => deck.grade(value)}
                  disabled={review.isPending}
                  aria-keyshortcuts={String(i + 1)}
                  className="flex-col"
                >
                  <span>{GRADE_LABELS[value]}</span>
                  {preview && <span className="text-xs opacity-90">{preview.interval}</span>}
                </Button>
              )
            })}
          </div>
        ) : (
          <Button onClick={deck.reveal}>Show Answer</Button>
        ))}
    </div>
  )
}
