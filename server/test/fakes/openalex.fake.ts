import { Hono, type Context } from 'hono'
import { faultInjection, fixture } from './fault-injection'
import { seededRandom as seededSequence } from '#shared/seeded-random'

/*
 * A fake OpenAlex (api.openalex.org) in the real wire format.
 *
 * The world is generated in code, deterministically (seeded), plus the hand-written fixtures in
 * server/test/fixtures/openalex:
 * - works searches: `machine learning` (also "deep learning", "neural network") and `crispr` have
 *   their own works and researchers; `coral` serves the fixture works; `no-results` finds nothing;
 *   any other query gets a small deterministic set of works derived from the query text.
 * - `group_by=authorships.author.id | publication_year | type | authorships.institutions.id |
 *   primary_location.source.id`, and the `primary_location.source.type` / `.id` filters
 *   over any works search/filter; `select` does not combine with it (400, as upstream). Also
 *   `group_by=authorships.countries` (keys `https://openalex.org/countries/US`, as upstream).
 * - Yearly volumes (`group_by=publication_year`) for all works, a field (`topics.field.id:<n>`), a topic
 *   (`topics.id:T…`) or a search outside the hand-made worlds (not machine learning, CRISPR or coral) come from
 *   a seeded volume model (yearVolumes): all works grow about 4.5 % a year since 1950, each field and topic has its
 *   own share and shape (emerging, growing, stable or declining), and the current year is partly indexed. The
 *   hand-made worlds keep counting their works. `/topics?search=` and `/topics/T…` serve the 20 generated topics.
 * - 36 authors: 20 machine-learning researchers, 14 CRISPR researchers (one works in both), one
 *   implausible merged profile (4,000 works in 6 years, unrelated topics, 7 current institutions)
 *   and one "author" that is really a group name ("Machine Learning Group"), because OpenAlex author
 *   search matches names only. `/authors?filter=openalex_id:A1|A2` (or `orcid:…`), `/authors?search=<name>`,
 *   `/authors/A…`, `/autocomplete/authors?q=`, `/sources?search=`, `/works/W…` (or DOI).
 * - Citation links: every generated work (ml, crispr, coral, generic) has `referenced_works` (8–20 ids,
 *   see linkReferences) and `is_retracted` (true only for RETRACTED_WORK_IDS and each generic set's
 *   work GENERIC_RETRACTED_INDEX). Works filter on `cites:W1|W2`, `doi:a|b` (bare or https://doi.org/),
 *   `openalex:`/`openalex_id:` and `is_retracted:true|false`. Generic works exist once their query has
 *   been searched, as they are made from the query text.
 * - `select` is honoured and validated (an unknown field is a 400 `{error, message}`), per_page
 *   above 100 is refused (the 2026 limit), 404 is an HTML page. `mailto` and `api_key` are ignored.
 *
 * Failures are asked for in the query text: faultInjection (fault-injection.ts), with OpenAlex's
 * own 429 and 500 bodies.
 */

// ---------- data generation, shared with the Crossref and Semantic Scholar fakes ----------

/** A deterministic 32-bit hash of a string (FNV-1a). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A seeded random generator: the same seed (a number, or text hashed), the same sequence. */
export function seededRandom(seed: number | string): () => number {
  return seededSequence(typeof seed === 'string' ? hashOf(seed) : seed)
}

/** Lower case, accents removed: for matching names and queries. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

// ---------- OpenAlex wire helpers ----------

type Json = Record<string, unknown>
type Entity = Json & { id: string }

const OA = 'https://openalex.org/'
const NOT_FOUND_HTML =
  '<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n<p>There is nothing at this address. Check the identifier and try again.</p>\n'

function badRequest(c: Context, message: string) {
  return c.json({ error: 'Invalid query parameters error.', message }, 400)
}

const notFound = (c: Context) => c.html(NOT_FOUND_HTML, 404)

const WORK_SELECTABLE = new Set(
  'id,doi,title,display_name,relevance_score,publication_year,publication_date,ids,language,primary_location,type,type_crossref,indexed_in,open_access,authorships,countries_distinct_count,institutions_distinct_count,corresponding_author_ids,corresponding_institution_ids,apc_list,apc_paid,fwci,has_fulltext,cited_by_count,citation_normalized_percentile,cited_by_percentile_year,biblio,is_retracted,is_paratext,primary_topic,topics,keywords,concepts,mesh,locations_count,locations,best_oa_location,sustainable_development_goals,grants,datasets,versions,referenced_works_count,referenced_works,related_works,abstract_inverted_index,cited_by_api_url,counts_by_year,updated_date,created_date'.split(
    ',',
  ),
)
const AUTHOR_SELECTABLE = new Set(
  'id,orcid,display_name,display_name_alternatives,relevance_score,works_count,cited_by_count,summary_stats,ids,affiliations,last_known_institutions,topics,topic_share,x_concepts,counts_by_year,works_api_url,updated_date,created_date'.split(
    ',',
  ),
)
const SOURCE_SELECTABLE = new Set(
  'id,issn_l,issn,display_name,host_organization,host_organization_name,host_organization_lineage,relevance_score,works_count,cited_by_count,summary_stats,is_oa,is_in_doaj,is_core,ids,homepage_url,apc_prices,apc_usd,country_code,societies,alternate_titles,abbreviated_title,type,topics,counts_by_year,works_api_url,updated_date,created_date'.split(
    ',',
  ),
)

/** The `select` fields, or an error message naming the first unknown one. */
function selectFields(
  raw: string | undefined,
  allowed: Set<string>,
): { fields: string[] | null; error: string | null } {
  if (!raw) return { fields: null, error: null }
  const fields = raw
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
  const unknown = fields.find((field) => !allowed.has(field))
  if (unknown)
    return {
      fields: null,
      error: `${unknown} is not a valid select field. Valid fields for select are: ${[...allowed].join(', ')}.`,
    }
  return { fields, error: null }
}

function project(entity: Json, fields: string[] | null): Json {
  if (!fields) return entity
  return Object.fromEntries(fields.filter((field) => field in entity).map((field) => [field, entity[field]]))
}

function paging(c: Context): { perPage: number; page: number; cursor: string | null; error: string | null } {
  const rawPerPage = c.req.query('per_page') ?? c.req.query('per-page')
  const perPage = rawPerPage === undefined ? 25 : Number(rawPerPage)
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
    return { perPage: 25, page: 1, cursor: null, error: 'per_page must be a number between 1 and 100' }
  const cursor = c.req.query('cursor') ?? null
  const page = Number(c.req.query('page') ?? 1)
  if (!Number.isInteger(page) || page < 1) return { perPage, page: 1, cursor, error: 'page must be a positive integer' }
  if (page * perPage > 10_000)
    return {
      perPage,
      page,
      cursor,
      error:
        'Maximum results size of 10,000 records is exceeded. Cursor pagination is required for records beyond 10,000.',
    }
  return { perPage, page, cursor, error: null }
}

/** One page of a list, in OpenAlex's list envelope (basic or cursor paging). */
function listResponse(
  c: Context,
  all: Json[],
  fields: string[] | null,
  perPage: number,
  page: number,
  cursor: string | null,
) {
  let start = (page - 1) * perPage
  if (cursor !== null) start = cursor === '*' ? 0 : Number(Buffer.from(cursor, 'base64').toString('utf8')) || 0
  const results = all.slice(start, start + perPage).map((entity) => project(entity, fields))
  const meta: Json = {
    count: all.length,
    db_response_time_ms: 17 + (all.length % 40),
    page: cursor === null ? page : null,
    per_page: perPage,
  }
  if (cursor !== null)
    meta.next_cursor = results.length ? Buffer.from(String(start + perPage)).toString('base64') : null
  meta.groups_count = null
  return c.json({ meta, results, group_by: [] })
}

// ---------- the generated world ----------

type Institution = {
  id: string
  ror: string
  display_name: string
  country_code: string
  type: string
  lineage: string[]
}

const institutionSeeds: [string, string, string][] = [
  ['University of Eastmoor', 'GB', 'education'],
  ['Northbridge Institute of Technology', 'US', 'education'],
  ['Institut Lumière de Lyon', 'FR', 'education'],
  ['Technische Universität Rheinfeld', 'DE', 'education'],
  ['Kyoto Institute of Science', 'JP', 'education'],
  ['Universidade de Porto Alegre', 'BR', 'education'],
  ['Lakeshore Research Hospital', 'CA', 'healthcare'],
  ['Melbourne School of Biomedicine', 'AU', 'education'],
  ['National Institute for Genomic Medicine', 'IN', 'government'],
  ['Zhejiang Polytechnic University', 'CN', 'education'],
  ['Nordic Centre for Machine Intelligence', 'SE', 'facility'],
  ['Cape Coast Institute of Technology', 'GH', 'education'],
  ['Seoul Advanced Institute of Technology', 'KR', 'education'],
  ['Helix Therapeutics', 'US', 'company'],
]
const INSTITUTIONS: Institution[] = institutionSeeds.map(([name, country, type], i) => {
  const id = `${OA}I42990001${String(i + 1).padStart(2, '0')}`
  return {
    id,
    ror: `https://ror.org/0${(hashOf(name) % 0xffffff).toString(36).padStart(6, '0')}${i % 10}`,
    display_name: name,
    country_code: country,
    type,
    lineage: [id],
  }
})

