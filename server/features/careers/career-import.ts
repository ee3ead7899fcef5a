import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { count, desc } from 'drizzle-orm'
import Papa from 'papaparse'
import type { Db } from '../../db/client'
import { careerDataset, careerOccupation, careerProjection, type SkillRating } from './careers.tables'

/**
 * Reads the O*NET database files (CSV as converted from O*NET's Excel delivery, optionally gzipped) and BLS's
 * Employment Projections Table 1.2 (CSV) from one folder (searched two levels deep) into the careers tables,
 * replacing the set in one transaction. The O*NET version comes from O*NET's Read Me, the BLS period and wage year
 * from the table's own column names: nothing about the data's age is assumed here.
 */

export class CareerImportError extends Error {}

type Row = Record<string, string | undefined>
type OccupationRow = typeof careerOccupation.$inferInsert
type ProjectionRow = typeof careerProjection.$inferInsert

/** The files, by what they hold: O*NET's names with spaces or underscores, .csv or .csv.gz. */
const FILES = {
  occupations: /^occupation[ _]data\.csv(\.gz)?$/i,
  skills: /^skills\.csv(\.gz)?$/i,
  knowledge: /^knowledge\.csv(\.gz)?$/i,
  interests: /^interests\.csv(\.gz)?$/i,
  workValues: /^work[ _]values\.csv(\.gz)?$/i,
  jobZones: /^job[ _]zones\.csv(\.gz)?$/i,
  readMe: /^read[ _]me\.txt$/i,
  projections: /^table-1\.2.*\.csv(\.gz)?$/i,
} as const
type FileKind = keyof typeof FILES
const REQUIRED: FileKind[] = ['occupations', 'skills', 'interests', 'workValues', 'jobZones', 'readMe', 'projections']

const CODE = 'O*NET-SOC Code'
const RIASEC_ELEMENTS = ['1.B.1.a', '1.B.1.b', '1.B.1.c', '1.B.1.d', '1.B.1.e', '1.B.1.f']
const HIGH_POINT_ELEMENTS = ['1.B.1.g', '1.B.1.h', '1.B.1.i']
const RIASEC_LETTERS = 'RIASEC'
const VALUE_ELEMENTS = ['1.B.2.a', '1.B.2.b', '1.B.2.c', '1.B.2.d', '1.B.2.e', '1.B.2.f']

export type CareerFiles = Record<FileKind, string | undefined>

/** Where each file is under dir (the first match, breadth first, two levels deep). */
export function findCareerFiles(dir: string): CareerFiles {
  const found: CareerFiles = {
    occupations: undefined,
    skills: undefined,
    knowledge: undefined,
    interests: undefined,
    workValues: undefined,
    jobZones: undefined,
    readMe: undefined,
    projections: undefined,
  }
  const visit = (folder: string, depth: number) => {
    const entries = readdirSync(folder).sort()
    const folders: string[] = []
    for (const name of entries) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) folders.push(path)
      else
        for (const kind of Object.keys(FILES) as FileKind[])
          if (!found[kind] && FILES[kind].test(name)) found[kind] = path
    }
    if (depth < 2) for (const sub of folders) visit(sub, depth + 1)
  }
  visit(resolve(dir), 0)
  return found
}

function readText(path: string): string {
  const bytes = readFileSync(path)
  const text = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

function readCsv(path: string, required: string[]): Row[] {
  const parsed = Papa.parse<Row>(readText(path), { header: true, skipEmptyLines: 'greedy' })
  const header = parsed.meta.fields ?? []
  const missing = required.filter((column) => !header.includes(column))
  if (missing.length)
    throw new CareerImportError(`${basename(path)} has no ${missing.map((m) => `“${m}”`).join(', ')} column`)
  return parsed.data
}

const nulls = (n: number): (number | null)[] => Array.from({ length: n }, () => null)

const num = (value: string | undefined): number | null => {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '' || trimmed === 'n/a') return null
  const parsed = Number(trimmed)
  return Number.isFinite(parsed) ? parsed : null
}

/** "O*NET 29.0 Database" on the Read Me's first lines. */
export function onetVersionOf(readMe: string): string | null {
  return /O\*NET\s+(\d+(?:\.\d+)?)\s+Database/i.exec(readMe)?.[1] ?? null
}

/** The projection period and wage year from BLS's column names ("…percent, 2024–34", "Median annual wage, dollars, 2024[1]"). */
export function blsYearsOf(header: string[]): { release: string; wageYear: string } | null {
  let release: string | null = null
  let wageYear: string | null = null
  for (const column of header) {
    const period = /^Employment change, percent, (\d{4})[–-](\d{2,4})/.exec(column)
    if (period) release = `${period[1]}–${period[2]}`
    const wage = /^Median annual wage, dollars, (\d{4})/.exec(column)
    if (wage) wageYear = wage[1] ?? null
  }
  return release && wageYear ? { release, wageYear } : null
}

