import type { CareerAnalysis, OccupationFit, SourcedFigure } from '#shared/contract/careers'
import { SendToTimeline } from '../../../components/send-to-timeline'
import { Link } from '../../../lib/router'
import { saveGapPlanToTimeline } from '../api/careers-api'
import { WEEKS_PER_GAP } from '../gap-plan-path'

const percent = (fit: number) => `${Math.round(fit * 100)} %`

function Figure({ label, figure }: { label: string; figure: SourcedFigure }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">
        {figure.value}{' '}
        <span className="text-xs font-normal text-slate-600">
          ({figure.source}, {figure.year})
        </span>
      </dd>
    </div>
  )
}

function Occupation({ occupation, rank }: { occupation: OccupationFit; rank: number }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <h5 className="font-semibold text-slate-900">
        {rank}.{' '}
        <a href={occupation.onetUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
          {occupation.title}
          <span className="sr-only"> (O*NET OnLine, opens in a new tab)</span>
        </a>{' '}
        <span className="text-sm font-normal text-slate-700">fit {percent(occupation.fit)}</span>
      </h5>
      <p className="mt-1 text-sm text-slate-700">{occupation.why}</p>
      <p className="mt-1 text-xs text-slate-600">
        Skills {percent(occupation.parts.skills)} · interests {percent(occupation.parts.interests)} (O*NET code{' '}
        {occupation.interestCode}) · values {percent(occupation.parts.values)}
      </p>
      {occupation.matches.length > 0 && (
        <p className="mt-2 text-sm">
          <span className="font-medium">Skills that match: </span>
          {occupation.matches.map((skill) => skill.name).join(', ')}
        </p>
      )}
      {occupation.gaps.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">Largest gaps: </span>
          {occupation.gaps
            .map((skill) => `${skill.name} (yours ${skill.yours.toFixed(1)}, needed ${skill.level.toFixed(1)} of 7)`)
            .join('; ')}
        </p>
      )}
      {occupation.conflicts.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">Values that may conflict: </span>
          {occupation.conflicts.map((conflict) => `${conflict.name}: ${conflict.why}`).join('; ')}
        </p>
      )}
      {occupation.bls ? (
        <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
          <Figure label="Median pay" figure={occupation.bls.medianPay} />
          <Figure label="Typical entry education" figure={occupation.bls.entryEducation} />
          <Figure label="Projected growth, 10 years" figure={occupation.bls.growth} />
          <Figure label="Openings a year" figure={occupation.bls.openings} />
        </dl>
      ) : (
        <p className="mt-2 text-xs text-slate-600">The BLS projections have no detailed row for this occupation.</p>
      )}
    </li>
  )
}

/** The analysis: archetype fit, occupations with their why and BLS figures, the gap plan, the method. */
export function CareerResults({ analysis }: { analysis: CareerAnalysis }) {
  return (
    <div className="space-y-5 text-sm">
      {analysis.missingData && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {analysis.missingData}
        </p>
      )}
      <section aria-labelledby="career-archetypes">
        <h4 id="career-archetypes" className="font-semibold text-slate-900">
          Fit to the four archetypes
        </h4>
        <ol className="mt-2 space-y-2">
          {[...analysis.archetypes]
            .sort((a, b) => b.fit - a.fit)
            .map((archetype) => (
              <li key={archetype.id} className="rounded-lg bg-slate-50 p-3">
                <p className="font-medium text-slate-900">
                  {archetype.title} <span className="font-normal text-slate-700">{percent(archetype.fit)}</span>
                </p>
                <p className="text-slate-700">{archetype.why}</p>
                {archetype.occupations.length > 0 && (
                  <p className="text-xs text-slate-600">
                    Closest occupations: {archetype.occupations.map((entry) => entry.title).join(', ')}
                  </p>
                )}
              </li>
            ))}
        </ol>
      </section>
      {analysis.occupations.length > 0 && (
        <section aria-labelledby="career-occupations">
          <h4 id="career-occupations" className="font-semibold text-slate-900">
            Occupations that fit you
          </h4>
          <ol className="mt-2 space-y-2">
            {analysis.occupations.map((occupation, index) => (
              <Occupation key={occupation.code} occupation={occupation} rank={index + 1} />
            ))}
          </ol>
        </section>
      )}
      {analysis.plan.length > 0 && (
        <section aria-labelledby="career-plan">
          <h4 id="career-plan" className="font-semibold text-slate-900">
            Your skills-gap plan
          </h4>
          <ul className="mt-2 space-y-2">
            {analysis.plan.map((gap) => (
              <li key={gap.skillId} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium text-slate-900">
                  {gap.skill}
                  {gap.forOccupations.length > 0 && (
                    <span className="font-normal text-slate-600"> — for {gap.forOccupations.join(', ')}</span>
                  )}
                </p>
                <ul className="mt-1 list-disc pl-5 text-slate-700">
                  {gap.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
                {gap.links.length > 0 && (
                  <p className="mt-1 flex flex-wrap gap-3">
                    {gap.links.map((link) => (
                      <Link key={link.href} to={link.href} className="font-medium text-brand-800 underline">
                        {link.label}
                      </Link>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <SendToTimeline
            label="Add the plan to the timeline"
            intro={`Save the ${analysis.plan.length} skills as milestones of a research path, ${WEEKS_PER_GAP} weeks each from a start date you pick, and edit it in the timeline builder.`}
            save={(startDate) => saveGapPlanToTimeline(analysis.plan, startDate)}
          />
        </section>
      )}
      <section aria-labelledby="career-method" className="rounded-lg bg-slate-50 p-3 text-slate-700">
        <h4 id="career-method" className="font-medium text-slate-900">
          How the fit is computed
        </h4>
        <p>
          Weights: skills {analysis.weights.skills}, interests {analysis.weights.interests}, work values{' '}
          {analysis.weights.values}. {analysis.method}
        </p>
        <p className="mt-2 text-xs text-slate-600">{analysis.attribution}</p>
      </section>
    </div>
  )
}
