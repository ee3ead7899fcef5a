import { useQuery } from '@tanstack/react-query'
import { Award, BookOpen, CheckCircle2, Quote as QuoteIcon, Star, TrendingUp } from 'lucide-react'
import { useSearchParams } from '../../../lib/router'
import type { LearningProgress } from '#shared/contract/learning'
import { Button } from '../../../components/ui/button'
import { FullPageSpinner } from '../../../components/ui/spinner'
import { Tabs } from '../../../components/ui/tabs'
import { errorMessage } from '../../../lib/api-client'
import { learningContentQuery, learningProgressQuery } from '../api/learning-queries'
import { quoteOfTheDay } from '../deck'
import { AchievementsPanel } from './achievements-panel'
import { FlashcardDeck } from './flashcard-deck'
import { ResourcesPanel } from './resources-panel'

function StatCards({ progress }: { progress: LearningProgress }) {
  const unlocked = progress.achievements.filter((achievement) => achievement.unlockedAt !== null).length
  const stats = [
    { icon: BookOpen, label: 'Cards Studied', value: String(progress.totalStudied) },
    { icon: CheckCircle2, label: 'Correct Answers', value: String(progress.correctAnswers) },
    { icon: TrendingUp, label: 'Level', value: String(progress.level), bar: true },
    { icon: Award, label: 'Achievements', value: `${unlocked}/${progress.achievements.length}` },
    { icon: Star, label: 'Mastered Cards', value: String(progress.masteredCards.length) },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {stats.map(({ icon: Icon, label, value, bar }) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-slate-700">
            <Icon aria-hidden="true" className="h-4 w-4 text-brand-700" /> {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          {bar && (
            <dd>
              <div
                role="progressbar"
                aria-label={`XP: ${progress.levelXp} of ${progress.xpPerLevel} toward level ${progress.level + 1}`}
                aria-valuemin={0}
                aria-valuemax={progress.xpPerLevel}
                aria-valuenow={progress.levelXp}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full bg-brand-600"
                  style={{ width: `${(progress.levelXp / progress.xpPerLevel) * 100}%` }}
                />
              </div>
              <span className="mt-1 block text-xs text-slate-600">{progress.xp} XP</span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}

export function LearningHub() {
  const content = useQuery(learningContentQuery())
  const progress = useQuery(learningProgressQuery())
  // In the address with the deck's place, so leaving the flashcards and coming back finds the same card.
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') ?? 'flashcards'
  const setTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id === 'flashcards') next.delete('tab')
        else next.set('tab', id)
        return next
      },
      { replace: true },
    )

  if (content.isPending || progress.isPending) return <FullPageSpinner label="Loading the learning hub" />
  if (content.isError || progress.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>{errorMessage(content.error ?? progress.error, 'Could not load the learning hub.')}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            void content.refetch()
            void progress.refetch()
          }}
        >
          Retry
        </Button>
      </div>
    )
  }

  const quote = quoteOfTheDay(content.data.quotes, new Date())
  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Research Learning Hub</h1>
        <p className="mt-2 text-slate-700">
          {content.data.cards.length} flashcards on research methods, statistics, the academic process, literature
          reviews, research design and ethics.
        </p>
      </header>
      {quote && (
        <figure className="rounded-2xl bg-brand-800 px-6 py-6 text-white">
          <QuoteIcon aria-hidden="true" className="text-brand-200 h-6 w-6" />
          <blockquote className="mt-2 text-lg italic">“{quote.text}”</blockquote>
          <figcaption className="mt-2 text-sm text-brand-100">
            — {quote.author}, <cite>{quote.source}</cite>
          </figcaption>
        </figure>
      )}
      <StatCards progress={progress.data} />
      <Tabs
        label="Learning hub sections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'flashcards',
            label: 'Interactive Flashcards',
            panel: <FlashcardDeck cards={content.data.cards} progress={progress.data} />,
          },
          {
            id: 'achievements',
            label: 'Achievements & Progress',
            panel: <AchievementsPanel progress={progress.data} />,
          },
          {
            id: 'resources',
            label: 'Study Resources',
            panel: <ResourcesPanel resources={content.data.resources} quickReference={content.data.quickReference} />,
          },
        ]}
      />
    </div>
  )
}
