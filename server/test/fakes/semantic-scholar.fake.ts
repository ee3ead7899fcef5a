import { Hono, type Context } from 'hono'
import { faultInjection, fixture } from './fault-injection'
import { fold, hashOf, seededRandom } from './openalex.fake'

/*
 * A fake Semantic Scholar Graph API (api.semanticscholar.org/graph/v1) in the real wire format.
 *
 * - `GET /paper/search?query=…&offset=…&limit=…&fields=…&year=…`: `machine learning` and `crispr`
 *   have generated papers, `coral` serves the fixture list (server/test/fixtures/semanticscholar),
 *   `no-results` gives `{total: 0, offset: 0}` (no `data`, as upstream), any other query a small set
 *   derived from its text. Only the requested `fields` come back (plus paperId); an unknown field,
 *   limit > 100 or offset + limit ≥ 1000 is a 400 `{"error": …}`.
 * - `GET /paper/{id}` (paperId, `DOI:…`, `CorpusId:…`): one paper, or 404 `{"error": …}`.
 * - `GET /author/search?query=…&offset=…&limit=…&fields=…`: the people of fixtures/authors.json whose
 *   name holds every query word (case and accents folded); limit > 1000 is a 400. `GET /author/{id}`:
 *   one of them, or 404 `{"error": …}`. Only the requested fields come back (plus authorId).
 * - An `x-api-key` of `invalid-key` gets 403 `{"message": "Forbidden"}`.
 * - Failures through the query text: faultInjection (fault-injection.ts), with Semantic Scholar's
 *   own 429 and 500 bodies.
 */

type Json = Record<string, unknown>

const FIELDS = new Set([
  'paperId',
  'corpusId',
  'externalIds',
  'url',
  'title',
  'abstract',
  'venue',
  'publicationVenue',
  'year',
  'referenceCount',
  'citationCount',
  'influentialCitationCount',
  'isOpenAccess',
  'openAccessPdf',
  'fieldsOfStudy',
  's2FieldsOfStudy',
  'publicationTypes',
  'publicationDate',
  'journal',
  'authors',
])

const AUTHOR_FIELDS = new Set([
  'authorId',
  'externalIds',
  'url',
  'name',
  'affiliations',
  'homepage',
  'paperCount',
  'citationCount',
  'hIndex',
])

const NAMES = [
  'L. Hoffmann',
  'Rahul Mehta',
  'S. Márquez',
  'Kenji Watanabe',
  'O. Adeyemi',
  'Claire Dubois',
  'M. Cohen',
  'Samuel Osei',
  'B. Santos',
  'Elena Petrova',
  'D. Mwangi',
  'Wei Chen',
  'N. Rahman',
  'Chiara Romano',
]

const TOPICS: Record<'ml' | 'crispr', { titles: string[]; venues: string[]; abstract: string; field: string }> = {
  ml: {
    titles: [
      'Contrastive pretraining for medical images',
      'On the calibration of large language models',
      'Graph transformers for molecules',
      'Reward shaping in sparse environments',
      'Federated optimisation with stragglers',
    ],
    venues: ['International Conference on Learning Systems', 'Machine Learning Letters', 'arXiv.org'],
    abstract:
      'We introduce a training objective that improves sample efficiency. Experiments on standard benchmarks show consistent improvements.',
    field: 'Computer Science',
  },
  crispr: {
    titles: [
      'Cas12a variants with expanded PAM recognition',
      'In vivo base editing in the liver',
      'Pooled CRISPR screens of T-cell exhaustion',
      'Anti-CRISPR proteins as off switches',
      'Prime editing efficiency across cell types',
    ],
    venues: ['Genome Editing Quarterly', 'CRISPR Technologies', 'bioRxiv'],
    abstract:
      'We characterise editing outcomes across thousands of target sites. Off-target activity was low and predictable.',
    field: 'Biology',
  },
}