type Topic = {
  id: string
  display_name: string
  subfield: { id: string; display_name: string }
  field: { id: string; display_name: string }
  domain: { id: string; display_name: string }
}
const topicSeeds: [string, string, string, string][] = [
  // display name, subfield, field, domain
  ['Machine Learning and Algorithms', 'Artificial Intelligence', 'Computer Science', 'Physical Sciences'],
  ['Neural Networks and Applications', 'Artificial Intelligence', 'Computer Science', 'Physical Sciences'],
  ['Natural Language Processing Techniques', 'Artificial Intelligence', 'Computer Science', 'Physical Sciences'],
  ['Reinforcement Learning in Robotics', 'Control and Systems Engineering', 'Engineering', 'Physical Sciences'],
  ['Explainable Artificial Intelligence (XAI)', 'Artificial Intelligence', 'Computer Science', 'Physical Sciences'],
  [
    'Domain Adaptation and Few-Shot Learning',
    'Computer Vision and Pattern Recognition',
    'Computer Science',
    'Physical Sciences',
  ],
  [
    'CRISPR and Genetic Engineering',
    'Molecular Biology',
    'Biochemistry, Genetics and Molecular Biology',
    'Life Sciences',
  ],
  [
    'Gene Therapy Techniques and Applications',
    'Genetics',
    'Biochemistry, Genetics and Molecular Biology',
    'Life Sciences',
  ],
  [
    'Plant Genetic Engineering and Crop Improvement',
    'Plant Science',
    'Agricultural and Biological Sciences',
    'Life Sciences',
  ],
  [
    'RNA Interference and Gene Silencing',
    'Molecular Biology',
    'Biochemistry, Genetics and Molecular Biology',
    'Life Sciences',
  ],
  ['Genome Editing Off-Target Effects', 'Genetics', 'Biochemistry, Genetics and Molecular Biology', 'Life Sciences'],
  ['Medieval European Trade Networks', 'History', 'Arts and Humanities', 'Social Sciences'],
  ['Coral Reef Ecology and Bleaching', 'Ecology', 'Environmental Science', 'Physical Sciences'],
  ['Seismic Design of Reinforced Concrete', 'Civil and Structural Engineering', 'Engineering', 'Physical Sciences'],
  [
    'Monetary Policy and Inflation Expectations',
    'Economics and Econometrics',
    'Economics, Econometrics and Finance',
    'Social Sciences',
  ],
  ['Melanoma and Skin Cancer Treatment', 'Dermatology', 'Medicine', 'Health Sciences'],
  [
    'Quantum Field Theory and Renormalization',
    'Nuclear and High Energy Physics',
    'Physics and Astronomy',
    'Physical Sciences',
  ],
  [
    'Soil Erosion and Sediment Transport',
    'Earth-Surface Processes',
    'Earth and Planetary Sciences',
    'Physical Sciences',
  ],
  [
    'Organic Light-Emitting Diodes',
    'Electronic, Optical and Magnetic Materials',
    'Materials Science',
    'Physical Sciences',
  ],
  ['Pediatric Dental Care', 'Pediatrics', 'Dentistry', 'Health Sciences'],
]
const TOPICS: Topic[] = topicSeeds.map(([name, subfield, field, domain], i) => ({
  id: `${OA}T19${String(100 + i)}`,
  display_name: name,
  subfield: { id: `${OA}subfields/${1700 + (hashOf(subfield) % 300)}`, display_name: subfield },
  field: { id: `${OA}fields/${10 + (hashOf(field) % 26)}`, display_name: field },
  domain: { id: `${OA}domains/${1 + (hashOf(domain) % 4)}`, display_name: domain },
}))
const topicNamed = (name: string) => TOPICS.find((topic) => topic.display_name === name)!
const ML_TOPICS = TOPICS.slice(0, 6)
const CRISPR_TOPICS = TOPICS.slice(6, 11)
const UNRELATED_TOPICS = TOPICS.slice(11)

type Pool = 'ml' | 'crispr'
type AuthorSeed = {
  name: string
  pools: Pool[]
  orcid: boolean
  institutions: number[]
  alternatives?: string[]
  noTopics?: boolean
}

const authorSeeds: AuthorSeed[] = [
  { name: 'Lena Hoffmann', pools: ['ml'], orcid: true, institutions: [3] },
  { name: 'Rahul Mehta', pools: ['ml'], orcid: true, institutions: [1] },
  { name: 'Sofía Márquez', pools: ['ml'], orcid: false, institutions: [5, 2] },
  { name: 'Kenji Watanabe', pools: ['ml'], orcid: true, institutions: [4] },
  { name: 'Olusegun Adeyemi', pools: ['ml'], orcid: false, institutions: [11] },
  { name: 'Claire Dubois', pools: ['ml'], orcid: true, institutions: [2] },
  { name: 'Mateus Carvalho', pools: ['ml'], orcid: false, institutions: [5] },
  { name: 'Yuki Tanaka', pools: ['ml'], orcid: true, institutions: [4, 12] },
  { name: 'Daniel Okonkwo', pools: ['ml'], orcid: false, institutions: [0] },
  { name: 'Ingrid Larsen', pools: ['ml'], orcid: true, institutions: [10] },
  { name: 'Arjun Nair', pools: ['ml'], orcid: true, institutions: [1, 10] },
  { name: 'Emily Zhang', pools: ['ml', 'crispr'], orcid: true, institutions: [9, 13] },
  { name: 'Marco Bianchi', pools: ['ml'], orcid: false, institutions: [2] },
  { name: 'Fatima Al-Sayed', pools: ['ml'], orcid: true, institutions: [0] },
  { name: 'Jonas Becker', pools: ['ml'], orcid: false, institutions: [3] },
  { name: 'Hye-jin Park', pools: ['ml'], orcid: true, institutions: [12] },
  { name: 'Lucas Moreau', pools: ['ml'], orcid: false, institutions: [2] },
  { name: 'Aisha Bello', pools: ['ml'], orcid: true, institutions: [11, 0] },
  { name: 'Tomasz Nowak', pools: ['ml'], orcid: false, institutions: [] },
  { name: 'Grace Liu', pools: ['ml'], orcid: true, institutions: [9] },
  { name: 'Miriam Cohen', pools: ['crispr'], orcid: true, institutions: [6] },
  { name: 'Samuel Osei', pools: ['crispr'], orcid: true, institutions: [11] },
  { name: 'Beatriz Santos', pools: ['crispr'], orcid: false, institutions: [5] },
  { name: 'Hiroshi Kato', pools: ['crispr'], orcid: false, institutions: [4], noTopics: true },
  { name: 'Elena Petrova', pools: ['crispr'], orcid: true, institutions: [3, 8] },
  { name: 'David Mwangi', pools: ['crispr'], orcid: true, institutions: [7] },
  { name: 'Laura Fischer', pools: ['crispr'], orcid: false, institutions: [3] },
  { name: 'Wei Chen', pools: ['crispr'], orcid: true, institutions: [9] },
  { name: 'Nadia Rahman', pools: ['crispr'], orcid: true, institutions: [8] },
  { name: "Patrick O'Brien", pools: ['crispr'], orcid: false, institutions: [13] },
  { name: 'Chiara Romano', pools: ['crispr'], orcid: true, institutions: [2] },
  { name: 'Kwame Asante', pools: ['crispr'], orcid: false, institutions: [11] },
  { name: 'Sara Lindqvist', pools: ['crispr'], orcid: true, institutions: [10, 6] },
  { name: 'Ravi Iyer', pools: ['crispr'], orcid: true, institutions: [8] },
]

const CURRENT_YEAR = 2026
const orcidFor = (seed: string) => {
  const digits = String(hashOf(seed)).padStart(10, '0') + String(hashOf(seed + '#')).padStart(10, '0')
  return `0000-000${digits[0]}-${digits.slice(1, 5)}-${digits.slice(5, 9)}`
}

function institutionRef(institution: Institution) {
  return {
    id: institution.id,
    ror: institution.ror,
    display_name: institution.display_name,
    country_code: institution.country_code,
    type: institution.type,
    lineage: institution.lineage,
  }
}

function authorEntity(input: {
  id: string
  name: string
  alternatives: string[]
  orcid: string | null
  worksCount: number
  citations: number
  hIndex: number
  i10: number
  current: Institution[]
  past: Institution[]
  topics: Topic[]
  concepts: string[]
  countsByYear: { year: number; works_count: number; cited_by_count: number }[]
}): Entity {
  const short = input.id
  return {
    id: OA + short,
    orcid: input.orcid ? `https://orcid.org/${input.orcid}` : null,
    display_name: input.name,
    display_name_alternatives: input.alternatives,
    works_count: input.worksCount,
    cited_by_count: input.citations,
    summary_stats: {
      '2yr_mean_citedness': Math.round((input.citations / Math.max(1, input.worksCount)) * 100) / 1000,
      h_index: input.hIndex,
      i10_index: input.i10,
    },
    ids: { openalex: OA + short, ...(input.orcid ? { orcid: `https://orcid.org/${input.orcid}` } : {}) },
    affiliations: [
      ...input.current.map((institution) => ({ institution: institutionRef(institution), years: [2025, 2024, 2023] })),
      ...input.past.map((institution) => ({ institution: institutionRef(institution), years: [2018, 2017] })),
    ],
    last_known_institutions: input.current.map(institutionRef),
    topics: input.topics.map((topic, i) => ({
      ...topic,
      count: Math.max(1, Math.round(input.worksCount / (2 + i * 1.5))),
    })),
    x_concepts: input.concepts.map((name, i) => ({
      id: `${OA}C${29100000 + (hashOf(name) % 99999)}`,
      wikidata: `https://www.wikidata.org/wiki/Q${hashOf(name) % 999999}`,
      display_name: name,
      level: i === 0 ? 0 : 1,
      score: 90 - i * 11.5,
    })),
    counts_by_year: input.countsByYear.map((entry) => ({
      year: entry.year,
      works_count: entry.works_count,
      oa_works_count: Math.floor(entry.works_count / 2),
      cited_by_count: entry.cited_by_count,
    })),
    works_api_url: `https://api.openalex.org/works?filter=author.id:${short}`,
    updated_date: '2026-10-01T06:00:00.000000',
    created_date: '2023-07-21',
  }
}

