import { z } from 'zod'

// Measured on a loaded 2-core machine: broad full-text searches over 45,000 works take 0.1–1.1 s and a
// 500-work import batch about 1 s; a new connection with `SELECT 1` takes 18–41 ms (docs/decisions/012).
/** The PostgreSQL pool's limits in milliseconds when no setting overrides them (server/db/postgres-timeouts.ts). */
export const DEFAULT_POSTGRES_TIMEOUTS = {
  connectMs: 2_000,
  stallCheckMs: 1_000,
  statementMs: 10_000,
  queryMs: 15_000,
  idleInTransactionMs: 10_000,
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional())
const urlWithDefault = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.url().default(fallback)).transform((url) => url.replace(/\/$/, ''))
const optionalSecret = z.preprocess(emptyToUndefined, z.string().min(1).optional())
/** Milliseconds, 0 = no limit; an hour at most, so a typo cannot make a request wait for days. */
const milliseconds = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(fallback))
const booleanFlag = (fallback: boolean) =>
  z.preprocess(emptyToUndefined, z.stringbool().optional()).transform((v) => v ?? fallback)

const emailList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .superRefine((emails, ctx) => {
      const invalid = emails.filter((email) => !z.email().safeParse(email).success)
      if (invalid.length) ctx.addIssue({ code: 'custom', message: `not e-mail addresses: ${invalid.join(', ')}` })
    }),
)

/** DNS-compatible names, the rule AWS, MinIO, R2 and Garage share; dots allowed for older AWS buckets. */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_SETTINGS = [...S3_REQUIRED, 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX', 'S3_TIMEOUT_MS'] as const

/** Where avatars go when every required S3_* setting is given; null keeps them on disk. */
export type S3Settings = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  prefix: string
  timeoutMs: number
}

type RawS3 = {
  S3_ENDPOINT?: string
  S3_BUCKET?: string
  S3_REGION?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE?: boolean
  S3_PREFIX?: string
  S3_TIMEOUT_MS?: number
}

