/**
 * The real-data suite (`npm run test:real-data`): every recorded upstream response in
 * <SHARED_DATA_DIR>/scholarly/fixtures goes through the parser the connectors use for it, and the
 * output must satisfy the shared contract (WorkSchema / AuthorProfileSchema), with non-empty titles
 * and no markup left in titles and abstracts. Error recordings must come out as errors (a thrown
 * SourceError, an error message, or no works), never as works. A recording no rule claims fails the
 * suite, so new recordings get noticed. The first 2,000 lines of each corpus file go through
 * corpus-format.ts. Files are read in place.
 */
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { AuthorProfileSchema, WorkSchema, type SourceId, type Work } from '#shared/contract/sources'
import { parseEnv, type Env } from '../env'
import { projectRoot } from '../lib/paths'
import { isMarkupTag, parseCorpusLine } from '../features/library'
import {
  SourceError,
  type ConnectorDeps,
  type OpenAlexConnector,
  type SourceHttp,
  type SourceRequest,
  type SourceResponse,
  type WorkConnector,
} from '../features/sources'

const SUITE_ENABLED = process.env.LODESTAR_REAL_DATA_SUITE === '1'
const sharedDataDir = resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data'))
const fixturesDir = join(sharedDataDir, 'scholarly', 'fixtures')
const corpusDir = join(sharedDataDir, 'scholarly', 'corpus')
const CORPUS_SAMPLE_LINES = 2000

// ---------- recordings ----------

type Recording = {
  api: string
  name: string
  path: string
  body: string
  status: number
  contentType: string
  method: string
  /** the recorded URL with any form-encoded POST parameters folded into its query */
  url: URL
  requestBody: string | null
  sidecar: Record<string, string>
}

function readSidecar(file: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^([a-z_]+):\s?(.*)$/.exec(line)
    if (match) fields[match[1]!] = match[2]!
  }
  return fields
}

/** "https://…/searchPOST (form-encoded body: query=cancer, format=json)" → URL with those parameters */
function recordedUrl(raw: string): URL {
  const [address = '', ...rest] = raw.split(' (')
  const url = new URL(address.trim())
  const form = /form-encoded body:\s*(.*?)\)?$/.exec(rest.join(' ('))
  for (const pair of form?.[1]?.split(/,\s*/) ?? []) {
    const eq = pair.indexOf('=')
    if (eq > 0) url.searchParams.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
  }
  return url
}

type LoadProblem = { path: string; problem: string }

function loadRecordings(): { recordings: Recording[]; problems: LoadProblem[] } {
  const recordings: Recording[] = []
  const problems: LoadProblem[] = []
  for (const api of readdirSync(fixturesDir, { withFileTypes: true })) {
    if (!api.isDirectory()) continue
    const dir = join(fixturesDir, api.name)
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith('.request.txt') || file.startsWith('.')) continue
      const path = join(dir, file)
      const name = file.replace(/\.(json|xml|txt)$/, '')
      const sidecarPath = join(dir, `${name}.request.txt`)
      if (!existsSync(sidecarPath)) {
        problems.push({ path, problem: `no sidecar ${name}.request.txt` })
        continue
      }
      const sidecar = readSidecar(sidecarPath)
      try {
        recordings.push({
          api: api.name,
          name,
          path,
          body: readFileSync(path, 'utf8'),
          status: Number(sidecar.status),
          contentType: sidecar.content_type ?? '',
          method: sidecar.method ?? 'GET',
          url: recordedUrl(sidecar.url ?? ''),
          requestBody: sidecar.request_body ?? null,
          sidecar,
        })
      } catch (error) {
        problems.push({
          path,
          problem: `unreadable sidecar: ${error instanceof Error ? error.message : String(error)}`,
        })
      }
    }
    // sidecars without a body
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.request.txt')) continue
      const name = file.slice(0, -'.request.txt'.length)
      if (!['json', 'xml', 'txt'].some((ext) => existsSync(join(dir, `${name}.${ext}`))))
        problems.push({ path: join(dir, file), problem: 'sidecar without a response body' })
    }
  }
  return { recordings, problems }
}

// ---------- the parsers (from the sources module's public entry, loaded lazily so a broken connector fails the recordings, not the whole file) ----------

const APIS = ['openalex', 'arxiv', 'crossref', 'semanticscholar', 'pubmed', 'europepmc', 'core'] as const
type Api = (typeof APIS)[number]
const isApi = (name: string): name is Api => (APIS as readonly string[]).includes(name)

let loaded: Promise<Record<string, unknown>> | undefined
const sourcesEntry = () =>
  (loaded ??= import('../features/sources').then((mod) => mod as unknown as Record<string, unknown>))

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFn = (...args: any[]) => any

