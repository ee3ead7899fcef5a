import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { MeSchema } from '#shared/contract/account'
import {
  ConversationSchema,
  ResearchEventSchema,
  ResearchSourceIds,
  ResearchSourcesResponseSchema,
  type AskInput,
  type ResearchEvent,
} from '#shared/contract/research'
import { FREE_DAILY_LIMITS, QUOTA_EXCEEDED_MESSAGES } from '#shared/plans'
import type { TestApp } from '../../test/create-test-app'
import { consume } from '../quota'
import { createFakeFetch, fakeLlmEnv, IN_PROCESS_FAKE_ORIGIN } from '../../test/fakes'
import { createOpenAiFake, FAKE_LLM_MODEL, type OpenAiFakeStreamEnd } from '../../test/fakes/openai.fake'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'

const QUESTION = 'What causes coral bleaching on reefs?'
const withModel = (model = FAKE_LLM_MODEL) => fakeLlmEnv(IN_PROCESS_FAKE_ORIGIN, model)

function ask(app: TestApp, cookie: string | undefined, input: Partial<AskInput>, init: RequestInit = {}) {
  return app.request('/api/research/ask', {
    method: 'POST',
    cookie,
    json: { question: QUESTION, sources: ['openalex', 'europepmc', 'pubmed'], webScanning: false, ...input },
    ...init,
  })
}

/** Every `data:` line of the body, each parsed with the contract's schema (a line that does not parse fails). */
async function eventsOf(response: Response): Promise<ResearchEvent[]> {
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const text = await response.text()
  const blocks = text.split('\n\n').filter((block) => block.trim())
  return blocks.map((block) => {
    expect(block).toMatch(/^data: /)
    expect(block.split('\n')).toHaveLength(1)
    return ResearchEventSchema.parse(JSON.parse(block.slice('data: '.length)))
  })
}

const textOf = (events: ResearchEvent[]) =>
  events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('')
const ofType = <T extends ResearchEvent['type']>(events: ResearchEvent[], type: T) =>
  events.filter((event): event is Extract<ResearchEvent, { type: T }> => event.type === type)
const only = <T extends ResearchEvent['type']>(events: ResearchEvent[], type: T) => {
  const found = ofType(events, type)
  expect(found, `one ${type} event`).toHaveLength(1)
  return found[0]!
}
const markersIn = (text: string) =>
  [...text.matchAll(/\[(\d+(?:\s*[-–,]\s*\d+)*)\]/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((part) => Number(part.trim())),
  )

/** After the conversation's id, the events' types with repeats collapsed: progress, answer-start, delta, …, done. */
function shape(events: ResearchEvent[]): string[] {
  expect(events[0]?.type).toBe('conversation')
  return events
    .slice(1)
    .map((event) => event.type)
    .filter((type, i, all) => i === 0 || all[i - 1] !== type)
}

async function aiQueriesUsed(app: TestApp, cookie: string) {
  const me = await readJson(await app.request('/api/me', { cookie }), MeSchema)
  return me.quota.usage.find((usage) => usage.kind === 'aiQuery')?.used ?? 0
}

test('a visitor is asked to sign in (401 JSON, not a stream)', async () => {
  const app = await testApp()

  const response = await ask(app, undefined, {})

  expect(response.status).toBe(401)
  expect(response.headers.get('content-type')).toMatch(/json/)
  expect(await readError(response)).toMatchObject({ code: 'UNAUTHORIZED' })
})

test.each([
  ['biomedical', 'Biomedical mode requires premium access.'],
  ['trends', 'Trends mode requires premium access.'],
  ['deep', 'Deep Research mode requires premium access.'],
] as const)('a free user asking in %s mode gets 403: %s', async (mode, message) => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const response = await ask(app, cookie, { mode })

  expect(response.status).toBe(403)
  expect(await readError(response)).toMatchObject({ code: 'FORBIDDEN', message })
  expect(await aiQueriesUsed(app, cookie)).toBe(0)
})

test.each([
  ['an empty question', { question: '   ' }],
  ['no sources', { sources: [] }],
  ['an unknown mode', { mode: 'astrology' }],
  ['a scan depth of 11', { scanDepth: 11 }],
  ['a question over 2000 characters', { question: 'coral '.repeat(400) }],
])('%s is refused with 400', async (_, input) => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const response = await ask(app, cookie, input as Partial<AskInput>)

  expect(response.status).toBe(400)
  expect(await readError(response)).toMatchObject({ code: 'BAD_REQUEST' })
})