function generatedPaper(topic: 'ml' | 'crispr' | 'generic', index: number, query: string): Json {
  const seed = `s2:${topic}:${fold(query)}:${index}`
  const rng = seededRandom(seed)
  const paperId = (
    hashOf(seed).toString(16).padStart(8, '0') +
    hashOf(seed + '/1')
      .toString(16)
      .padStart(8, '0') +
    hashOf(seed + '/2')
      .toString(16)
      .padStart(8, '0') +
    hashOf(seed + '/3')
      .toString(16)
      .padStart(8, '0') +
    hashOf(seed + '/4')
      .toString(16)
      .padStart(8, '0')
  ).slice(0, 40)
  const spec = topic === 'generic' ? null : TOPICS[topic]
  const year = 2012 + Math.floor(rng() * 14)
  const month = 1 + Math.floor(rng() * 12)
  const preprint = index % 5 === 2
  const arxiv = preprint
    ? `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}.${String(10000 + index * 41).slice(0, 5)}`
    : null
  const doi = preprint
    ? `10.48550/arXiv.${arxiv}`
    : `10.5555/lodestar.s2.${topic === 'generic' ? `q${hashOf(fold(query)) % 100_000}` : topic}.${index + 1}`
  const open = preprint || rng() < 0.4
  const venue = preprint ? 'arXiv.org' : spec ? spec.venues[index % 2]! : 'Journal of General Inquiry'
  return {
    paperId,
    corpusId: 280000000 + (hashOf(seed) % 1_000_000),
    externalIds: { ...(arxiv ? { ArXiv: arxiv } : {}), DOI: doi, CorpusId: 280000000 + (hashOf(seed) % 1_000_000) },
    url: `https://www.semanticscholar.org/paper/${paperId}`,
    title: spec
      ? `${spec.titles[index % spec.titles.length]}${index >= spec.titles.length ? ` ${Math.floor(index / spec.titles.length) + 1}` : ''}`
      : `${['Perspectives on', 'An analysis of', 'Evidence about', 'Notes on'][index % 4]} ${query.trim()}`,
    abstract: index % 4 === 3 ? null : spec ? spec.abstract : `We examine ${query.trim()} using mixed methods.`,
    venue,
    publicationVenue: null,
    year,
    referenceCount: Math.floor(rng() * 80),
    citationCount: Math.floor(rng() ** 3 * 3000),
    influentialCitationCount: Math.floor(rng() * 30),
    isOpenAccess: open,
    openAccessPdf: open
      ? {
          url: preprint ? `https://arxiv.org/pdf/${arxiv}` : `https://files.example.org/${paperId}.pdf`,
          status: preprint ? 'GREEN' : 'GOLD',
          license: 'CCBY',
        }
      : null,
    fieldsOfStudy: spec ? [spec.field] : null,
    s2FieldsOfStudy: spec ? [{ category: spec.field, source: 'external' }] : [],
    publicationTypes: preprint ? null : index % 7 === 6 ? ['Review', 'JournalArticle'] : ['JournalArticle'],
    publicationDate:
      index % 6 === 5 ? null : `${year}-${String(month).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    journal: preprint ? null : { name: venue, volume: String(1 + (index % 30)) },
    authors: Array.from({ length: 1 + Math.floor(rng() * 4) }, (_, i) => {
      const n = (index * 2 + i * 3) % NAMES.length
      return { authorId: String(2100000000 + n), name: NAMES[n] }
    }),
  }
}

function badRequest(c: Context, error: string) {
  return c.json({ error }, 400)
}

export function createSemanticScholarFake(): Hono {
  const generated = {
    ml: Array.from({ length: 30 }, (_, i) => generatedPaper('ml', i, 'machine learning')),
    crispr: Array.from({ length: 20 }, (_, i) => generatedPaper('crispr', i, 'crispr')),
  }
  const coral = (JSON.parse(fixture('semanticscholar', 'paper-search-coral-bleaching.json')) as { data: Json[] }).data
  const index = new Map<string, Json>()
  const remember = (paper: Json) => {
    index.set(String(paper.paperId), paper)
    const external = paper.externalIds as Json | undefined
    if (typeof external?.DOI === 'string') index.set(`DOI:${external.DOI.toLowerCase()}`, paper)
    if (typeof external?.CorpusId === 'string' || typeof external?.CorpusId === 'number')
      index.set(`CorpusId:${external.CorpusId}`, paper)
  }
  for (const paper of [...generated.ml, ...generated.crispr, ...coral]) remember(paper)

  function papersFor(query: string): Json[] {
    const text = fold(query)
    if (!text.trim() || text.includes('no-results')) return []
    if (/machine learning|deep learning|neural network/.test(text)) return generated.ml
    if (text.includes('crispr')) return generated.crispr
    if (text.includes('coral')) return coral
    const papers = Array.from({ length: 8 }, (_, i) => generatedPaper('generic', i, query))
    papers.forEach(remember)
    return papers
  }

  const people = (JSON.parse(fixture('semanticscholar', 'authors.json')) as { authors: Json[] }).authors
  const wordsOf = (text: string) =>
    fold(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  const peopleNamed = (query: string) => {
    const wanted = wordsOf(query)
    return wanted.length
      ? people.filter((person) => wanted.every((word) => wordsOf(String(person.name)).includes(word)))
      : []
  }

  /** The requested fields (`id` first), or the upstream's 400 message for an unknown one. */
  function fieldsOf(
    c: Context,
    known = FIELDS,
    id = 'paperId',
    fallback = 'title',
  ): { fields: string[]; error: string | null } {
    const requested = (c.req.query('fields') ?? fallback)
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean)
    const unknown = requested.filter((field) => !known.has(field))
    if (unknown.length) return { fields: [], error: `Unrecognized or unsupported fields: [${unknown.join(', ')}]` }
    return { fields: [id, ...requested.filter((field) => field !== id)], error: null }
  }

  const project = (paper: Json, fields: string[]) =>
    Object.fromEntries(fields.map((field) => [field, paper[field] ?? null]))

  const app = new Hono()
  app.use(
    '*',
    faultInjection({
      rateLimited: {
        body: JSON.stringify({
          message: 'Too Many Requests. Please wait and try again, or ask for an API key for a higher limit.',
          code: '429',
        }),
        contentType: 'application/json',
      },
      serverError: { body: JSON.stringify({ message: 'Internal Server Error' }), contentType: 'application/json' },
    }),
  )
  app.use('*', async (c, next) => {
    if (c.req.header('x-api-key') === 'invalid-key') return c.json({ message: 'Forbidden' }, 403)
    return next()
  })

  app.get('/paper/search', (c) => {
    const offset = Number(c.req.query('offset') ?? 0)
    const limit = Number(c.req.query('limit') ?? 100)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return badRequest(c, 'Limit must be an integer between 1 and 100')
    if (!Number.isInteger(offset) || offset < 0 || offset + limit >= 1000)
      return badRequest(c, 'Requested data for this limit and/or offset is not available')
    const { fields, error } = fieldsOf(c)
    if (error) return badRequest(c, error)
    let papers = papersFor(c.req.query('query') ?? '')
    const year = c.req.query('year')
    if (year) {
      const [from, to] = year.includes('-') ? year.split('-') : [year, year]
      papers = papers.filter(
        (paper) =>
          typeof paper.year === 'number' && (!from || paper.year >= Number(from)) && (!to || paper.year <= Number(to)),
      )
    }
    if (papers.length === 0) return c.json({ total: 0, offset: 0 })
    const data = papers.slice(offset, offset + limit).map((paper) => project(paper, fields))
    const next = offset + limit < papers.length ? offset + limit : undefined
    return c.json({ total: papers.length, offset, ...(next !== undefined ? { next } : {}), data })
  })

  app.get('/paper/*', (c) => {
    const raw = decodeURIComponent(c.req.path.replace(/^.*?\/paper\//, ''))
    const id = raw.replace(/^doi:/i, 'DOI:').replace(/^corpusid:/i, 'CorpusId:')
    const paper = index.get(id.startsWith('DOI:') ? `DOI:${id.slice(4).toLowerCase()}` : id)
    if (!paper) return c.json({ error: `Paper with id ${raw} not found` }, 404)
    const { fields, error } = fieldsOf(c)
    if (error) return badRequest(c, error)
    return c.json(project(paper, fields))
  })

  app.get('/author/search', (c) => {
    const offset = Number(c.req.query('offset') ?? 0)
    const limit = Number(c.req.query('limit') ?? 100)
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      return badRequest(c, 'Limit must be an integer between 1 and 1000')
    if (!Number.isInteger(offset) || offset < 0) return badRequest(c, 'Offset must be a non-negative integer')
    const { fields, error } = fieldsOf(c, AUTHOR_FIELDS, 'authorId', 'name')
    if (error) return badRequest(c, error)
    const found = peopleNamed(c.req.query('query') ?? '')
    if (found.length === 0) return c.json({ total: 0, offset: 0 })
    const next = offset + limit < found.length ? offset + limit : undefined
    return c.json({
      total: found.length,
      offset,
      ...(next !== undefined ? { next } : {}),
      data: found.slice(offset, offset + limit).map((person) => project(person, fields)),
    })
  })

  app.get('/author/:id', (c) => {
    const person = people.find((candidate) => candidate.authorId === c.req.param('id'))
    if (!person) return c.json({ error: `Author with id ${c.req.param('id')} not found` }, 404)
    const { fields, error } = fieldsOf(c, AUTHOR_FIELDS, 'authorId', 'name')
    if (error) return badRequest(c, error)
    return c.json(project(person, fields))
  })

  app.notFound((c) => c.json({ message: 'Not Found' }, 404))
  return app
}
