/**
 * npm run import:colleges FILE.csv
 *
 * Streams a College Scorecard institution CSV (the columns of ../shared/data/colleges/institutions.csv) into
 * the database the app uses (DATA_DIR's PGlite, or DATABASE_URL), replacing the colleges there.
 */
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CollegeImportProgress } from '../server/features/colleges'
import { withImportDatabase } from './import-into-database'
import { runAsCommand } from './run-as-command'

const USAGE = `Usage: npm run import:colleges FILE.csv

Imports a College Scorecard institution file (e.g. ../shared/data/colleges/institutions.csv) into the
configured database: DATABASE_URL when set, else PGlite in DATA_DIR (default ./data), replacing the
colleges imported before. The server must not be running on the same DATA_DIR.`

/** One progress line: bar, percentage, records, elapsed. */
export function formatCollegeProgress(p: CollegeImportProgress, width = 28): string {
  const fraction = p.totalBytes > 0 ? Math.min(1, p.bytesRead / p.totalBytes) : 1
  const filled = Math.round(fraction * width)
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(fraction * 100).toFixed(1).padStart(5)}%  ${p.records.toLocaleString('en-US')} rows  ${(p.elapsedMs / 1000).toFixed(1)} s`
}

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args.includes('--help') || args.includes('-h')) {
    console.error(USAGE)
    return args.includes('--help') || args.includes('-h') ? 0 : 2
  }
  const file = resolve(args[0] as string)
  if (!existsSync(file) || !statSync(file).isFile()) {
    console.error(`import:colleges: no such file: ${file}`)
    return 2
  }
  const { importCollegeFile, CollegeImportError } = await import('../server/features/colleges')
  return withImportDatabase(
    'import:colleges',
    async (database) => {
      const tty = process.stdout.isTTY
      let lastPrinted = -1
      console.log(`Importing ${file} into ${database.describe}`)
      const summary = await importCollegeFile(database.db, file, {
        onProgress: (p) => {
          if (tty) process.stdout.write(`\r${formatCollegeProgress(p)}\x1b[K`)
          else {
            const tenth = Math.floor((p.bytesRead / Math.max(p.totalBytes, 1)) * 10)
            if (tenth > lastPrinted) {
              lastPrinted = tenth
              console.log(formatCollegeProgress(p, 20))
            }
          }
        },
      })
      if (tty) process.stdout.write('\n')
      console.log(
        `Done in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${summary.imported.toLocaleString('en-US')} institutions imported, ${summary.skipped} rows skipped${
          summary.skipped
            ? ` (${Object.entries(summary.skipReasons)
                .map(([reason, n]) => `${reason}: ${n}`)
                .join(', ')})`
            : ''
        }.`,
      )
      return 0
    },
    (error) => error instanceof CollegeImportError,
  )
}

runAsCommand(import.meta.url, 'import:colleges', main)
