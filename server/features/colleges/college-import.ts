import { createReadStream, statSync } from 'node:fs'
import { basename } from 'node:path'
import { count, sql } from 'drizzle-orm'
import Papa from 'papaparse'
import type { Db } from '../../db/client'
import { collegeDataset, collegeInstitution } from './colleges.tables'

export type InstitutionRow = typeof collegeInstitution.$inferInsert

/** Cells the Scorecard (or an older copy of it) writes for "no value". */
const MISSING = new Set(['', 'NA', 'NULL', 'PS', 'PrivacySuppressed'])

/** The columns an import cannot do without; a file lacking one is not a Scorecard institution file. */
export const REQUIRED_COLUMNS = ['UNITID', 'INSTNM', 'STABBR', 'CONTROL', 'UGDS', 'ADM_RATE'] as const

export const PCIP_FAMILIES = [
  '01', '03', '04', '05', '09', '10', '11', '12', '13', '14', '15', '16', '19', '22', '23', '24', '25', '26', '27',
  '29', '30', '31', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47', '48', '49', '50', '51', '52', '54',
] as const // prettier-ignore

type Record_ = Record<string, string | undefined>

const text = (record: Record_, column: string): string | null => {
  const value = record[column]?.trim() ?? ''
  return MISSING.has(value) ? null : value
}

