import { ArrowDown, ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { IDENTIFIED_BY_FOLLOWING, type ExclusionReason, type PrismaCounts } from '#shared/contract/reviews'
import { sourceName } from '../../../lib/research-sources'

const EXCLUSION_LABELS: Record<ExclusionReason, string> = {
  'off-topic': 'off topic',
  'no-abstract': 'no abstract to read',
  retracted: 'retracted',
  'outside-years': 'outside the years asked for',
  'over-limit': 'past the review’s most relevant works',
}

const originName = (from: PrismaCounts['identified'][number]['from']) =>
  from in IDENTIFIED_BY_FOLLOWING
    ? IDENTIFIED_BY_FOLLOWING[from as keyof typeof IDENTIFIED_BY_FOLLOWING]
    : sourceName(from as Exclude<typeof from, keyof typeof IDENTIFIED_BY_FOLLOWING>)

const total = (rows: readonly { records: number }[]) => rows.reduce((sum, row) => sum + row.records, 0)

/**
 * The PRISMA 2020 flow diagram from the run's own counts, as boxes and arrows in HTML: identification, screening,
 * inclusion down the middle, the records removed at each step beside them (below them on a narrow screen).
 */
export function PrismaFlow({ prisma }: { prisma: PrismaCounts }) {
  const excluded = total(prisma.excluded)
  return (
    <figure aria-labelledby="prisma-heading" data-testid="prisma-flow">
      <h4 id="prisma-heading" className="text-base font-semibold text-slate-900">
        PRISMA 2020 flow diagram
      </h4>
      <ol className="mt-3 space-y-2">
        <Stage
          phase="Identification"
          main={
            <>
              <p className="font-semibold">Records identified: {total(prisma.identified)}</p>
              <ul className="mt-1 space-y-0.5">
                {prisma.identified.map((row) => (
                  <li key={row.from}>
                    {originName(row.from)}: {row.records}
                  </li>
                ))}
              </ul>
            </>
          }
          side={
            <>
              <p className="font-semibold">Records removed before screening</p>
              <p>Duplicates removed: {prisma.duplicatesRemoved}</p>
            </>
          }
        />
        <Stage
          phase="Screening"
          main={<p className="font-semibold">Records screened: {prisma.screened}</p>}
          side={
            <>
              <p className="font-semibold">Records excluded: {excluded}</p>
              {prisma.excluded.length > 0 && (
                <ul className="mt-1 space-y-0.5">
                  {prisma.excluded.map((row) => (
                    <li key={row.reason}>
                      {EXCLUSION_LABELS[row.reason]}: {row.records}
                    </li>
                  ))}
                </ul>
              )}
            </>
          }
        />
        <Stage
          phase="Included"
          last
          main={<p className="font-semibold">Works included in the review: {prisma.included}</p>}
        />
      </ol>
    </figure>
  )
}

function Stage({ phase, main, side, last }: { phase: string; main: ReactNode; side?: ReactNode; last?: boolean }) {
  return (
    <li>
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{phase}</p>
      <div className="mt-1 grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-center">
        <div className="rounded-lg border-2 border-slate-300 bg-white p-3 text-sm break-words text-slate-900">
          {main}
        </div>
        {side ? (
          <>
            <ArrowRight aria-hidden="true" className="hidden h-5 w-5 text-slate-500 sm:block" />
            <div className="ml-6 rounded-lg border border-dashed border-slate-400 bg-slate-50 p-3 text-sm break-words text-slate-800 sm:ml-0">
              {side}
            </div>
          </>
        ) : (
          <span aria-hidden="true" className="hidden w-5 sm:block" />
        )}
      </div>
      {!last && (
        <div aria-hidden="true" className="flex justify-center py-1 sm:w-[calc(50%-1rem)]">
          <ArrowDown className="h-5 w-5 text-slate-500" />
        </div>
      )}
    </li>
  )
}
