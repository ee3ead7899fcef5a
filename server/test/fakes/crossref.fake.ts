import { Hono, type Context } from 'hono'
import { faultInjection, fixture } from './fault-injection'
import { fold, hashOf, seededRandom } from './openalex.fake'

/*
 * A fake Crossref REST API (api.crossref.org) in the real wire format.
 *
 * - `GET /works?query=…&rows=…&offset=…&select=…&filter=from-pub-date:…,until-pub-date:…`:
 *   `machine learning` and `crispr` have generated works, `coral` serves the fixture list
 *   (server/test/fixtures/crossref), `no-results` finds nothing, any other query gets a small set
 *   derived from its text. `select` is honoured and validated (400 validation-failure, as upstream);
 *   rows above 1000 and offsets above 10,000 are refused the same way.
 * - `GET /works/{doi}`: one work (`message-type: work`); unknown DOIs get the plain-text 404
 *   `Resource not found.`; field queries on that route are a 400, as upstream.
 * - Failures through the query text: faultInjection (fault-injection.ts), with Crossref's own 429
 *   and 500 bodies. `mailto` is ignored.
 */

type Json = Record<string, unknown>

const SELECTABLE = new Set(
  'DOI,ISBN,ISSN,URL,abstract,accepted,alternative-id,approved,archive,article-number,assertion,author,chair,clinical-trial-number,container-title,content-created,content-domain,created,degree,deposited,editor,event,funder,group-title,indexed,is-referenced-by-count,issn-type,issue,issued,license,link,member,original-title,page,posted,prefix,published,published-online,published-print,publisher,publisher-location,reference,references-count,relation,resource,score,short-container-title,short-title,standards-body,subject,subtitle,subtype,title,translator,type,update-policy,update-to,updated-by,volume'.split(
    ',',
  ),
)

const GIVEN = [
  'Lena',
  'Rahul',
  'Sofía',
  'Kenji',
  'Olusegun',
  'Claire',
  'Miriam',
  'Samuel',
  'Beatriz',
  'Elena',
  'David',
  'Wei',
  'Nadia',
  'Chiara',
  'Kwame',
  'Sara',
]
const FAMILY = [
  'Hoffmann',
  'Mehta',
  'Márquez',
  'Watanabe',
  'Adeyemi',
  'Dubois',
  'Cohen',
  'Osei',
  'Santos',
  'Petrova',
  'Mwangi',
  'Chen',
  'Rahman',
  'Romano',
  'Asante',
  'Lindqvist',
]
const AFFILIATIONS = [
  'University of Eastmoor',
  'Northbridge Institute of Technology',
  'Kyoto Institute of Science',
  'Lakeshore Research Hospital',
  'Cape Coast Institute of Technology',
]

const TOPIC_TEXT: Record<
  'ml' | 'crispr',
  { titles: string[]; journals: string[]; sentences: string[]; subjects: string[] }
> = {
  ml: {
    titles: [
      'Self-supervised pretraining for <i>tabular</i> data',
      'Graph neural networks for traffic forecasting',
      'Calibrated uncertainty in deep ensembles',
      'Federated learning under label shift',
      'Sparse transformers for long documents',
    ],
    journals: ['Journal of Applied Machine Learning', 'Machine Learning Letters', 'Transactions on Neural Computation'],
    sentences: [
      'We propose a simple method that scales to millions of examples.',
      'Benchmarks show gains of 3 to 7 points over strong baselines.',
      'Code and data are released.',
    ],
    subjects: ['Artificial Intelligence', 'Computer Science Applications'],
  },
  crispr: {
    titles: [
      'High-fidelity Cas9 variants reduce off-target editing',
      'Prime editing corrects a dystrophin mutation in mice',
      'Guide RNA design rules from pooled screens',
      'Base editing of <i>HBB</i> in haematopoietic stem cells',
      'CRISPR interference maps enhancer function',
    ],
    journals: ['Genome Editing Quarterly', 'CRISPR Technologies', 'Journal of Molecular Genetics'],
    sentences: [
      'Editing efficiency exceeded 60% in primary cells.',
      'Off-target sites were profiled genome-wide.',
      'These results support therapeutic use.',
    ],
    subjects: ['Genetics', 'Molecular Biology'],
  },
}

const dateParts = (...parts: (number | null)[]) => ({ 'date-parts': [parts] })
const stamp = (year: number, month: number, day: number) => {
  const time = Date.UTC(year, month - 1, day)
  return {
    'date-parts': [[year, month, day]],
    'date-time': new Date(time).toISOString().replace('.000', ''),
    timestamp: time,
  }
}

