import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  MAX_SAVED_RESEARCHERS,
  RESEARCHERS_PER_PAGE,
  ResearcherCardSchema,
  type ResearcherCard,
  type ResearcherQuota,
  type ResearcherSort,
  type SavedResearcher,
  type SearchResearchersResponse,
} from '#shared/contract/researchers'
import type { AuthorProfile } from '#shared/contract/sources'
import { quotaDay } from '#shared/plans'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { chargeOnce, dailyLimit, previousQuotaDay, quotaExceeded, usageToday, wasCharged } from '../quota'
import { toUpstreamAppError, type UpstreamWording } from '../sources'
import { findTopicExperts, normalizeQuery, pageOf } from './find-topic-experts'
import { assessProfilePlausibility } from './profile-plausibility'
import { savedResearcher } from './researchers.tables'

const CONCEPTS_PER_CARD = 5
const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The card users see, in the original's field names; always valid against the contract, so it can be saved as is. */
export function toResearcherCard(profile: AuthorProfile): ResearcherCard {
  return {
    id: profile.id,
    display_name: clip(profile.name || 'Unnamed researcher'),
    institution_name: profile.institution ? clip(profile.institution) : null,
    country: profile.country && profile.country.length <= 8 ? profile.country.toUpperCase() : null,
    works_count: Math.max(0, profile.worksCount),
    cited_by_count: Math.max(0, profile.citationCount),
    h_index: profile.hIndex === null ? null : Math.max(0, profile.hIndex),
    concepts: profile.topics
      .filter(Boolean)
      .slice(0, CONCEPTS_PER_CARD)
      .map((topic) => ({ display_name: clip(topic) })),
    orcid: profile.orcid && ORCID.test(profile.orcid) ? profile.orcid : null,
    profileWarning: assessProfilePlausibility(profile),
  }
}

const tryAgainShortly = (detail: string) => `Failed to fetch researchers: ${detail}. Please try again shortly.`

const UPSTREAM_WORDING: UpstreamWording = {
  message: () => 'Failed to fetch researchers. Please try again.',
  byKind: {
    // Retrying does not help here: the server needs an OpenAlex key (or OpenAlex refused the one it has).
    not_configured:
      'Failed to fetch researchers: researcher discovery is not set up on this server yet (its OpenAlex connection needs a key). Please tell the site’s administrators.',
    timeout: tryAgainShortly('OpenAlex did not answer in time'),
    rate_limited: tryAgainShortly('OpenAlex is limiting requests right now'),
    circuit_open: tryAgainShortly('OpenAlex is failing right now, so calls are paused for a moment'),
    busy: tryAgainShortly('OpenAlex is busy with other searches right now'),
    over_budget: tryAgainShortly('OpenAlex did not answer in time'),
  },
}

async function searchUsage(ctx: AuthedContext, now: Date): Promise<{ used: number; limit: number | null }> {
  const usage = (await usageToday(ctx.db, { userId: ctx.user.id, access: ctx.access }, now)).find(
    (entry) => entry.kind === 'researcherSearch',
  )
  return { used: usage?.used ?? 0, limit: dailyLimit(ctx.access, 'researcherSearch') }
}

async function savedIdsAmong(ctx: AuthedContext, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await ctx.db
    .select({ id: savedResearcher.researcherId })
    .from(savedResearcher)
    .where(and(eq(savedResearcher.userId, ctx.user.id), inArray(savedResearcher.researcherId, ids)))
  return new Set(rows.map((row) => row.id))
}

/**
 * One page of the people a query can mean. Quota: a query costs one search the first time a user makes
 * it on a UTC day, whatever page is asked (so page 2 of a never-searched query is not a way around the
 * limit); later pages and re-sorts of it are free, and so is Load More on a search paid yesterday (a
 * list opened before midnight UTC keeps loading after it). The unit is taken only after OpenAlex has
 * answered, so an upstream failure costs nothing and needs no refund; a cheap read before the upstream
 * calls turns away a user who has none left, and `chargeOnce` settles races between parallel searches.
 */
