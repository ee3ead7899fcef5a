import { Download, RotateCcw } from 'lucide-react'
import type { Ref } from 'react'
import type { ProfileAnalysis, ProfileScore, Recommendation } from '#shared/contract/profiler'
import { Badge } from '../../../components/ui/badge'
import { Button, ButtonLink, ExternalLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { pointsText, publicationsText, shortenGoals } from '../profile-text'
import { ProfileOpportunities } from './profile-opportunities'

type ProfileResultProps = {
  analysis: ProfileAnalysis
  headingRef: Ref<HTMLHeadingElement>
  isResetting: boolean
  /** why the last Retake failed; the analysis is still stored */
  resetError: string | null
  onRetake: () => void
  onExport: () => void
}

/** The analysis: summary, the three rubric scores with their reasons, recommendations and venues. */
export function ProfileResult({
  analysis,
  headingRef,
  isResetting,
  resetError,
  onRetake,
  onExport,
}: ProfileResultProps) {
  return (
    <div className="space-y-6" data-testid="profile-result">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        Your Research Profile
      </h2>
      <ProfileSummary summary={analysis.summary} />
      <section aria-labelledby="profile-scores-heading">
        <h3 id="profile-scores-heading" className="text-lg font-semibold text-slate-900">
          Scores
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Each score is the sum of the rubric points your answers earned; every line below says what earned them.
        </p>
        <ul className="mt-3 grid gap-4 md:grid-cols-3">
          {analysis.scores.map((score) => (
            <ScoreCard key={score.id} score={score} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="profile-recommendations-heading">
        <h3 id="profile-recommendations-heading" className="text-lg font-semibold text-slate-900">
          Recommendations
        </h3>
        {analysis.recommendations.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No recommendations for these answers.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {analysis.recommendations.map((recommendation) => (
              <RecommendationCard key={recommendation.id} recommendation={recommendation} />
            ))}
          </ul>
        )}
      </section>
      <ProfileOpportunities opportunities={analysis.opportunities} />
      {resetError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          Your analysis could not be cleared: {resetError}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" disabled={isResetting} onClick={onRetake}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {isResetting ? 'Resetting...' : 'Retake Analysis'}
        </Button>
        <Button onClick={onExport}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export Profile
        </Button>
      </div>
    </div>
  )
}

function ProfileSummary({ summary }: { summary: ProfileAnalysis['summary'] }) {
  const rows: [string, string][] = [
    ['Research interest', summary.research_interest],
    ['Experience level', summary.experience_level],
    ['Publications', publicationsText(summary.publications)],
    ['Research goals', shortenGoals(summary.research_goals)],
    ['Collaboration interests', summary.collaboration_interests],
  ]
  return (
    <Card className="p-5 sm:p-6" data-testid="profile-summary">
      <h3 className="text-lg font-semibold text-slate-900">Profile Summary</h3>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.linkedin_url && (
        <p className="mt-4 text-sm text-slate-700">
          LinkedIn profile provided:{' '}
          <ExternalLink href={summary.linkedin_url} className="break-all text-brand-700 underline hover:text-brand-900">
            {summary.linkedin_url}
          </ExternalLink>
        </p>
      )}
    </Card>
  )
}

function ScoreCard({ score }: { score: ProfileScore }) {
  return (
    <li>
      <Card className="h-full p-5" data-testid="profile-score">
        <h4 className="text-base font-semibold text-slate-900">{score.label}</h4>
        <p className="mt-1 text-3xl font-bold text-brand-700">{score.score}%</p>
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${score.score}%` }} />
        </div>
        <p className="mt-4 text-sm font-medium text-slate-800">How this was scored</p>
        {score.reasons.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">No rubric line gave points.</p>
        ) : (
          <ul className="mt-1 space-y-1.5 text-sm text-slate-700">
            {score.reasons.map((reason) => (
              <li key={reason.text} className="flex items-start justify-between gap-3">
                <span className="break-words">{reason.text}</span>
                <span className="shrink-0 font-medium whitespace-nowrap text-slate-900">
                  {pointsText(reason.points, reason.max)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </li>
  )
}

function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  const { type, priority, title, description, actionItems, link } = recommendation
  return (
    <li>
      <Card className="p-5" data-testid="profile-recommendation">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{type}</span>
          <Badge tone={priority === 'High' ? 'red' : 'amber'}>{priority} priority</Badge>
        </div>
        <h4 className="mt-2 text-base font-semibold text-slate-900">{title}</h4>
        <p className="mt-1 text-slate-700">{description}</p>
        {actionItems.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {actionItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {link && (
          <ButtonLink to={link.to} variant="outline" size="sm" className="mt-4">
            {link.label}
          </ButtonLink>
        )}
      </Card>
    </li>
  )
}