function generatedItem(topic: string, index: number, query: string): Json {
  const rng = seededRandom(`crossref:${topic}:${query}:${index}`)
  const text = topic === 'ml' || topic === 'crispr' ? TOPIC_TEXT[topic] : null
  const year = 2010 + Math.floor(rng() * 16)
  const month = 1 + Math.floor(rng() * 12)
  const day = 1 + Math.floor(rng() * 28)
  const prefix = topic === 'ml' || topic === 'crispr' ? topic : `q${hashOf(fold(query)) % 100_000}`
  const doi = `10.5555/lodestar.cr.${prefix}.${year}.${String(index + 1).padStart(3, '0')}`
  const title = text
    ? `${text.titles[index % text.titles.length]} (${index + 1})`
    : `${['A study of', 'Notes on', 'Measuring', 'Revisiting'][index % 4]} ${query.trim()}`
  const journal = text ? text.journals[index % text.journals.length]! : 'Journal of General Inquiry'
  const authorCount = 1 + Math.floor(rng() * 4)
  const authors = Array.from({ length: authorCount }, (_, i) => {
    const n = (index * 3 + i * 5) % GIVEN.length
    const author: Json = {
      given: GIVEN[n],
      family: FAMILY[(n + i) % FAMILY.length],
      sequence: i === 0 ? 'first' : 'additional',
      affiliation: rng() < 0.6 ? [{ name: AFFILIATIONS[(n + index) % AFFILIATIONS.length] }] : [],
    }
    if (rng() < 0.4)
      return {
        ORCID: `https://orcid.org/0000-000${n % 10}-${String(1000 + index).slice(-4)}-${String(2000 + i * 7).slice(-4)}`,
        'authenticated-orcid': rng() < 0.5,
        ...author,
      }
    return author
  })
  const sentences = text
    ? text.sentences
    : ['We review what is known and list open questions.', 'Implications for practice are discussed.']
  const partial = index % 6 === 5
  const issued = partial ? dateParts(year) : dateParts(year, month, day)
  const open = rng() < 0.5
  const item: Json = {
    indexed: stamp(2026, 9, 1 + (index % 28)),
    'reference-count': Math.floor(rng() * 60),
    publisher: text ? 'Tidewater Press' : 'Lodestar Test Publishing',
    license: open
      ? [
          {
            start: stamp(year, month, day),
            'content-version': 'vor',
            'delay-in-days': 0,
            URL: 'https://creativecommons.org/licenses/by/4.0/',
          },
        ]
      : [],
    'content-domain': { domain: [], 'crossmark-restriction': false },
    'short-container-title': [],
    DOI: doi,
    type: index % 9 === 8 ? 'proceedings-article' : 'journal-article',
    created: stamp(year, month, day),
    source: 'Crossref',
    'is-referenced-by-count': Math.floor(rng() ** 3 * 1500),
    title: [title],
    prefix: '10.5555',
    author: authors,
    member: '99999',
    'container-title': [journal],
    'original-title': [],
    language: 'en',
    link: [
      {
        URL: `https://files.example.org/${doi.replace(/\W+/g, '-')}.pdf`,
        'content-type': 'application/pdf',
        'content-version': 'vor',
        'intended-application': 'text-mining',
      },
    ],
    deposited: stamp(year, month, day),
    score: Math.round((40 - index * 1.3) * 100) / 100,
    resource: { primary: { URL: `https://publisher.example.org/${doi}` } },
    subtitle: [],
    'short-title': [],
    issued,
    'references-count': Math.floor(rng() * 60),
    URL: `https://doi.org/${doi}`,
    relation: {},
    ISSN: ['2999-0500'],
    'issn-type': [{ type: 'electronic', value: '2999-0500' }],
    published: issued,
  }
  if (!partial) item['published-online'] = dateParts(year, month, day)
  if (index % 4 !== 3) item.abstract = `<jats:title>Abstract</jats:title><jats:p>${sentences.join(' ')}</jats:p>`
  if (text) item.subject = text.subjects
  return item
}

function listEnvelope(items: Json[], total: number, rows: number, offset: number, terms: string | null) {
  return {
    status: 'ok',
    'message-type': 'work-list',
    'message-version': '1.0.0',
    message: {
      facets: {},
      'total-results': total,
      items,
      'items-per-page': rows,
      query: { 'start-index': offset, 'search-terms': terms },
    },
  }
}