type World = {
  authors: Entity[]
  authorPools: Record<Pool, Entity[]>
  merged: Entity
  works: Record<'ml' | 'crispr' | 'coral', Entity[]>
  workIndex: Map<string, Entity>
  sources: Entity[]
  genericClassics: Classic[]
}

function researcher(seed: AuthorSeed, index: number): Entity {
  const rng = seededRandom(`author:${seed.name}`)
  const seniority = rng()
  const startYear = CURRENT_YEAR - 2 - Math.round(3 + seniority * 25)
  const worksCount = Math.max(6, Math.round(10 + seniority * 260 + rng() * 40))
  const citations = Math.round(worksCount * (4 + rng() * 55) * (0.4 + seniority))
  const hIndex = Math.min(worksCount, Math.round(Math.sqrt(citations) * (0.45 + rng() * 0.25)))
  const i10 = Math.min(worksCount, Math.round(hIndex * (1.1 + rng() * 1.4)))
  const poolTopics = seed.pools.flatMap((pool) => (pool === 'ml' ? ML_TOPICS : CRISPR_TOPICS))
  const topics = poolTopics.filter(() => rng() < 0.6).slice(0, 5)
  if (topics.length === 0) topics.push(poolTopics[index % poolTopics.length]!)
  const countsByYear = []
  for (let year = CURRENT_YEAR; year > CURRENT_YEAR - 10; year--) {
    const active = year >= startYear && year < CURRENT_YEAR
    const works = active
      ? Math.max(0, Math.round((worksCount / Math.max(3, CURRENT_YEAR - startYear)) * (0.5 + rng())))
      : 0
    if (works === 0 && year < startYear) continue
    countsByYear.push({ year, works_count: works, cited_by_count: Math.round((citations / 12) * (0.6 + rng())) })
  }
  const current = seed.institutions.map((i) => INSTITUTIONS[i]!)
  const past = [INSTITUTIONS[(index * 5 + 3) % INSTITUTIONS.length]!].filter(
    (institution) => !current.includes(institution),
  )
  const [first, ...rest] = seed.name.split(' ')
  return authorEntity({
    id: `A50900000${String(index + 1).padStart(2, '0')}`,
    name: seed.name,
    alternatives: [
      seed.name,
      `${first![0]}. ${rest.join(' ')}`,
      fold(seed.name) !== seed.name.toLowerCase()
        ? fold(seed.name).replace(/\b\w/g, (l) => l.toUpperCase())
        : seed.name,
    ].filter((v, i, all) => all.indexOf(v) === i),
    orcid: seed.orcid ? orcidFor(seed.name) : null,
    worksCount,
    citations,
    hIndex,
    i10,
    current,
    past,
    topics: seed.noTopics ? [] : topics,
    concepts: seed.pools.includes('ml')
      ? ['Computer science', 'Artificial intelligence', 'Machine learning']
      : ['Biology', 'Genetics', 'Gene'],
    countsByYear,
  })
}

const SOURCE_SEEDS: [string, string, string | null, string | null][] = [
  ['Journal of Applied Machine Learning', 'journal', '2999-0201', 'https://jaml.example.org'],
  ['Machine Learning Letters', 'journal', '2999-0202', 'https://mll.example.org'],
  ['Transactions on Neural Computation', 'journal', '2999-0203', null],
  ['International Conference on Learning Systems', 'conference', null, 'https://icls.example.org'],
  ['Genome Editing Quarterly', 'journal', '2999-0301', 'https://geq.example.org'],
  ['CRISPR Technologies', 'journal', '2999-0302', null],
  ['Journal of Molecular Genetics', 'journal', '2999-0303', 'https://jmg.example.org'],
  ['Open Preprint Archive', 'repository', null, 'https://preprints.example.org'],
]

function sourceEntity([name, type, issn, homepage]: (typeof SOURCE_SEEDS)[number], i: number): Entity {
  const rng = seededRandom(`source:${name}`)
  const works = Math.round(500 + rng() * 40_000)
  const id = `S42990002${String(i + 1).padStart(2, '0')}`
  return {
    id: OA + id,
    issn_l: issn,
    issn: issn ? [issn] : null,
    display_name: name,
    host_organization: null,
    host_organization_name: null,
    host_organization_lineage: [],
    works_count: works,
    cited_by_count: Math.round(works * (3 + rng() * 30)),
    summary_stats: {
      '2yr_mean_citedness': Math.round(rng() * 800) / 100,
      h_index: Math.round(20 + rng() * 200),
      i10_index: Math.round(100 + rng() * 3000),
    },
    is_oa: type === 'repository',
    is_in_doaj: false,
    is_core: type === 'journal',
    ids: { openalex: OA + id, ...(issn ? { issn_l: issn, issn: [issn] } : {}) },
    homepage_url: homepage,
    apc_usd: null,
    country_code: null,
    type,
    counts_by_year: [],
    works_api_url: `https://api.openalex.org/works?filter=primary_location.source.id:${id}`,
    updated_date: '2026-09-01T00:00:00',
    created_date: '2018-01-01',
  }
}

const ABSTRACT_SENTENCES: Record<string, string[]> = {
  ml: [
    'We propose a method that learns compact representations from few labelled examples.',
    'Experiments on five benchmarks show consistent gains over strong baselines.',
    'The model is trained end to end and needs no hand-crafted features.',
    'We analyse when the approach fails and release our code.',
    'Results hold across model sizes and data regimes.',
  ],
  crispr: [
    'We engineered a Cas9 variant with reduced off-target activity.',
    'Editing efficiency was measured in primary human cells and in mice.',
    'Guide RNA design rules were derived from 40,000 screened sequences.',
    'Delivery with lipid nanoparticles kept the editor active for two weeks.',
    'These findings support safer therapeutic genome editing.',
  ],
  generic: [
    'We review the evidence and identify open questions.',
    'A mixed-methods design combined surveys with archival data.',
    'The effect was robust to alternative specifications.',
    'We discuss implications for practice and policy.',
  ],
}

const TITLE_PARTS: Record<'ml' | 'crispr', [string[], string[], string[]]> = {
  ml: [
    ['Scalable', 'Robust', 'Interpretable', 'Self-supervised', 'Efficient', 'Federated'],
    [
      'graph neural networks',
      'transformers',
      'contrastive learning',
      'gradient boosting',
      'reinforcement learning',
      'domain adaptation',
    ],
    [
      'medical imaging',
      'language understanding',
      'climate forecasting',
      'robot control',
      'fraud detection',
      'protein design',
    ],
  ],
  crispr: [
    ['High-fidelity', 'Multiplexed', 'In vivo', 'Base', 'Prime', 'Inducible'],
    [
      'CRISPR-Cas9 editing',
      'Cas12a screening',
      'CRISPR interference',
      'base editing',
      'prime editing',
      'guide RNA design',
    ],
    [
      'sickle cell disease',
      'crop drought tolerance',
      'T-cell therapy',
      'zebrafish development',
      'antiviral immunity',
      'muscular dystrophy',
    ],
  ],
}

function invertedIndex(text: string): Record<string, number[]> {
  const index: Record<string, number[]> = {}
  text.split(/\s+/).forEach((word, position) => {
    if (word) (index[word] ??= []).push(position)
  })
  return index
}

function workEntity(input: {
  id: string
  title: string
  year: number
  rng: () => number
  authors: Entity[]
  topics: Topic[]
  source: Entity
  abstract: string | null
  doi: string | null
  relevance: number
  type: string
}): Entity {
  const { rng } = input
  const month = 1 + Math.floor(rng() * 12)
  const day = 1 + Math.floor(rng() * 28)
  const date = `${input.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  const age = Math.max(1, CURRENT_YEAR - input.year)
  const cited = Math.floor(rng() ** 3 * 900 * Math.min(age, 12))
  const isOa = input.type === 'preprint' || rng() < 0.4
  const landing = input.doi ? `https://doi.org/${input.doi}` : `https://preprints.example.org/${input.id}`
  const pdf = isOa ? `https://files.example.org/${input.id}.pdf` : null
  const location = {
    is_oa: isOa,
    landing_page_url: landing,
    pdf_url: pdf,
    source: {
      id: input.source.id,
      display_name: input.source.display_name,
      issn_l: input.source.issn_l,
      issn: input.source.issn,
      is_oa: input.source.is_oa,
      type: input.source.type,
    },
    license: isOa ? 'cc-by' : null,
    version: input.type === 'preprint' ? 'submittedVersion' : 'publishedVersion',
  }
  return {
    id: OA + input.id,
    doi: input.doi ? `https://doi.org/${input.doi}` : null,
    title: input.title,
    display_name: input.title,
    relevance_score: input.relevance,
    publication_year: input.year,
    publication_date: date,
    ids: { openalex: OA + input.id, ...(input.doi ? { doi: `https://doi.org/${input.doi}` } : {}) },
    language: 'en',
    primary_location: location,
    type: input.type,
    open_access: {
      is_oa: isOa,
      oa_status: isOa ? (input.type === 'preprint' ? 'green' : 'gold') : 'closed',
      oa_url: pdf,
      any_repository_has_fulltext: isOa,
    },
    authorships: input.authors.map((author, i) => {
      const institutions = (author.last_known_institutions as Institution[]).slice(0, 1)
      return {
        author_position: i === 0 ? 'first' : i === input.authors.length - 1 ? 'last' : 'middle',
        author: { id: author.id, display_name: author.display_name, orcid: author.orcid },
        institutions,
        countries: institutions.map((institution) => institution.country_code),
        is_corresponding: i === 0,
        raw_author_name: author.display_name,
        raw_affiliation_strings: institutions.map((institution) => institution.display_name),
        affiliations: institutions.map((institution) => ({
          raw_affiliation_string: institution.display_name,
          institution_ids: [institution.id],
        })),
      }
    }),
    cited_by_count: cited,
    primary_topic: input.topics[0] ? { ...input.topics[0], score: 0.99 } : null,
    topics: input.topics.map((topic, i) => ({ ...topic, score: Math.round((0.99 - i * 0.07) * 1000) / 1000 })),
    locations_count: 1,
    locations: [location],
    best_oa_location: isOa ? location : null,
    is_retracted: false,
    referenced_works_count: 0,
    referenced_works: [],
    related_works: [],
    abstract_inverted_index: input.abstract ? invertedIndex(input.abstract) : null,
    counts_by_year: [],
    updated_date: '2026-10-01T00:00:00.000000',
    created_date: `${input.year}-${String(month).padStart(2, '0')}-01`,
  }
}

