import type { openDatabase } from '../server/platform'

export type ImportDatabase = Awaited<ReturnType<typeof openDatabase>>['database']

/**
 * What every import script does around its import: opens the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR), refuses a data folder another process holds, migrates, runs the import and closes. An error the import
 * expects (`isImportError`) is printed as `command: message` with exit code 1; anything else propagates.
 */
export async function withImportDatabase(
  command: string,
  run: (database: ImportDatabase) => Promise<number>,
  isImportError: (error: unknown) => error is Error = (_error): _error is Error => false,
): Promise<number> {
  const { parseEnvOrExit } = await import('../server/env')
  const { DataDirLockedError } = await import('../server/lib/data-dir-lock')
  const { openDatabase } = await import('../server/platform')
  const env = parseEnvOrExit(process.env)

  let opened: Awaited<ReturnType<typeof openDatabase>>
  try {
    opened = await openDatabase(env)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${command}: ${error.message}`)
      console.error('The Lodestar server (or another import) is using this data folder. Stop it, then run again.')
      return 1
    }
    throw error
  }
  const { database, release } = opened
  try {
    await database.migrate()
    return await run(database)
  } catch (error) {
    if (isImportError(error)) {
      console.error(`${command}: ${error.message}`)
      return 1
    }
    throw error
  } finally {
    await database.close()
    release()
  }
}
