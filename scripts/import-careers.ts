/**
 * npm run import:careers FOLDER
 *
 * Reads the O*NET database CSVs (with O*NET's Read Me) and BLS Employment Projections Table 1.2 (CSV) found in
 * FOLDER (two levels deep, e.g. ../shared/data/careers) into the database the app uses (DATA_DIR's PGlite, or
 * DATABASE_URL), replacing the occupations there.
 */
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { runAsCommand } from './run-as-command'

const USAGE = `Usage: npm run import:careers FOLDER

Imports the O*NET database files (Occupation_Data, Skills, Knowledge, Interests, Work_Values, Job_Zones as CSV or
CSV.gz, and Read_Me.txt) and BLS Employment Projections Table 1.2 as CSV (table-1.2-*.csv) from FOLDER (e.g.
../shared/data/careers) into the configured database: DATABASE_URL when set, else PGlite in DATA_DIR (default
./data), replacing the occupations imported before. The server must not be running on the same DATA_DIR.`

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args.includes('--help') || args.includes('-h')) {
    console.error(USAGE)
    return args.includes('--help') || args.includes('-h') ? 0 : 2
  }
  const dir = resolve(args[0] as string)
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`import:careers: no such folder: ${dir}`)
    return 2
  }
  const { parseEnvOrExit } = await import('../server/env')
  const { DataDirLockedError } = await import('../server/lib/data-dir-lock')
  const { openDatabase } = await import('../server/platform')
  const { importCareerData, CareerImportError } = await import('../server/features/careers')
  const env = parseEnvOrExit(process.env)

  let opened: Awaited<ReturnType<typeof openDatabase>>
  try {
    opened = await openDatabase(env)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`import:careers: ${error.message}`)
      console.error('The Lodestar server (or another import) is using this data folder. Stop it, then run again.')
      return 1
    }
    throw error
  }
  const { database, release } = opened
  try {
    await database.migrate()
    console.log(`Importing ${dir} into ${database.describe}`)
    const summary = await importCareerData(database.db, dir)
    console.log(
      `Done in ${(summary.elapsedMs / 1000).toFixed(1)} s: O*NET ${summary.onetVersion}, ${summary.occupations.toLocaleString('en-US')} occupations; BLS Employment Projections ${summary.blsRelease}, ${summary.projections.toLocaleString('en-US')} detailed occupations.`,
    )
    return 0
  } catch (error) {
    if (error instanceof CareerImportError) {
      console.error(`import:careers: ${error.message}`)
      return 1
    }
    throw error
  } finally {
    await database.close()
    release()
  }
}

runAsCommand(import.meta.url, 'import:careers', main)