/** Picks `count` distinct authors, the more senior (more works) more often. */
function pickAuthors(
  pool: Entity[],
  count: number,
  rng: () => number,
  extra?: { author: Entity; chance: number },
): Entity[] {
  const chosen: Entity[] = []
  const weights = pool.map((author) => 1 + Math.sqrt(Number(author.works_count)) / 4)
  while (chosen.length < Math.min(count, pool.length)) {
    const total = weights.reduce((sum, weight, i) => sum + (chosen.includes(pool[i]!) ? 0 : weight), 0)
    let roll = rng() * total
    for (let i = 0; i < pool.length; i++) {
      if (chosen.includes(pool[i]!)) continue
      roll -= weights[i]!
      if (roll <= 0) {
        chosen.push(pool[i]!)
        break
      }
    }
  }
  if (extra && rng() < extra.chance) chosen.splice(Math.floor(rng() * (chosen.length + 1)), 0, extra.author)
  return chosen
}

function generateTopicWorks(
  topic: 'ml' | 'crispr',
  count: number,
  pool: Entity[],
  merged: Entity,
  sources: Entity[],
  idBase: number,
): Entity[] {
  const rng = seededRandom(`works:${topic}`)
  const [adjectives, methods, applications] = TITLE_PARTS[topic]
  const topicList = topic === 'ml' ? ML_TOPICS : CRISPR_TOPICS
  const journals = topic === 'ml' ? sources.slice(0, 4) : sources.slice(4, 7)
  const works: Entity[] = []
  for (let i = 0; i < count; i++) {
    const title = `${adjectives[i % adjectives.length]} ${methods[(i * 5 + 1) % methods.length]} for ${applications[(i * 7 + 2) % applications.length]}`
    const type = i % 10 === 3 ? 'preprint' : i % 10 === 7 ? 'review' : 'article'
    const year = 2012 + Math.floor(rng() * 14)
    const sentences = ABSTRACT_SENTENCES[topic]!
    const abstract =
      i % 5 === 4
        ? null
        : [
            sentences[i % sentences.length],
            sentences[(i + 2) % sentences.length],
            sentences[(i + 3) % sentences.length],
          ].join(' ')
    const authors = pickAuthors(pool, 2 + Math.floor(rng() * 4), rng, { author: merged, chance: 0.2 })
    const id = `W${idBase + i}`
    works.push(
      workEntity({
        id,
        title,
        year,
        rng,
        authors,
        topics: [topicList[i % topicList.length]!, topicList[(i + 2) % topicList.length]!],
        source: type === 'preprint' ? sources[7]! : journals[i % journals.length]!,
        abstract,
        doi:
          type === 'preprint'
            ? `10.48550/arxiv.${String(year % 100).padStart(2, '0')}${String(1 + (i % 12)).padStart(2, '0')}.${String(10000 + i * 37).slice(0, 5)}`
            : `10.5555/lodestar.${topic}.${year}.${String(i + 1).padStart(3, '0')}`,
        relevance: Math.round((1000 - i * 17.5 + rng() * 10) * 1000) / 1000,
        type,
      }),
    )
  }
  return works
}

// ---------- citation links ----------

/**
 * Works the fake marks `is_retracted: true` (every other work is false): two machine-learning works,
 * one CRISPR work and one coral work. Each generic query's set also retracts its work at
 * GENERIC_RETRACTED_INDEX (ids `W73…5`).
 */
export const RETRACTED_WORK_IDS: readonly string[] = ['W7200000013', 'W7200000030', 'W7200001010', 'W7100000002']
export const GENERIC_RETRACTED_INDEX = 5

/** A much-cited older work outside every result set; `kind` ties it to one method (null: cited across the pool). */
type Classic = { work: Entity; kind: string | null }

const CLASSIC_TITLES: Record<'ml' | 'crispr' | 'coral' | 'generic', [string, string | null][]> = {
  ml: [
    ['A theory of learning on graph-structured data', 'graph neural networks'],
    ['Sequence modelling with attention alone', 'transformers'],
    ['Learning invariant representations by comparing views', 'contrastive learning'],
    ['Greedy function approximation with boosted trees', 'gradient boosting'],
    ['Temporal-difference learning and control', 'reinforcement learning'],
    ['Learning when training and test distributions differ', 'domain adaptation'],
    ['Stochastic optimisation for large-scale learning', null],
    ['Dropout and the regularisation of deep networks', null],
    ['Benchmark datasets for machine learning research', null],
  ],
  crispr: [
    ['A programmable RNA-guided endonuclease for genome targeting', 'CRISPR-Cas9 editing'],
    ['Single-effector CRISPR systems beyond Cas9', 'Cas12a screening'],
    ['Repurposing catalytically dead Cas9 to silence transcription', 'CRISPR interference'],
    ['Editing single bases without double-strand breaks', 'base editing'],
    ['Search-and-replace editing with a reverse transcriptase', 'prime editing'],
    ['Rules for efficient and specific guide RNAs', 'guide RNA design'],
    ['Double-strand break repair pathways in mammalian cells', null],
    ['Genome-wide off-target detection by sequencing', null],
    ['Delivery vehicles for therapeutic gene editing', null],
  ],
  coral: [
    ['Climate change, coral bleaching and the future of reefs', null],
    ['Global warming and recurrent mass bleaching of corals', null],
    ['Symbiont diversity and the thermal tolerance of corals', null],
    ['Reef fish recruitment and habitat structure', null],
    ['Ocean acidification and coral calcification', null],
    ['Degree heating weeks as a predictor of bleaching', null],
    ['Standard methods for reef monitoring surveys', null],
    ['Resilience of coral reef ecosystems to disturbance', null],
  ],
  generic: [
    ['Qualitative research design: choosing among approaches', null],
    ['Statistical power analysis for the behavioural sciences', null],
    ['Controlling the false discovery rate in multiple testing', null],
    ['Mixed-methods research: a paradigm whose time has come', null],
    ['Meta-analysis: combining the results of independent studies', null],
    ['The case study as a research strategy', null],
    ['Measurement error and the reliability of scales', null],
    ['Missing data in surveys: problems and remedies', null],
  ],
}

/** The classics of one pool, published between `fromYear` and `toYear` (before every work that cites them). */
function generateClassics(
  pool: keyof typeof CLASSIC_TITLES,
  input: { idBase: number; fromYear: number; toYear: number; authors: Entity[]; topics: Topic[]; source: Entity },
): Classic[] {
  return CLASSIC_TITLES[pool].map(([title, kind], i) => {
    const rng = seededRandom(`classic:${title}`)
    const work = workEntity({
      id: `W${input.idBase + i}`,
      title,
      year: input.fromYear + Math.floor(rng() * (input.toYear - input.fromYear + 1)),
      rng,
      authors: pickAuthors(input.authors, 1 + Math.floor(rng() * 3), rng),
      topics: input.topics,
      source: input.source,
      abstract: null,
      doi: `10.5555/lodestar.classic.${pool}.${String(i + 1).padStart(3, '0')}`,
      relevance: 0,
      type: 'article',
    })
    work.cited_by_count = 2_000 + (hashOf(title) % 18_000)
    return { work, kind }
  })
}

const byDate = (a: Entity, b: Entity) =>
  String(a.publication_date).localeCompare(String(b.publication_date)) || a.id.localeCompare(b.id)

/**
 * Gives each work of `pool` 8–20 `referenced_works`, all published before it: works of the same kind
 * (same method) first, then its kind's classic and one or two general classics, then earlier works on
 * the same primary topic, then any earlier work; other classics top it up to 8 (the earliest works of a
 * pool have little else to cite). So works of one kind
 * share many references (bibliographic coupling finds them) and the classics are cited across the pool.
 * References a work already has (fixtures) are kept.
 */
