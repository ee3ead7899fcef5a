type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

export type Logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => void
  info: (msg: string, fields?: Record<string, unknown>) => void
  warn: (msg: string, fields?: Record<string, unknown>) => void
  error: (msg: string, fields?: Record<string, unknown>) => void
  child: (fields: Record<string, unknown>) => Logger
}

const MAX_CAUSE_DEPTH = 4

/** A driver's error for a statement the database refused (it carries a SQLSTATE and a severity). */
const databaseErrorCode = (error: Error): string | null => {
  const code = (error as { code?: unknown }).code
  return 'severity' in error && typeof code === 'string' ? code : null
}

/**
 * Errors as plain fields. A failed query is logged by its SQL text only: its parameters are people's
 * e-mails, names and tokens, and its stack says nothing the statement does not.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error
  const cause =
    depth < MAX_CAUSE_DEPTH && error.cause !== undefined ? serializeError(error.cause, depth + 1) : undefined
  const query = (error as { query?: unknown }).query
  if (typeof query === 'string') return { name: error.name, message: `Failed query: ${query}`, cause }
  const code = databaseErrorCode(error)
  if (code)
    return { name: error.name, message: withoutQuotedText(error.message), code, ...databaseErrorNames(error), cause }
  return { name: error.name, message: error.message, stack: error.stack, cause }
}

/** PostgreSQL quotes the offending input in its messages (`invalid input syntax …: "ada@example.org"`). */
const withoutQuotedText = (message: string) => message.replace(/"[^"]*"/g, '"…"')

/** The names a database error carries apart from its message: identifiers, never values. */
function databaseErrorNames(error: Error): Record<string, string> {
  const names: Record<string, string> = {}
  for (const key of ['table', 'column', 'constraint'] as const) {
    const value = (error as Partial<Record<typeof key, unknown>>)[key]
    if (typeof value === 'string') names[key] = value
  }
  return names
}

const SECRET_PATH_SEGMENTS = /(\/reset-password\/)[^/?#]+/g

/** Paths with a token in them (the mailed password-reset link) are logged without it. */
export const redactPath = (path: string) => path.replace(SECRET_PATH_SEGMENTS, '$1[redacted]')

/** How long a line may wait for others before it is written, and how much may wait. */
export const LOG_BATCH = { maxDelayMs: 50, maxBytes: 16_384 }

/**
 * Lines leave in batches: a write to a pipe or a file is a synchronous system call, and at info level every request
 * writes a line, so one write per line (or per event-loop turn) was a large share of a small request's time
 * (decision 029). A batch leaves after at most `maxDelayMs`, or at once when it holds `maxBytes`; the caller flushes
 * what is left when the process exits.
 */
export function batchedLineWriter(out: { write: (text: string) => unknown } = process.stdout, batch = LOG_BATCH) {
  let pending: string[] = []
  let pendingBytes = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (pending.length === 0) return
    const text = pending.join('\n') + '\n'
    pending = []
    pendingBytes = 0
    out.write(text)
  }
  return {
    write(line: string) {
      pending.push(line)
      pendingBytes += line.length + 1
      if (pendingBytes >= batch.maxBytes) flush()
      else if (!timer) {
        timer = setTimeout(flush, batch.maxDelayMs)
        // A line waiting to be written never keeps the process alive: the exit hook writes it.
        timer.unref()
      }
    },
    flush,
  }
}

let stdoutWriter: ReturnType<typeof batchedLineWriter> | undefined
/** The process's one batched stdout, flushed before the process exits so a last line is never lost. */
function stdoutLine(line: string) {
  if (!stdoutWriter) {
    const writer = batchedLineWriter()
    process.on('exit', writer.flush)
    stdoutWriter = writer
  }
  stdoutWriter.write(line)
}

let lastMs = 0
let lastIso = ''
/** The time as ISO text, made once per millisecond: at info level every request writes a line (decision 029). */
function isoTimeNow(): string {
  const now = Date.now()
  if (now !== lastMs) {
    lastMs = now
    lastIso = new Date(now).toISOString()
  }
  return lastIso
}

/**
 * One JSON object per line on stdout, so logs are greppable and machine-readable. A class, not closures: the API
 * makes a child logger for every request, and a child is then one small object (decision 029).
 */
class JsonLineLogger implements Logger {
  constructor(
    private readonly threshold: number,
    private readonly base: Record<string, unknown>,
    private readonly write: (line: string) => void,
  ) {}

  private line(lvl: Level, msg: string, fields: Record<string, unknown> | undefined): void {
    if (order[lvl] < this.threshold) return
    const entry: Record<string, unknown> = { time: isoTimeNow(), level: lvl, msg, ...this.base, ...fields }
    if ('err' in entry) entry.err = serializeError(entry.err)
    this.write(JSON.stringify(entry))
  }

  debug(msg: string, fields?: Record<string, unknown>): void {
    this.line('debug', msg, fields)
  }
  info(msg: string, fields?: Record<string, unknown>): void {
    this.line('info', msg, fields)
  }
  warn(msg: string, fields?: Record<string, unknown>): void {
    this.line('warn', msg, fields)
  }
  error(msg: string, fields?: Record<string, unknown>): void {
    this.line('error', msg, fields)
  }
  child(fields: Record<string, unknown>): Logger {
    return new JsonLineLogger(this.threshold, { ...this.base, ...fields }, this.write)
  }
}

export function createLogger(
  level: Level | 'silent' = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = stdoutLine,
): Logger {
  return new JsonLineLogger(order[level], base, write)
}