test('evidence mode streams progress, the brief and its references, every [n] resolving and every quote verbatim', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const events = await eventsOf(await ask(app, cookie, {}))

  expect(shape(events)).toEqual(['progress', 'answer-start', 'delta', 'sentences', 'references', 'done'])
  expect(only(events, 'answer-start')).toEqual({ type: 'answer-start', kind: 'evidence', model: null, notice: null })
  expect(ofType(events, 'delta').length).toBeGreaterThan(1)
  const progress = ofType(events, 'progress').map((event) => event.progress)
  expect(
    progress
      .filter((entry) => entry.status === 'done')
      .map((entry) => entry.source)
      .sort(),
  ).toEqual(['europepmc', 'openalex', 'pubmed'])
  const text = textOf(events)
  const { references } = only(events, 'references')
  const numbers = references.map((reference) => reference.n)
  expect(markersIn(text).length).toBeGreaterThan(0)
  for (const n of markersIn(text)) expect(numbers).toContain(n)
  const { sentences } = only(events, 'sentences')
  expect(sentences.length).toBeGreaterThan(0)
  for (const sentence of sentences) {
    const reference = references.find((candidate) => candidate.n === sentence.citations[0])
    expect(reference?.work.abstract).toContain(sentence.text)
    expect(text).toContain(sentence.text)
  }
  const done = only(events, 'done')
  expect(done.incomplete).toBe(false)
  expect(done.receipt).toMatchObject({ mode: 'comprehensive', model: null, kind: 'evidence' })
  expect(done.receipt.sources.map((entry) => entry.query)).toEqual(Array(3).fill('causes coral bleaching reefs'))
  expect(await aiQueriesUsed(app, cookie)).toBe(1)
})

test('with a model: deltas, sentences with support levels, references only of cited passages', async () => {
  const app = await testApp(withModel())
  const { cookie } = await app.signUp()

  const events = await eventsOf(await ask(app, cookie, {}))

  expect(shape(events)).toEqual(['progress', 'answer-start', 'delta', 'sentences', 'references', 'done'])
  expect(only(events, 'answer-start')).toMatchObject({ kind: 'model', model: FAKE_LLM_MODEL, notice: null })
  expect(ofType(events, 'delta').length).toBeGreaterThan(5)
  const text = textOf(events)
  const { references } = only(events, 'references')
  const cited = [...new Set(markersIn(text))].sort((a, b) => a - b)
  expect(cited.length).toBeGreaterThan(0)
  expect(references.map((reference) => reference.n)).toEqual(cited)
  const { sentences } = only(events, 'sentences')
  expect(sentences.filter((sentence) => sentence.citations.length).map((sentence) => sentence.support)).not.toContain(
    null,
  )
  expect(sentences.some((sentence) => sentence.support === 'supported')).toBe(true)
  expect(sentences.every((sentence) => !sentence.flagged)).toBe(true)
  expect(only(events, 'done').receipt).toMatchObject({ model: FAKE_LLM_MODEL, kind: 'model' })
  expect(await aiQueriesUsed(app, cookie)).toBe(1)
})

test('a citation the model invents is flagged and never shown: every [n] in the text has a reference', async () => {
  const app = await testApp(withModel())
  const { cookie } = await app.signUp()

  const events = await eventsOf(await ask(app, cookie, { question: `${QUESTION} llm-invent` }))

  const text = textOf(events)
  const { references } = only(events, 'references')
  for (const n of markersIn(text)) expect(references.map((reference) => reference.n)).toContain(n)
  const { sentences } = only(events, 'sentences')
  const flagged = sentences.filter((sentence) => sentence.flagged)
  expect(flagged).toHaveLength(1)
  expect(flagged[0]!.citations).toEqual([])
  expect(text).toContain(flagged[0]!.text)
})

test('a model that fails before any text: the answer comes as an evidence brief, saying why', async () => {
  const app = await testApp(withModel('fake-llm-fail-500'))
  const { cookie } = await app.signUp()

  const events = await eventsOf(await ask(app, cookie, {}))

  expect(shape(events)).toEqual(['progress', 'answer-start', 'delta', 'sentences', 'references', 'done'])
  expect(only(events, 'answer-start')).toEqual({
    type: 'answer-start',
    kind: 'evidence',
    model: null,
    notice: 'The language model could not be reached (HTTP 500); this is an evidence brief.',
  })
  expect(only(events, 'done').receipt).toMatchObject({ kind: 'evidence', model: null })
  expect(await aiQueriesUsed(app, cookie)).toBe(1)
})