function linkReferences(
  pool: Entity[],
  classics: Classic[],
  key: string,
  kindOf: (work: Entity) => string | null = () => null,
): void {
  const rng = seededRandom(`references:${key}`)
  const shuffled = <T>(items: T[]) =>
    items
      .map((item) => ({ item, order: rng() }))
      .sort((a, b) => a.order - b.order)
      .map(({ item }) => item)
  const topicOf = (work: Entity) => (work.primary_topic as { id: string } | null)?.id ?? null
  for (const work of [...pool].sort(byDate)) {
    const kind = kindOf(work)
    const wanted = 8 + Math.floor(rng() * 13)
    const earlier = pool.filter((other) => other !== work && byDate(other, work) < 0)
    const sameKind = earlier.filter((other) => kind !== null && kindOf(other) === kind)
    const sameTopic = earlier.filter((other) => !sameKind.includes(other) && topicOf(other) === topicOf(work))
    const classicWorks = classics.filter((classic) => byDate(classic.work, work) < 0)
    const kindClassics = classicWorks.filter((classic) => classic.kind !== null && classic.kind === kind)
    const general = classicWorks.filter((classic) => classic.kind === null)
    const otherClassics = classicWorks.filter((classic) => classic.kind !== null && classic.kind !== kind)
    const existing = new Set(((work.referenced_works as string[] | undefined) ?? []).map((id) => id.replace(OA, '')))
    const chosen: Entity[] = pool.filter((other) => existing.has(other.id.replace(OA, '')))
    const take = (candidates: Entity[], most: number, until = wanted) => {
      let taken = 0
      for (const candidate of candidates) {
        if (chosen.length >= until || taken >= most) return
        if (chosen.includes(candidate)) continue
        chosen.push(candidate)
        taken++
      }
    }
    take(shuffled(sameKind), Math.ceil(wanted * 0.6))
    take(
      kindClassics.map((classic) => classic.work),
      2,
    )
    take(
      shuffled(general).map((classic) => classic.work),
      1 + Math.floor(rng() * 2),
    )
    take(shuffled(sameTopic), Math.ceil(wanted * 0.25))
    take(shuffled(earlier), Math.ceil(wanted * 0.4))
    const spare = shuffled([...otherClassics, ...general]).map((classic) => classic.work)
    take([...spare, ...shuffled(earlier)], Infinity, 8)
    work.referenced_works = chosen.map((reference) => reference.id).sort()
    work.referenced_works_count = chosen.length
  }
}

/** Classics cite one to three older classics of their own pool. */
function linkClassics(classics: Classic[], key: string): void {
  const rng = seededRandom(`classic-references:${key}`)
  for (const { work } of classics) {
    const older = classics.filter((other) => byDate(other.work, work) < 0).map((other) => other.work.id)
    const references = older.filter(() => rng() < 0.5).slice(0, 3)
    work.referenced_works = references.sort()
    work.referenced_works_count = references.length
  }
}

/** The method phrase of a generated title (`Robust transformers for fraud detection` → `transformers`). */
function methodOf(topic: 'ml' | 'crispr'): (work: Entity) => string | null {
  const methods = TITLE_PARTS[topic][1]
  return (work) => methods.find((method) => String(work.title).includes(` ${method} `)) ?? null
}

function buildWorld(): World {
  const researchers = authorSeeds.map(researcher)
  const mergedRng = seededRandom('author:merged')
  const merged = authorEntity({
    id: 'A5090000099',
    name: 'J. Smith',
    alternatives: ['J. Smith', 'John Smith', 'Jing Smith', 'J. A. Smith', 'Juan Smith', 'Jennifer Smith'],
    orcid: null,
    worksCount: 4012,
    citations: 21_480,
    hIndex: 38,
    i10: 402,
    current: [0, 2, 4, 6, 9, 11, 13].map((i) => INSTITUTIONS[i]!),
    past: [],
    topics: [
      topicNamed('Machine Learning and Algorithms'),
      topicNamed('CRISPR and Genetic Engineering'),
      ...UNRELATED_TOPICS,
    ],
    concepts: ['Medicine', 'History', 'Physics', 'Economics'],
    countsByYear: [2025, 2024, 2023, 2022, 2021, 2020, 2019].map((year) => ({
      year,
      works_count: year === 2025 ? 0 : 640 + Math.round(mergedRng() * 60),
      cited_by_count: 2600 + Math.round(mergedRng() * 900),
    })),
  })
  const groupName = authorEntity({
    id: 'A5090000098',
    name: 'Machine Learning Group',
    alternatives: ['Machine Learning Group', 'ML Group'],
    orcid: null,
    worksCount: 3,
    citations: 2,
    hIndex: 1,
    i10: 0,
    current: [],
    past: [],
    topics: [],
    concepts: ['Computer science'],
    countsByYear: [{ year: 2021, works_count: 3, cited_by_count: 1 }],
  })
  const fixtureAuthors = (JSON.parse(fixture('openalex', 'authors-filter-openalex-ids.json')) as { results: Entity[] })
    .results
  const authors = [...researchers, merged, groupName, ...fixtureAuthors]
  const authorPools: Record<Pool, Entity[]> = {
    ml: researchers.filter((_, i) => authorSeeds[i]!.pools.includes('ml')),
    crispr: researchers.filter((_, i) => authorSeeds[i]!.pools.includes('crispr')),
  }
  const sources = SOURCE_SEEDS.map(sourceEntity)
  const fixtureWork = JSON.parse(fixture('openalex', 'work-W7100000001.json')) as Entity
  const coralList = (JSON.parse(fixture('openalex', 'works-search-coral-reef.json')) as { results: Entity[] }).results
  const works = {
    ml: generateTopicWorks('ml', 40, authorPools.ml, merged, sources, 7200000001),
    crispr: generateTopicWorks('crispr', 30, authorPools.crispr, merged, sources, 7200001001),
    coral: [fixtureWork, ...coralList],
  }
  const classics = {
    ml: generateClassics('ml', {
      idBase: 7200090001,
      fromYear: 1995,
      toYear: 2011,
      authors: authorPools.ml,
      topics: ML_TOPICS.slice(0, 1),
      source: sources[2]!,
    }),
    crispr: generateClassics('crispr', {
      idBase: 7200091001,
      fromYear: 1996,
      toYear: 2011,
      authors: authorPools.crispr,
      topics: CRISPR_TOPICS.slice(0, 1),
      source: sources[6]!,
    }),
    coral: generateClassics('coral', {
      idBase: 7100090001,
      fromYear: 1984,
      toYear: 1997,
      authors: researchers,
      topics: [topicNamed('Coral Reef Ecology and Bleaching')],
      source: sources[6]!,
    }),
    generic: generateClassics('generic', {
      idBase: 7400000001,
      fromYear: 1976,
      toYear: 2010,
      authors: researchers,
      topics: UNRELATED_TOPICS.slice(0, 1),
      source: sources[7]!,
    }),
  }
  linkReferences(works.ml, classics.ml, 'ml', methodOf('ml'))
  linkReferences(works.crispr, classics.crispr, 'crispr', methodOf('crispr'))
  linkReferences(works.coral, classics.coral, 'coral')
  for (const pool of Object.values(classics)) linkClassics(pool, pool[0]!.work.id)
  const workIndex = new Map<string, Entity>()
  for (const work of [
    ...works.ml,
    ...works.crispr,
    ...works.coral,
    ...Object.values(classics).flatMap((pool) => pool.map((classic) => classic.work)),
  ]) {
    work.is_retracted = RETRACTED_WORK_IDS.includes(work.id.slice(OA.length))
    indexWork(workIndex, work)
  }
  return { authors, authorPools, merged, works, workIndex, sources, genericClassics: classics.generic }
}

function indexWork(workIndex: Map<string, Entity>, work: Entity): void {
  workIndex.set(work.id.slice(OA.length), work)
  if (typeof work.doi === 'string') workIndex.set(work.doi.replace('https://doi.org/', '').toLowerCase(), work)
}

/** A few works for any other query, derived from its text (same query, same works). */
function genericWorks(world: World, query: string): Entity[] {
  const seed = hashOf(fold(query))
  const rng = seededRandom(seed)
  const pool = world.authors.filter(
    (author) => author !== world.merged && author.display_name !== 'Machine Learning Group',
  )
  const start = seed % pool.length
  const local = Array.from({ length: 12 }, (_, i) => pool[(start + i * 3) % pool.length]!)
  const label = query.trim().replace(/\s+/g, ' ')
  const shapes = [
    'A review of',
    'New evidence on',
    'Measuring',
    'Rethinking',
    'The economics of',
    'A field study of',
    'Trends in',
    'Open problems in',
    'Case studies in',
    'Methods for',
  ]
  return Array.from({ length: 10 }, (_, i) => {
    const sentences = ABSTRACT_SENTENCES.generic!
    return workEntity({
      id: `W73${String(seed % 10_000_000).padStart(7, '0')}${i}`,
      title: `${shapes[i]} ${label}`,
      year: 2014 + Math.floor(rng() * 12),
      rng,
      authors: pickAuthors(local, 1 + Math.floor(rng() * 3), rng),
      topics: [TOPICS[seed % TOPICS.length]!],
      source: world.sources[seed % world.sources.length]!,
      abstract:
        i % 4 === 3 ? null : `${label}: ${sentences[i % sentences.length]} ${sentences[(i + 1) % sentences.length]}`,
      doi: `10.5555/lodestar.q${seed % 100_000}.${i + 1}`,
      relevance: Math.round((500 - i * 20) * 1000) / 1000,
      type: i === 2 ? 'review' : 'article',
    })
  })
}

/*
 * A literature-based-discovery world after Swanson (1986): fish oil → blood viscosity, platelet aggregation and
 * vascular reactivity → Raynaud's disease, never fish oil with Raynaud's disease; and weaker chains to other ends
 * (stroke risk through one link only). Searching any of its concepts finds the works that name it.
 */
