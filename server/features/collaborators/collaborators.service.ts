import {
  COLLABORATOR_CALL_BUDGET,
  MAX_SUGGESTIONS,
  readAuthorRef,
  type CollaboratorSuggestion,
  type FindCollaboratorsRequest,
  type FindCollaboratorsResponse,
} from '#shared/contract/collaborators'
import type { AuthorProfile, Work } from '#shared/contract/sources'
import { quotaDay } from '#shared/plans'
import { AppError } from '../../lib/app-error'
import { cachedCall, inBatches, type CallPlan } from '../../lib/upstream-call-plan'
import type { AuthedContext } from '../../request-context'
import { saveToolOutput } from '../pathways'
import { authorIdOf } from '../researchers'
import { toUpstreamAppError, type GroupCount, type UpstreamWording } from '../sources'
import { gatherCandidates, preselect, RANK_METHOD, rankCollaborators, type AuthorBucket } from './rank-collaborators'

/** Co-authors whose own co-authors are read (the second hop): the member's most frequent. */
export const COAUTHORS_READ = 10
/** Candidates whose profiles are read (two calls of 50). */
export const PROFILES_READ = 100
const AUTHOR_BATCH = 50
const GROUPS = 100

const UPSTREAM_WORDING: UpstreamWording = {
  message: () => 'Failed to generate analysis. Please try again.',
  byKind: {
    not_configured:
      'Failed to generate analysis: the collaboration finder is not set up on this server yet (its OpenAlex connection needs a key). Please tell the site’s administrators.',
    rate_limited: 'Failed to generate analysis: OpenAlex is limiting requests right now. Please try again shortly.',
    busy: 'Failed to generate analysis: OpenAlex is busy with your other requests right now. Please try again shortly.',
  },
}

const OVER_BUDGET = 'over budget'

function bucketsOf(groups: readonly GroupCount[]): AuthorBucket[] {
  return groups.flatMap((group) => {
    const id = authorIdOf(group.key)
    return id ? [{ id, name: group.label, works: group.count }] : []
  })
}

const settled = async <T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> => {
  try {
    return { value: await promise }
  } catch (error) {
    return { error }
  }
}

/** The Collaboration Opportunity Finder's run (issue 29 §3, decisions 048 and 051). */
export async function findCollaborators(
  ctx: AuthedContext,
  input: FindCollaboratorsRequest,
): Promise<FindCollaboratorsResponse> {
  const openalex = ctx.sources.openalex
  if (openalex.unavailableReason) throw new AppError('UPSTREAM_FAILED', UPSTREAM_WORDING.byKind?.not_configured ?? '')
  const now = ctx.now()
  const currentYear = now.getUTCFullYear()
  const sinceYear = currentYear - 2
  const interest = input.interest.replace(/\s+/g, ' ')
  const interestKey = interest.toLowerCase()
  const plan: CallPlan = { used: 0, budget: COLLABORATOR_CALL_BUDGET }
  const day = quotaDay(now)
  const call = <T>(key: string, ask: () => Promise<T>): Promise<T> =>
    cachedCall(ctx.sources, day, plan, `collaborators:${key}`, ask) ?? Promise.reject(new Error(OVER_BUDGET))
  const notes: string[] = []

  try {
    // 1. who the member is, then their co-authors; the interest's active authors alongside
    const interestAsked = call(`interest:${interestKey}:${sinceYear}`, () =>
      openalex.groupWorks({
        search: interest,
        filter: `from_publication_date:${sinceYear}-01-01`,
        groupBy: 'authorships.author.id',
        perPage: GROUPS,
      }),
    )
    interestAsked.catch(() => undefined) // awaited below; this keeps an early rejection from going unhandled
    const me = input.author ? await resolveAuthor(ctx, input.author, call) : null
    const myGroups = me
      ? await call(`coauthors:${me.id}`, () =>
          openalex.groupWorks({
            filter: `authorships.author.id:${me.id}`,
            groupBy: 'authorships.author.id',
            perPage: GROUPS,
          }),
        )
      : []
    const myCoauthors = bucketsOf(myGroups).filter((bucket) => bucket.id !== me?.id)
    if (me && myCoauthors.length === 0)
      notes.push(
        'OpenAlex lists no co-authors for you yet, so the suggestions come from the interest’s active authors only.',
      )

    // 2. the second hop: the co-authors of the member's most frequent co-authors, while the budget lasts
    const read = myCoauthors.slice(0, COAUTHORS_READ)
    const hops = await inBatches(
      read.map((middle) => async () => {
        const answer = await settled(
          call(`coauthors:${middle.id}`, () =>
            openalex.groupWorks({
              filter: `authorships.author.id:${middle.id}`,
              groupBy: 'authorships.author.id',
              perPage: GROUPS,
            }),
          ),
        )
        return [middle.id, 'value' in answer ? bucketsOf(answer.value) : null] as const
      }),
    )
    const secondHop = new Map(hops.flatMap(([id, buckets]) => (buckets ? [[id, buckets] as const] : [])))
    if (secondHop.size < read.length)
      notes.push(
        `The co-authors of ${read.length - secondHop.size} of your co-authors could not be read this time, so people linked only through them may be missing.`,
      )
    const interestAuthors = bucketsOf(await interestAsked)

    // 3. the candidates' profiles, then the score and its reasons
    const gathered = gatherCandidates({ me: me?.id ?? null, myCoauthors, secondHop, interestAuthors })
    const chosen = preselect(gathered.candidates, PROFILES_READ)
    const batches: string[][] = []
    for (let i = 0; i < chosen.length; i += AUTHOR_BATCH)
      batches.push(chosen.slice(i, i + AUTHOR_BATCH).map((c) => c.id))
    const profileLists = await inBatches(
      batches.map((ids) => () => call(`profiles:${[...ids].sort().join(',')}`, () => openalex.getAuthors(ids))),
    )
    const profiles = new Map(profileLists.flat().map((profile) => [profile.id, profile]))
    const ranked = rankCollaborators({
      interest,
      sector: input.sector,
      currentYear,
      sinceYear,
      candidates: chosen,
      profiles,
      limit: MAX_SUGGESTIONS,
    })

    // 4. two example works each: on the interest first, then their most cited
    const examples = await exampleWorks(
      ctx,
      ranked.suggestions.map((suggestion) => suggestion.card.id),
      interest,
      call,
      notes,
    )
    const suggestions: CollaboratorSuggestion[] = ranked.suggestions.map((suggestion) => ({
      ...suggestion,
      exampleWorks: examples.get(suggestion.card.id) ?? [],
    }))

    const response: FindCollaboratorsResponse = {
      interest,
      sector: input.sector,
      me: me
        ? {
            id: me.id,
            name: me.name.slice(0, 300),
            institution: me.institution?.slice(0, 300) ?? null,
            coauthors: myCoauthors.length,
            coauthorsRead: secondHop.size,
          }
        : null,
      suggestions,
      existingCoauthorsLeftOut: gathered.existingCoauthorsLeftOut,
      otherSectorsLeftOut: ranked.otherSectorsLeftOut,
      sinceYear,
      method: RANK_METHOD,
      notes: notes.slice(0, 10),
      calls: plan.used,
      budget: plan.budget,
      generatedAt: now.toISOString(),
    }
    // The member's last run of the tool, reopened when they come back to the page.
    await saveToolOutput(ctx.db, ctx.user.id, 'collaboration-finder', input, response)
    return response
  } catch (error) {
    if (error instanceof AppError) throw error
    throw toUpstreamAppError(error, UPSTREAM_WORDING)
  }
}

