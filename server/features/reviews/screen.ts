import type { ExclusionReason, ReviewOrigin } from '#shared/contract/reviews'
import type { Work } from '#shared/contract/sources'
import { rankWorks, type RankedWork } from '../research'

/** A record after duplicates were merged: the work, how it was found, and what OpenAlex says of it. */
export type ReviewCandidate = {
  work: Work
  origin: ReviewOrigin
  retracted: boolean
  /** OpenAlex ids of the works it cites (empty when unknown) */
  referencedWorks: readonly string[]
}

export type ScreenedWork = ReviewCandidate & { ranked: RankedWork }

export type Screening = {
  /** the included works, most relevant first */
  included: ScreenedWork[]
  /** retracted records on the topic: listed with their mark, never cited */
  retracted: ReviewCandidate[]
  excluded: Record<ExclusionReason, number>
}

// An abstract shorter than this is a stub ("No abstract available.", a single line of a conference listing).
const MIN_ABSTRACT_CHARS = 80

function outsideYears(work: Work, fromYear: number | null, toYear: number | null): boolean {
  if (work.year === null) return false
  return (fromYear !== null && work.year < fromYear) || (toYear !== null && work.year > toYear)
}

/**
 * Screens every record once, for the first reason that excludes it, in the order a reviewer would: the year
 * range the user set (the sources were asked to keep to it; followed references may not), a retraction, no
 * abstract to read, then the engine's relevance floor (rank-works), and last the review's size limit.
 */
export function screenRecords(
  question: string,
  candidates: readonly ReviewCandidate[],
  options: { fromYear: number | null; toYear: number | null; maxWorks: number; now?: Date },
): Screening {
  const excluded: Record<ExclusionReason, number> = {
    'outside-years': 0,
    retracted: 0,
    'no-abstract': 0,
    'off-topic': 0,
    'over-limit': 0,
  }
  const inRange = candidates.filter((candidate) => {
    const outside = outsideYears(candidate.work, options.fromYear, options.toYear)
    if (outside) excluded['outside-years']++
    return !outside
  })
  const ranked = rankWorks(
    question,
    inRange.map((candidate) => candidate.work),
    { now: options.now },
  )
  const byWork = new Map(inRange.map((candidate) => [candidate.work, candidate]))
  const included: ScreenedWork[] = []
  const retracted: ReviewCandidate[] = []
  for (const entry of ranked) {
    const candidate = byWork.get(entry.work)
    if (!candidate) continue
    if (candidate.retracted) {
      excluded.retracted++
      if (entry.isRelevant) retracted.push(candidate)
    } else if ((candidate.work.abstract?.trim().length ?? 0) < MIN_ABSTRACT_CHARS) excluded['no-abstract']++
    else if (!entry.isRelevant) excluded['off-topic']++
    else if (included.length >= options.maxWorks) excluded['over-limit']++
    else included.push({ ...candidate, ranked: entry })
  }
  return { included, retracted, excluded }
}