const SWANSON_GROUPS = ['healthy volunteers', 'older adults', 'patients with hyperlipidaemia', 'young athletes']
const SWANSON_LINKS = ['blood viscosity', 'platelet aggregation', 'vascular reactivity']
const SWANSON_CONCEPTS = ['fish oil', ...SWANSON_LINKS, 'raynaud']
const SWANSON_DETAILS = [
  'The difference held in winter and in summer.',
  'Samples were drawn at rest in a warm room.',
  'Measurements were repeated after six months.',
]

function swansonTexts(): { title: string; abstract: string; concepts: string[] }[] {
  const texts: { title: string; abstract: string; concepts: string[] }[] = []
  const fillers = [
    'Plasma triglycerides fell over twelve weeks.',
    'Red cell membrane fatty acids were measured at baseline and follow-up.',
    'Serum cholesterol did not change.',
    'The trial was double blind and placebo controlled.',
  ]
  SWANSON_GROUPS.forEach((group, g) => {
    SWANSON_LINKS.forEach((link, l) => {
      texts.push({
        title: `Dietary fish oil and ${link} in ${group}`,
        abstract: `Dietary fish oil lowered ${link} in ${group}. ${fillers[(g + l) % fillers.length]}`,
        concepts: ['fish oil', link],
      })
      texts.push({
        title: `${link.charAt(0).toUpperCase()}${link.slice(1)} in Raynaud's disease: a study of ${group}`,
        abstract: `Patients with Raynaud's disease showed abnormal ${link} compared with ${group}. ${SWANSON_DETAILS[l]}`,
        concepts: [link, 'raynaud'],
      })
    })
    texts.push({
      title: `Blood viscosity and stroke risk in ${group}`,
      abstract: `Raised blood viscosity predicted stroke risk in ${group}. ${fillers[g % fillers.length]}`,
      concepts: ['blood viscosity'],
    })
    texts.push({
      title: `Omega-3 fatty acids from fish oil in ${group}`,
      abstract: `Fish oil supplementation raised omega-3 fatty acids in ${group}. Whether the benefit remains in the long term remains unclear.`,
      concepts: ['fish oil'],
    })
  })
  return texts
}

function swansonWorks(world: World, text: string): Entity[] {
  const asked = SWANSON_CONCEPTS.filter((concept) => text.includes(concept))
  return swansonTexts().flatMap((entry, i) => {
    const named = `${entry.title} ${entry.abstract}`.toLowerCase()
    if (!asked.some((concept) => named.includes(concept))) return []
    const rng = seededRandom(`swanson:${i}`)
    const work = workEntity({
      id: `W74000${String(i).padStart(4, '0')}`,
      title: entry.title,
      year: 1975 + (i % 12),
      rng,
      authors: pickAuthors(world.authors.slice(0, 12), 2, rng),
      topics: [],
      source: world.sources[i % world.sources.length]!,
      abstract: entry.abstract,
      doi: `10.5555/lodestar.swanson.${i + 1}`,
      relevance: 400 - i,
      type: 'article',
    })
    indexWork(world.workIndex, work)
    return [work]
  })
}

// ---------- query evaluation ----------

const WORK_FILTERS = new Set([
  'title_and_abstract.search',
  'title.search',
  'abstract.search',
  'default.search',
  'display_name.search',
  'fulltext.search',
  'publication_year',
  'from_publication_date',
  'to_publication_date',
  'openalex_id',
  'openalex',
  'ids.openalex',
  'author.id',
  'authorships.author.id',
  'type',
  'cited_by_count',
  'primary_location.source.type',
  'primary_location.source.id',
  'cites',
  'doi',
  'is_retracted',
  'topics.id',
  'primary_topic.id',
  'topics.field.id',
  'primary_topic.field.id',
])

type Filter = { key: string; value: string }

function parseFilters(raw: string | undefined): Filter[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':')
      return colon < 0
        ? { key: part, value: '' }
        : { key: part.slice(0, colon).replace(/-/g, '_'), value: part.slice(colon + 1) }
    })
}

const bareDoi = (doi: string) =>
  doi
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:/i, '')
    .toLowerCase()

function compareNumber(actual: number, spec: string): boolean {
  if (spec.startsWith('>')) return actual > Number(spec.slice(1))
  if (spec.startsWith('<')) return actual < Number(spec.slice(1))
  const range = /^(\d*)-(\d*)$/.exec(spec)
  if (range) return (range[1] === '' || actual >= Number(range[1])) && (range[2] === '' || actual <= Number(range[2]))
  return spec.split('|').some((value) => actual === Number(value))
}

function topicWorks(world: World, search: string): Entity[] {
  const text = fold(search)
  if (text.includes('no-results')) return []
  if (/machine learning|deep learning|neural network/.test(text)) return world.works.ml
  if (text.includes('crispr')) return world.works.crispr
  if (text.includes('coral')) return world.works.coral
  if (SWANSON_CONCEPTS.some((concept) => text.includes(concept))) return swansonWorks(world, text)
  const works = genericWorks(world, search)
  linkReferences(works, world.genericClassics, `generic:${text}`)
  works.forEach((work, i) => {
    work.is_retracted = i === GENERIC_RETRACTED_INDEX
    indexWork(world.workIndex, work)
  })
  return works
}

