/**
 * npm run import:careers FOLDER
 *
 * Reads the O*NET database CSVs (with O*NET's Read Me) and BLS Employment Projections Table 1.2 (CSV) found in
 * FOLDER (two levels deep, e.g. ../shared/data/careers) into the database the app uses (DATA_DIR's PGlite, or
 * DATABASE_URL), replacing the occupations there.
 */
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { withImportDatabase } from './import-into-database'
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
  const { importCareerData, CareerImportError } = await import('../server/features/careers')
  return withImportDatabase(
    'import:careers',
    async (database) => {
      console.log(`Importing ${dir} into ${database.describe}`)
      const summary = await importCareerData(database.db, dir)
      console.log(
        `Done in ${(summary.elapsedMs / 1000).toFixed(1)} s: O*NET ${summary.onetVersion}, ${summary.occupations.toLocaleString('en-US')} occupations; BLS Employment Projections ${summary.blsRelease}, ${summary.projections.toLocaleString('en-US')} detailed occupations.`,
      )
      return 0
    },
    (error) => error instanceof CareerImportError,
  )
}

runAsCommand(import.meta.url, 'import:careers', main)
