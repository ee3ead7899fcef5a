import { z } from 'zod'

/** The four tools of the pathways page, in the order the page shows them. */
export const PATHWAY_TOOL_IDS = [
  'grant-proposal-writer',
  'career-path-analyzer',
  'research-trends-predictor',
  'collaboration-finder',
] as const
export const PathwayToolIdSchema = z.enum(PATHWAY_TOOL_IDS)
export type PathwayToolId = z.infer<typeof PathwayToolIdSchema>

export const ARCHETYPE_IDS = [
  'academic-researcher',
  'industry-innovator',
  'policy-advisor',
  'research-entrepreneur',
] as const
export const ArchetypeIdSchema = z.enum(ARCHETYPE_IDS)
export type ArchetypeId = z.infer<typeof ArchetypeIdSchema>

const HttpsUrlSchema = z.url({ protocol: /^https$/ })

export const PathwayStepSchema = z.object({ title: z.string().min(1), detail: z.string().min(1) })
export const PathwaySkillSchema = z.object({ name: z.string().min(1), detail: z.string().min(1) })
export const FundingSourceSchema = z.object({
  name: z.string().min(1),
  funder: z.string().min(1),
  detail: z.string().min(1),
  /** the funder's own page for it */
  url: HttpsUrlSchema,
})
export type FundingSource = z.infer<typeof FundingSourceSchema>

/** A career archetype as its four sub-tabs show it: Overview, Pathway Steps, Skills & Tools, Funding. */
export const ArchetypeSchema = z.object({
  id: ArchetypeIdSchema,
  title: z.string().min(1),
  summary: z.string().min(1),
  responsibilities: z.array(z.string().min(1)).length(5),
  steps: z.array(PathwayStepSchema).length(5),
  skills: z.array(PathwaySkillSchema).length(5),
  funding: z.array(FundingSourceSchema).length(5),
  grantTips: z.array(z.string().min(1)).length(5),
})
export type Archetype = z.infer<typeof ArchetypeSchema>

export const PathwayResourceSchema = z.object({
  title: z.string().min(1),
  publisher: z.string().min(1),
  description: z.string().min(1),
  url: HttpsUrlSchema,
})
export type PathwayResource = z.infer<typeof PathwayResourceSchema>

export const ResourceGroupSchema = z.object({
  title: z.string().min(1),
  resources: z.array(PathwayResourceSchema).length(4),
})
export type ResourceGroup = z.infer<typeof ResourceGroupSchema>

/** GET /pathways/content: the premium page's content, served only to premium members and admins. */
export const PathwaysContentSchema = z.object({
  archetypes: z.array(ArchetypeSchema).length(4),
  resourceGroups: z.array(ResourceGroupSchema).length(2),
})
export type PathwaysContent = z.infer<typeof PathwaysContentSchema>

/** A tool's last run for a user: what they asked and what the tool answered, reopened on return. */
export const PathwayToolOutputSchema = z.object({
  tool: PathwayToolIdSchema,
  input: z.json(),
  output: z.json(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type PathwayToolOutput = z.infer<typeof PathwayToolOutputSchema>

/** GET /pathways/outputs: optionally one tool's. */
export const PathwayOutputsQuerySchema = z.object({ tool: PathwayToolIdSchema.optional() })
export type PathwayOutputsQuery = z.infer<typeof PathwayOutputsQuerySchema>

export const PathwayToolOutputsSchema = z.object({ outputs: z.array(PathwayToolOutputSchema) })
export type PathwayToolOutputs = z.infer<typeof PathwayToolOutputsSchema>