async function exported(api: Api, name: string): Promise<AnyFn> {
  let mod: Record<string, unknown>
  try {
    mod = await sourcesEntry()
  } catch (error) {
    throw new Error(
      `server/features/sources/index.ts could not be loaded (reading ${api}): ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const fn = mod[name]
  if (typeof fn !== 'function') throw new Error(`server/features/sources/index.ts does not export ${name}() for ${api}`)
  return fn as AnyFn
}

// ---------- checks ----------

const TAG = /<\/?([A-Za-z][\w:.-]*)(?:\s[^<>]*)?\/?>/g
const ENTITY = /&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9a-fA-F]+);/

/** the first piece of markup (an HTML/MathML/JATS tag or a character entity) left in the text */
function markupIn(text: string | null | undefined): string | null {
  if (!text) return null
  for (const match of text.matchAll(TAG)) if (isMarkupTag(match[1]!)) return match[0]
  return ENTITY.exec(text)?.[0] ?? null
}

/** false when the request's field selection (OpenAlex/Crossref `select`, S2 `fields`) leaves titles out */
function titlesRequested(recording: Recording): boolean {
  const selection = recording.url.searchParams.get('select') ?? recording.url.searchParams.get('fields')
  if (selection === null) return true
  return selection.split(',').some((field) => ['title', 'display_name'].includes(field.trim()))
}

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}

function checkWorks(recording: Recording, works: unknown, source: SourceId): number {
  expect(Array.isArray(works), 'the parser did not return a list of works').toBe(true)
  // Not yet trusted to be Work: each is checked against the schema below.
  const list = works as unknown[]
  const problems: string[] = []
  const wantTitles = titlesRequested(recording)
  list.forEach((work, i) => {
    const title = work && typeof work === 'object' && 'title' in work ? work.title : null
    const where = `work #${i}${typeof title === 'string' ? ` "${title.slice(0, 60)}"` : ''}`
    const parsed = WorkSchema.safeParse(work)
    if (!parsed.success) {
      problems.push(`${where}: not a valid Work: ${describeIssues(parsed.error)}`)
      return
    }
    const valid = parsed.data
    if (wantTitles && !valid.title.trim()) problems.push(`${where}: empty title`)
    if (valid.title !== valid.title.trim()) problems.push(`${where}: title has surrounding whitespace`)
    for (const [field, text] of [
      ['title', valid.title],
      ['abstract', valid.abstract],
      ...valid.abstractSections.map((section, s) => [`abstractSections[${s}]`, section.text] as const),
    ] as const) {
      const markup = markupIn(text)
      if (markup) problems.push(`${where}: markup ${JSON.stringify(markup)} left in ${field}`)
    }
    if (!valid.sources.includes(source))
      problems.push(`${where}: sources ${JSON.stringify(valid.sources)} do not include ${source}`)
    for (const author of valid.authors) if (!author.name.trim()) problems.push(`${where}: an author without a name`)
  })
  expect(problems, `${recording.api}/${recording.name}`).toEqual([])
  return list.length
}

const AUTHOR_IDS: Partial<Record<SourceId, RegExp>> = { openalex: /^A\d+$/, semanticscholar: /^\d+$/ }

function checkAuthors(recording: Recording, authors: unknown, source: SourceId = 'openalex'): number {
  expect(Array.isArray(authors), 'the parser did not return a list of author profiles').toBe(true)
  const problems: string[] = []
  ;(authors as unknown[]).forEach((author, i) => {
    const parsed = AuthorProfileSchema.safeParse(author)
    if (!parsed.success) problems.push(`author #${i}: not a valid AuthorProfile: ${describeIssues(parsed.error)}`)
    else {
      if (!parsed.data.name.trim()) problems.push(`author #${i}: empty name`)
      if (parsed.data.source !== source) problems.push(`author #${i}: source ${parsed.data.source}, expected ${source}`)
      if (!AUTHOR_IDS[source]?.test(parsed.data.id))
        problems.push(`author #${i}: id ${parsed.data.id} is not a ${source} author id`)
      if (parsed.data.worksByYear.some((entry) => entry.works < 0))
        problems.push(`author #${i}: a negative yearly works count`)
      const markup = markupIn(parsed.data.name)
      if (markup) problems.push(`author #${i}: markup ${markup} in the name`)
    }
  })
  expect(problems, `${recording.api}/${recording.name}`).toEqual([])
  return (authors as unknown[]).length
}