function validationFailure(c: Context, type: string, value: string, message: string) {
  return c.json({ status: 'failed', 'message-type': 'validation-failure', message: [{ type, value, message }] }, 400)
}

export function createCrossrefFake(): Hono {
  const generated = {
    ml: Array.from({ length: 25 }, (_, i) => generatedItem('ml', i, 'machine learning')),
    crispr: Array.from({ length: 20 }, (_, i) => generatedItem('crispr', i, 'crispr')),
  }
  const coral = (JSON.parse(fixture('crossref', 'works-query-coral-bleaching.json')) as { message: { items: Json[] } })
    .message.items
  const index = new Map<string, Json>()
  for (const item of [...generated.ml, ...generated.crispr, ...coral]) index.set(String(item.DOI).toLowerCase(), item)

  function itemsFor(query: string): Json[] {
    const text = fold(query)
    if (!text.trim() || text.includes('no-results')) return []
    if (/machine learning|deep learning|neural network/.test(text)) return generated.ml
    if (text.includes('crispr')) return generated.crispr
    if (text.includes('coral')) return coral
    const items = Array.from({ length: 8 }, (_, i) => generatedItem('generic', i, query))
    for (const item of items) index.set(String(item.DOI).toLowerCase(), item)
    return items
  }

  const app = new Hono()
  app.use(
    '*',
    faultInjection({
      rateLimited: {
        body: 'Too many requests; please slow down and identify yourself with mailto.',
        contentType: 'text/plain',
      },
      serverError: { body: 'Internal server error', contentType: 'text/plain' },
    }),
  )

  app.get('/works', (c) => {
    const rows = Number(c.req.query('rows') ?? 20)
    const offset = Number(c.req.query('offset') ?? 0)
    if (!Number.isInteger(rows) || rows < 0 || rows > 1000)
      return validationFailure(
        c,
        'integer-not-valid',
        String(c.req.query('rows')),
        'Integer specified as rows must be a positive integer less than or equal to 1000.',
      )
    if (!Number.isInteger(offset) || offset < 0 || offset > 10_000)
      return validationFailure(
        c,
        'integer-not-valid',
        String(c.req.query('offset')),
        'Integer specified as offset must be a positive integer less than or equal to 10000.',
      )
    const selectRaw = c.req.query('select')
    const select = selectRaw
      ? selectRaw
          .split(',')
          .map((field) => field.trim())
          .filter(Boolean)
      : null
    const badField = select?.find((field) => !SELECTABLE.has(field))
    if (badField)
      return validationFailure(
        c,
        'parameter-not-allowed',
        badField,
        `Value specified for select is not a supported field: ${badField}`,
      )
    const query = c.req.query('query') ?? c.req.query('query.bibliographic') ?? c.req.query('query.title') ?? ''
    let items = itemsFor(query)
    for (const part of (c.req.query('filter') ?? '').split(',').filter(Boolean)) {
      const [name, value = ''] = part.split(/:(.*)/s)
      const year = (item: Json) =>
        ((item.issued as { 'date-parts': (number | null)[][] })['date-parts'][0] ?? [])[0] ?? 0
      if (name === 'from-pub-date') items = items.filter((item) => year(item) >= Number(value.slice(0, 4)))
      else if (name === 'until-pub-date')
        items = items.filter((item) => year(item) > 0 && year(item) <= Number(value.slice(0, 4)))
      else
        return validationFailure(
          c,
          'filter-not-available',
          name ?? part,
          `Filter ${name} specified but there is no such filter for this route.`,
        )
    }
    const page = items
      .slice(offset, offset + rows)
      .map((item) =>
        select
          ? Object.fromEntries(select.filter((field) => field in item).map((field) => [field, item[field]]))
          : item,
      )
    return c.json(listEnvelope(page, items.length, rows, offset, query || null))
  })

  app.get('/works/*', (c) => {
    if (Object.keys(c.req.query()).some((name) => name.startsWith('query')))
      return validationFailure(
        c,
        'parameter-not-allowed',
        'query.*',
        'This route does not support field query parameters',
      )
    const doi = decodeURIComponent(c.req.path.replace(/^.*?\/works\//, '')).toLowerCase()
    const item = index.get(doi)
    if (!item) return c.body('Resource not found.', 404, { 'content-type': 'text/plain' })
    return c.json({ status: 'ok', 'message-type': 'work', 'message-version': '1.0.0', message: item })
  })

  app.notFound((c) => c.body('Resource not found.', 404, { 'content-type': 'text/plain' }))
  return app
}