export type CareerData = {
  onetVersion: string
  blsRelease: string
  wageYear: string
  occupations: OccupationRow[]
  projections: ProjectionRow[]
}

/** Parses the files into table rows (pure apart from reading them). */
export function readCareerData(dir: string): CareerData {
  const files = findCareerFiles(dir)
  const missing = REQUIRED.filter((kind) => !files[kind])
  if (missing.length)
    throw new CareerImportError(
      `${dir} lacks ${missing.map((kind) => FILES[kind].source).join(', ')} (O*NET database CSVs and O*NET's Read Me, and BLS Employment Projections Table 1.2 as CSV)`,
    )
  const path = (kind: FileKind) => files[kind] as string
  const onetVersion = onetVersionOf(readText(path('readMe')))
  if (!onetVersion) throw new CareerImportError(`${path('readMe')} does not name the O*NET database version`)

  const occupations = new Map<string, OccupationRow>()
  for (const row of readCsv(path('occupations'), [CODE, 'Title', 'Description'])) {
    const code = row[CODE]?.trim() ?? ''
    if (!/^\d{2}-\d{4}\.\d{2}$/.test(code)) continue
    occupations.set(code, {
      code,
      title: row.Title?.trim() ?? code,
      description: row.Description?.trim() ?? '',
      soc: code.slice(0, 7),
      jobZone: null,
      interests: null,
      interestCode: null,
      workValues: null,
      skills: null,
      topKnowledge: null,
    })
  }
  const of = (row: Row) => occupations.get(row[CODE]?.trim() ?? '')

  for (const row of readCsv(path('jobZones'), [CODE, 'Job Zone'])) {
    const occupation = of(row)
    const zone = num(row['Job Zone'])
    if (occupation && zone !== null && zone >= 1 && zone <= 5) occupation.jobZone = zone
  }

  const ratingColumns = [CODE, 'Element ID', 'Element Name', 'Scale ID', 'Data Value']
  const skillParts = new Map<string, Record<string, Partial<SkillRating>>>()
  for (const row of readCsv(path('skills'), [...ratingColumns, 'Recommend Suppress', 'Not Relevant'])) {
    const occupation = of(row)
    const value = num(row['Data Value'])
    const scale = row['Scale ID']
    if (!occupation || value === null || (scale !== 'IM' && scale !== 'LV')) continue
    if (row['Recommend Suppress'] === 'Y') continue
    const parts = skillParts.get(occupation.code) ?? {}
    const element = row['Element ID'] as string
    const part = (parts[element] ??= {})
    if (scale === 'IM') part.im = value
    else part.lv = row['Not Relevant'] === 'Y' ? 0 : value
    skillParts.set(occupation.code, parts)
  }
  for (const [code, parts] of skillParts) {
    const skills: Record<string, SkillRating> = {}
    for (const [element, part] of Object.entries(parts))
      if (part.im !== undefined && part.lv !== undefined) skills[element] = { im: part.im, lv: part.lv }
    const occupation = occupations.get(code)
    if (occupation && Object.keys(skills).length) occupation.skills = skills
  }

  if (files.knowledge) {
    const knowledge = new Map<string, { name: string; im: number }[]>()
    for (const row of readCsv(files.knowledge, [...ratingColumns, 'Recommend Suppress'])) {
      const occupation = of(row)
      const value = num(row['Data Value'])
      if (!occupation || value === null || row['Scale ID'] !== 'IM' || row['Recommend Suppress'] === 'Y') continue
      const list = knowledge.get(occupation.code) ?? []
      list.push({ name: row['Element Name'] as string, im: value })
      knowledge.set(occupation.code, list)
    }
    for (const [code, list] of knowledge) {
      const occupation = occupations.get(code)
      if (occupation)
        occupation.topKnowledge = list
          .sort((a, b) => b.im - a.im || a.name.localeCompare(b.name))
          .slice(0, 5)
          .map((k) => k.name)
    }
  }

  const interestParts = new Map<string, { oi: (number | null)[]; ih: (number | null)[] }>()
  for (const row of readCsv(path('interests'), ratingColumns)) {
    const occupation = of(row)
    const value = num(row['Data Value'])
    if (!occupation || value === null) continue
    const parts = interestParts.get(occupation.code) ?? { oi: nulls(6), ih: nulls(3) }
    const element = row['Element ID'] as string
    if (row['Scale ID'] === 'OI' && RIASEC_ELEMENTS.includes(element))
      parts.oi[RIASEC_ELEMENTS.indexOf(element)] = value
    if (row['Scale ID'] === 'IH' && HIGH_POINT_ELEMENTS.includes(element))
      parts.ih[HIGH_POINT_ELEMENTS.indexOf(element)] = value
    interestParts.set(occupation.code, parts)
  }
  for (const [code, parts] of interestParts) {
    const occupation = occupations.get(code)
    if (!occupation) continue
    if (parts.oi.every((v) => v !== null)) occupation.interests = parts.oi
    occupation.interestCode =
      parts.ih
        .filter((v): v is number => v !== null && v >= 1 && v <= 6)
        .map((v) => RIASEC_LETTERS[v - 1])
        .join('') || null
  }

  const valueParts = new Map<string, (number | null)[]>()
  for (const row of readCsv(path('workValues'), ratingColumns)) {
    const occupation = of(row)
    const value = num(row['Data Value'])
    const element = row['Element ID'] as string
    if (!occupation || value === null || row['Scale ID'] !== 'EX' || !VALUE_ELEMENTS.includes(element)) continue
    const parts = valueParts.get(occupation.code) ?? nulls(6)
    parts[VALUE_ELEMENTS.indexOf(element)] = value
    valueParts.set(occupation.code, parts)
  }
  for (const [code, parts] of valueParts) {
    const occupation = occupations.get(code)
    if (occupation && parts.every((v) => v !== null)) occupation.workValues = parts
  }

  const projectionsPath = path('projections')
  const parsed = Papa.parse<Row>(readText(projectionsPath), { header: true, skipEmptyLines: 'greedy' })
  const header = parsed.meta.fields ?? []
  const years = blsYearsOf(header)
  if (!years)
    throw new CareerImportError(
      `${basename(projectionsPath)} is not BLS Employment Projections Table 1.2: no “Employment change, percent, YYYY–YY” or “Median annual wage, dollars, YYYY” column`,
    )
  const column = (prefix: string) => {
    const name = header.find((h) => h.startsWith(prefix))
    if (!name) throw new CareerImportError(`${basename(projectionsPath)} has no “${prefix}…” column`)
    return name
  }
  const columns = {
    code: header.find((h) => /National Employment Matrix code$/.test(h)),
    type: column('Occupation type'),
    wage: column('Median annual wage'),
    change: column('Employment change, percent'),
    openings: column('Occupational openings'),
    education: column('Typical education needed for entry'),
  }
  const titleColumn = header.find((h) => /National Employment Matrix title$/.test(h))
  const employmentColumns = header.filter((h) => /^Employment, \d{4}$/.test(h))
  if (!columns.code || !titleColumn || employmentColumns.length < 2)
    throw new CareerImportError(`${basename(projectionsPath)} lacks the matrix code, title or employment columns`)
  const projections: ProjectionRow[] = []
  for (const row of parsed.data) {
    const soc = row[columns.code]?.trim() ?? ''
    if (row[columns.type]?.trim() !== 'Line item' || !/^\d{2}-\d{4}$/.test(soc)) continue
    const cell = (name: string) => row[name]?.trim() || '—'
    projections.push({
      soc,
      title: row[titleColumn]?.trim() ?? soc,
      employmentBase: cell(employmentColumns[0] as string),
      employmentProjected: cell(employmentColumns[1] as string),
      changePercent: cell(columns.change),
      openings: cell(columns.openings),
      medianWage: cell(columns.wage),
      entryEducation: cell(columns.education),
    })
  }
  return {
    onetVersion,
    blsRelease: years.release,
    wageYear: years.wageYear,
    occupations: [...occupations.values()],
    projections,
  }
}