test('a model cut off midway: the text that arrived is kept, and done says incomplete', async () => {
  const app = await testApp(withModel())
  const { cookie } = await app.signUp()

  const events = await eventsOf(await ask(app, cookie, { question: `${QUESTION} llm-cut` }))

  expect(shape(events)).toEqual(['progress', 'answer-start', 'delta', 'sentences', 'references', 'done'])
  expect(textOf(events).length).toBeGreaterThan(20)
  expect(only(events, 'done')).toMatchObject({ incomplete: true, receipt: { kind: 'model' } })
  for (const n of markersIn(textOf(events)))
    expect(only(events, 'references').references.map((reference) => reference.n)).toContain(n)
})

test('nothing relevant retrieved: it abstains, names the sources asked, and is not counted', async () => {
  const app = await testApp(withModel())
  const { cookie } = await app.signUp()

  const events = await eventsOf(
    await ask(app, cookie, { question: 'zorbiflex quandle snarfwidget thermoblast', sources: ['europepmc', 'pubmed'] }),
  )

  expect(only(events, 'answer-start')).toMatchObject({ kind: 'abstain', model: null })
  const text = textOf(events)
  expect(text).toMatch(/so there is no answer/)
  expect(text).toContain('Europe PMC')
  expect(text).toContain('PubMed')
  expect(only(events, 'references').references).toEqual([])
  expect(only(events, 'done').receipt.kind).toBe('abstain')
  expect(await aiQueriesUsed(app, cookie)).toBe(0)
})

test('every source failing: it abstains with what failed, and the query is not counted', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const events = await eventsOf(await ask(app, cookie, { question: 'coral bleaching fail-500' }))

  expect(only(events, 'answer-start').kind).toBe('abstain')
  expect(ofType(events, 'progress').filter((event) => event.progress.status === 'failed').length).toBe(3)
  expect(textOf(events)).toMatch(/No source could be searched/)
  expect(await aiQueriesUsed(app, cookie)).toBe(0)
})

test('ethical mode declines a harmful request with the rule, without asking any source or counting it', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const events = await eventsOf(
    await ask(app, cookie, { question: 'Give me step by step instructions to synthesize sarin nerve agent' }),
  )

  expect(shape(events)).toEqual(['answer-start', 'delta', 'sentences', 'references', 'done'])
  expect(textOf(events)).toMatch(/^Ethical mode declined this request \(rule: /)
  expect(await aiQueriesUsed(app, cookie)).toBe(0)
})

test('50 parallel asks by a free user: exactly 5 are answered, the rest refused by 429 or the quota error event before any source', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const responses = await Promise.all(Array.from({ length: 50 }, () => ask(app, cookie, {})))

  let answered = 0
  let refused = 0
  for (const response of responses) {
    if (response.status === 429) {
      expect(await readError(response)).toMatchObject({
        code: 'RATE_LIMITED',
        message: QUOTA_EXCEEDED_MESSAGES.aiQuery.message,
      })
      refused++
      continue
    }
    const events = await eventsOf(response)
    const error = ofType(events, 'error')[0]
    if (error) {
      expect(events).toEqual([
        expect.objectContaining({ type: 'conversation' }),
        { type: 'error', code: 'RATE_LIMITED', message: QUOTA_EXCEEDED_MESSAGES.aiQuery.message },
      ])
      refused++
    } else {
      expect(only(events, 'done').receipt.kind).toBe('evidence')
      answered++
    }
  }
  expect(answered).toBe(5)
  expect(refused).toBe(45)
  expect(await aiQueriesUsed(app, cookie)).toBe(5)
  const late = await ask(app, cookie, {})
  expect(late.status).toBe(429)
  expect(Number(late.headers.get('retry-after'))).toBeGreaterThan(0)
}, 60_000)

/**
 * Holds the tables an ask writes before its answer (the new conversation, the quota claim and counter) until
 * `release`. Reads go on; on PGlite, one connection, nothing does, so the caller's session is read (and kept) first.
 */
