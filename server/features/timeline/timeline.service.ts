import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  MAX_RESEARCH_PATHS,
  RESEARCH_PATH_FIELD,
  SaveResearchPathInputSchema,
  type CalendarFeed,
  type Milestone,
  type ResearchPath,
  type ResearchPathList,
  type ResearchPathSummary,
  type SaveResearchPathInput,
} from '#shared/contract/timeline'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { calendarOf } from './calendar'
import { goalsOf, notesOf, sortMilestones } from './milestone-order'
import { researchMilestone, researchPath } from './timeline.tables'

/** What the timeline service reads from a request: the caller's id, the database and the clock. */
export type TimelineContext = Pick<AuthedContext, 'db' | 'now'> & { user: { id: string } }

type PathRow = typeof researchPath.$inferSelect
type MilestoneRow = typeof researchMilestone.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The advisory-lock class of research-path writes (1 and 2 are taken by researchers and conversations). */
const RESEARCH_PATHS_LOCK = 3

const notFound = () => new AppError('NOT_FOUND', 'Research path not found')

const toMilestone = (row: MilestoneRow): Milestone => ({
  id: row.id,
  title: row.title,
  description: row.description,
  deadline: row.deadline,
  priority: row.priority,
  status: row.status,
})

function summaryOf(row: PathRow, milestones: MilestoneRow[]): ResearchPathSummary {
  const open = sortMilestones(milestones).filter((milestone) => milestone.status !== 'Done')
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    milestoneCount: milestones.length,
    doneCount: milestones.length - open.length,
    nextDeadline: open[0]?.deadline ?? null,
    hasFeed: row.feedTokenHash !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function pathOf(row: PathRow, milestones: MilestoneRow[]): ResearchPath {
  return {
    ...summaryOf(row, milestones),
    field: row.field,
    goals: row.goals,
    notes: row.notes,
    milestones: sortMilestones(milestones).map(toMilestone),
  }
}

async function lockUser(tx: Tx, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RESEARCH_PATHS_LOCK}::int, hashtext(${userId}))`)
}

async function findOwnedPath(db: Db | Tx, userId: string, pathId: string): Promise<PathRow> {
  const [row] = await db
    .select()
    .from(researchPath)
    .where(and(eq(researchPath.id, pathId), eq(researchPath.userId, userId)))
  if (!row) throw notFound()
  return row
}

const milestonesOf = (db: Db | Tx, pathId: string) =>
  db.select().from(researchMilestone).where(eq(researchMilestone.pathId, pathId))

/** The stored columns a save derives from its milestones, in timeline order. */
function derivedColumns(input: ReturnType<typeof SaveResearchPathInputSchema.parse>) {
  const ordered = sortMilestones(input.milestones.map((milestone, position) => ({ ...milestone, position })))
  return {
    title: input.title,
    description: input.description || null,
    field: RESEARCH_PATH_FIELD,
    goals: goalsOf(ordered),
    notes: notesOf(ordered),
  }
}

async function insertMilestones(tx: Tx, pathId: string, input: ReturnType<typeof SaveResearchPathInputSchema.parse>) {
  return tx
    .insert(researchMilestone)
    .values(input.milestones.map((milestone, position) => ({ ...milestone, pathId, position })))
    .returning()
}

async function refuseOverCap(tx: Tx, userId: string) {
  const [row] = await tx.select({ paths: count() }).from(researchPath).where(eq(researchPath.userId, userId))
  if ((row?.paths ?? 0) >= MAX_RESEARCH_PATHS)
    throw new AppError(
      'CONFLICT',
      `You can keep up to ${MAX_RESEARCH_PATHS} research paths. Delete one to save another.`,
    )
}

export async function listResearchPaths(ctx: TimelineContext): Promise<ResearchPathList> {
  const rows = await ctx.db
    .select()
    .from(researchPath)
    .where(eq(researchPath.userId, ctx.user.id))
    .orderBy(desc(researchPath.updatedAt), researchPath.id)
  if (!rows.length) return { paths: [] }
  const milestones = await ctx.db
    .select()
    .from(researchMilestone)
    .where(
      inArray(
        researchMilestone.pathId,
        rows.map((row) => row.id),
      ),
    )
  return {
    paths: rows.map((row) =>
      summaryOf(
        row,
        milestones.filter((m) => m.pathId === row.id),
      ),
    ),
  }
}

export async function getResearchPath(ctx: TimelineContext, pathId: string): Promise<ResearchPath> {
  const row = await findOwnedPath(ctx.db, ctx.user.id, pathId)
  return pathOf(row, await milestonesOf(ctx.db, pathId))
}

export async function createResearchPath(ctx: TimelineContext, raw: SaveResearchPathInput): Promise<ResearchPath> {
  const input = SaveResearchPathInputSchema.parse(raw)
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id)
    await refuseOverCap(tx, ctx.user.id)
    const [row] = await tx
      .insert(researchPath)
      .values({ ...derivedColumns(input), userId: ctx.user.id, createdAt: now, updatedAt: now })
      .returning()
    if (!row) throw new Error('research path insert returned no row')
    return pathOf(row, await insertMilestones(tx, row.id, input))
  })
}

/** Replaces the details and the whole milestone list: what the builder shows is what is stored. */
export async function updateResearchPath(
  ctx: TimelineContext,
  pathId: string,
  raw: SaveResearchPathInput,
): Promise<ResearchPath> {
  const input = SaveResearchPathInputSchema.parse(raw)
  return ctx.db.transaction(async (tx) => {
    await findOwnedPath(tx, ctx.user.id, pathId)
    const [row] = await tx
      .update(researchPath)
      .set({ ...derivedColumns(input), updatedAt: ctx.now() })
      .where(and(eq(researchPath.id, pathId), eq(researchPath.userId, ctx.user.id)))
      .returning()
    if (!row) throw notFound()
    await tx.delete(researchMilestone).where(eq(researchMilestone.pathId, pathId))
    return pathOf(row, await insertMilestones(tx, pathId, input))
  })
}

export async function renameResearchPath(ctx: TimelineContext, pathId: string, title: string): Promise<ResearchPath> {
  const [row] = await ctx.db
    .update(researchPath)
    .set({ title, updatedAt: ctx.now() })
    .where(and(eq(researchPath.id, pathId), eq(researchPath.userId, ctx.user.id)))
    .returning()
  if (!row) throw notFound()
  return pathOf(row, await milestonesOf(ctx.db, pathId))
}

/** A copy named '… (copy)' with the same milestones; the calendar feed is not copied. */
export async function duplicateResearchPath(ctx: TimelineContext, pathId: string): Promise<ResearchPath> {
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id)
    const source = await findOwnedPath(tx, ctx.user.id, pathId)
    await refuseOverCap(tx, ctx.user.id)
    const milestones = sortMilestones(await milestonesOf(tx, pathId))
    const input = SaveResearchPathInputSchema.parse({
      title: `${source.title.slice(0, 193)} (copy)`,
      description: source.description ?? '',
      milestones: milestones.map(toMilestone),
    })
    const [row] = await tx
      .insert(researchPath)
      .values({ ...derivedColumns(input), userId: ctx.user.id, createdAt: now, updatedAt: now })
      .returning()
    if (!row) throw new Error('research path insert returned no row')
    return pathOf(row, await insertMilestones(tx, row.id, input))
  })
}

export async function deleteResearchPath(ctx: TimelineContext, pathId: string): Promise<{ deleted: true }> {
  const removed = await ctx.db
    .delete(researchPath)
    .where(and(eq(researchPath.id, pathId), eq(researchPath.userId, ctx.user.id)))
    .returning({ id: researchPath.id })
  if (!removed.length) throw notFound()
  return { deleted: true }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest()

/** The path as an iCalendar file, for its owner. */
export async function exportResearchPathCalendar(ctx: TimelineContext, pathId: string) {
  const path = await getResearchPath(ctx, pathId)
  return { title: path.title, calendar: calendarOf(path, ctx.now()) }
}

/**
 * A new private feed URL for the path; any earlier one stops working at once. The token is a capability:
 * 32 random bytes, only its hash is kept, so the URL is shown once.
 */
export async function createCalendarFeed(ctx: TimelineContext, pathId: string, appUrl: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url')
  const updated = await ctx.db
    .update(researchPath)
    .set({ feedTokenHash: hashToken(token).toString('hex') })
    .where(and(eq(researchPath.id, pathId), eq(researchPath.userId, ctx.user.id)))
    .returning({ id: researchPath.id })
  if (!updated.length) throw notFound()
  return { url: `${appUrl}/api/timeline/feeds/${pathId}/${token}` }
}

export async function revokeCalendarFeed(ctx: TimelineContext, pathId: string): Promise<{ revoked: boolean }> {
  const row = await findOwnedPath(ctx.db, ctx.user.id, pathId)
  if (row.feedTokenHash === null) return { revoked: false }
  await ctx.db
    .update(researchPath)
    .set({ feedTokenHash: null })
    .where(and(eq(researchPath.id, pathId), eq(researchPath.userId, ctx.user.id)))
  return { revoked: true }
}

/**
 * The calendar behind a feed URL, for whoever holds it (a calendar app has no session). A wrong, revoked or
 * unknown token and an unknown path all answer the same 404; the hashes are compared in constant time.
 */
export async function readCalendarFeed(db: Db, now: Date, pathId: string, token: string) {
  const [row] = await db.select().from(researchPath).where(eq(researchPath.id, pathId))
  const given = hashToken(token)
  const stored = row?.feedTokenHash ? Buffer.from(row.feedTokenHash, 'hex') : Buffer.alloc(given.length)
  const matches = timingSafeEqual(given, stored) && Boolean(row?.feedTokenHash)
  if (!row || !matches) throw new AppError('NOT_FOUND', 'Calendar feed not found')
  return calendarOf(pathOf(row, await milestonesOf(db, pathId)), now)
}