export type CareerImportSummary = {
  source: string
  onetVersion: string
  blsRelease: string
  occupations: number
  projections: number
  elapsedMs: number
}

const BATCH_SIZE = 400

/** Replaces the careers data with the files in dir (one transaction: readers see the old set or the new one). */
export async function importCareerData(db: Db, dir: string): Promise<CareerImportSummary> {
  const started = Date.now()
  const data = readCareerData(dir)
  await db.transaction(async (tx) => {
    await tx.delete(careerOccupation)
    await tx.delete(careerProjection)
    for (let start = 0; start < data.occupations.length; start += BATCH_SIZE)
      await tx.insert(careerOccupation).values(data.occupations.slice(start, start + BATCH_SIZE))
    for (let start = 0; start < data.projections.length; start += BATCH_SIZE)
      await tx.insert(careerProjection).values(data.projections.slice(start, start + BATCH_SIZE))
    await tx.insert(careerDataset).values({
      source: basename(resolve(dir)),
      onetVersion: data.onetVersion,
      blsRelease: data.blsRelease,
      wageYear: data.wageYear,
      occupations: data.occupations.length,
      projections: data.projections.length,
    })
  })
  return {
    source: resolve(dir),
    onetVersion: data.onetVersion,
    blsRelease: data.blsRelease,
    occupations: data.occupations.length,
    projections: data.projections.length,
    elapsedMs: Date.now() - started,
  }
}

export async function countOccupations(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(careerOccupation)
  return row?.n ?? 0
}

export async function latestCareerDataset(db: Db): Promise<typeof careerDataset.$inferSelect | null> {
  const [row] = await db.select().from(careerDataset).orderBy(desc(careerDataset.id)).limit(1)
  return row ?? null
}
