import { useState, type SyntheticEvent } from 'react'
import { SCORE_PART_LABELS, type ScoreWeights } from '#shared/contract/college-options'
import type { CollegeAnswers } from '#shared/contract/colleges'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/form'
import { useWhyNot } from '../api/colleges-queries'

/** "Why not X?": the student names a college and sees where it falls and what keeps it out. */
export function WhyNot({ answers, weights }: { answers: CollegeAnswers; weights: ScoreWeights }) {
  const [query, setQuery] = useState('')
  const whyNot = useWhyNot()
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (query.trim().length >= 2) whyNot.mutate({ answers, weights, query: query.trim() })
  }
  return (
    <Card className="p-5 sm:p-6" data-testid="why-not">
      <h3 className="text-lg font-semibold text-slate-900">Why not another college?</h3>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row" role="search">
        <label htmlFor="why-not-query" className="sr-only">
          College name or alias
        </label>
        <Input
          id="why-not-query"
          value={query}
          maxLength={100}
          placeholder="A college's name, e.g. Lone Star"
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" disabled={query.trim().length < 2 || whyNot.isPending}>
          {whyNot.isPending ? 'Checking...' : 'Check'}
        </Button>
      </form>
      {whyNot.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {whyNot.error.message}
        </p>
      )}
      {whyNot.data && (
        <div className="mt-4 space-y-3" aria-live="polite">
          {whyNot.data.colleges.length === 0 && (
            <p className="text-sm text-slate-700">No college named like “{whyNot.data.query}” in the data.</p>
          )}
          {whyNot.data.colleges.map((college) => (
            <div
              key={college.unitId}
              className="rounded-lg border border-slate-200 p-3 text-sm"
              data-testid="why-not-college"
            >
              <p className="font-semibold text-slate-900">
                {college.name} <span className="font-normal text-slate-600">({college.location})</span>
              </p>
              {college.failedFilters.length > 0 ? (
                <ul className="mt-1 list-disc pl-5 text-slate-700">
                  {college.failedFilters.map((filter) => (
                    <li key={filter.filter}>
                      Kept out by {filter.filter.toLowerCase()}: {filter.rule}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-700">
                  Passes your filters: match rank #{college.matchRank} of {whyNot.data.eligible}
                  {college.listed ? ', in your list.' : `, below the ${whyNot.data.listedCount} shown.`}
                </p>
              )}
              <p className="mt-1 text-slate-700">
                Match {college.matchScore}% · {college.categoryRule}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                {college.parts.map((part) => `${SCORE_PART_LABELS[part.part]} ${part.score ?? '—'}`).join(' · ')}
              </p>
            </div>
          ))}
        </div>
      )}
    </Card>
  )
}
