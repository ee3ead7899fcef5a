import { integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { CareerDraftAnswers, CareerStep } from '#shared/contract/careers'
import { user } from '../../auth/auth.tables'

/** An O*NET skill's ratings for one occupation: importance (IM, 1–5) and level (LV, 0–7). */
export type SkillRating = { im: number; lv: number }

/**
 * One row per O*NET-SOC occupation (`15-1252.00`) with what the matching reads, as published in the O*NET files:
 * null where a file has no row for it (O*NET rates skills for 879 of its 1,016 codes).
 */
export const careerOccupation = pgTable('career_occupation', {
  code: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  /** the 2018 SOC code BLS uses (`15-1252`): the first seven characters */
  soc: text().notNull(),
  jobZone: smallint(),
  /** RIASEC occupational interest (OI, 1–7) in O*NET's order R, I, A, S, E, C */
  interests: jsonb().$type<number[]>(),
  /** the high-point code, e.g. 'IRC' (O*NET's IH rows; shorter when the second or third is 0) */
  interestCode: text(),
  /** work values extent (EX, 1–7) in O*NET's order */
  workValues: jsonb().$type<number[]>(),
  /** by element id; skills flagged Recommend Suppress are left out */
  skills: jsonb().$type<Record<string, SkillRating>>(),
  /** the five knowledge areas of highest importance, names as O*NET writes them */
  topKnowledge: jsonb().$type<string[]>(),
})

/** One row per BLS Employment Projections detailed occupation (`Line item`), cells as published (text). */
export const careerProjection = pgTable('career_projection', {
  soc: text().primaryKey(),
  title: text().notNull(),
  employmentBase: text().notNull(),
  employmentProjected: text().notNull(),
  changePercent: text().notNull(),
  openings: text().notNull(),
  medianWage: text().notNull(),
  entryEducation: text().notNull(),
})

/** Each import: the O*NET version and the BLS release and wage year read from the files themselves. */
export const careerDataset = pgTable('career_dataset', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  source: text().notNull(),
  onetVersion: text().notNull(),
  /** the projection period, e.g. '2024–34' */
  blsRelease: text().notNull(),
  /** the median wage's year, e.g. '2024' */
  wageYear: text().notNull(),
  occupations: integer().notNull(),
  projections: integer().notNull(),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** A user's answers so far and the step they were on: the assessment resumes on reload or another device. */
export const careerAssessment = pgTable('career_assessment', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  answers: jsonb().$type<CareerDraftAnswers>().notNull(),
  step: text().$type<CareerStep>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
