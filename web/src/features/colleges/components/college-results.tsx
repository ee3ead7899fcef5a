import { ExternalLink as ExternalLinkIcon } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import {
  LIST_ORDER_RULE,
  NARRATIVE_TOP,
  SCORE_PART_LABELS,
  SCORE_PARTS,
  type ScoreWeights,
} from '#shared/contract/college-options'
import type { CollegeAnswers, CollegeRecommendation, Figure, MatchResponse } from '#shared/contract/colleges'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink, Button, buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { savedCollegesQuery, useToggleSavedCollege } from '../api/colleges-queries'
import { formatDollars, formatPercent, recommendationsCsv, rerank, websiteOf } from '../assessment-rules'
import { CollegeSummaryText } from './college-summary'
import { CompareTable, MAX_COMPARE, ShortlistScatter } from './shortlist-views'
import { WhyNot } from './why-not'
import { Table } from '../../../components/ui/table'
import { downloadFile } from '../../../lib/download'

const CATEGORY_TONE = { reach: 'red', match: 'amber', safety: 'green' } as const
const CATEGORY_LABEL = { reach: 'Reach', match: 'Match', safety: 'Safety' } as const

type ResultsProps = {
  result: MatchResponse
  answers: CollegeAnswers
  onTakeAgain: () => void
  onRetake: () => void
}