function json(recording: Recording): unknown {
  try {
    return JSON.parse(recording.body)
  } catch (error) {
    throw new Error(
      `${recording.api}/${recording.name} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

// A SourceHttp that answers every request with the recording.
function replaying(recording: Recording): { http: SourceHttp; requests: SourceRequest[] } {
  const requests: SourceRequest[] = []
  const http: SourceHttp = {
    async fetch(request: SourceRequest): Promise<SourceResponse> {
      requests.push(request)
      if (requests.length > 10) throw new Error('the connector asked more than 10 times')
      return {
        status: recording.status,
        contentType: recording.contentType,
        body: recording.body,
        fromCache: false,
        url: request.url,
      }
    },
    circuitOf: () => 'closed',
  }
  return { http, requests }
}

let testEnv: Env | undefined
function env(): Env {
  if (!testEnv) {
    const parsed = parseEnv({
      NODE_ENV: 'test',
      CORE_API_KEY: 'real-data-suite',
      SEMANTIC_SCHOLAR_API_KEY: 'real-data-suite',
      OPENALEX_API_KEY: 'real-data-suite',
    })
    if (!parsed.ok) throw new Error(parsed.problems.join('; '))
    testEnv = parsed.env
  }
  return testEnv
}

const CONNECTOR_FACTORIES: Partial<Record<Api, string>> = {
  openalex: 'createOpenAlexConnector',
  arxiv: 'createArxivConnector',
  crossref: 'createCrossrefConnector',
  semanticscholar: 'createSemanticScholarConnector',
  europepmc: 'createEuropePmcConnector',
  core: 'createCoreConnector',
}

async function connectorFor(api: Api, recording: Recording) {
  const factory = CONNECTOR_FACTORIES[api]
  if (!factory) throw new Error(`no connector factory known for ${api}`)
  const create = await exported(api, factory)
  const { http, requests } = replaying(recording)
  const deps: ConnectorDeps = { http, env: env() }
  return { connector: create(deps) as WorkConnector, requests }
}

/** The connector, fed the recording for every call, returns the works the parser found (up to its limit). */
async function connectorAgrees(api: Api, recording: Recording, parsedCount: number, source: SourceId) {
  const { connector } = await connectorFor(api, recording)
  const result = await connector.searchWorks({ query: 'real data', limit: 100 })
  expect(result.source).toBe(source)
  checkWorks(recording, result.works, source)
  expect(result.works.length, 'the connector returned a different number of works than the parser').toBe(
    Math.min(parsedCount, 100),
  )
}

/**
 * The linked-work reading of OpenAlex work records (parseOpenAlexLinkedWork): the same Work as
 * parseOpenAlexWork, the short id, every referenced work as a short id, and the retraction flag.
 */
async function checkLinkedWorks(recording: Recording, records: unknown[], linked: unknown[]): Promise<void> {
  const parseWork = await exported('openalex', 'parseOpenAlexWork')
  const withIds = records.filter((record) => {
    const raw = record as { id?: unknown; ids?: { openalex?: unknown } }
    const id = typeof raw.id === 'string' ? raw.id : raw.ids?.openalex
    return typeof id === 'string' && /\/W\d+$/.test(id)
  })
  expect(linked.length, 'linked works lost while parsing').toBe(withIds.length)
  const problems: string[] = []
  withIds.forEach((record, i) => {
    const raw = record as { referenced_works?: unknown; is_retracted?: unknown }
    const entry = linked[i] as { work: Work; openalexId: string; referencedWorks: string[]; isRetracted: boolean }
    const where = `linked work #${i} ${entry.openalexId}`
    if (!/^W\d+$/.test(entry.openalexId)) problems.push(`${where}: not a short work id`)
    expect(entry.work, where).toEqual(parseWork(record))
    const references = Array.isArray(raw.referenced_works) ? new Set(raw.referenced_works as unknown[]) : new Set()
    if (entry.referencedWorks.length !== references.size)
      problems.push(`${where}: ${entry.referencedWorks.length} references read of ${references.size}`)
    if (entry.referencedWorks.some((id) => !/^W\d+$/.test(id))) problems.push(`${where}: a reference is not a work id`)
    if (entry.isRetracted !== (raw.is_retracted === true)) problems.push(`${where}: retraction flag misread`)
  })
  expect(problems, `${recording.api}/${recording.name}`).toEqual([])
  checkWorks(
    recording,
    linked.map((entry) => (entry as { work: unknown }).work),
    'openalex',
  )
}