export async function searchResearchers(
  ctx: AuthedContext,
  input: { query: string; sortBy: ResearcherSort; page: number },
): Promise<SearchResearchersResponse> {
  const now = ctx.now()
  const day = quotaDay(now)
  const queryKey = normalizeQuery(input.query)

  const days = input.page > 1 ? [day, previousQuotaDay(now)] : [day]
  const paidEarlier = await wasCharged(ctx, 'researcherSearch', queryKey, days)
  if (!paidEarlier) {
    const usage = await searchUsage(ctx, now)
    if (usage.limit !== null && usage.used >= usage.limit) throw quotaExceeded('researcherSearch', now)
  }

  let experts: AuthorProfile[]
  try {
    experts = await findTopicExperts(ctx.sources.openalex, input.query, input.sortBy)
  } catch (error) {
    throw toUpstreamAppError(error, UPSTREAM_WORDING)
  }

  const charge = paidEarlier ? null : await chargeOnce(ctx, 'researcherSearch', queryKey)
  const quota: ResearcherQuota = charge
    ? { used: charge.usage.used, limit: charge.usage.limit, counted: charge.charged }
    : { ...(await searchUsage(ctx, now)), counted: false }

  const { items, total, hasMore } = pageOf(experts, input.page, RESEARCHERS_PER_PAGE)
  const saved = await savedIdsAmong(
    ctx,
    items.map((item) => item.id),
  )
  return {
    success: true,
    researchers: items.map((profile) => ({ ...toResearcherCard(profile), isSaved: saved.has(profile.id) })),
    hasMore,
    total,
    page: input.page,
    quota,
  }
}

export async function listSavedResearchers(ctx: AuthedContext): Promise<SavedResearcher[]> {
  const rows = await ctx.db
    .select()
    .from(savedResearcher)
    .where(eq(savedResearcher.userId, ctx.user.id))
    .orderBy(desc(savedResearcher.savedAt), savedResearcher.researcherId)
  return rows.flatMap((row) => {
    // Snapshots were valid when written; one that no longer fits the contract is skipped, not shown broken.
    const card = ResearcherCardSchema.safeParse(row.snapshot)
    return card.success ? [{ ...card.data, isSaved: true, savedAt: row.savedAt.toISOString() }] : []
  })
}

/** The advisory-lock class of saved-researcher writes; the second key is the user's (hashed) id. */
const SAVED_RESEARCHERS_LOCK = 1

/**
 * The cap is checked and the row written under a per-user transaction lock, so parallel saves (any
 * instance) see each other's rows: check-then-write without it let 50 parallel saves from 495 store 545.
 */
export async function saveResearcher(
  ctx: AuthedContext,
  researcherId: string,
  card: ResearcherCard,
): Promise<SavedResearcher> {
  if (card.id !== researcherId)
    throw new AppError('BAD_REQUEST', 'The researcher in the body is not the one in the path')
  const userId = ctx.user.id
  const savedAt = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SAVED_RESEARCHERS_LOCK}::int, hashtext(${userId}))`)
    const [existing] = await tx
      .select({ savedAt: savedResearcher.savedAt })
      .from(savedResearcher)
      .where(and(eq(savedResearcher.userId, userId), eq(savedResearcher.researcherId, researcherId)))
    if (!existing) {
      const [row] = await tx.select({ saved: count() }).from(savedResearcher).where(eq(savedResearcher.userId, userId))
      if ((row?.saved ?? 0) >= MAX_SAVED_RESEARCHERS) {
        throw new AppError(
          'CONFLICT',
          `You can save up to ${MAX_SAVED_RESEARCHERS} researchers. Remove some to save more.`,
        )
      }
    }
    const [saved] = await tx
      .insert(savedResearcher)
      .values({ userId, researcherId, snapshot: card, savedAt: ctx.now() })
      .onConflictDoUpdate({ target: [savedResearcher.userId, savedResearcher.researcherId], set: { snapshot: card } })
      .returning({ savedAt: savedResearcher.savedAt })
    return saved?.savedAt ?? ctx.now()
  })
  return { ...card, isSaved: true, savedAt: savedAt.toISOString() }
}

/** Idempotent: removing a researcher that is not in the caller's list changes nothing. */
export async function unsaveResearcher(ctx: AuthedContext, researcherId: string): Promise<{ removed: boolean }> {
  const removed = await ctx.db
    .delete(savedResearcher)
    .where(and(eq(savedResearcher.userId, ctx.user.id), eq(savedResearcher.researcherId, researcherId)))
    .returning({ id: savedResearcher.researcherId })
  return { removed: removed.length > 0 }
}
