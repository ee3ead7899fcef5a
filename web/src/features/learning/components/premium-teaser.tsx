import { BookOpen, Crown } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'

export function LearningHubTeaser() {
  return (
    <section
      aria-labelledby="learning-teaser"
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50">
        <BookOpen aria-hidden="true" className="h-7 w-7 text-brand-700" />
      </span>
      <Badge tone="amber" className="mt-4 gap-1">
        <Crown aria-hidden="true" className="h-3.5 w-3.5" /> Premium Feature
      </Badge>
      <h1 id="learning-teaser" className="mt-3 text-3xl font-bold text-slate-900">
        Research Learning Hub
      </h1>
      <p className="mt-3 text-slate-700">
        Learn the language of research with 105 flashcards in 6 categories: study, quiz yourself against a 30-second
        timer, and keep what you learn with FSRS spaced repetition. XP, streaks and 12 achievements are kept on your
        account.
      </p>
      <ButtonLink to="/pricing" size="lg" className="mt-6">
        Upgrade to Premium
      </ButtonLink>
    </section>
  )
}
