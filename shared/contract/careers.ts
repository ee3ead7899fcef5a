import { z } from 'zod'
import { ArchetypeIdSchema } from './pathways'
import { AuthorRefSchema, ResearcherIdSchema } from './researchers'

/**
 * The Career Path Analyzer (issue 30 §2, decision 050): a short self-assessment on O*NET's own descriptors — the 35
 * basic and cross-functional skills, the six RIASEC interest areas and the six work values — matched to O*NET 29.0
 * occupations and the four research archetypes, with BLS Employment Projections figures per occupation.
 */

/** O*NET's skills (content model 2.A basic, 2.B cross-functional), by element id; the names are O*NET's. */
export const CAREER_SKILLS = [
  { id: '2.A.1.a', name: 'Reading Comprehension', hint: 'Understanding written sentences and documents at work.' },
  { id: '2.A.1.b', name: 'Active Listening', hint: 'Giving full attention to what others say, asking good questions.' },
  { id: '2.A.1.c', name: 'Writing', hint: 'Communicating clearly in writing for your readers.' },
  { id: '2.A.1.d', name: 'Speaking', hint: 'Talking to others so they understand — talks, meetings, teaching.' },
  { id: '2.A.1.e', name: 'Mathematics', hint: 'Using mathematics to solve problems.' },
  { id: '2.A.1.f', name: 'Science', hint: 'Using scientific rules and methods to solve problems.' },
  {
    id: '2.A.2.a',
    name: 'Critical Thinking',
    hint: 'Weighing the strengths and weaknesses of solutions and arguments.',
  },
  { id: '2.A.2.b', name: 'Active Learning', hint: 'Taking up new information for current and future problems.' },
  { id: '2.A.2.c', name: 'Learning Strategies', hint: 'Choosing the right ways to learn or teach something new.' },
  { id: '2.A.2.d', name: 'Monitoring', hint: 'Checking how well you, others or a project are doing, and correcting.' },
  { id: '2.B.1.a', name: 'Social Perceptiveness', hint: 'Noticing how others react and understanding why.' },
  { id: '2.B.1.b', name: 'Coordination', hint: 'Adjusting your work to what others are doing.' },
  { id: '2.B.1.c', name: 'Persuasion', hint: 'Bringing others to change their minds or behaviour.' },
  { id: '2.B.1.d', name: 'Negotiation', hint: 'Bringing people together and reconciling differences.' },
  { id: '2.B.1.e', name: 'Instructing', hint: 'Teaching others how to do something.' },
  { id: '2.B.1.f', name: 'Service Orientation', hint: 'Actively looking for ways to help people.' },
  { id: '2.B.2.i', name: 'Complex Problem Solving', hint: 'Untangling complex problems and choosing a solution.' },
  { id: '2.B.3.a', name: 'Operations Analysis', hint: 'Working out what a product or design needs to do.' },
  { id: '2.B.3.b', name: 'Technology Design', hint: 'Creating or adapting equipment and technology for users.' },
  { id: '2.B.3.c', name: 'Equipment Selection', hint: 'Choosing the tools and equipment a job needs.' },
  { id: '2.B.3.d', name: 'Installation', hint: 'Installing equipment, machines, wiring or programs.' },
  { id: '2.B.3.e', name: 'Programming', hint: 'Writing computer programs.' },
  { id: '2.B.3.g', name: 'Operations Monitoring', hint: 'Watching gauges, dials and readouts so a system runs right.' },
  { id: '2.B.3.h', name: 'Operation and Control', hint: 'Running equipment or systems.' },
  { id: '2.B.3.j', name: 'Equipment Maintenance', hint: 'Routine maintenance of equipment and instruments.' },
  { id: '2.B.3.k', name: 'Troubleshooting', hint: 'Finding what causes an error and what to do about it.' },
  { id: '2.B.3.l', name: 'Repairing', hint: 'Repairing machines and instruments.' },
  { id: '2.B.3.m', name: 'Quality Control Analysis', hint: 'Testing products, services or processes for quality.' },
  { id: '2.B.4.e', name: 'Judgment and Decision Making', hint: 'Weighing costs and benefits to choose well.' },
  { id: '2.B.4.g', name: 'Systems Analysis', hint: 'Working out how a system should work and what changes do.' },
  { id: '2.B.4.h', name: 'Systems Evaluation', hint: 'Measuring how well a system performs and improving it.' },
  { id: '2.B.5.a', name: 'Time Management', hint: 'Managing your own time and others’.' },
  {
    id: '2.B.5.b',
    name: 'Management of Financial Resources',
    hint: 'Budgets: how money is spent, and accounting for it.',
  },
  {
    id: '2.B.5.c',
    name: 'Management of Material Resources',
    hint: 'Getting and looking after equipment, space and materials.',
  },
  { id: '2.B.5.d', name: 'Management of Personnel Resources', hint: 'Motivating, developing and directing people.' },
] as const
export const CAREER_SKILL_IDS = CAREER_SKILLS.map((s) => s.id)
export type CareerSkillId = (typeof CAREER_SKILLS)[number]['id']