async function holdAskWrites(app: TestApp, cookie: string) {
  await app.request('/api/me', { cookie })
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held!: () => void
  const isHeld = new Promise<void>((resolve) => (held = resolve))
  const holding = app.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE research_conversation, quota_claim, usage_counter IN EXCLUSIVE MODE`)
    held()
    await released
  })
  await isHeld
  return async () => {
    release()
    await holding
  }
}

/** A streamed answer read in two steps: its first event as soon as it arrives, then every event. */
function streamOf(response: Response) {
  expect(response.status).toBe(200)
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  const parse = (block: string) => ResearchEventSchema.parse(JSON.parse(block.slice('data: '.length)))
  return {
    first: async () => {
      while (!text.includes('\n\n')) {
        const { value, done } = await reader.read()
        if (done) break
        text += value
      }
      return parse(text.slice(0, text.indexOf('\n\n')))
    },
    all: async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read()) text += read.value
      return text
        .split('\n\n')
        .filter((block) => block.trim())
        .map(parse)
    },
  }
}

test('the first event comes before any write: a new conversation and the AI query claim are written after it', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const releaseWrites = await holdAskWrites(app, cookie)

  const stream = streamOf(await ask(app, cookie, {}))
  const first = await stream.first()
  await releaseWrites()

  expect(first.type).toBe('conversation')
  const { conversationId } = only(await stream.all(), 'conversation')
  const saved = await readJson(
    await app.request(`/api/research/conversations/${conversationId}`, { cookie }),
    ConversationSchema,
  )
  expect(saved.messages.map((message) => message.question)).toEqual([QUESTION])
  expect(await aiQueriesUsed(app, cookie)).toBe(1)
})

test('two asks racing for the last AI query of the day: one is answered, the other stream ends with the quota error', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  const limit = FREE_DAILY_LIMITS.aiQuery
  for (let used = 0; used < limit - 1; used++)
    await consume(app.db, { userId, access: { isPremium: false } }, 'aiQuery')
  const releaseWrites = await holdAskWrites(app, cookie)

  const streams = [streamOf(await ask(app, cookie, {})), streamOf(await ask(app, cookie, {}))]
  // both streams open while the claims wait: neither saw the day's queries spent
  for (const stream of streams) expect((await stream.first()).type).toBe('conversation')
  await releaseWrites()

  const outcomes = await Promise.all(streams.map((stream) => stream.all()))
  const refused = outcomes.filter((events) => events.some((event) => event.type === 'error'))
  const answered = outcomes.filter((events) => !refused.includes(events))
  expect(refused).toHaveLength(1)
  expect(refused[0]).toEqual([
    expect.objectContaining({ type: 'conversation' }),
    { type: 'error', code: 'RATE_LIMITED', message: QUOTA_EXCEEDED_MESSAGES.aiQuery.message },
  ])
  expect(answered).toHaveLength(1)
  expect(only(answered[0]!, 'done').receipt.kind).toBe('evidence')
  expect(await aiQueriesUsed(app, cookie)).toBe(limit)
})

test('a premium user asks in a premium mode; Trends adds the yearly counts with a fitted line', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(
    await ask(app, cookie, { mode: 'trends', question: 'machine learning', sources: ['openalex'] }),
  )

  const trend = only(events, 'trend')
  expect(trend.years.length).toBeGreaterThan(1)
  expect(Number.isFinite(trend.slope) && Number.isFinite(trend.intercept)).toBe(true)
  expect(shape(events).slice(-5)).toEqual(['answer-start', 'delta', 'sentences', 'references', 'done'])
  expect(events.findIndex((event) => event.type === 'trend')).toBeLessThan(
    events.findIndex((event) => event.type === 'answer-start'),
  )

  // the saved conversation keeps the chart's data, so reopening it draws the same chart
  const saved = await readJson(
    await app.request(`/api/research/conversations/${only(events, 'conversation').conversationId}`, { cookie }),
    ConversationSchema,
  )
  expect(saved.messages[0]?.trend).toEqual({ years: trend.years, slope: trend.slope, intercept: trend.intercept })
  expect(saved.messages[0]?.compounds).toEqual([])
})

test('Chemical mode looks the named compound up in PubChem beside the literature', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(
    await ask(app, cookie, {
      mode: 'chemical',
      question: 'What is known about the toxicity of aspirin?',
      sources: ['pubchem', 'europepmc'],
    }),
  )

  const { compounds } = only(events, 'compounds')
  expect(compounds[0]).toMatchObject({ name: expect.any(String), molecularFormula: expect.any(String) })
  expect(compounds[0]!.url).toMatch(/^https:\/\//)
  const saved = await readJson(
    await app.request(`/api/research/conversations/${only(events, 'conversation').conversationId}`, { cookie }),
    ConversationSchema,
  )
  expect(saved.messages[0]?.compounds).toEqual(compounds)
  expect(saved.messages[0]?.trend).toBeNull()
  expect(
    ofType(events, 'progress').find((event) => event.progress.source === 'pubchem' && event.progress.status === 'done')
      ?.progress.query,
  ).toContain('aspirin')
})

const HBB = 'ATGGTGCATCTGACTCCTGAGGAGAAGTCTGCCGTTACTGCCCTGTGGGGCAAGGTGAAC'

test('Genomic mode BLASTs the sequence in the question: the hits arrive before the answer and are kept', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(
    await ask(app, cookie, {
      mode: 'genomic',
      question: `Which gene does this sequence come from: ${HBB}`,
      sources: ['blast', 'europepmc'],
    }),
  )

  const { blast } = only(events, 'blast')
  expect(blast).toMatchObject({ program: 'blastn', database: 'nt', rid: expect.any(String) })
  expect(blast.url).toBe(`https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&RID=${blast.rid}`)
  expect(blast.hits[0]).toMatchObject({ accession: 'NM_000518', organism: 'Homo sapiens', identity: 100 })
  expect(events.findIndex((event) => event.type === 'blast')).toBeLessThan(
    events.findIndex((event) => event.type === 'answer-start'),
  )
  const done = ofType(events, 'progress').find(
    (event) => event.progress.source === 'blast' && event.progress.status === 'done',
  )
  expect(done?.progress).toMatchObject({ hits: 3, query: `blastn on nt: 60 nucleotides, RID ${blast.rid}` })
  // the literature is asked without the sequence
  const europepmc = ofType(events, 'progress').find((event) => event.progress.source === 'europepmc')
  expect(europepmc?.progress.query).not.toContain('ATGG')

  const saved = await readJson(
    await app.request(`/api/research/conversations/${only(events, 'conversation').conversationId}`, { cookie }),
    ConversationSchema,
  )
  expect(saved.messages[0]?.blast).toEqual(blast)
})

test('Genomic mode without a sequence does not ask BLAST, and says why', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(
    await ask(app, cookie, { mode: 'genomic', question: QUESTION, sources: ['blast', 'europepmc'] }),
  )

  expect(ofType(events, 'blast')).toEqual([])
  expect(ofType(events, 'progress').find((event) => event.progress.source === 'blast')?.progress).toMatchObject({
    status: 'unavailable',
    reason: 'no DNA or protein sequence in the question',
  })
})

test('a BLAST search NCBI has not finished in time leaves the answer to come, with the RID and its link', async () => {
  const app = await testApp({ BLAST_WAIT_MS: '1' })
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(
    await ask(app, cookie, {
      mode: 'genomic',
      question: `>query\n${HBB}`,
      sources: ['blast', 'europepmc'],
    }),
  )

  expect(ofType(events, 'blast')).toEqual([])
  const last = ofType(events, 'progress')
    .filter((event) => event.progress.source === 'blast')
    .at(-1)
  expect(last?.progress).toMatchObject({ status: 'done', hits: null })
  expect(last?.progress.reason).toMatch(
    /^BLAST is still running at NCBI \(RID (\w+)\); view it at https:\/\/blast\.ncbi\.nlm\.nih\.gov\/Blast\.cgi\?CMD=Get&RID=\w+$/,
  )
  expect(only(events, 'done')).toBeTruthy()
})

const LATER_TITLE = 'Marine heatwaves cause coral bleaching on reefs worldwide'
const LATER_ABSTRACT =
  'Coral bleaching on reefs is caused mainly by marine heatwaves. Heat stress causes coral bleaching across reefs in every ocean.'

/** An OpenAlex work in the wire format, found only by the follow-up rounds' queries. */
function laterRoundWork() {
  const index: Record<string, number[]> = {}
  LATER_ABSTRACT.split(' ').forEach((word, at) => (index[word] ??= []).push(at))
  return {
    id: 'https://openalex.org/W4242424242',
    title: LATER_TITLE,
    display_name: LATER_TITLE,
    publication_year: 2025,
    cited_by_count: 900,
    type: 'article',
    abstract_inverted_index: index,
  }
}

/**
 * The fakes, with every source request recorded by its query; OpenAlex answers a query other than the
 * first round's with one more work, and `delayLater` slows those answers down.
 */
function deepFakes(firstQuery: string, delayLater = 0) {
  const sources = createFakeFetch()
  const queries: string[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString())
    const search = url.searchParams.get('search')
    if (!url.pathname.startsWith('/openalex/works') || search === null) return sources(input, init)
    queries.push(search)
    if (search === firstQuery) return sources(input, init)
    if (delayLater)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayLater)
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(init.signal?.reason as Error)
        })
      })
    const response = await sources(input, init)
    const body = (await response.json()) as { results: unknown[] }
    return Response.json({ ...body, results: [laterRoundWork(), ...body.results] })
  }
  return { fetch, queries }
}

const FIRST_QUERY = 'causes coral bleaching reefs'

test('Deep Research runs rounds within a stated budget; the receipt lists every query; later works are cited', async () => {
  const fakes = deepFakes(FIRST_QUERY)
  const app = await testApp({}, { sourceFetch: fakes.fetch })
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(
    await ask(app, cookie, { mode: 'deep', sources: ['openalex', 'europepmc'], scanDepth: 5 }),
  )

  const rounds = ofType(events, 'round')
  expect(rounds.map((event) => event.round)).toEqual([1, 2, 3])
  expect(rounds[0]).toMatchObject({ of: 3, queries: [FIRST_QUERY], spent: { calls: 0 } })
  for (const event of rounds) expect(event.budget).toEqual({ calls: 2 * (1 + 2 * 2), seconds: 20 })
  expect(rounds[2]!.spent.calls).toBeGreaterThan(rounds[1]!.spent.calls)
  for (const event of rounds.slice(1)) {
    expect(event.queries).toHaveLength(2)
    for (const query of event.queries) expect(query.startsWith(`${FIRST_QUERY} `)).toBe(true)
  }
  const progressRounds = new Set(ofType(events, 'progress').map((event) => event.round))
  expect([...progressRounds].sort()).toEqual([1, 2, 3])
  expect(events.findIndex((event) => event.type === 'round' && event.round === 2)).toBeGreaterThan(
    events.findIndex((event) => event.type === 'progress' && event.progress.status === 'done'),
  )

  const { receipt } = only(events, 'done')
  expect(receipt.mode).toBe('deep')
  const sentQueries = rounds.flatMap((event) => event.queries)
  expect(receipt.rounds?.flatMap((round) => round.queries)).toEqual(sentQueries)
  for (const round of receipt.rounds ?? [])
    for (const query of round.queries)
      for (const source of ['openalex', 'europepmc'])
        expect(round.sources).toContainEqual(expect.objectContaining({ source, status: 'done', query }))
  expect([...new Set(fakes.queries)].sort()).toEqual([...sentQueries].sort())

  expect(only(events, 'answer-start')).toMatchObject({ kind: 'evidence', notice: null })
  expect(only(events, 'references').references.map((reference) => reference.work.title)).toContain(LATER_TITLE)
  expect(await aiQueriesUsed(app, cookie)).toBe(1)
})

test('Deep Research keeps its time budget: a round still running when it ends is given up, no later round starts', async () => {
  // every query after the first round takes 30 s to answer; the budget here is 1 s (DEEP_RESEARCH_SECONDS)
  const fakes = deepFakes(FIRST_QUERY, 30_000)
  const app = await testApp({ DEEP_RESEARCH_SECONDS: '1' }, { sourceFetch: fakes.fetch })
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(await ask(app, cookie, { mode: 'deep', sources: ['openalex'], scanDepth: 10 }))

  const rounds = ofType(events, 'round')
  expect(rounds.map((event) => event.round)).toEqual([1, 2])
  expect(rounds[0]!.budget.seconds).toBe(1)
  const { receipt } = only(events, 'done')
  expect(receipt.rounds?.map((round) => round.round)).toEqual([1, 2])
  // the given-up round is in the receipt with what it asked, and none of its sources answered
  expect(receipt.rounds?.[1]?.queries).toEqual(rounds[1]!.queries)
  expect(receipt.rounds?.[1]?.sources.every((source) => source.status !== 'done')).toBe(true)
  expect(only(events, 'references').references.map((reference) => reference.work.title)).not.toContain(LATER_TITLE)
  expect(only(events, 'references').references.length).toBeGreaterThan(0)
})

test('scan depth sets the number of Deep Research rounds: 2 at depth 1, 4 at depth 10', async () => {
  const app = await testApp({}, { sourceFetch: deepFakes(FIRST_QUERY).fetch })
  const { cookie } = await signUpPremium(app)

  const shallow = await eventsOf(await ask(app, cookie, { mode: 'deep', sources: ['openalex'], scanDepth: 1 }))
  const deep = await eventsOf(await ask(app, cookie, { mode: 'deep', sources: ['openalex'], scanDepth: 10 }))

  expect(ofType(shallow, 'round').map((event) => [event.round, event.of])).toEqual([
    [1, 2],
    [2, 2],
  ])
  expect(ofType(deep, 'round').map((event) => event.round)).toEqual([1, 2, 3, 4])
  expect(only(deep, 'done').receipt.rounds).toHaveLength(4)
  expect(ofType(deep, 'round')[1]!.queries).toHaveLength(3)
})

test('a client that leaves during the Deep Research rounds stops them: no later round is asked', async () => {
  const fakes = deepFakes(FIRST_QUERY, 300)
  const app = await testApp({}, { sourceFetch: fakes.fetch })
  const { cookie } = await signUpPremium(app)
  const client = new AbortController()

  const response = await ask(
    app,
    cookie,
    { mode: 'deep', sources: ['openalex'], scanDepth: 10 },
    { signal: client.signal },
  )
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let received = ''
  while (!received.includes('"round":2,')) {
    const { value, done } = await reader.read()
    if (done) break
    received += decoder.decode(value)
  }
  client.abort()
  await reader.cancel()
  await new Promise((resolve) => setTimeout(resolve, 1000))

  const roundTwo = received
    .split('\n\n')
    .map((block) => block.replace(/^data: /, ''))
    .filter((line) => line.includes('"type":"round"'))
    .map((line) => ResearchEventSchema.parse(JSON.parse(line)))
    .find((event) => event.type === 'round' && event.round === 2)
  expect(roundTwo?.type === 'round' && roundTwo.queries).toHaveLength(3)
  const allowed = [FIRST_QUERY, ...(roundTwo?.type === 'round' ? roundTwo.queries : [])]
  for (const query of fakes.queries) expect(allowed).toContain(query)
  expect(received).not.toContain('"round":3')
  expect(received).not.toContain('"type":"done"')
  expect(await aiQueriesUsed(app, cookie)).toBe(0)
})

test('a client that disconnects stops the answer: the model request ends and nothing more is written', async () => {
  const ends: OpenAiFakeStreamEnd[] = []
  const model = createOpenAiFake({ onStreamEnd: (end) => ends.push(end) })
  const sources = createFakeFetch()
  const fetchThroughFakes: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString())
    if (!url.pathname.startsWith('/openai/')) return sources(input, init)
    const request = new Request(input, init)
    return Promise.resolve(model.fetch(new Request(request.url.replace('/openai', ''), request)))
  }
  const app = await testApp(withModel('fake-llm-llm-slow-50'), { sourceFetch: fetchThroughFakes })
  const { cookie } = await app.signUp()
  const client = new AbortController()

  const response = await ask(app, cookie, {}, { signal: client.signal })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let received = ''
  while (!received.includes('"type":"delta"')) {
    const { value, done } = await reader.read()
    if (done) break
    received += decoder.decode(value)
  }
  client.abort()
  await reader.cancel()

  await expect
    .poll(() => ends, { timeout: 3000 })
    .toEqual([{ model: 'fake-llm-llm-slow-50', outcome: 'closed-by-client' }])
  expect(received).not.toContain('"type":"done"')
})

test('GET /api/research/sources (public) says which sources can be asked and which model answers', async () => {
  const app = await testApp(withModel())

  const response = await app.request('/api/research/sources')

  expect(response.status).toBe(200)
  const body = ResearchSourcesResponseSchema.parse(await response.json())
  expect(body.model).toBe(FAKE_LLM_MODEL)
  expect(body.sources.map((source) => source.id)).toEqual([...ResearchSourceIds])
  expect(body.sources.find((source) => source.id === 'blast')).toEqual({ id: 'blast', available: true, reason: null })
  expect(body.sources.find((source) => source.id === 'openalex')).toEqual({
    id: 'openalex',
    available: true,
    reason: null,
  })
})

test('without a model, the sources endpoint says answers come in evidence mode (model null)', async () => {
  const app = await testApp()

  const body = ResearchSourcesResponseSchema.parse(await (await app.request('/api/research/sources')).json())

  expect(body.model).toBeNull()
})

test('an answer is kept in its conversation, and a follow-up continues it; no one else can', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const first = await eventsOf(await ask(app, cookie, {}))
  const { conversationId } = only(first, 'conversation')
  const saved = await readJson(
    await app.request(`/api/research/conversations/${conversationId}`, { cookie }),
    ConversationSchema,
  )
  expect(saved.messages).toHaveLength(1)
  expect(saved.messages[0]).toMatchObject({ question: QUESTION, kind: 'evidence', incomplete: false })
  expect(saved.messages[0]?.references).toEqual(only(first, 'references').references)

  const followUp = await eventsOf(await ask(app, cookie, { question: 'Which reefs recover fastest?', conversationId }))
  expect(only(followUp, 'conversation').conversationId).toBe(conversationId)
  const continued = await readJson(
    await app.request(`/api/research/conversations/${conversationId}`, { cookie }),
    ConversationSchema,
  )
  expect(continued.messages.map((message) => message.question)).toEqual([QUESTION, 'Which reefs recover fastest?'])

  const other = await app.signUp()
  const refused = await ask(app, other.cookie, { conversationId })
  expect(await readError(refused, 404)).toMatchObject({ code: 'NOT_FOUND' })
  expect(await aiQueriesUsed(app, other.cookie)).toBe(0)
})

/** The in-process fakes behind a delay (honouring the call's signal), counting the source calls made. */
function countedSources(delayMs = 0) {
  const fakes = createFakeFetch()
  const counted = { calls: 0 }
  const fetchImpl: typeof fetch = async (input, init) => {
    counted.calls++
    if (delayMs > 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs)
        init?.signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer)
            reject(new DOMException('aborted', 'AbortError'))
          },
          { once: true },
        )
      })
    }
    return fakes(input, init)
  }
  return { fetchImpl, counted }
}

const distinctQuestion = (i: number) =>
  `What causes coral bleaching near reef ${['alpha', 'beta', 'gamma'][i % 3]}${i}?`

test('30 parallel asks by a free member reach the sources for at most the free limit of them', async () => {
  const sources = countedSources()
  const app = await testApp({}, { sourceFetch: sources.fetchImpl })
  const alone = await app.signUp()
  await eventsOf(await ask(app, alone.cookie, { question: distinctQuestion(100) }))
  const perAsk = sources.counted.calls
  expect(perAsk).toBeGreaterThan(0)
  sources.counted.calls = 0
  const { cookie } = await app.signUp()

  const responses = await Promise.all(
    Array.from({ length: 30 }, (_, i) => ask(app, cookie, { question: distinctQuestion(i) })),
  )
  let answered = 0
  for (const response of responses) {
    if (response.status === 429) continue
    const events = await eventsOf(response)
    if (ofType(events, 'done').length) answered++
  }

  console.info(`30 parallel asks: ${sources.counted.calls} upstream calls (${perAsk} per ask), ${answered} answered`)
  expect(answered).toBe(5)
  expect(sources.counted.calls).toBeLessThanOrEqual(5 * perAsk)
  expect(await aiQueriesUsed(app, cookie)).toBe(5)
}, 60_000)

test('asks abandoned right after their first event give their quota back, and parallel ones reach the sources for at most the limit', async () => {
  const sources = countedSources(300)
  const app = await testApp({}, { sourceFetch: sources.fetchImpl })
  const alone = await app.signUp()
  await eventsOf(await ask(app, alone.cookie, { question: distinctQuestion(200) }))
  const perAsk = sources.counted.calls
  sources.counted.calls = 0
  const { cookie } = await app.signUp()

  const abandon = async (i: number) => {
    const client = new AbortController()
    const response = await ask(app, cookie, { question: distinctQuestion(i) }, { signal: client.signal })
    if (response.status === 429) return 'refused'
    const reader = response.body!.getReader()
    await reader.read()
    // left at the first event: before its query was claimed, or after and before any source answered
    client.abort()
    await reader.cancel()
    return 'abandoned'
  }
  const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => abandon(i)))

  await new Promise((resolve) => setTimeout(resolve, 1000))
  console.info(`20 parallel asks abandoned at their first event: ${sources.counted.calls} upstream calls`)
  // An abandoned ask gives its query back, so a later one may claim it: more than five streams can open in all
  // (on PostgreSQL they do); none of them keeps a query, and none reaches the sources more than its own ask would.
  const opened = outcomes.filter((outcome) => outcome === 'abandoned').length
  await expect.poll(() => aiQueriesUsed(app, cookie), { timeout: 5000 }).toBe(0)
  expect(sources.counted.calls).toBeLessThanOrEqual(opened * perAsk)

  // one at a time: each is claimed while it runs and given back when its client leaves
  const client = new AbortController()
  const response = await ask(app, cookie, { question: distinctQuestion(300) }, { signal: client.signal })
  const reader = response.body!.getReader()
  await reader.read()
  // claimed after the first event, before the sources (delayed here) answer
  await expect.poll(() => aiQueriesUsed(app, cookie), { timeout: 5000 }).toBe(1)
  client.abort()
  await reader.cancel()
  await expect.poll(() => aiQueriesUsed(app, cookie), { timeout: 5000 }).toBe(0)
}, 60_000)