type Call = <T>(key: string, ask: () => Promise<T>) => Promise<T>

async function resolveAuthor(ctx: AuthedContext, raw: string, call: Call): Promise<AuthorProfile> {
  const ref = readAuthorRef(raw)
  if (!ref) throw new AppError('BAD_REQUEST', 'Enter an ORCID iD (0000-0002-1825-0097) or an OpenAlex author id')
  const openalex = ctx.sources.openalex
  const found =
    ref.kind === 'orcid'
      ? await call(`orcid:${ref.id}`, () => openalex.getAuthorByOrcid(ref.id))
      : ((await call(`author:${ref.id}`, () => openalex.getAuthors([ref.id])))[0] ?? null)
  if (!found)
    throw new AppError(
      'NOT_FOUND',
      ref.kind === 'orcid'
        ? `No OpenAlex author has the ORCID iD ${ref.id}. Check it, or choose yourself by name.`
        : `OpenAlex has no author ${ref.id}. Check the id, or choose yourself by name.`,
    )
  return found
}

const EXAMPLES_EACH = 2

function workLink(work: Work): { id: string; title: string; year: number | null; url: string } | null {
  const id = work.ids.openalex
  if (!id) return null
  return {
    id: id.slice(0, 40),
    title: work.title.slice(0, 2000),
    year: work.year,
    url: work.ids.doi ? `https://doi.org/${work.ids.doi}` : `https://openalex.org/${id}`,
  }
}

/** Two linked works per person: one call for their works on the interest, one more for those it left short. */
async function exampleWorks(
  ctx: AuthedContext,
  ids: readonly string[],
  interest: string,
  call: Call,
  notes: string[],
): Promise<Map<string, NonNullable<ReturnType<typeof workLink>>[]>> {
  const found = new Map<string, NonNullable<ReturnType<typeof workLink>>[]>(ids.map((id) => [id, []]))
  const take = (works: readonly Work[]) => {
    for (const work of works) {
      const link = workLink(work)
      if (!link) continue
      for (const author of work.authors) {
        const id = author.openalexId ? authorIdOf(author.openalexId) : null
        const list = id ? found.get(id) : undefined
        if (list && list.length < EXAMPLES_EACH && !list.some((entry) => entry.id === link.id)) list.push(link)
      }
    }
  }
  const ask = async (people: readonly string[], search: string | undefined) => {
    if (people.length === 0) return
    const filter = `authorships.author.id:${people.join('|')}`
    const answer = await settled(
      call(`works:${search?.toLowerCase() ?? ''}:${[...people].sort().join(',')}`, () =>
        ctx.sources.openalex.listWorks({ search, filter, sort: 'cited_by_count:desc', perPage: 100 }),
      ),
    )
    if ('value' in answer) take(answer.value.works)
    else {
      ctx.log.warn('a collaborator example-works call failed', { err: answer.error })
      notes.push('OpenAlex did not answer for some example works this time.')
    }
  }
  await ask(ids, interest)
  await ask(
    ids.filter((id) => (found.get(id)?.length ?? 0) < EXAMPLES_EACH),
    undefined,
  )
  return found
}
