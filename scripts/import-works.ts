/**
 * npm run import:works FILE.jsonl[.gz] [FILE2 …]
 *
 * Streams JSON Lines files of works (arXiv listing records, OpenAlex snapshot records or normalised
 * Work JSON; see server/features/library/corpus-format.ts) into the library of the database the app
 * uses (DATA_DIR's PGlite, or DATABASE_URL). Bad lines are counted and reported, not fatal.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import type { Work } from '#shared/contract/sources'
import type { Db } from '../server/db/client'
import { parseCorpusLine, UPSERT_BATCH_SIZE, upsertWorks } from '../server/features/library'
import { withImportDatabase } from './import-into-database'
import { runAsCommand } from './run-as-command'

export type BadLine = { file: string; line: number; reason: string; detail?: string }

export type ImportProgress = {
  file: string
  bytesRead: number
  totalBytes: number
  records: number
  elapsedMs: number
}

export type ImportSummary = {
  files: string[]
  /** non-blank lines */
  read: number
  /** valid works written (new rows + merged into existing rows + folded into a duplicate of the same batch) */
  imported: number
  inserted: number
  updated: number
  duplicates: number
  skipped: number
  skipReasons: Record<string, number>
  /** the first few bad lines, with line numbers */
  badLines: BadLine[]
  interrupted: boolean
  elapsedMs: number
}

export type ImportOptions = {
  batchSize?: number
  /** how many bad lines to keep for the report */
  keepBadLines?: number
  onProgress?: (progress: ImportProgress) => void
  /** checked between batches; true stops the import after the batch in flight */
  shouldStop?: () => boolean
  /** label stored in library_work.imported_from (default: the file's name) */
  importedFrom?: (file: string) => string
}

/** Reads, parses and upserts every file in turn. The core of the command, without any console output. */
export async function importWorkFiles(db: Db, files: string[], options: ImportOptions = {}): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? UPSERT_BATCH_SIZE
  const keepBadLines = options.keepBadLines ?? 5
  const started = Date.now()
  const summary: ImportSummary = {
    files,
    read: 0,
    imported: 0,
    inserted: 0,
    updated: 0,
    duplicates: 0,
    skipped: 0,
    skipReasons: {},
    badLines: [],
    interrupted: false,
    elapsedMs: 0,
  }
  const totalBytes = files.reduce((sum, file) => sum + statSync(file).size, 0)
  let bytesBefore = 0

  for (const file of files) {
    const raw = createReadStream(file)
    let bytesRead = 0
    raw.on('data', (chunk) => {
      bytesRead += chunk.length
    })
    const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw
    // A corrupt gzip stream errors on the gunzip side; pass it to the reader so the loop throws.
    raw.on('error', (error) => input.destroy(error))
    const lines = createInterface({ input, crlfDelay: Infinity })
    const importedFrom = options.importedFrom?.(file) ?? basename(file)
    const report = () =>
      options.onProgress?.({
        file,
        bytesRead: bytesBefore + bytesRead,
        totalBytes,
        records: summary.read,
        elapsedMs: Date.now() - started,
      })

    let batch: Work[] = []
    const flush = async () => {
      if (!batch.length) return
      const result = await upsertWorks(db, batch, importedFrom)
      summary.imported += batch.length
      summary.inserted += result.inserted
      summary.updated += result.updated
      summary.duplicates += result.duplicates
      batch = []
      report()
    }

    let lineNumber = 0
    try {
      for await (const line of lines) {
        lineNumber++
        const parsed = parseCorpusLine(line)
        if (!parsed) continue
        summary.read++
        if (parsed.ok) {
          batch.push(parsed.work)
          if (batch.length >= batchSize) {
            await flush()
            if (options.shouldStop?.()) {
              summary.interrupted = true
              break
            }
          }
        } else {
          summary.skipped++
          summary.skipReasons[parsed.reason] = (summary.skipReasons[parsed.reason] ?? 0) + 1
          if (summary.badLines.length < keepBadLines)
            summary.badLines.push({ file, line: lineNumber, reason: parsed.reason, detail: parsed.detail })
        }
      }
      if (!summary.interrupted) await flush()
    } catch (error) {
      // A truncated or corrupt file: keep what was imported, say where it stopped.
      await flush()
      const message = error instanceof Error ? error.message : String(error)
      summary.skipReasons['unreadable file'] = (summary.skipReasons['unreadable file'] ?? 0) + 1
      if (summary.badLines.length < keepBadLines)
        summary.badLines.push({ file, line: lineNumber + 1, reason: 'unreadable file', detail: message })
    } finally {
      lines.close()
      raw.destroy()
    }
    if (summary.interrupted) break
    bytesBefore += statSync(file).size
    bytesRead = 0
    report()
  }
  summary.elapsedMs = Date.now() - started
  return summary
}

// ---------- console ----------

