import { useQuery } from '@tanstack/react-query'
import type { CollegeAnswers, CollegeRecommendation } from '#shared/contract/colleges'
import { narrativeQuery } from '../api/colleges-queries'

/**
 * The college's short summary, and who wrote it: composed from the figures on the card, or, for the top
 * colleges when a language model is configured, written by it from those figures (the server checks it).
 */
export function CollegeSummaryText({
  college,
  answers,
  askModel,
}: {
  college: CollegeRecommendation
  answers: CollegeAnswers
  askModel: boolean
}) {
  const narrative = useQuery({ ...narrativeQuery(answers, college.unitId), enabled: askModel })
  const summary = narrative.data?.summary ?? college.summary
  const byModel = summary.source === 'model'
  return (
    <div className="mt-2" data-testid="college-summary">
      <p className="text-sm text-slate-700">{summary.text}</p>
      <p className="mt-1 text-xs text-slate-600">
        {byModel
          ? `Summary written by the language model (${summary.model}) from the figures on this card.`
          : 'Summary composed from the figures on this card.'}
        {summary.notice && ` ${summary.notice}`}
        {askModel && narrative.isPending && (
          <span role="status"> The language model is writing a summary from the same figures…</span>
        )}
        {narrative.isError && ' The language model could not be asked; this summary is composed.'}
      </p>
    </div>
  )
}