const number = (record: Record_, column: string): number | null => {
  const value = text(record, column)
  if (value === null) return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

const integer = (record: Record_, column: string): number | null => {
  const value = number(record, column)
  return value === null ? null : Math.trunc(value)
}

const flag = (record: Record_, column: string): boolean | null => {
  const value = integer(record, column)
  return value === null ? null : value === 1
}

/** Public or private: the file fills one of the pair. */
const either = (record: Record_, base: string): number | null =>
  number(record, `${base}_PUB`) ?? number(record, `${base}_PRIV`)

export type ParsedInstitution = { ok: true; row: InstitutionRow } | { ok: false; reason: string }

/** One CSV record (header → cell) as a table row; missing cells become null, never a guess. */
export function parseInstitution(record: Record_): ParsedInstitution {
  const unitId = integer(record, 'UNITID')
  const name = text(record, 'INSTNM')
  const state = text(record, 'STABBR')
  if (unitId === null || unitId <= 0) return { ok: false, reason: 'no UNITID' }
  if (!name) return { ok: false, reason: 'no institution name' }
  if (!state || !/^[A-Z]{2}$/.test(state)) return { ok: false, reason: 'no two-letter state code' }
  const programShares: Record<string, number> = {}
  for (const family of PCIP_FAMILIES) {
    const share = number(record, `PCIP${family}`)
    if (share !== null) programShares[family] = share
  }
  return {
    ok: true,
    row: {
      unitId,
      opeId: text(record, 'OPEID'),
      name,
      alias: text(record, 'ALIAS'),
      city: text(record, 'CITY'),
      state,
      zip: text(record, 'ZIP'),
      url: text(record, 'INSTURL'),
      netPriceCalculatorUrl: text(record, 'NPCURL'),
      latitude: number(record, 'LATITUDE'),
      longitude: number(record, 'LONGITUDE'),
      region: integer(record, 'REGION'),
      main: flag(record, 'MAIN'),
      control: integer(record, 'CONTROL'),
      locale: integer(record, 'LOCALE'),
      icLevel: integer(record, 'ICLEVEL'),
      carnegieBasic: integer(record, 'CCBASIC'),
      carnegieSizeSetting: integer(record, 'CCSIZSET'),
      carnegieUndergradProfile: integer(record, 'CCUGPROF'),
      predominantDegree: integer(record, 'PREDDEG'),
      highestDegree: integer(record, 'HIGHDEG'),
      hbcu: flag(record, 'HBCU'),
      menOnly: flag(record, 'MENONLY'),
      womenOnly: flag(record, 'WOMENONLY'),
      religiousAffiliation: integer(record, 'RELAFFIL'),
      distanceOnly: flag(record, 'DISTANCEONLY'),
      undergraduates: integer(record, 'UGDS'),
      openAdmissions: integer(record, 'OPENADMP'),
      admissionRate: number(record, 'ADM_RATE'),
      satReading25: number(record, 'SATVR25'),
      satReading75: number(record, 'SATVR75'),
      satMath25: number(record, 'SATMT25'),
      satMath75: number(record, 'SATMT75'),
      satAverage: number(record, 'SAT_AVG'),
      act25: number(record, 'ACTCM25'),
      act50: number(record, 'ACTCM50'),
      act75: number(record, 'ACTCM75'),
      tuitionInState: number(record, 'TUITIONFEE_IN'),
      tuitionOutState: number(record, 'TUITIONFEE_OUT'),
      costOfAttendance: number(record, 'COSTT4_A'),
      netPrice: either(record, 'NPT4'),
      netPriceByIncome: [1, 2, 3, 4, 5].map((band) => either(record, `NPT4${band}`)),
      pellShare: number(record, 'PCTPELL'),
      completion4: number(record, 'C150_4'),
      completionLess4: number(record, 'C150_L4'),
      retention4: number(record, 'RET_FT4'),
      retentionLess4: number(record, 'RET_FTL4'),
      studentFacultyRatio: number(record, 'STUFACR'),
      medianEarnings6: number(record, 'MD_EARN_WNE_P6'),
      medianEarnings10: number(record, 'MD_EARN_WNE_P10'),
      medianDebt: number(record, 'GRAD_DEBT_MDN'),
      programShares,
      category: text(record, 'inst_category'),
      communityCollege: integer(record, 'is_community_college') === 1,
    },
  }
}

export type CollegeImportProgress = { bytesRead: number; totalBytes: number; records: number; elapsedMs: number }

export type CollegeImportSummary = {
  source: string
  read: number
  imported: number
  skipped: number
  skipReasons: Record<string, number>
  elapsedMs: number
}

/** Rows per INSERT (about 60 parameters each, well under PostgreSQL's 65,535). */
const BATCH_SIZE = 500

export class CollegeImportError extends Error {}

/**
 * Streams a Scorecard institution CSV into college_institution, replacing what was there (in one
 * transaction: readers see the old set or the new one), and records the import in college_dataset.
 */
export async function importCollegeFile(
  db: Db,
  file: string,
  options: { onProgress?: (progress: CollegeImportProgress) => void } = {},
): Promise<CollegeImportSummary> {
  const started = Date.now()
  const totalBytes = statSync(file).size
  const raw = createReadStream(file)
  let bytesRead = 0
  raw.on('data', (chunk) => {
    bytesRead += chunk.length
  })
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: true, skipEmptyLines: 'greedy' })
  raw.on('error', (error) => parser.destroy(error))
  raw.pipe(parser)

  const summary: CollegeImportSummary = {
    source: basename(file),
    read: 0,
    imported: 0,
    skipped: 0,
    skipReasons: {},
    elapsedMs: 0,
  }
  const rows = new Map<number, InstitutionRow>()
  let checkedHeader = false
  for await (const record of parser as AsyncIterable<Record_>) {
    if (!checkedHeader) {
      const missing = REQUIRED_COLUMNS.filter((column) => !(column in record))
      if (missing.length) {
        raw.destroy()
        throw new CollegeImportError(
          `${basename(file)} is not a College Scorecard institution file: no ${missing.join(', ')} column`,
        )
      }
      checkedHeader = true
    }
    summary.read++
    const parsed = parseInstitution(record)
    if (parsed.ok) rows.set(parsed.row.unitId, parsed.row)
    else {
      summary.skipped++
      summary.skipReasons[parsed.reason] = (summary.skipReasons[parsed.reason] ?? 0) + 1
    }
    if (summary.read % 250 === 0)
      options.onProgress?.({ bytesRead, totalBytes, records: summary.read, elapsedMs: Date.now() - started })
  }
  const all = [...rows.values()]
  await db.transaction(async (tx) => {
    await tx.delete(collegeInstitution)
    for (let start = 0; start < all.length; start += BATCH_SIZE) {
      await tx.insert(collegeInstitution).values(all.slice(start, start + BATCH_SIZE))
    }
    await tx.insert(collegeDataset).values({ source: summary.source, institutions: all.length })
  })
  summary.imported = all.length
  summary.elapsedMs = Date.now() - started
  options.onProgress?.({ bytesRead: totalBytes, totalBytes, records: summary.read, elapsedMs: summary.elapsedMs })
  return summary
}

export async function countInstitutions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collegeInstitution)
  return row?.n ?? 0
}

/** The latest import, or null. */
export async function latestDataset(
  db: Db,
): Promise<{ source: string; institutions: number; importedAt: Date } | null> {
  const [row] = await db
    .select({
      source: collegeDataset.source,
      institutions: collegeDataset.institutions,
      importedAt: collegeDataset.importedAt,
    })
    .from(collegeDataset)
    .orderBy(sql`${collegeDataset.id} desc`)
    .limit(1)
  return row ?? null
}