const number = (n: number) => n.toLocaleString('en-US')
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`
}

/** One progress line: bar, percentage, bytes, records, records/s, ETA. */
export function formatProgress(p: ImportProgress, width = 28): string {
  const fraction = p.totalBytes > 0 ? Math.min(1, p.bytesRead / p.totalBytes) : 1
  const filled = Math.round(fraction * width)
  const seconds = p.elapsedMs / 1000
  const rate = seconds > 0 ? p.records / seconds : 0
  const eta =
    fraction > 0 && fraction < 1
      ? formatDuration((p.elapsedMs / fraction) * (1 - fraction))
      : fraction >= 1
        ? '0:00'
        : '?'
  return (
    `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(fraction * 100).toFixed(1).padStart(5)}%  ` +
    `${megabytes(p.bytesRead)} / ${megabytes(p.totalBytes)}  ${number(p.records)} records  ${number(Math.round(rate))}/s  ETA ${eta}`
  )
}

function progressPrinter(stream: NodeJS.WriteStream) {
  if (stream.isTTY) {
    let last = 0
    let lastLine = ''
    return {
      update(p: ImportProgress) {
        const now = Date.now()
        if (now - last < 100 && p.bytesRead < p.totalBytes) return
        last = now
        lastLine = formatProgress(p, 28)
        const columns = stream.columns || 120
        stream.write(`\r${lastLine.slice(0, columns - 1)}\x1b[K`)
      },
      done() {
        if (lastLine) stream.write('\n')
      },
    }
  }
  // Not a terminal (a log file, CI): one line per 10 %, and the final state.
  let nextTenth = 1
  let latest: ImportProgress | null = null
  let printed: ImportProgress | null = null
  return {
    update(p: ImportProgress) {
      latest = p
      const fraction = p.totalBytes > 0 ? p.bytesRead / p.totalBytes : 1
      if (fraction * 10 < nextTenth) return
      while (fraction * 10 >= nextTenth) nextTenth++
      printed = p
      stream.write(`${formatProgress(p, 20)}\n`)
    },
    done() {
      if (latest && (latest.records !== printed?.records || latest.bytesRead !== printed.bytesRead))
        stream.write(`${formatProgress(latest, 20)}\n`)
    },
  }
}

export function formatSummary(summary: ImportSummary): string {
  const lines = [
    `${summary.interrupted ? 'Interrupted' : 'Done'} in ${formatDuration(summary.elapsedMs)} (${(summary.elapsedMs / 1000).toFixed(1)} s).`,
    `  records read: ${number(summary.read)}`,
    `  imported:     ${number(summary.imported)} (${number(summary.inserted)} new, ${number(summary.updated)} merged into existing works, ${number(summary.duplicates)} duplicates within a batch)`,
    `  skipped:      ${number(summary.skipped)}`,
  ]
  for (const [reason, count] of Object.entries(summary.skipReasons).sort((a, b) => b[1] - a[1]))
    lines.push(`    ${reason}: ${number(count)}`)
  if (summary.badLines.length) {
    lines.push(`  first ${summary.badLines.length} bad line${summary.badLines.length === 1 ? '' : 's'}:`)
    for (const bad of summary.badLines)
      lines.push(`    ${basename(bad.file)}:${bad.line}: ${bad.reason}${bad.detail ? ` (${bad.detail})` : ''}`)
  }
  const seconds = summary.elapsedMs / 1000
  if (seconds > 0 && summary.read) lines.push(`  rate:         ${number(Math.round(summary.read / seconds))} records/s`)
  return lines.join('\n')
}

const USAGE = `Usage: npm run import:works FILE.jsonl[.gz] [FILE2 …]

Imports works (arXiv listing records, OpenAlex snapshot records or Lodestar Work JSON, one per line)
into the library of the configured database: DATABASE_URL when set, else PGlite in DATA_DIR
(default ./data). The server must not be running on the same DATA_DIR.`

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.error(USAGE)
    return args.length === 0 ? 2 : 0
  }
  const files = args.map((file) => resolve(file))
  const missing = files.filter((file) => !existsSync(file) || !statSync(file).isFile())
  if (missing.length) {
    for (const file of missing) console.error(`import:works: no such file: ${file}`)
    return 2
  }

  return withImportDatabase('import:works', async (database) => {
    let stopRequested = false
    const onSignal = () => {
      if (stopRequested) return
      stopRequested = true
      process.stderr.write('\nStopping after the current batch…\n')
    }
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
    try {
      console.log(`Importing ${files.length} file${files.length === 1 ? '' : 's'} into ${database.describe}`)
      const progress = progressPrinter(process.stdout)
      const summary = await importWorkFiles(database.db, files, {
        onProgress: (p) => progress.update(p),
        shouldStop: () => stopRequested,
      })
      progress.done()
      console.log(formatSummary(summary))
      return summary.interrupted ? 130 : 0
    } finally {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    }
  })
}

runAsCommand(import.meta.url, 'import:works', main)