/** A `cites:` or `openalex:` list recording fed to citingWorks / getLinkedWorks: the connector reads what the parser read. */
async function linkedConnectorAgrees(recording: Recording, parsedCount: number): Promise<string | undefined> {
  const filter = recording.url.searchParams.get('filter') ?? ''
  const match = /^(cites|openalex|openalex_id):([^,]+)$/.exec(filter)
  if (!match) return undefined
  const ids = match[2]!.split('|')
  const { connector } = await connectorFor('openalex', recording)
  const openalex = connector as unknown as OpenAlexConnector
  const result =
    match[1] === 'cites'
      ? await openalex.citingWorks({ openalexIds: ids, limit: 100 })
      : await openalex.getLinkedWorks({ openalexIds: ids })
  expect(result.calls).toBe(1)
  expect(result.works.length, 'the connector read a different number of linked works').toBe(Math.min(parsedCount, 100))
  return match[1] === 'cites' ? 'citingWorks agrees' : 'getLinkedWorks agrees'
}

/** An error recording: the connector throws a SourceError or finds nothing; it never returns works. */
async function connectorRefuses(api: Api, recording: Recording): Promise<string> {
  const { connector } = await connectorFor(api, recording)
  try {
    const result = await connector.searchWorks({ query: 'real data', limit: 10 })
    expect(result.works, 'the connector turned an error response into works').toEqual([])
    return 'no works'
  } catch (error) {
    expect(error, `expected a SourceError, got ${String(error)}`).toBeInstanceOf(SourceError)
    return `SourceError ${(error as SourceError).kind}`
  }
}

/** A parser given an error body must throw or return no works. */
async function parserRefuses(api: Api, parserName: string, input: unknown) {
  const parse = await exported(api, parserName)
  let output: unknown
  try {
    output = parse(input)
  } catch {
    return
  }
  const works = Array.isArray(output)
    ? output
    : output && typeof output === 'object' && 'works' in output
      ? (output as { works: unknown[] }).works
      : [output]
  expect(works, `${parserName} turned an error body into works`).toEqual([])
}

// ---------- rules: which parser reads which recording ----------

type Outcome = { records: number; note?: string }
type Rule = {
  /** the parser (or "errors:<api>", "unused:<what>") that claims the recording */
  claim: string
  api: Api
  matches: (recording: Recording, segments: string[]) => boolean
  check: (recording: Recording) => Promise<Outcome>
}

const isError = (recording: Recording) => recording.status >= 400
const ok = (recording: Recording) => recording.status >= 200 && recording.status < 300

/** A recording of an endpoint Lodestar does not call: claimed on purpose, only checked to be well-formed. */
function unused(api: Api, what: string, matches: Rule['matches']): Rule {
  return {
    claim: `unused: ${what}`,
    api,
    matches: (recording, segments) => ok(recording) && matches(recording, segments),
    async check(recording) {
      if (/json/i.test(recording.contentType)) json(recording)
      else expect(recording.body.trimStart().startsWith('<'), 'expected an XML body').toBe(true)
      return { records: 0, note: 'not used by Lodestar' }
    },
  }
}

