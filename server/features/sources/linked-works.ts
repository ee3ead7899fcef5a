import type { Work } from '#shared/contract/sources'
import type { LinkedWork } from './connector'
import { normaliseOpenAlexId, toDoiKey } from './merge-works'
import type { Sources } from './sources.types'

/** The keys a work is found again by after merging: its OpenAlex id and its DOI. */
export function linkKeysOf(work: Work): string[] {
  const keys: string[] = []
  if (work.ids.openalex) keys.push(`oa:${normaliseOpenAlexId(work.ids.openalex)}`)
  if (work.ids.doi) keys.push(`doi:${toDoiKey(work.ids.doi)}`)
  return keys
}

/** What OpenAlex said of each work, found again by OpenAlex id or DOI after works were merged. */
export class LinkIndex {
  private readonly byKey = new Map<string, LinkedWork>()
  add(linked: readonly LinkedWork[]) {
    for (const entry of linked) for (const key of linkKeysOf(entry.work)) this.byKey.set(key, entry)
  }
  of(work: Work): LinkedWork | undefined {
    for (const key of linkKeysOf(work)) {
      const found = this.byKey.get(key)
      if (found) return found
    }
    return undefined
  }
}

/** A work with what OpenAlex knows filled in where its own source left it out. */
export function enrichedWork(work: Work, linked: LinkedWork | undefined): Work {
  if (!linked) return work
  return {
    ...work,
    ids: { ...linked.work.ids, ...work.ids },
    citationCount: work.citationCount ?? linked.work.citationCount,
    topics: work.topics.length ? work.topics : linked.work.topics,
    abstract: work.abstract ?? linked.work.abstract,
    year: work.year ?? linked.work.year,
    venue: work.venue ?? linked.work.venue,
  }
}

/** Why OpenAlex cannot be asked now (no key, or its breaker open), or null when it can. */
export function openAlexUnavailable(sources: Sources): string | null {
  if (sources.openalex.unavailableReason) return sources.openalex.unavailableReason
  if (sources.http.circuitOf('openalex') === 'open')
    return 'OpenAlex failed several times in a row; it is paused for a minute.'
  return null
}

/**
 * OpenAlex's record (topics, abstract, citations, retraction flag) for the works `wanted` picks, asked in batches by
 * OpenAlex id, else DOI; the works come back enriched, and those OpenAlex marks retracted are dropped and counted.
 * Throws what OpenAlex threw; the callers decide whether their run goes on without it.
 */
export async function enrichFromOpenAlex(
  sources: Sources,
  works: readonly Work[],
  wanted: (work: Work) => boolean = () => true,
): Promise<{ works: Work[]; calls: number; retracted: number }> {
  const asked = works.filter(wanted)
  const openalexIds = asked.flatMap((work) => (work.ids.openalex ? [work.ids.openalex] : []))
  const dois = asked.flatMap((work) => (!work.ids.openalex && work.ids.doi ? [work.ids.doi] : []))
  if (!openalexIds.length && !dois.length) return { works: [...works], calls: 0, retracted: 0 }
  const found = await sources.openalex.getLinkedWorks({ openalexIds, dois })
  const links = new LinkIndex()
  links.add(found.works)
  const kept = works.filter((work) => !links.of(work)?.isRetracted)
  return {
    works: kept.map((work) => enrichedWork(work, links.of(work))),
    calls: found.calls,
    retracted: works.length - kept.length,
  }
}