/** The six RIASEC areas in O*NET's order (elements 1.B.1.a–f; high-point codes 1–6). */
export const RIASEC = [
  { id: 'realistic', letter: 'R', name: 'Realistic', hint: 'Hands-on work with tools, machines, plants or animals.' },
  { id: 'investigative', letter: 'I', name: 'Investigative', hint: 'Ideas and thinking: searching for facts, solving problems.' },
  { id: 'artistic', letter: 'A', name: 'Artistic', hint: 'Forms, designs and patterns; self-expression without set rules.' },
  { id: 'social', letter: 'S', name: 'Social', hint: 'Working with, teaching, helping or serving people.' },
  { id: 'enterprising', letter: 'E', name: 'Enterprising', hint: 'Starting and carrying out projects, leading, taking risks for gain.' },
  { id: 'conventional', letter: 'C', name: 'Conventional', hint: 'Set procedures and routines, data and detail, clear lines of authority.' },
] as const // prettier-ignore
export type RiasecId = (typeof RIASEC)[number]['id']

/** O*NET's six work values in its order (elements 1.B.2.a–f). */
export const WORK_VALUES = [
  { id: 'achievement', name: 'Achievement', hint: 'Work that uses your abilities and gives a feeling of accomplishment.' },
  { id: 'working-conditions', name: 'Working Conditions', hint: 'Job security and good working conditions.' },
  { id: 'recognition', name: 'Recognition', hint: 'Advancement, potential for leadership, being recognised for your work.' },
  { id: 'relationships', name: 'Relationships', hint: 'Friendly co-workers, serving others, not being asked to act against your conscience.' },
  { id: 'support', name: 'Support', hint: 'Supportive management that stands behind its people.' },
  { id: 'independence', name: 'Independence', hint: 'Working on your own and making your own decisions.' },
] as const // prettier-ignore
export type WorkValueId = (typeof WORK_VALUES)[number]['id']

/** Self-rated skill level: 0 none … 5 expert (shown with the anchors on the card). */
export const SKILL_RATING_MAX = 5
/** Interests and work values: 1 not at all … 5 very much. */
export const PREFERENCE_RATING_MAX = 5

const skillRating = z.number().int().min(0).max(SKILL_RATING_MAX)
const preference = z.number().int().min(1).max(PREFERENCE_RATING_MAX)

const skillIdSchema = z.enum(CAREER_SKILL_IDS as [CareerSkillId, ...CareerSkillId[]])
const riasecIdSchema = z.enum(RIASEC.map((r) => r.id) as [RiasecId, ...RiasecId[]])
const valueIdSchema = z.enum(WORK_VALUES.map((v) => v.id) as [WorkValueId, ...WorkValueId[]])

/** The answers so far (the assessment saves as the user moves): any subset. */
export const CareerDraftAnswersSchema = z.object({
  skills: z.partialRecord(skillIdSchema, skillRating),
  interests: z.partialRecord(riasecIdSchema, preference),
  values: z.partialRecord(valueIdSchema, preference),
})
export type CareerDraftAnswers = z.infer<typeof CareerDraftAnswersSchema>

/** A complete assessment: every skill, area and value rated. */
export const CareerAnswersSchema = z.object({
  skills: z.record(skillIdSchema, skillRating),
  interests: z.record(riasecIdSchema, preference),
  values: z.record(valueIdSchema, preference),
})
export type CareerAnswers = z.infer<typeof CareerAnswersSchema>

export const CAREER_STEPS = ['skills', 'interests', 'values', 'results'] as const
export const CareerStepSchema = z.enum(CAREER_STEPS)
export type CareerStep = z.infer<typeof CareerStepSchema>

export const SaveCareerAssessmentSchema = z.object({ answers: CareerDraftAnswersSchema, step: CareerStepSchema })
export type SaveCareerAssessment = z.infer<typeof SaveCareerAssessmentSchema>

export const CareerDatasetSchema = z.object({
  onetVersion: z.string(),
  blsRelease: z.string(),
  occupations: z.number().int().min(0),
  projections: z.number().int().min(0),
  importedAt: z.iso.datetime({ offset: true }),
})
export type CareerDataset = z.infer<typeof CareerDatasetSchema>

/** GET /pathways/careers/assessment: the saved answers (null before the first save) and which data is imported. */
export const CareerAssessmentStateSchema = z.object({
  answers: CareerDraftAnswersSchema.nullable(),
  step: CareerStepSchema,
  dataset: CareerDatasetSchema.nullable(),
  /** what to run when dataset is null */
  importCommand: z.string(),
})
export type CareerAssessmentState = z.infer<typeof CareerAssessmentStateSchema>