const RULES: Rule[] = [
  // ----- OpenAlex -----
  {
    claim: 'errors: openalex',
    api: 'openalex',
    matches: isError,
    async check(recording) {
      const isJson = /json/i.test(recording.contentType)
      if (isJson) {
        const parseError = await exported('openalex', 'parseOpenAlexError')
        expect(parseError(recording.body), 'parseOpenAlexError found no message').toEqual(expect.any(String))
      }
      const input = isJson ? json(recording) : recording.body
      await parserRefuses('openalex', 'parseOpenAlexWorksList', input)
      await parserRefuses('openalex', 'parseOpenAlexLinkedWorksList', input)
      return { records: 0, note: await connectorRefuses('openalex', recording) }
    },
  },
  {
    claim: 'parseOpenAlexWork',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'works' && segments.length >= 2,
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexWork')
      const records = checkWorks(recording, [parse(json(recording))], 'openalex')
      const parseLinked = await exported('openalex', 'parseOpenAlexLinkedWork')
      await checkLinkedWorks(recording, [json(recording)], [parseLinked(json(recording))])
      return { records, note: 'and parseOpenAlexLinkedWork' }
    },
  },
  {
    claim: 'parseOpenAlexGroupBy',
    api: 'openalex',
    matches: (recording) => ok(recording) && recording.url.searchParams.has('group_by'),
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexGroupBy')
      const groups = parse(json(recording)) as { key: unknown; label: unknown; count: unknown }[]
      expect(groups.length).toBeGreaterThan(0)
      for (const group of groups) {
        expect(group.key).toEqual(expect.any(String))
        expect(String(group.key).trim()).not.toBe('')
        expect(group.label).toEqual(expect.any(String))
        expect(Number.isInteger(group.count) && (group.count as number) >= 0).toBe(true)
      }
      return { records: groups.length }
    },
  },
  {
    claim: 'parseOpenAlexWorksList',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'works' && segments.length === 1,
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexWorksList')
      const list = parse(json(recording)) as { works: unknown[]; total: number | null }
      const records = checkWorks(recording, list.works, 'openalex')
      const results = (json(recording) as { results?: unknown[] }).results ?? []
      expect(records, 'works lost while parsing').toBe(results.length)
      if (list.total !== null) expect(list.total).toBeGreaterThanOrEqual(records)
      await connectorAgrees('openalex', recording, records, 'openalex')
      const parseLinked = await exported('openalex', 'parseOpenAlexLinkedWorksList')
      const linked = (parseLinked(json(recording)) as { works: unknown[] }).works
      await checkLinkedWorks(recording, results, linked)
      const agrees = await linkedConnectorAgrees(recording, linked.length)
      return { records, note: ['and parseOpenAlexLinkedWorksList', agrees].filter(Boolean).join(', ') }
    },
  },
  {
    claim: 'parseOpenAlexAuthor',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'authors' && segments.length === 2,
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexAuthor')
      return { records: checkAuthors(recording, [parse(json(recording))]) }
    },
  },
  {
    claim: 'parseOpenAlexAuthorsList',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'authors' && segments.length === 1,
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexAuthorsList')
      const list = parse(json(recording)) as { authors: unknown[]; total: number }
      const records = checkAuthors(recording, list.authors)
      expect(records).toBe(((json(recording) as { results?: unknown[] }).results ?? []).length)
      return { records }
    },
  },
  {
    claim: 'parseOpenAlexAutocomplete',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'autocomplete',
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexAutocomplete')
      const entries = parse(json(recording)) as {
        id: string
        name: string
        worksCount: number
        citationCount: number
      }[]
      expect(entries.length).toBeGreaterThan(0)
      for (const entry of entries) {
        expect(entry.id).toMatch(/^[A-Z]\d+$/)
        expect(entry.name.trim()).not.toBe('')
        expect(markupIn(entry.name)).toBeNull()
        expect(Number.isInteger(entry.worksCount) && Number.isInteger(entry.citationCount)).toBe(true)
      }
      return { records: entries.length }
    },
  },
  {
    claim: 'parseOpenAlexSource',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'sources' && segments.length === 2,
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexSource')
      const source = parse(json(recording)) as { id: string; name: string }
      expect(source.id).toMatch(/^S\d+$/)
      expect(source.name.trim()).not.toBe('')
      return { records: 1 }
    },
  },
  {
    claim: 'parseOpenAlexSourcesList',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'sources' && segments.length === 1,
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexSourcesList')
      const sources = parse(json(recording)) as { id: string; name: string; worksCount: number }[]
      expect(sources.length).toBe(((json(recording) as { results?: unknown[] }).results ?? []).length)
      for (const source of sources) {
        expect(source.id).toMatch(/^S\d+$/)
        expect(source.name.trim()).not.toBe('')
        expect(Number.isInteger(source.worksCount)).toBe(true)
      }
      return { records: sources.length }
    },
  },
  {
    claim: 'parseOpenAlexInstitutionsList',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'institutions' && segments.length === 1,
    async check(recording) {
      const parse = await exported('openalex', 'parseOpenAlexInstitutionsList')
      const institutions = parse(json(recording)) as { id: string; name: string; worksCount: number }[]
      expect(institutions.length).toBe(((json(recording) as { results?: unknown[] }).results ?? []).length)
      for (const institution of institutions) {
        expect(institution.id).toMatch(/^I\d+$/)
        expect(institution.name.trim()).not.toBe('')
        expect(Number.isInteger(institution.worksCount)).toBe(true)
      }
      return { records: institutions.length }
    },
  },
  {
    claim: 'unused: OpenAlex rate-limit status',
    api: 'openalex',
    matches: (recording, segments) => ok(recording) && segments[0] === 'rate-limit',
    async check(recording) {
      // Not an endpoint Lodestar calls; served in place of a works list it must not become works.
      await parserRefuses('openalex', 'parseOpenAlexWorksList', json(recording))
      return { records: 0, note: 'not used by Lodestar; rejected as a works list' }
    },
  },

  // ----- arXiv -----
  {
    claim: 'errors: arxiv (parseArxivFeed)',
    api: 'arxiv',
    matches: isError,
    async check(recording) {
      const parse = await exported('arxiv', 'parseArxivFeed')
      const feed = parse(recording.body) as { works: unknown[]; error: string | null }
      expect(feed.error, 'parseArxivFeed did not report the error entry').toEqual(expect.any(String))
      expect(feed.works).toEqual([])
      return { records: 0, note: await connectorRefuses('arxiv', recording) }
    },
  },
  {
    claim: 'parseArxivFeed',
    api: 'arxiv',
    matches: (recording, segments) => ok(recording) && segments.at(-1) === 'query',
    async check(recording) {
      const parse = await exported('arxiv', 'parseArxivFeed')
      const feed = parse(recording.body) as { works: unknown[]; total: number | null; error: string | null }
      expect(feed.error).toBeNull()
      const records = checkWorks(recording, feed.works, 'arxiv')
      const entries = (recording.body.match(/<entry[\s>]/g) ?? []).length
      expect(records, 'entries lost while parsing').toBe(entries)
      if (records > 0) await connectorAgrees('arxiv', recording, records, 'arxiv')
      return { records }
    },
  },

  // ----- PubMed (E-utilities XML) -----
  {
    claim: 'parsePubMedESearch',
    api: 'pubmed',
    matches: (recording, segments) => ok(recording) && segments.at(-1) === 'esearch.fcgi',
    async check(recording) {
      const parse = await exported('pubmed', 'parsePubMedESearch')
      const result = parse(recording.body) as { ids: string[]; total: number }
      expect(result.ids.length).toBeGreaterThan(0)
      for (const id of result.ids) expect(id).toMatch(/^\d+$/)
      expect(result.total).toBeGreaterThanOrEqual(result.ids.length)
      return { records: result.ids.length }
    },
  },
  {
    claim: 'parsePubMedArticleSet',
    api: 'pubmed',
    matches: (recording, segments) => ok(recording) && segments.at(-1) === 'efetch.fcgi',
    async check(recording) {
      const parse = await exported('pubmed', 'parsePubMedArticleSet')
      const works = parse(recording.body) as Work[]
      const records = checkWorks(recording, works, 'pubmed')
      const articles = (recording.body.match(/<Pubmed(Book)?Article[\s>]/g) ?? []).length
      expect(records, 'articles lost while parsing').toBe(articles)
      for (const work of works) expect(work.ids.pmid).toMatch(/^\d+$/)
      return { records }
    },
  },
  unused('pubmed', 'PubMed esummary (Lodestar reads efetch)', (_r, segments) => segments.at(-1) === 'esummary.fcgi'),

  // ----- Crossref -----
  {
    claim: 'errors: crossref',
    api: 'crossref',
    matches: isError,
    async check(recording) {
      const parseError = await exported('crossref', 'parseCrossrefError')
      expect(parseError(recording.body), 'parseCrossrefError found no message').toEqual(expect.any(String))
      const input = /json/i.test(recording.contentType) ? json(recording) : recording.body
      await parserRefuses('crossref', 'parseCrossrefWorksList', input)
      return { records: 0, note: await connectorRefuses('crossref', recording) }
    },
  },
  {
    claim: 'parseCrossrefWork',
    api: 'crossref',
    matches: (recording, segments) => ok(recording) && segments[0] === 'works' && segments.length >= 2,
    async check(recording) {
      const parse = await exported('crossref', 'parseCrossrefWork')
      const work = parse(json(recording)) as Work
      expect(work.ids.doi).toMatch(/^10\./)
      return { records: checkWorks(recording, [work], 'crossref') }
    },
  },
  {
    claim: 'parseCrossrefWorksList',
    api: 'crossref',
    matches: (recording, segments) => ok(recording) && segments.at(-1) === 'works',
    async check(recording) {
      const parse = await exported('crossref', 'parseCrossrefWorksList')
      const list = parse(json(recording)) as { works: unknown[]; total: number | null }
      const records = checkWorks(recording, list.works, 'crossref')
      // Untitled items (a journal issue, say) are dropped on purpose; every titled one must survive.
      const items = ((json(recording) as { message?: { items?: { title?: unknown }[] } }).message?.items ?? []).filter(
        (item) =>
          Array.isArray(item.title) && item.title.some((title) => typeof title === 'string' && title.trim() !== ''),
      ).length
      expect(records, 'items lost while parsing').toBe(items)
      if (segments(recording)[0] === 'works') await connectorAgrees('crossref', recording, records, 'crossref')
      return { records }
    },
  },

  // ----- Europe PMC -----
  unused(
    'europepmc',
    'Europe PMC XML search (Lodestar asks for JSON)',
    (recording) => recording.url.searchParams.get('format') === 'xml',
  ),
  {
    claim: 'parseEuropePmcSearch',
    api: 'europepmc',
    matches: (recording, segments) => ok(recording) && /^search(POST)?$/.test(segments.at(-1) ?? ''),
    async check(recording) {
      const parse = await exported('europepmc', 'parseEuropePmcSearch')
      const page = parse(json(recording)) as { works: unknown[]; total: number | null }
      const records = checkWorks(recording, page.works, 'europepmc')
      const results = (
        (json(recording) as { resultList?: { result?: { title?: unknown }[] } }).resultList?.result ?? []
      ).filter((result) => typeof result.title === 'string')
      expect(records, 'results lost while parsing').toBe(results.length)
      await connectorAgrees('europepmc', recording, records, 'europepmc')
      return {
        records,
        ...(recording.url.searchParams.get('resultType') === 'idlist' ? { note: 'idlist: ids only, no works' } : {}),
      }
    },
  },

  // ----- Semantic Scholar -----
  {
    claim: 'errors: semanticscholar',
    api: 'semanticscholar',
    matches: isError,
    async check(recording) {
      const parseError = await exported('semanticscholar', 'parseS2Error')
      expect(parseError(recording.body), 'parseS2Error found no message').toEqual(expect.any(String))
      await parserRefuses('semanticscholar', 'parseS2PaperSearch', json(recording))
      return { records: 0, note: await connectorRefuses('semanticscholar', recording) }
    },
  },
  {
    claim: 'parseS2AuthorSearch',
    api: 'semanticscholar',
    matches: (recording, segments) =>
      ok(recording) && (segments[2] === 'author' || (segments[2] === 'paper' && segments.at(-1) === 'authors')),
    async check(recording) {
      const parse = await exported('semanticscholar', 'parseS2AuthorSearch')
      const body = json(recording) as { data?: unknown[] }
      const list = parse(body) as { authors: unknown[] }
      const records = checkAuthors(recording, list.authors, 'semanticscholar')
      expect(records, 'authors lost while parsing').toBe((body.data ?? []).length)
      return { records }
    },
  },
  {
    claim: 'parseS2PaperSearch',
    api: 'semanticscholar',
    matches: (recording, segments) =>
      ok(recording) && segments[2] === 'paper' && ['search', 'batch'].includes(segments[3] ?? ''),
    async check(recording) {
      const parse = await exported('semanticscholar', 'parseS2PaperSearch')
      const body = json(recording)
      const page = parse(body) as { works: unknown[] }
      const records = checkWorks(recording, page.works, 'semanticscholar')
      const items = Array.isArray(body)
        ? body.filter((item) => item !== null)
        : ((body as { data?: unknown[] }).data ?? [])
      expect(records, 'papers lost while parsing').toBe(items.length)
      if (segments(recording).join('/') === 'graph/v1/paper/search')
        await connectorAgrees('semanticscholar', recording, records, 'semanticscholar')
      return { records }
    },
  },
  {
    claim: 'parseS2Paper',
    api: 'semanticscholar',
    matches: (recording, segments) => ok(recording) && segments[2] === 'paper' && segments.length >= 4,
    async check(recording) {
      const parse = await exported('semanticscholar', 'parseS2Paper')
      return { records: checkWorks(recording, [parse(json(recording))], 'semanticscholar') }
    },
  },

  // ----- CORE -----
  {
    // The retired API v2 (recorded in 2020): Lodestar speaks v3, so these must never come out as works.
    claim: 'retired CORE v2: parseCoreV3Search refuses',
    api: 'core',
    matches: (recording, segments) => ok(recording) && segments[0] === 'api-v2',
    async check(recording) {
      await parserRefuses('core', 'parseCoreV3Search', json(recording))
      return { records: 0, note: 'CORE API v2, retired' }
    },
  },
  {
    claim: 'parseCoreV3Search',
    api: 'core',
    matches: (recording, segments) => ok(recording) && segments[0] === 'v3',
    async check(recording) {
      const parse = await exported('core', 'parseCoreV3Search')
      const page = parse(json(recording)) as { works: unknown[] }
      const records = checkWorks(recording, page.works, 'core')
      await connectorAgrees('core', recording, records, 'core')
      return { records }
    },
  },
]

