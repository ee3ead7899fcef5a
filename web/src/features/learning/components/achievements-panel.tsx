import { Lock, Trophy } from 'lucide-react'
import type { LearningProgress } from '#shared/contract/learning'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'

export function AchievementsPanel({ progress }: { progress: LearningProgress }) {
  const toNext = progress.xpPerLevel - progress.levelXp
  return (
    <div className="space-y-10">
      <section aria-labelledby="level-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="level-heading" className="text-xl font-bold text-slate-900">
          Level {progress.level}
        </h2>
        <p className="mt-1 text-slate-700">
          {progress.xp} XP in all · {toNext} XP to level {progress.level + 1}
        </p>
        <div
          role="progressbar"
          aria-label="XP toward the next level"
          aria-valuemin={0}
          aria-valuemax={progress.xpPerLevel}
          aria-valuenow={progress.levelXp}
          className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full bg-brand-600"
            style={{ width: `${(progress.levelXp / progress.xpPerLevel) * 100}%` }}
          />
        </div>
      </section>

      <section aria-labelledby="achievements-heading">
        <h2 id="achievements-heading" className="text-xl font-bold text-slate-900">
          Achievements
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {progress.achievements.map((achievement) => {
            const unlocked = achievement.unlockedAt !== null
            return (
              <li
                key={achievement.id}
                className={cn(
                  'flex gap-3 rounded-xl border p-4',
                  unlocked ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
                )}
              >
                {unlocked ? (
                  <Trophy aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-700" />
                ) : (
                  <Lock aria-hidden="true" className="h-6 w-6 shrink-0 text-slate-500" />
                )}
                <div>
                  <h3 className="font-semibold text-slate-900">{achievement.name}</h3>
                  <p className="text-sm text-slate-700">{achievement.description}</p>
                  <Badge tone={unlocked ? 'amber' : 'slate'} className="mt-2">
                    {unlocked ? 'Unlocked' : 'Locked'}
                  </Badge>
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="mastery-heading">
        <h2 id="mastery-heading" className="text-xl font-bold text-slate-900">
          Category Mastery
        </h2>
        <ul className="mt-4 space-y-4">
          {progress.categories.map((entry) => (
            <li key={entry.category}>
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{entry.category}</span>
                <span className="text-slate-700">
                  {entry.mastered} of {entry.cards} mastered · {entry.studied} answers
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`${entry.category} mastery`}
                aria-valuemin={0}
                aria-valuemax={entry.cards}
                aria-valuenow={entry.mastered}
                className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full bg-emerald-600" style={{ width: `${(entry.mastered / entry.cards) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