function s3SettingsOf(raw: RawS3): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = raw
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    // MinIO's and Garage's default; R2 takes it as well as its own `auto`.
    region: raw.S3_REGION ?? 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? false,
    prefix: raw.S3_PREFIX ?? 'avatars/',
    timeoutMs: raw.S3_TIMEOUT_MS ?? 10_000,
  }
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'test', 'production']).default('production')),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    APP_URL: optionalUrl,
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.connectMs),
    DATABASE_STALL_CHECK_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.stallCheckMs),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.statementMs),
    DATABASE_QUERY_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.queryMs),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.idleInTransactionMs),
    MIGRATE_ON_START: booleanFlag(true),
    BETTER_AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
    ),
    ADMIN_EMAILS: emailList,
    FOUNDER_WEBSITE_URL: optionalUrl,
    FOUNDER_LINKEDIN_URL: optionalUrl,
    COMPANY_LINKEDIN_URL: optionalUrl,
    CS_BRANCH_URL: optionalUrl,
    SUPPORTER_AI_PROGRAM_URL: optionalUrl,
    SUPPORTER_MENTORSHIP_URL: optionalUrl,
    CONTACT_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email('CONTACT_EMAIL must be an e-mail address').default('hello@lodestar.local'),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
    REQUIRE_EMAIL_VERIFICATION: z.preprocess(emptyToUndefined, z.stringbool().optional()),
    TRUST_PROXY: booleanFlag(false),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
    SIGN_IN_MAX_ATTEMPTS_PER_IP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(30)),
    SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
    OPENALEX_BASE_URL: urlWithDefault('https://api.openalex.org'),
    OPENALEX_API_KEY: optionalSecret,
    NCBI_EUTILS_BASE_URL: urlWithDefault('https://eutils.ncbi.nlm.nih.gov/entrez/eutils'),
    NCBI_API_KEY: optionalSecret,
    ARXIV_BASE_URL: urlWithDefault('https://export.arxiv.org/api'),
    CROSSREF_BASE_URL: urlWithDefault('https://api.crossref.org'),
    EUROPEPMC_BASE_URL: urlWithDefault('https://www.ebi.ac.uk/europepmc/webservices/rest'),
    SEMANTIC_SCHOLAR_BASE_URL: urlWithDefault('https://api.semanticscholar.org/graph/v1'),
    SEMANTIC_SCHOLAR_API_KEY: optionalSecret,
    CORE_BASE_URL: urlWithDefault('https://api.core.ac.uk/v3'),
    CORE_API_KEY: optionalSecret,
    PUBCHEM_BASE_URL: urlWithDefault('https://pubchem.ncbi.nlm.nih.gov/rest/pug'),
    BLAST_BASE_URL: urlWithDefault('https://blast.ncbi.nlm.nih.gov/Blast.cgi'),
    /** NCBI asks for one poll of a BLAST search a minute at most */
    BLAST_POLL_MS: milliseconds(60_000),
    /** how long an answer waits for BLAST hits before it comes without them (the search goes on at NCBI) */
    BLAST_WAIT_MS: milliseconds(150_000),
    FEDERAL_REGISTER_BASE_URL: urlWithDefault('https://www.federalregister.gov/api/v1'),
    SEARXNG_BASE_URL: optionalUrl,
    /** Grants.gov REST API (search2, keyless) */
    GRANTS_GOV_BASE_URL: urlWithDefault('https://api.grants.gov'),
    /** NIH RePORTER API (v2 projects search) */
    NIH_REPORTER_BASE_URL: urlWithDefault('https://api.reporter.nih.gov'),
    /** NSF Award Search API (awards.json); NSF also serves it under research.gov's awardapi-service/v1 */
    NSF_AWARDS_BASE_URL: urlWithDefault('https://api.nsf.gov/services/v1'),
    SIGN_IN_WINDOW_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(900)),
    LLM_BASE_URL: z
      .preprocess(
        emptyToUndefined,
        z.url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http:// or https:// URL' }).optional(),
      )
      .transform((url) => url?.replace(/\/$/, '')),
    LLM_API_KEY: optionalSecret,
    LLM_MODEL: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
    LLM_TIMEOUT_MS: milliseconds(20_000),
    /** a College Scorecard institution CSV imported at start when the colleges table is empty */
    COLLEGE_DATA: z.preprocess(emptyToUndefined, z.string().optional()),
    /** a folder of O*NET database CSVs and BLS Employment Projections Table 1.2, imported at start when empty */
    CAREERS_DATA: z.preprocess(emptyToUndefined, z.string().optional()),
    LLM_MAX_OUTPUT_TOKENS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(16).max(100_000).default(1200)),
    DEEP_RESEARCH_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(300).default(20)),
    S3_ENDPOINT: z
      .preprocess(
        emptyToUndefined,
        z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
      )
      .transform((url) => url?.replace(/\/$/, '')),
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          S3_BUCKET_NAME,
          'S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit',
        )
        .optional(),
    ),
    S3_REGION: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'not a region name')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalSecret,
    S3_SECRET_ACCESS_KEY: optionalSecret,
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.stringbool().optional()),
    S3_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^([A-Za-z0-9_-][A-Za-z0-9._-]*\/){0,8}$/,
          'S3_PREFIX must be folder names ending in / (letters, digits, . _ -), e.g. lodestar/avatars/',
        )
        .optional(),
    ),
    S3_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).optional()),
  })
  .superRefine((raw, ctx) => {
    // The server's own cancel keeps the connection usable; the client-side limit must not fire first.
    if (
      raw.DATABASE_QUERY_TIMEOUT_MS &&
      raw.DATABASE_STATEMENT_TIMEOUT_MS &&
      raw.DATABASE_QUERY_TIMEOUT_MS <= raw.DATABASE_STATEMENT_TIMEOUT_MS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_QUERY_TIMEOUT_MS'],
        message: `must be longer than DATABASE_STATEMENT_TIMEOUT_MS (${raw.DATABASE_STATEMENT_TIMEOUT_MS})`,
      })
    }
    if (raw.LLM_BASE_URL && !raw.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message:
          'required when LLM_BASE_URL is set: the name the server knows the model by (e.g. llama3.1:8b on Ollama, gpt-4o-mini on OpenAI)',
      })
    }
    const givenS3 = S3_SETTINGS.filter((key) => raw[key] !== undefined)
    if (givenS3.length > 0) {
      for (const key of S3_REQUIRED.filter((required) => raw[required] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `required for S3-compatible avatar storage, since ${givenS3.join(', ')} ${givenS3.length === 1 ? 'is' : 'are'} set (set all of ${S3_REQUIRED.join(', ')}, or none to keep avatars on disk)`,
        })
    }
  })
  .transform((raw) => ({
    ...raw,
    SOURCES_CONTACT_EMAIL: deliverableOrNull(raw.CONTACT_EMAIL),
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    MAIL_FROM: raw.MAIL_FROM ?? `Lodestar <${raw.CONTACT_EMAIL}>`,
    REQUIRE_EMAIL_VERIFICATION: raw.REQUIRE_EMAIL_VERIFICATION ?? Boolean(raw.SMTP_URL),
    S3: s3SettingsOf(raw),
  }))

export type Env = z.output<typeof EnvSchema>

/** Domains reserved for examples and local names (RFC 2606, RFC 6761): mail to them never arrives. */
const UNDELIVERABLE_DOMAIN = /(^|\.)(local|localhost|test|example|invalid)$|(^|\.)example\.(com|net|org)$/i

/**
 * The address scholarly APIs may write to about our traffic (OpenAlex and Crossref `mailto`, NCBI
 * `email`), or null when CONTACT_EMAIL is still a placeholder nobody reads: then none is sent.
 */
export function deliverableOrNull(email: string): string | null {
  const domain = email.split('@').at(-1) ?? ''
  return UNDELIVERABLE_DOMAIN.test(domain) ? null : email
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] }

export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const result = EnvSchema.safeParse(source)
  if (result.success) return { ok: true, env: result.data }
  // One line per variable, however many checks it failed.
  const byKey = new Map<string, string[]>()
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'config')
    byKey.set(key, [...(byKey.get(key) ?? []), issue.message])
  }
  return { ok: false, problems: [...byKey].map(([key, messages]) => `${key}: ${[...new Set(messages)].join('; ')}`) }
}

export function parseEnvOrExit(source: Record<string, string | undefined>): Env {
  const result = parseEnv(source)
  if (result.ok) return result.env
  for (const problem of result.problems) console.error(`Invalid configuration — ${problem}`)
  process.exit(1)
}
