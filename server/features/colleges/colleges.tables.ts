import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { CollegeAnswers } from '#shared/contract/colleges'
import { user } from '../../auth/auth.tables'

/**
 * One row per institution of the College Scorecard file (key UNITID), the columns the matching reads, as
 * published: null where the file has no value. Which period each column describes is in DATA_YEARS
 * (college-data-years.ts), from the file's data dictionary.
 */
export const collegeInstitution = pgTable(
  'college_institution',
  {
    unitId: integer().primaryKey(),
    opeId: text(),
    name: text().notNull(),
    alias: text(),
    city: text(),
    state: text().notNull(),
    zip: text(),
    url: text(),
    netPriceCalculatorUrl: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    region: smallint(),
    main: boolean(),
    control: smallint(),
    locale: smallint(),
    icLevel: smallint(),
    carnegieBasic: smallint(),
    carnegieSizeSetting: smallint(),
    carnegieUndergradProfile: smallint(),
    predominantDegree: smallint(),
    highestDegree: smallint(),
    hbcu: boolean(),
    menOnly: boolean(),
    womenOnly: boolean(),
    religiousAffiliation: smallint(),
    distanceOnly: boolean(),
    undergraduates: integer(),
    openAdmissions: smallint(),
    admissionRate: doublePrecision(),
    satReading25: doublePrecision(),
    satReading75: doublePrecision(),
    satMath25: doublePrecision(),
    satMath75: doublePrecision(),
    satAverage: doublePrecision(),
    act25: doublePrecision(),
    act50: doublePrecision(),
    act75: doublePrecision(),
    tuitionInState: doublePrecision(),
    tuitionOutState: doublePrecision(),
    costOfAttendance: doublePrecision(),
    /** NPT4_PUB or NPT4_PRIV: the file fills exactly one of the two */
    netPrice: doublePrecision(),
    /** NPT41..NPT45 (public or private), family income $0-30k … $110k+ */
    netPriceByIncome: jsonb().$type<(number | null)[]>().notNull(),
    pellShare: doublePrecision(),
    completion4: doublePrecision(),
    completionLess4: doublePrecision(),
    retention4: doublePrecision(),
    retentionLess4: doublePrecision(),
    studentFacultyRatio: doublePrecision(),
    medianEarnings6: doublePrecision(),
    medianEarnings10: doublePrecision(),
    medianDebt: doublePrecision(),
    /** PCIPxx shares, keyed by the two-digit CIP family ('11'); only reported families */
    programShares: jsonb().$type<Record<string, number>>().notNull(),
    category: text(),
    communityCollege: boolean().notNull(),
  },
  (t) => [index('college_institution_state_idx').on(t.state)],
)

/** The imported file: one row per import, the latest is the data set in use. */
export const collegeDataset = pgTable('college_dataset', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  source: text().notNull(),
  institutions: integer().notNull(),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** A user's answers and the step they were on, so a reload or another device resumes them. */
export const collegeAssessment = pgTable('college_assessment', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  answers: jsonb().$type<CollegeAnswers>().notNull(),
  step: smallint().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Colleges a user saved to their list (by UNITID; the institution's row gives the rest). */
export const collegeSaved = pgTable(
  'college_saved',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    unitId: integer().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] })],
)