function matchingWorks(world: World, c: Context): { works: Entity[]; searched: boolean; error: string | null } {
  const filters = parseFilters(c.req.query('filter'))
  const unknown = filters.find((filter) => !WORK_FILTERS.has(filter.key))
  if (unknown)
    return {
      works: [],
      searched: false,
      error: `${unknown.key} is not a valid field. Valid fields are underscore or hyphenated versions of: ${[...WORK_FILTERS].join(', ')}`,
    }
  const searches = [
    c.req.query('search'),
    ...filters.filter((filter) => filter.key.endsWith('.search')).map((filter) => filter.value),
  ].filter((value): value is string => !!value?.trim())
  const idFilter = filters.find((filter) => ['openalex_id', 'openalex', 'ids.openalex'].includes(filter.key))
  let works: Entity[]
  if (searches.length) works = topicWorks(world, searches.join(' '))
  else if (idFilter)
    works = idFilter.value
      .split('|')
      .map((id) => world.workIndex.get(id.replace(OA, '').trim().toUpperCase()))
      .filter((work): work is Entity => !!work)
  else if (filters.some((filter) => ['cites', 'doi'].includes(filter.key) || filter.key.includes('topic')))
    works = [...new Set(world.workIndex.values())]
  else works = [...world.works.ml, ...world.works.crispr]
  for (const filter of filters) {
    if (filter.key === 'publication_year')
      works = works.filter((work) => compareNumber(Number(work.publication_year), filter.value))
    if (filter.key === 'from_publication_date')
      works = works.filter((work) => String(work.publication_date) >= filter.value)
    if (filter.key === 'to_publication_date')
      works = works.filter((work) => String(work.publication_date) <= filter.value)
    if (filter.key === 'type') works = works.filter((work) => filter.value.split('|').includes(String(work.type)))
    if (filter.key === 'primary_location.source.type' || filter.key === 'primary_location.source.id') {
      const wanted = filter.value.split('|').map((value) => value.replace(OA, '').trim())
      const field = filter.key.endsWith('.type') ? 'type' : 'id'
      works = works.filter((work) => {
        const source = (work.primary_location as { source: { id: string; type: string } | null } | null)?.source
        return !!source && wanted.includes(source[field].replace(OA, ''))
      })
    }
    if (filter.key === 'cites') {
      const cited = new Set(filter.value.split('|').map((id) => OA + id.replace(OA, '').trim().toUpperCase()))
      works = works.filter((work) =>
        ((work.referenced_works as string[] | undefined) ?? []).some((id) => cited.has(id)),
      )
    }
    if (filter.key === 'doi') {
      const dois = new Set(filter.value.split('|').map(bareDoi))
      works = works.filter((work) => typeof work.doi === 'string' && dois.has(bareDoi(work.doi)))
    }
    if (filter.key.includes('topic')) {
      const wanted = new Set(
        filter.value.split('|').map((value) =>
          value
            .replace(OA, '')
            .replace(/^fields\//, '')
            .trim(),
        ),
      )
      const primaryOnly = filter.key.startsWith('primary_topic')
      const onField = filter.key.endsWith('.field.id')
      works = works.filter((work) => {
        const topics = (work.topics as Topic[] | undefined) ?? []
        return (primaryOnly ? topics.slice(0, 1) : topics).some((topic) =>
          wanted.has(onField ? topic.field.id.replace(`${OA}fields/`, '') : topic.id.replace(OA, '')),
        )
      })
    }
    if (filter.key === 'is_retracted')
      works = works.filter((work) => (work.is_retracted === true) === (filter.value.trim().toLowerCase() === 'true'))
    if (filter.key === 'cited_by_count')
      works = works.filter((work) => compareNumber(Number(work.cited_by_count), filter.value))
    if (filter.key === 'author.id' || filter.key === 'authorships.author.id') {
      const ids = new Set(filter.value.split('|').map((id) => OA + id.replace(OA, '').trim().toUpperCase()))
      works = works.filter((work) =>
        (work.authorships as { author: { id: string } }[]).some((authorship) => ids.has(authorship.author.id)),
      )
    }
  }
  return { works, searched: searches.length > 0, error: null }
}

function sortEntities(
  entities: Entity[],
  sort: string | undefined,
  searched: boolean,
  allowed: string[],
): { sorted: Entity[]; error: string | null } {
  if (!sort) return { sorted: entities, error: null }
  const [field, direction] = sort.split(':')
  if (!field || !allowed.includes(field))
    return { sorted: entities, error: `${field} is not a valid sort field. Valid fields are: ${allowed.join(', ')}` }
  if (field === 'relevance_score' && !searched)
    return {
      sorted: entities,
      error:
        'Must include a search query (such as ?search=example or /filter=display_name.search:example) in order to sort by relevance_score.',
    }
  const sign = direction === 'desc' ? -1 : 1
  const value = (entity: Entity) => entity[field] as number | string
  return {
    sorted: [...entities].sort((a, b) =>
      value(a) < value(b) ? -sign : value(a) > value(b) ? sign : a.id.localeCompare(b.id),
    ),
    error: null,
  }
}

const GROUPABLE = [
  'authorships.author.id',
  'author.id',
  'publication_year',
  'type',
  'authorships.institutions.id',
  'authorships.countries',
  'primary_location.source.id',
]

const COUNTRY_NAMES: Record<string, string> = {
  AU: 'Australia',
  BR: 'Brazil',
  CA: 'Canada',
  CN: 'China',
  DE: 'Germany',
  FR: 'France',
  GB: 'United Kingdom of Great Britain and Northern Ireland',
  GH: 'Ghana',
  IN: 'India',
  JP: 'Japan',
  KR: 'Korea, Republic of',
  SE: 'Sweden',
  US: 'United States of America',
}

function groupWorks(works: Entity[], groupBy: string): { key: string; key_display_name: string; count: number }[] {
  const buckets = new Map<string, { key: string; key_display_name: string; count: number }>()
  const add = (key: string, label: string) => {
    const bucket = buckets.get(key) ?? { key, key_display_name: label, count: 0 }
    bucket.count++
    buckets.set(key, bucket)
  }
  for (const work of works) {
    const authorships = work.authorships as {
      author: { id: string; display_name: string }
      institutions: Institution[]
    }[]
    const source = (work.primary_location as { source: { id: string; display_name: string } | null } | null)?.source
    if (groupBy === 'primary_location.source.id') {
      // Upstream puts works without a source in an "unknown" bucket.
      if (source) add(source.id, source.display_name)
      else add('unknown', 'unknown')
    } else if (groupBy === 'publication_year') add(String(work.publication_year), String(work.publication_year))
    else if (groupBy === 'type') add(`${OA}types/${String(work.type)}`, String(work.type))
    else if (groupBy === 'authorships.institutions.id') {
      const seen = new Set<string>()
      for (const institution of authorships.flatMap((authorship) => authorship.institutions)) {
        if (!seen.has(institution.id)) add(institution.id, institution.display_name)
        seen.add(institution.id)
      }
    } else if (groupBy === 'authorships.countries') {
      const countries = new Set(
        authorships.flatMap((authorship) => (authorship as { countries?: string[] }).countries ?? []),
      )
      for (const code of countries) add(`${OA}countries/${code}`, COUNTRY_NAMES[code] ?? code)
    } else for (const authorship of authorships) add(authorship.author.id, authorship.author.display_name)
  }
  return [...buckets.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
}

function nameMatches(author: Entity, query: string): boolean {
  const tokens = fold(query)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
  if (tokens.length === 0) return false
  const names = [author.display_name, ...((author.display_name_alternatives as string[] | undefined) ?? [])].map(
    (name) => fold(String(name)),
  )
  return names.some((name) => {
    const words = name.split(/[^\p{L}\p{N}']+/u).filter(Boolean)
    return tokens.every((token) => words.includes(token))
  })
}

// ---------- yearly volumes ----------

const FIRST_VOLUME_YEAR = 1950

/** What a `group_by=publication_year` call counts, when the volume model answers it (null: count the works). */
function volumeSubject(c: Context): { kind: 'all' | 'field' | 'topic' | 'search'; key: string } | null {
  const filters = parseFilters(c.req.query('filter'))
  const others = filters.filter((filter) => !['from_publication_date', 'to_publication_date'].includes(filter.key))
  const search = [c.req.query('search'), ...others.filter((f) => f.key.endsWith('.search')).map((f) => f.value)]
    .filter((value): value is string => !!value?.trim())
    .join(' ')
  if (search) {
    const text = fold(search)
    if (/machine learning|deep learning|neural network|crispr|coral|no-results/.test(text)) return null
    return others.every((filter) => filter.key.endsWith('.search')) ? { kind: 'search', key: text.trim() } : null
  }
  if (others.length === 0) return { kind: 'all', key: 'all' }
  if (others.length !== 1) return null
  const [only] = others
  const value = (only?.value ?? '')
    .replace(OA, '')
    .replace(/^fields\//, '')
    .trim()
  if (only?.key === 'topics.field.id' || only?.key === 'primary_topic.field.id') return { kind: 'field', key: value }
  if (only?.key === 'topics.id' || only?.key === 'primary_topic.id') return { kind: 'topic', key: value.toUpperCase() }
  return null
}

/** Works a year in the volume model: all works, a field's share of them, and a topic's (or a search's) within that. */
function yearVolumes(
  subject: { kind: 'all' | 'field' | 'topic' | 'search'; key: string },
  now: Date,
): Map<number, number> {
  const currentYear = now.getUTCFullYear()
  const indexed =
    (Date.UTC(currentYear, now.getUTCMonth(), now.getUTCDate()) - Date.UTC(currentYear, 0, 1)) / 365.25 / 864e5
  const all = (year: number) => 300_000 * 1.045 ** (year - FIRST_VOLUME_YEAR)
  const fieldShare = (fieldId: string, year: number) => {
    const rng = seededRandom(`field:${fieldId}`)
    const base = 0.02 + 0.06 * rng()
    const drift = (rng() - 0.5) * 0.02
    return base * (1 + drift) ** (year - 2000)
  }
  const topicShape = (key: string) => {
    const rng = seededRandom(`topic-shape:${key}`)
    const kind = Math.floor(rng() * 4)
    const share = 0.003 + 0.02 * rng()
    const onset = 2008 + Math.floor(rng() * 8)
    return (year: number) => {
      if (kind === 0) return year < onset ? 0 : share * 0.05 * 1.35 ** Math.min(year - onset, 12)
      if (kind === 1) return share * 1.06 ** (year - 2000)
      if (kind === 2) return share
      return share * (year < 2008 ? 1.2 : 1.2 * 0.95 ** (year - 2008))
    }
  }
  const field =
    subject.kind === 'topic' ? (TOPICS.find((topic) => topic.id === OA + subject.key)?.field.id ?? '') : subject.key
  const fieldId = field.replace(`${OA}fields/`, '')
  const noise = seededRandom(`noise:${subject.kind}:${subject.key}`)
  const shape = topicShape(subject.key)
  const counts = new Map<number, number>()
  for (let year = FIRST_VOLUME_YEAR; year <= currentYear; year++) {
    let count = all(year)
    if (subject.kind === 'field') count *= fieldShare(fieldId, year)
    if (subject.kind === 'topic') count *= fieldShare(fieldId, year) * shape(year)
    if (subject.kind === 'search') count *= 0.05 * shape(year)
    count *= subject.kind === 'all' ? 1 : 0.93 + 0.14 * noise()
    // this year is only partly indexed, and the last one not quite fully
    if (year === currentYear) count *= indexed * 0.8
    if (year === currentYear - 1) count *= 0.95
    const rounded = Math.round(count)
    if (rounded > 0) counts.set(year, rounded)
  }
  return counts
}

function yearGroups(c: Context, subject: { kind: 'all' | 'field' | 'topic' | 'search'; key: string }) {
  const filters = parseFilters(c.req.query('filter'))
  const from = filters.find((filter) => filter.key === 'from_publication_date')?.value ?? '0000'
  const to = filters.find((filter) => filter.key === 'to_publication_date')?.value ?? '9999'
  return [...yearVolumes(subject, new Date())]
    .filter(([year]) => String(year) >= from.slice(0, 4) && String(year) <= to.slice(0, 4))
    .map(([year, count]) => ({ key: String(year), key_display_name: String(year), count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
}

function topicEntity(topic: Topic) {
  return {
    id: topic.id,
    display_name: topic.display_name,
    description: `Works on ${topic.display_name.toLowerCase()}.`,
    keywords: topic.display_name.toLowerCase().split(/\s+/).slice(0, 4),
    ids: { openalex: topic.id, wikipedia: null },
    subfield: topic.subfield,
    field: topic.field,
    domain: topic.domain,
    siblings: [],
    works_count: [...yearVolumes({ kind: 'topic', key: topic.id.replace(OA, '') }, new Date()).values()].reduce(
      (sum, count) => sum + count,
      0,
    ),
    cited_by_count: 0,
    updated_date: '2026-03-01T00:00:00.000000',
    created_date: '2024-01-23',
  }
}

// ---------- the app ----------

export function createOpenAlexFake(): Hono {
  const world = buildWorld()
  const app = new Hono()

  app.use(
    '*',
    faultInjection({
      rateLimited: {
        body: JSON.stringify({
          error: 'Rate limit exceeded',
          message: 'Too many requests. Slow down or use an API key.',
        }),
        contentType: 'application/json',
      },
      serverError: {
        body: JSON.stringify({ error: 'Internal Server Error', message: 'Something went wrong on our side.' }),
        contentType: 'application/json',
      },
    }),
  )

  app.get('/works', (c) => {
    const groupBy = c.req.query('group_by') ?? c.req.query('group-by')
    const { works, searched, error } = matchingWorks(world, c)
    if (error) return badRequest(c, error)
    const page = paging(c)
    if (page.error) return badRequest(c, page.error)
    if (groupBy) {
      if (c.req.query('select')) return badRequest(c, 'select is not supported with group_by.')
      if (!GROUPABLE.includes(groupBy))
        return badRequest(c, `${groupBy} is not a valid group_by field. Valid fields are: ${GROUPABLE.join(', ')}`)
      const subject = groupBy === 'publication_year' ? volumeSubject(c) : null
      const groups = subject ? yearGroups(c, subject) : groupWorks(works, groupBy)
      const shown = groups.slice((page.page - 1) * page.perPage, page.page * page.perPage)
      return c.json({
        meta: {
          count: works.length,
          db_response_time_ms: 31,
          page: page.page,
          per_page: page.perPage,
          groups_count: shown.length,
        },
        group_by: shown,
      })
    }
    const select = selectFields(c.req.query('select'), WORK_SELECTABLE)
    if (select.error) return badRequest(c, select.error)
    const sorted = sortEntities(works, c.req.query('sort'), searched, [
      'cited_by_count',
      'publication_date',
      'publication_year',
      'relevance_score',
      'display_name',
    ])
    if (sorted.error) return badRequest(c, sorted.error)
    const results = searched
      ? sorted.sorted
      : sorted.sorted.map(({ relevance_score: _ignored, ...rest }) => rest as Entity)
    return listResponse(c, results, select.fields, page.perPage, page.page, page.cursor)
  })

  app.get('/works/*', (c) => {
    let id = decodeURIComponent(c.req.path.replace(/^.*?\/works\//, ''))
    id = id
      .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
      .replace(/^doi:/i, '')
      .replace(OA, '')
    const work = world.workIndex.get(/^w\d+$/i.test(id) ? id.toUpperCase() : id.toLowerCase())
    if (!work) return notFound(c)
    const select = selectFields(c.req.query('select'), WORK_SELECTABLE)
    if (select.error) return badRequest(c, select.error)
    const { relevance_score: _ignored, ...rest } = work
    return c.json(project(rest, select.fields))
  })

  app.get('/authors', (c) => {
    const filters = parseFilters(c.req.query('filter'))
    const allowed = ['openalex_id', 'openalex', 'ids.openalex', 'display_name.search', 'has_orcid', 'orcid']
    const unknown = filters.find((filter) => !allowed.includes(filter.key))
    if (unknown)
      return badRequest(
        c,
        `${unknown.key} is not a valid field. Valid fields are underscore or hyphenated versions of: ${allowed.join(', ')}`,
      )
    const page = paging(c)
    if (page.error) return badRequest(c, page.error)
    const select = selectFields(c.req.query('select'), AUTHOR_SELECTABLE)
    if (select.error) return badRequest(c, select.error)
    let authors = world.authors
    const search = [
      c.req.query('search'),
      ...filters.filter((filter) => filter.key === 'display_name.search').map((filter) => filter.value),
    ].filter((value): value is string => !!value?.trim())
    for (const query of search) authors = authors.filter((author) => nameMatches(author, query))
    for (const filter of filters) {
      if (['openalex_id', 'openalex', 'ids.openalex'].includes(filter.key)) {
        const ids = new Set(filter.value.split('|').map((id) => OA + id.replace(OA, '').trim().toUpperCase()))
        authors = authors.filter((author) => ids.has(author.id))
      }
      if (filter.key === 'orcid') {
        const wanted = new Set(filter.value.split('|').map((orcid) => orcid.replace(/^https:\/\/orcid\.org\//, '')))
        authors = authors.filter((author) => wanted.has(String(author.orcid).replace('https://orcid.org/', '')))
      }
      if (filter.key === 'has_orcid')
        authors = authors.filter((author) => (author.orcid !== null) === (filter.value === 'true'))
    }
    const searched = search.length > 0
    const scored = authors.map((author) =>
      searched ? { ...author, relevance_score: Math.round(Number(author.cited_by_count) / 10 + 100) } : author,
    )
    const sorted = sortEntities(
      scored,
      c.req.query('sort') ?? (searched ? 'relevance_score:desc' : undefined),
      searched,
      ['cited_by_count', 'works_count', 'relevance_score', 'display_name'],
    )
    if (sorted.error) return badRequest(c, sorted.error)
    return listResponse(c, sorted.sorted, select.fields, page.perPage, page.page, page.cursor)
  })

  app.get('/authors/:id', (c) => {
    const id = c.req.param('id').replace(OA, '').toUpperCase()
    const author = world.authors.find((candidate) => candidate.id === OA + id)
    if (!author) return notFound(c)
    const select = selectFields(c.req.query('select'), AUTHOR_SELECTABLE)
    if (select.error) return badRequest(c, select.error)
    return c.json(project(author, select.fields))
  })

  app.get('/autocomplete/authors', (c) => {
    const q = fold(c.req.query('q') ?? '').trim()
    const tokens = q.split(/\s+/).filter(Boolean)
    const matches = tokens.length
      ? world.authors
          .filter((author) => {
            const words = fold(String(author.display_name)).split(/[^\p{L}\p{N}']+/u)
            return tokens.every((token) => words.some((word) => word.startsWith(token)))
          })
          .sort((a, b) => Number(b.cited_by_count) - Number(a.cited_by_count))
      : []
    const results = matches.slice(0, 10).map((author) => {
      const institution = (author.last_known_institutions as Institution[])[0]
      return {
        id: author.id,
        short_id: `authors/${author.id.slice(OA.length)}`,
        display_name: author.display_name,
        hint: institution ? `${institution.display_name}, ${institution.country_code}` : null,
        cited_by_count: author.cited_by_count,
        works_count: author.works_count,
        entity_type: 'author',
        external_id: author.orcid,
        filter_key: 'authorships.author.id',
      }
    })
    return c.json({ meta: { count: matches.length, db_response_time_ms: 24, page: 1, per_page: 10 }, results })
  })

  const fixtureSources = (JSON.parse(fixture('openalex', 'sources-search-reef.json')) as { results: Entity[] }).results
  const allSources = [...world.sources, ...fixtureSources]

  app.get('/sources', (c) => {
    const page = paging(c)
    if (page.error) return badRequest(c, page.error)
    const select = selectFields(c.req.query('select'), SOURCE_SELECTABLE)
    if (select.error) return badRequest(c, select.error)
    const tokens = fold(c.req.query('search') ?? '')
      .split(/\s+/)
      .filter((token) => token && token !== 'no-results')
    const noResults = fold(c.req.query('search') ?? '').includes('no-results')
    const matches = noResults
      ? []
      : allSources
          .filter((source) =>
            tokens.every((token) =>
              fold(String(source.display_name))
                .split(/[^\p{L}\p{N}]+/u)
                .some((word) => word.startsWith(token)),
            ),
          )
          .map((source) => ({ ...source, relevance_score: Number(source.works_count) / 100 }))
          .sort((a, b) => b.relevance_score - a.relevance_score)
    return listResponse(c, matches, select.fields, page.perPage, page.page, page.cursor)
  })

  app.get('/institutions', (c) => {
    const page = paging(c)
    if (page.error) return badRequest(c, page.error)
    const query = fold(c.req.query('search') ?? '')
    const tokens = query.split(/\s+/).filter((token) => token && token !== 'no-results')
    const matches = query.includes('no-results')
      ? []
      : INSTITUTIONS.filter((institution) =>
          tokens.every((token) =>
            fold(institution.display_name)
              .split(/[^\p{L}\p{N}]+/u)
              .some((word) => word.startsWith(token)),
          ),
        ).map((institution) => {
          const works = 2_000 + (hashOf(institution.display_name) % 90_000)
          return {
            ...institutionRef(institution),
            relevance_score: works / 100,
            geo: { city: null, country_code: institution.country_code, country: null },
            homepage_url: null,
            works_count: works,
            cited_by_count: works * 17,
            summary_stats: { '2yr_mean_citedness': 3.2, h_index: 40 + (works % 160), i10_index: works % 5_000 },
          }
        })
    // `select` is honoured loosely here: institutions are small.
    return listResponse(c, matches, null, page.perPage, page.page, page.cursor)
  })

  app.get('/sources/:id', (c) => {
    const id = OA + c.req.param('id').replace(OA, '').toUpperCase()
    const source = allSources.find((candidate) => candidate.id === id)
    if (!source) return notFound(c)
    const { relevance_score: _ignored, ...rest } = source
    return c.json(rest)
  })

  app.get('/topics', (c) => {
    const page = paging(c)
    if (page.error) return badRequest(c, page.error)
    const query = fold(c.req.query('search') ?? '')
    const tokens = query.split(/[^\p{L}\p{N}]+/u).filter((token) => token && token !== 'no-results')
    const matches = query.includes('no-results')
      ? []
      : TOPICS.filter((topic) =>
          tokens.every((token) =>
            fold(`${topic.display_name} ${topic.subfield.display_name}`)
              .split(/[^\p{L}\p{N}]+/u)
              .some((word) => word.startsWith(token)),
          ),
        ).map((topic) => ({ ...topicEntity(topic), relevance_score: 100 - topic.display_name.length / 10 }))
    // `select` is honoured loosely here: topics are small.
    return listResponse(c, matches, null, page.perPage, page.page, page.cursor)
  })

  app.get('/topics/:id', (c) => {
    const topic = TOPICS.find((candidate) => candidate.id === OA + c.req.param('id').toUpperCase())
    return topic ? c.json(topicEntity(topic)) : notFound(c)
  })

  app.notFound((c) => notFound(c))
  return app
}