function segments(recording: Recording): string[] {
  return recording.url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
}

function ruleFor(recording: Recording): Rule | undefined {
  if (!isApi(recording.api)) return undefined
  return RULES.find((rule) => rule.api === recording.api && rule.matches(recording, segments(recording)))
}

// ---------- the suite ----------

const present = existsSync(fixturesDir)
const absentMessage =
  `Real-data suite: the shared data folder was not found at ${fixturesDir}. ` +
  'Set SHARED_DATA_DIR to the folder that holds scholarly/fixtures and scholarly/corpus, ' +
  'or set REAL_DATA_OPTIONAL=1 to skip this suite.'

if (!SUITE_ENABLED) {
  describe.skip('real-data suite (run it with npm run test:real-data)', () => {
    it('is run by vitest.real-data.config.ts', () => undefined)
  })
} else if (!present) {
  if (process.env.REAL_DATA_OPTIONAL === '1') {
    console.warn(`${absentMessage} (skipped: REAL_DATA_OPTIONAL=1)`)
    describe.skip('real-data suite (shared data absent)', () => {
      it('needs the shared data', () => undefined)
    })
  } else {
    console.error(absentMessage)
    describe('real-data suite', () => {
      it('needs the shared data', () => {
        throw new Error(absentMessage)
      })
    })
  }
} else {
  const { recordings, problems } = loadRecordings()
  const tally = new Map<string, { recordings: number; records: number; notes: string[] }>()

  afterAll(() => {
    const lines = [...tally]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([claim, t]) =>
          `  ${claim.padEnd(52)} ${String(t.recordings).padStart(3)} recording(s) ${String(t.records).padStart(5)} record(s)${t.notes.length ? `  [${[...new Set(t.notes)].join('; ')}]` : ''}`,
      )
    console.log(`real-data: ${recordings.length} recordings in ${fixturesDir}\n${lines.join('\n')}`)
  })

  describe('recordings', () => {
    it('are all readable, each with its sidecar', () => {
      expect(problems).toEqual([])
      expect(recordings.length).toBeGreaterThan(0)
    })

    it('are each claimed by a parser (or deliberately marked unused)', () => {
      const unclaimed = recordings
        .filter((recording) => !ruleFor(recording))
        .map(
          (recording) =>
            `${recording.api}/${recording.name} (${recording.status} ${recording.method} ${recording.url.origin}${recording.url.pathname})`,
        )
      expect(unclaimed, 'add a rule for these recordings in server/real-data/real-data.test.ts').toEqual([])
    })

    for (const recording of recordings) {
      const rule = ruleFor(recording)
      it(`${recording.api}/${recording.name} → ${rule?.claim ?? 'UNCLAIMED'}`, async () => {
        if (!rule) throw new Error(`no parser claims ${recording.api}/${recording.name}`)
        const outcome = await rule.check(recording)
        const entry = tally.get(rule.claim) ?? { recordings: 0, records: 0, notes: [] }
        entry.recordings++
        entry.records += outcome.records
        if (outcome.note) entry.notes.push(outcome.note)
        tally.set(rule.claim, entry)
      })
    }
  })

  describe('corpus', () => {
    const files = existsSync(corpusDir)
      ? readdirSync(corpusDir)
          .filter((file) => /\.jsonl(\.gz)?$/.test(file))
          .sort()
      : []

    it('has files', () => {
      expect(files.length, `no .jsonl(.gz) files in ${corpusDir}`).toBeGreaterThan(0)
    })

    for (const file of files) {
      it(`${file}: the first ${CORPUS_SAMPLE_LINES.toLocaleString('en-US')} lines parse into valid works`, async () => {
        const raw = createReadStream(join(corpusDir, file))
        const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw
        const lines = createInterface({ input, crlfDelay: Infinity })
        const problems: string[] = []
        const formats = new Map<string, number>()
        let read = 0
        try {
          for await (const line of lines) {
            if (read >= CORPUS_SAMPLE_LINES) break
            read++
            const result = parseCorpusLine(line)
            if (!result) continue
            if (!result.ok) {
              problems.push(`line ${read}: ${result.reason}${result.detail ? ` (${result.detail})` : ''}`)
              continue
            }
            formats.set(result.format, (formats.get(result.format) ?? 0) + 1)
            const { work } = result
            if (!WorkSchema.safeParse(work).success) problems.push(`line ${read}: not a valid Work`)
            if (!work.title.trim()) problems.push(`line ${read}: empty title`)
            const markup = markupIn(work.title) ?? markupIn(work.abstract)
            if (markup) problems.push(`line ${read}: markup ${JSON.stringify(markup)} left`)
            if (!work.ids.doi && !work.ids.arxiv && !work.ids.openalex) problems.push(`line ${read}: no identifier`)
          }
        } finally {
          lines.close()
          raw.destroy()
        }
        expect(problems.slice(0, 20)).toEqual([])
        expect(read).toBeGreaterThan(0)
        const entry = {
          recordings: 1,
          records: read,
          notes: [[...formats].map(([format, n]) => `${format}: ${n}`).join(', ')],
        }
        tally.set(`corpus ${file}`, entry)
      })
    }
  })
}