/** Every shown figure says where it is from and which year. */
export const SourcedFigureSchema = z.object({
  /** as published: '$133,080', '>=$239,200', '—', 'Bachelor's degree', '15.8 %' */
  value: z.string(),
  source: z.string().min(1),
  year: z.string().min(1),
  url: z.url().optional(),
})
export type SourcedFigure = z.infer<typeof SourcedFigureSchema>

const score = z.number().min(0).max(1)

export const SkillComparisonSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** your rating on O*NET's level scale (0–7) */
  yours: z.number(),
  /** the occupation's O*NET level (0–7) and importance (1–5) */
  level: z.number(),
  importance: z.number(),
})
export type SkillComparison = z.infer<typeof SkillComparisonSchema>

export const ValueConflictSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** your rating (1–5) and the extent the occupation offers it (O*NET, 1–7) */
  yours: z.number(),
  extent: z.number(),
  why: z.string(),
})

export const OccupationFitSchema = z.object({
  code: z.string(),
  title: z.string(),
  fit: score,
  parts: z.object({ skills: score, interests: score, values: score }),
  /** O*NET interest high-point code, e.g. 'IRC' */
  interestCode: z.string(),
  jobZone: z.number().int().min(1).max(5).nullable(),
  why: z.string(),
  matches: z.array(SkillComparisonSchema).max(3),
  gaps: z.array(SkillComparisonSchema).max(3),
  conflicts: z.array(ValueConflictSchema),
  /** BLS figures for the occupation's SOC code; null when BLS has no detailed row for it */
  bls: z
    .object({
      soc: z.string(),
      title: z.string(),
      medianPay: SourcedFigureSchema,
      entryEducation: SourcedFigureSchema,
      growth: SourcedFigureSchema,
      openings: SourcedFigureSchema,
    })
    .nullable(),
  onetUrl: z.url(),
})
export type OccupationFit = z.infer<typeof OccupationFitSchema>

export const ArchetypeFitSchema = z.object({
  id: ArchetypeIdSchema,
  title: z.string(),
  fit: score,
  why: z.string(),
  /** the best-fitting occupations of the archetype's set (empty without data) */
  occupations: z.array(z.object({ code: z.string(), title: z.string(), fit: score })).max(3),
})
export type ArchetypeFit = z.infer<typeof ArchetypeFitSchema>

export const GapStepSchema = z.object({
  skillId: z.string(),
  skill: z.string(),
  /** the occupations where it is among the three largest gaps */
  forOccupations: z.array(z.string()),
  steps: z.array(z.string().min(1)).min(1),
  /** in-app pages that help: the collaborator finder, the learning hub */
  links: z.array(z.object({ label: z.string(), href: z.string().startsWith('/') })),
})
export type GapStep = z.infer<typeof GapStepSchema>

/** What the member's OpenAlex record says, beside the answers (not mixed into the fit). */
export const CareerRecordSchema = z.object({
  author: z.object({ id: ResearcherIdSchema, name: z.string().max(300), institution: z.string().max(300).nullable() }),
  /** their most prominent OpenAlex topics */
  topics: z.array(z.string().max(300)).max(5),
  /** the institutions on their works (theirs and their co-authors'), by OpenAlex type, most works first */
  sectors: z
    .array(
      z.object({
        type: z.string().max(40),
        works: z.number().int().min(0),
        /** works with such an institution / works with any institution */
        share: score,
        /** the archetypes this sector is the home of */
        archetypes: z.array(ArchetypeIdSchema),
      }),
    )
    .max(12),
  source: z.string(),
})
export type CareerRecord = z.infer<typeof CareerRecordSchema>

export const CareerAnalysisSchema = z.object({
  archetypes: z.array(ArchetypeFitSchema).length(4),
  occupations: z.array(OccupationFitSchema).max(10),
  plan: z.array(GapStepSchema),
  weights: z.object({ skills: z.number(), interests: z.number(), values: z.number() }),
  method: z.string(),
  /** null when the data is not imported: the archetype fit still stands on the answers */
  dataset: CareerDatasetSchema.nullable(),
  missingData: z.string().nullable(),
  attribution: z.string(),
  /** with the member's OpenAlex author: their topics and sectors (older outputs have none) */
  record: CareerRecordSchema.nullable().default(null),
  /** why the record is missing when an author was given (OpenAlex did not answer) */
  recordNote: z.string().nullable().default(null),
})
export type CareerAnalysis = z.infer<typeof CareerAnalysisSchema>

export const AnalyzeCareerInputSchema = z.object({ answers: CareerAnswersSchema, author: AuthorRefSchema.optional() })
export type AnalyzeCareerInput = z.infer<typeof AnalyzeCareerInputSchema>

/** The attribution O*NET's licence asks for, wherever the tool shows O*NET data (the version is the imported one's). */
export const onetAttribution = (version: string): string =>
  `This product includes information from the O*NET ${version} Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.`
