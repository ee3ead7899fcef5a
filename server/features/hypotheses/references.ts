import type { HypothesisReference } from '#shared/contract/hypotheses'
import type { Work } from '#shared/contract/sources'
import { referenceLink } from '../research'

/** The run's numbered references: a work gets its number the first time the run quotes or points at it. */
export class References {
  private readonly numbers = new Map<string, number>()
  private readonly cited: HypothesisReference[] = []

  constructor(private readonly works: ReadonlyMap<string, Work>) {}

  get size(): number {
    return this.cited.length
  }

  work(id: string): Work | undefined {
    return this.works.get(id)
  }

  /** The reference number of a retrieved work (numbered now if it was not yet), null for an id not retrieved. */
  cite(id: string): number | null {
    const known = this.numbers.get(id)
    if (known !== undefined) return known
    const work = this.works.get(id)
    if (!work) return null
    const n = this.cited.length + 1
    this.numbers.set(id, n)
    this.cited.push({ n, work, link: referenceLink(work), retracted: false })
    return n
  }

  /** Of works already studying both ends, the most cited (the most recent on a tie), cited; null for none. */
  closestOf(ids: readonly string[]): number | null {
    let best: { id: string; work: Work } | null = null
    for (const id of ids) {
      const work = this.works.get(id)
      if (!work) continue
      if (!best || outranks(work, best.work)) best = { id, work }
    }
    return best ? this.cite(best.id) : null
  }

  list(): HypothesisReference[] {
    return [...this.cited]
  }
}

/** More cited first, then more recent. */
export function outranks(work: Work, other: Work): boolean {
  const cited = (work.citationCount ?? 0) - (other.citationCount ?? 0)
  if (cited !== 0) return cited > 0
  return (work.year ?? 0) > (other.year ?? 0)
}