export function CollegeResults({ result, answers, onTakeAgain, onRetake }: ResultsProps) {
  const [weights, setWeights] = useState<ScoreWeights>(result.weights)
  const ranked = useMemo(() => rerank(result.recommendations, weights), [result.recommendations, weights])
  const relaxed = result.filters.filter((filter) => filter.relaxed)
  const [compared, setCompared] = useState<number[]>([])
  const toggleCompare = (unitId: number) =>
    setCompared((current) =>
      current.includes(unitId)
        ? current.filter((id) => id !== unitId)
        : current.length < MAX_COMPARE
          ? [...current, unitId]
          : current,
    )
  const comparedColleges = ranked.filter((college) => compared.includes(college.unitId))
  const saved = useQuery(savedCollegesQuery())
  const toggleSaved = useToggleSavedCollege()
  const savedIds = new Set(saved.data?.colleges.map((college) => college.unitId))
  return (
    <div className="space-y-6" data-testid="college-results">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-900">Your College Recommendations</h2>
        <p className="mt-2 text-sm text-slate-700">
          {result.eligible.toLocaleString('en-US')} of {result.considered.toLocaleString('en-US')} institutions passed
          your filters; the {ranked.length} best matches are below, by our match score (not a published ranking).
          Source: U.S. Department of Education, College Scorecard
          {result.source ? ` (${result.source})` : ''}.
        </p>
        <p className="mt-2 text-sm text-slate-700" data-testid="list-order-rule">
          <span className="font-medium text-slate-900">How the list is ordered:</span> {LIST_ORDER_RULE}
        </p>
        {result.filters.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label="Filters applied">
            {result.filters.map((filter) => (
              <li key={filter.filter}>
                <span className="font-medium">{filter.filter}:</span> {filter.rule}{' '}
                {filter.relaxed ? (
                  <span className="font-medium text-amber-900">— relaxed</span>
                ) : (
                  <span className="text-slate-600">— {filter.remaining.toLocaleString('en-US')} left</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {relaxed.length > 0 && (
          <div role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {relaxed.map((filter) => (
              <p key={filter.filter}>{filter.reason}</p>
            ))}
          </div>
        )}
        <WeightControls weights={weights} onChange={setWeights} />
        {ranked.length > 0 && (
          <Button variant="outline" size="sm" className="mt-4" onClick={() => downloadCsv(ranked)}>
            Export list (CSV)
          </Button>
        )}
      </Card>

      {ranked.length > 0 && (
        <Card className="p-5 sm:p-6">
          <ShortlistScatter colleges={ranked} />
        </Card>
      )}

      {comparedColleges.length > 0 && (
        <Card className="p-5 sm:p-6">
          <CompareTable colleges={comparedColleges} />
        </Card>
      )}

      {ranked.length === 0 ? (
        <Card className="p-6 text-slate-700">No college passed your filters.</Card>
      ) : (
        <ol className="space-y-4" aria-label="Recommended colleges">
          {ranked.map((college, index) => (
            <li key={college.unitId}>
              <CollegeCard
                college={college}
                answers={answers}
                askModel={result.narrativeModel !== null && index < NARRATIVE_TOP}
                compared={compared.includes(college.unitId)}
                canCompare={compared.length < MAX_COMPARE}
                onCompare={() => toggleCompare(college.unitId)}
                saved={savedIds.has(college.unitId)}
                onSave={() => toggleSaved.mutate({ unitId: college.unitId, save: !savedIds.has(college.unitId) })}
              />
            </li>
          ))}
        </ol>
      )}

      <Card className="p-5 sm:p-6" data-testid="saved-colleges">
        <h3 className="text-lg font-semibold text-slate-900">My saved colleges</h3>
        {saved.isError && <p className="mt-2 text-sm text-red-700">Your list could not be loaded.</p>}
        {saved.data && saved.data.colleges.length === 0 && (
          <p className="mt-2 text-sm text-slate-700">Save colleges from the list above to keep them here.</p>
        )}
        {saved.data && saved.data.colleges.length > 0 && (
          <a href="/api/colleges/saved/csv" download className={buttonClasses('outline', 'sm', 'mt-2')}>
            Download my list (CSV)
          </a>
        )}
        {saved.data && saved.data.colleges.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm">
            {saved.data.colleges.map((college) => (
              <li key={college.unitId} className="flex items-center justify-between gap-3">
                <span>
                  {college.name} <span className="text-slate-600">({college.location})</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => toggleSaved.mutate({ unitId: college.unitId, save: false })}
                >
                  Remove<span className="sr-only"> {college.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <WhyNot answers={answers} weights={weights} />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={onTakeAgain}>
          Take Assessment Again
        </Button>
        <Button variant="outline" onClick={onRetake}>
          Retake Assessment
        </Button>
        <ButtonLink to="/research-profiler">Explore Research Tools</ButtonLink>
      </div>
    </div>
  )
}

function downloadCsv(colleges: CollegeRecommendation[]) {
  downloadFile(recommendationsCsv(colleges), 'college-recommendations.csv', 'text/csv;charset=utf-8')
}

function WeightControls({ weights, onChange }: { weights: ScoreWeights; onChange: (w: ScoreWeights) => void }) {
  return (
    <fieldset className="mt-5 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Weights (move to re-rank)</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {SCORE_PARTS.map((part) => (
          <label key={part} className="block text-sm text-slate-800">
            <span className="flex justify-between">
              <span>{SCORE_PART_LABELS[part]}</span>
              <span className="font-medium">{weights[part]}</span>
            </span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={weights[part]}
              aria-label={`${SCORE_PART_LABELS[part]} weight`}
              onChange={(event) => onChange({ ...weights, [part]: Number(event.target.value) })}
              className="mt-1 w-full accent-brand-700"
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function FigureRow({ label, figure, format }: { label: string; figure: Figure; format: (v: number | null) => string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">
        {format(figure.value)}
        {figure.value !== null && <span className="font-normal text-slate-600"> ({figure.year})</span>}
      </dd>
    </div>
  )
}

const ratio = (value: number | null) => (value === null ? 'not reported' : `${value} to 1`)
const count = (value: number | null) => (value === null ? 'not reported' : value.toLocaleString('en-US'))

function CollegeCard({
  college,
  answers,
  askModel,
  compared,
  canCompare,
  onCompare,
  saved,
  onSave,
}: {
  college: CollegeRecommendation
  answers: CollegeAnswers
  askModel: boolean
  compared: boolean
  canCompare: boolean
  onCompare: () => void
  saved: boolean
  onSave: () => void
}) {
  return (
    <Card className="p-5 sm:p-6" data-testid="college-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium text-slate-600">Match rank #{college.matchRank}</p>
          <h3 className="text-lg font-semibold text-slate-900">{college.name}</h3>
          <p className="text-sm text-slate-700">{college.location}</p>
          <a
            href={websiteOf(college)}
            target="_blank"
            rel="noreferrer noopener"
            className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline"
          >
            {college.website ? 'Website' : `Search '${college.name} admissions'`}
            <ExternalLinkIcon aria-hidden="true" className="h-3.5 w-3.5" />
          </a>
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold text-brand-800" aria-label={`Match ${college.matchScore}%`}>
            {college.matchScore}%
          </p>
          <Badge tone={CATEGORY_TONE[college.category]}>{CATEGORY_LABEL[college.category]}</Badge>
          <label className="mt-2 flex items-center justify-end gap-1.5 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={compared}
              disabled={!compared && !canCompare}
              onChange={onCompare}
              className="accent-brand-700"
            />
            Compare
          </label>
          <Button variant="outline" size="sm" className="mt-2" aria-pressed={saved} onClick={onSave}>
            {saved ? 'Saved' : 'Save'}
            <span className="sr-only"> {college.name}</span>
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">{college.categoryRule}</p>
      {college.listedAfterOthers && (
        <p className="mt-1 text-sm text-slate-700">
          Listed after the others: you out-score this {college.openAdmission ? 'open-admission' : 'two-year'} college.
        </p>
      )}
      <CollegeSummaryText college={college} answers={answers} askModel={askModel} />

      <Table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Score breakdown for {college.name}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Part
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Score
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Weight
            </th>
            <th scope="col" className="hidden py-1 font-medium sm:table-cell">
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {college.parts.map((part) => (
            <tr key={part.part} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1.5 pr-2 font-medium text-slate-800">
                {SCORE_PART_LABELS[part.part]}
                <span className="block text-xs font-normal text-slate-600 sm:hidden">{part.reason}</span>
              </th>
              <td className="py-1.5 pr-2">{part.score ?? '—'}</td>
              <td className="py-1.5 pr-2">{part.weight}</td>
              <td className="hidden py-1.5 text-slate-700 sm:table-cell">{part.reason}</td>
            </tr>
          ))}
        </tbody>
      </Table>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <FigureRow
          label="Acceptance rate"
          figure={college.acceptanceRate}
          format={(v) => (college.openAdmission && v === null ? 'open admissions' : formatPercent(v))}
        />
        <FigureRow label="In-state tuition" figure={college.tuitionInState} format={formatDollars} />
        <FigureRow label="Out-of-state tuition" figure={college.tuitionOutState} format={formatDollars} />
        <FigureRow label={`Net price (${college.netPrice.basis})`} figure={college.netPrice} format={formatDollars} />
        <FigureRow label="Graduation rate" figure={college.graduationRate} format={formatPercent} />
        <FigureRow label="Retention" figure={college.retentionRate} format={formatPercent} />
        <FigureRow label="Student-to-faculty ratio" figure={college.studentToFacultyRatio} format={ratio} />
        <FigureRow label="Undergraduates" figure={college.undergraduates} format={count} />
        <FigureRow label="Median earnings" figure={college.medianEarnings} format={formatDollars} />
        <FigureRow label="Median debt" figure={college.medianDebt} format={formatDollars} />
        <FigureRow label="Pell grant recipients" figure={college.pellShare} format={formatPercent} />
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">SAT middle 50%</dt>
          <dd className="text-sm font-medium text-slate-900">
            {college.satRange ? `${college.satRange.p25}-${college.satRange.p75}` : 'not reported'}
          </dd>
        </div>
      </dl>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <section>
          <h4 className="text-sm font-semibold text-slate-800">Top programs ({college.programsYear})</h4>
          {college.programs.length ? (
            <ul className="mt-1 text-sm text-slate-700">
              {college.programs.map((program) => (
                <li key={program.family}>
                  {program.family}: {formatPercent(program.share)} of awards
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-700">not reported</p>
          )}
          <h4 className="mt-3 text-sm font-semibold text-slate-800">Research opportunities</h4>
          <p className="mt-1 text-sm text-slate-700">{college.researchOpportunities}</p>
        </section>
        <section>
          <h4 className="text-sm font-semibold text-slate-800">Application tips</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {college.applicationTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <h4 className="mt-3 text-sm font-semibold text-slate-800">Campus features</h4>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {college.campusFeatures.map((feature) => (
              <li key={feature}>
                <Badge tone="slate">{feature}</Badge>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="mt-4 text-xs text-slate-600">
        Not reported by the College Scorecard: {college.notReported.join(', ').toLowerCase()}.
      </p>
    </Card>
  )
}
