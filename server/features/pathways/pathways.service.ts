import { and, eq } from 'drizzle-orm'
import {
  PATHWAY_TOOL_IDS,
  PathwayToolIdSchema,
  type PathwaysContent,
  type PathwayToolId,
  type PathwayToolOutput,
} from '#shared/contract/pathways'
import type { Db } from '../../db/client'
import { ARCHETYPES } from './content/archetypes'
import { RESOURCE_GROUPS } from './content/resources'
import { pathwayToolOutput } from './pathways.tables'

/** The most a tool's stored input and output may hold together, as JSON text. */
export const MAX_TOOL_OUTPUT_CHARS = 1_000_000

const CONTENT: PathwaysContent = { archetypes: [...ARCHETYPES], resourceGroups: [...RESOURCE_GROUPS] }

export function getPathwaysContent(): PathwaysContent {
  return CONTENT
}

type Row = typeof pathwayToolOutput.$inferSelect

const toOutput = (row: Row): PathwayToolOutput => ({
  tool: row.tool,
  input: row.input,
  output: row.output,
  updatedAt: row.updatedAt.toISOString(),
})

/**
 * Keeps a tool's run as the user's last one for that tool, replacing the one before. Called by the tools' own routes
 * after a run succeeds; a tool that is not one of the four, or a run too large to keep, is a bug of the caller.
 */
export async function saveToolOutput(
  db: Db,
  userId: string,
  tool: PathwayToolId,
  input: PathwayToolOutput['input'],
  output: PathwayToolOutput['output'],
): Promise<PathwayToolOutput> {
  const checkedTool = PathwayToolIdSchema.parse(tool)
  const size = JSON.stringify(input).length + JSON.stringify(output).length
  if (size > MAX_TOOL_OUTPUT_CHARS)
    throw new Error(`the ${checkedTool} run is ${size} characters of JSON, over ${MAX_TOOL_OUTPUT_CHARS}`)
  const now = new Date()
  const [row] = await db
    .insert(pathwayToolOutput)
    .values({ userId, tool: checkedTool, input, output, updatedAt: now })
    .onConflictDoUpdate({
      target: [pathwayToolOutput.userId, pathwayToolOutput.tool],
      set: { input, output, updatedAt: now },
    })
    .returning()
  if (!row) throw new Error('saving a pathways tool output returned no row')
  return toOutput(row)
}

/** The user's last output of each tool that has run, in the page's tool order; only `tool`'s when given. */
export async function lastToolOutputs(db: Db, userId: string, tool?: PathwayToolId): Promise<PathwayToolOutput[]> {
  const rows = await db
    .select()
    .from(pathwayToolOutput)
    .where(
      tool === undefined
        ? eq(pathwayToolOutput.userId, userId)
        : and(eq(pathwayToolOutput.userId, userId), eq(pathwayToolOutput.tool, tool)),
    )
  const order = (id: PathwayToolId) => PATHWAY_TOOL_IDS.indexOf(id)
  return rows.map(toOutput).sort((a, b) => order(a.tool) - order(b.tool))
}
