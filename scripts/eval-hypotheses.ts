/**
 * `npm run eval:hypotheses`: a time-sliced backtest of the hypothesis generator's ranking (issue 28 §3).
 * The concept graph is built from the arXiv corpus's works announced before a cut-off; for each of 30 areas A (frequent
 * concepts), every concept C never seen with A before the cut-off is a candidate, and a candidate is a positive when
 * A and C first appear together in ≥ 2 works announced after it. Rankers: ours (linking term count, ties by
 * evidence), random, preferential attachment (deg A · deg C) and common neighbours, scored by AUC and precision@20.
 * The settings were chosen with `--tune` on an earlier cut-off (2026-01-01, positives from the two months after it),
 * never on the reported one. Also printed: the share of shown links backed by ≥ 2 works, near-duplicates among each
 * area's top 5, evidence sentences found and verbatim, and the time of a 500-work concept graph.
 * `--online` scores against ../shared/data/lbd (MEDLINE discoveries) with PubMed counts from E-utilities instead.
 */
import { createReadStream } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import type { Work } from '#shared/contract/sources'
import { seededRandom } from '#shared/seeded-random'
import { parseCorpusLine } from '../server/features/library'
import { projectRoot } from '../server/lib/paths'
import {
  buildConceptGraph,
  discoverOpen,
  evidenceSentence,
  extractConcepts,
  isNearDuplicate,
  rankLinkedConcepts,
  workIdOf,
  type ConceptGraph,
  type DiscoveryOptions,
  type GraphOptions,
  type WorkConcepts,
} from '../server/features/hypotheses/discovery'

const dataDir = resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data'))
const corpusPath = join(dataDir, 'scholarly/corpus/arxiv-cs-2025-10_2026-07.jsonl.gz')

const REPORT = { cutoff: '2026-03-01', until: '9999-12-31' }
const TUNING = { cutoff: '2026-01-01', until: '2026-03-01' }
const AREAS = 30
// An area must be frequent but not everywhere: above this share of works it has co-occurred with nearly everything.
const AREA_MAX_SHARE = 0.03
// A candidate C must be a concept of the pre-cut-off graph seen in this many works.
const CANDIDATE_MIN_WORKS = 5
const POSITIVE_MIN_WORKS = 2
const TOP_K = 20

type Settings = { graph: GraphOptions; discovery: DiscoveryOptions }
// Chosen with --tune on the TUNING cut-off.
const CHOSEN: Settings = {
  graph: { minWorks: 3, maxShare: 0.05 },
  // −1 (counts alone) scored 0.001 AUC more on the tuning cut-off; 0 keeps every link at or above chance.
  discovery: { minAssociation: 0, measure: 'llr', maxLinkingConcepts: 300 },
}

type Dated = { work: Work; announced: string; concepts: WorkConcepts }

async function readCorpus(): Promise<Dated[]> {
  const lines = createInterface({ input: createReadStream(corpusPath).pipe(createGunzip()), crlfDelay: Infinity })
  const dated: Dated[] = []
  for await (const line of lines) {
    const parsed = parseCorpusLine(line)
    if (!parsed?.ok) continue
    const announced = /"announced_date":\s*"(\d{4}-\d{2}-\d{2})"/.exec(line)?.[1] ?? parsed.work.publicationDate
    if (!announced) continue
    const work = parsed.work
    dated.push({ work, announced, concepts: { id: workIdOf(work), concepts: [] } })
  }
  return dated
}

function timeGraphOf500(dated: readonly Dated[]): number[] {
  const times: number[] = []
  for (const offset of [0, 10_000, 20_000]) {
    const works = dated.slice(offset, offset + 500).map((item) => item.work)
    const started = performance.now()
    buildConceptGraph(
      works.map((work) => ({ id: workIdOf(work), concepts: extractConcepts(work) })),
      CHOSEN.graph,
    )
    times.push(performance.now() - started)
  }
  return times
}

/** AUC by the Mann–Whitney statistic, ties counted half. */
function auc(scores: readonly number[], labels: readonly boolean[]): number {
  const order = scores
    .map((score, index) => ({ score, label: labels[index] === true }))
    .sort((a, b) => a.score - b.score)
  let rankSumPositive = 0
  let positives = 0
  for (let i = 0; i < order.length;) {
    let j = i
    while (j < order.length && order[j]?.score === order[i]?.score) j++
    const averageRank = (i + 1 + j) / 2
    for (let k = i; k < j; k++) {
      if (order[k]?.label) {
        rankSumPositive += averageRank
        positives++
      }
    }
    i = j
  }
  const negatives = order.length - positives
  if (!positives || !negatives) return NaN
  return (rankSumPositive - (positives * (positives + 1)) / 2) / (positives * negatives)
}

/** Expected precision@k when ties at the boundary are broken at random. */
function precisionAt(k: number, scores: readonly number[], labels: readonly boolean[]): number {
  const order = scores
    .map((score, index) => ({ score, label: labels[index] === true }))
    .sort((a, b) => b.score - a.score)
  let hits = 0
  let taken = 0
  for (let i = 0; i < order.length && taken < k;) {
    let j = i
    while (j < order.length && order[j]?.score === order[i]?.score) j++
    const group = order.slice(i, j)
    const positives = group.filter((item) => item.label).length
    const take = Math.min(k - taken, group.length)
    hits += (positives * take) / group.length
    taken += take
    i = j
  }
  return hits / k
}

type Row = {
  area: string
  works: number
  candidates: number
  positives: number
  auc: Record<Ranker, number>
  precision: Record<Ranker, number>
}
const RANKERS = ['ours', 'random', 'preferential', 'commonNeighbours'] as const
type Ranker = (typeof RANKERS)[number]

/** The most frequent concepts of two words or more (a research area, not a word), none a near-duplicate of another. */
function chooseAreas(graph: ConceptGraph): string[] {
  const maxWorks = AREA_MAX_SHARE * graph.workCount
  const byFrequency = graph.keys
    .map((key, position) => ({ key, works: graph.works[position]?.length ?? 0 }))
    .filter((item) => item.works <= maxWorks && item.key.includes(' '))
    .sort((a, b) => b.works - a.works || a.key.localeCompare(b.key))
  const areas: string[] = []
  for (const { key } of byFrequency) {
    if (areas.length >= AREAS) break
    if (areas.some((area) => isNearDuplicate(area, key))) continue
    areas.push(key)
  }
  return areas
}

type AreaCase = {
  area: string
  a: number
  candidates: number[]
  labels: boolean[]
  baselines: Record<Ranker, number[]>
}
type Prepared = { graph: ConceptGraph; areas: string[]; cases: AreaCase[] }
type Backtest = { rows: Row[]; graph: ConceptGraph; areas: string[]; seconds: number }

/** The pre-cut-off graph, the areas, each area's candidates with their labels and the baselines' scores. */
function prepare(
  dated: readonly Dated[],
  slice: { cutoff: string; until: string },
  graphOptions: GraphOptions,
): Prepared {
  const before = dated.filter((item) => item.announced < slice.cutoff)
  const after = dated
    .filter((item) => item.announced >= slice.cutoff && item.announced < slice.until)
    .map((item) => new Set(item.concepts.concepts.map((concept) => concept.key)))
  const graph = buildConceptGraph(
    before.map((item) => item.concepts),
    graphOptions,
  )
  const areas = chooseAreas(graph)
  const random = seededRandom(28)
  const cases: AreaCase[] = []
  for (const area of areas) {
    const a = graph.index.get(area)
    if (a === undefined) continue
    const aNeighbours = graph.neighbours[a] ?? new Map<number, number>()
    const later = new Map<string, number>()
    for (const keys of after) {
      if (!keys.has(area)) continue
      for (const key of keys) later.set(key, (later.get(key) ?? 0) + 1)
    }
    const candidates: number[] = []
    graph.keys.forEach((key, c) => {
      if (c === a || aNeighbours.has(c) || (graph.works[c]?.length ?? 0) < CANDIDATE_MIN_WORKS) return
      if (isNearDuplicate(area, key)) return
      candidates.push(c)
    })
    const labels = candidates.map((c) => (later.get(graph.keys[c] ?? '') ?? 0) >= POSITIVE_MIN_WORKS)
    const commonNeighbours = new Map<number, number>()
    for (const b of aNeighbours.keys()) {
      for (const c of graph.neighbours[b]?.keys() ?? []) commonNeighbours.set(c, (commonNeighbours.get(c) ?? 0) + 1)
    }
    cases.push({
      area,
      a,
      candidates,
      labels,
      baselines: {
        ours: [],
        random: candidates.map(() => random()),
        preferential: candidates.map((c) => aNeighbours.size * (graph.neighbours[c]?.size ?? 0)),
        commonNeighbours: candidates.map((c) => commonNeighbours.get(c) ?? 0),
      },
    })
  }
  return { graph, areas, cases }
}

function score(prepared: Prepared, discovery: DiscoveryOptions): Row[] {
  const { graph } = prepared
  return prepared.cases.map(({ area, a, candidates, labels, baselines }) => {
    const ranked = new Map(
      rankLinkedConcepts(graph, area, discovery).map((item) => [
        item.key,
        item.linkingTermCount + item.evidence / (1 + Math.abs(item.evidence)),
      ]),
    )
    const scores: Record<Ranker, number[]> = {
      ...baselines,
      ours: candidates.map((c) => ranked.get(graph.keys[c] ?? '') ?? 0),
    }
    return {
      area: graph.names[a] ?? area,
      works: graph.works[a]?.length ?? 0,
      candidates: candidates.length,
      positives: labels.filter(Boolean).length,
      auc: Object.fromEntries(RANKERS.map((ranker) => [ranker, auc(scores[ranker], labels)])) as Record<Ranker, number>,
      precision: Object.fromEntries(
        RANKERS.map((ranker) => [ranker, precisionAt(TOP_K, scores[ranker], labels)]),
      ) as Record<Ranker, number>,
    }
  })
}

function backtest(dated: readonly Dated[], slice: { cutoff: string; until: string }, settings: Settings): Backtest {
  const started = performance.now()
  const prepared = prepare(dated, slice, settings.graph)
  const rows = score(prepared, settings.discovery)
  return { rows, graph: prepared.graph, areas: prepared.areas, seconds: (performance.now() - started) / 1000 }
}

const mean = (values: readonly number[]): number => {
  const finite = values.filter((value) => Number.isFinite(value))
  return finite.length ? finite.reduce((sum, value) => sum + value, 0) / finite.length : NaN
}
const fixed = (value: number, digits = 3): string => (Number.isFinite(value) ? value.toFixed(digits) : '–')

function overall(rows: readonly Row[]): { auc: Record<Ranker, number>; precision: Record<Ranker, number> } {
  return {
    auc: Object.fromEntries(RANKERS.map((ranker) => [ranker, mean(rows.map((row) => row.auc[ranker]))])) as Record<
      Ranker,
      number
    >,
    precision: Object.fromEntries(
      RANKERS.map((ranker) => [ranker, mean(rows.map((row) => row.precision[ranker]))]),
    ) as Record<Ranker, number>,
  }
}

function printTable(rows: readonly Row[]): void {
  const header = ['area', 'works', 'cand', 'pos', 'AUC ours', 'rand', 'PA', 'CN', 'P@20 ours', 'rand', 'PA', 'CN']
  console.log(`| ${header.join(' | ')} |`)
  console.log(`|${header.map(() => '---').join('|')}|`)
  for (const row of rows) {
    const cells = [
      row.area,
      String(row.works),
      String(row.candidates),
      String(row.positives),
      ...RANKERS.map((ranker) => fixed(row.auc[ranker])),
      ...RANKERS.map((ranker) => fixed(row.precision[ranker], 2)),
    ]
    console.log(`| ${cells.join(' | ')} |`)
  }
  const total = overall(rows)
  const baseRate = mean(rows.map((row) => row.positives / Math.max(1, row.candidates)))
  console.log(
    `| **mean of ${String(rows.length)} areas** | | | base rate ${fixed(baseRate, 4)} | ${RANKERS.map((ranker) => `**${fixed(total.auc[ranker])}**`).join(' | ')} | ${RANKERS.map((ranker) => `**${fixed(total.precision[ranker], 2)}**`).join(' | ')} |`,
  )
}

function checkShownHypotheses(test: Backtest, works: ReadonlyMap<string, Work>, settings: Settings): void {
  let links = 0
  let backed = 0
  let topFive = 0
  let duplicates = 0
  let linksQuoted = 0
  let linksWithTwo = 0
  let linksWithOne = 0
  let quotes = 0
  let verbatim = 0
  for (const area of test.areas) {
    const hypotheses = discoverOpen(test.graph, area, { ...settings.discovery, limit: TOP_K })
    for (const hypothesis of hypotheses) {
      for (const link of hypothesis.links) {
        links += 2
        backed += Number(link.ab.workIds.length >= 2) + Number(link.bc.workIds.length >= 2)
      }
    }
    const top = hypotheses.slice(0, 5)
    top.forEach((hypothesis, position) => {
      topFive++
      const others = [area, ...top.slice(0, position).map((other) => other.c.key)]
      if (others.some((other) => isNearDuplicate(other, hypothesis.c.key))) duplicates++
      const strongest = hypothesis.links[0]
      if (!strongest) return
      linksQuoted++
      let found = 0
      // the two works quoted for a link are the first of its first ten whose abstract (or title) states it
      for (const id of strongest.ab.workIds.slice(0, 10)) {
        const work = works.get(id)
        const sentence = work ? evidenceSentence(work, area, strongest.via.key) : null
        if (!sentence || !work) continue
        found++
        quotes++
        const source = sentence.part === 'title' ? work.title : (work.abstract ?? '')
        if (source.slice(sentence.start, sentence.end) === sentence.text) verbatim++
        if (found === 2) break
      }
      linksWithOne += Number(found >= 1)
      linksWithTwo += Number(found >= 2)
    })
  }
  const share = (part: number, whole: number): string => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '–')
  console.log(`shown links backed by ≥ 2 works: ${String(backed)}/${String(links)} (${share(backed, links)})`)
  console.log(
    `near-duplicates among each area's top 5: ${String(duplicates)}/${String(topFive)} (${share(duplicates, topFive)})`,
  )
  console.log(
    `evidence sentences for the strongest A–B link of each top-5 hypothesis: ≥ 1 quotable work ${share(linksWithOne, linksQuoted)}, ` +
      `2 quotable works ${share(linksWithTwo, linksQuoted)}; quotes verbatim ${share(verbatim, quotes)}`,
  )
  const [first] = test.areas
  const example = first ? discoverOpen(test.graph, first, { ...settings.discovery, limit: 3 }) : []
  for (const hypothesis of example) {
    const via = hypothesis.links
      .slice(0, 3)
      .map((link) => `${link.via.name} (${String(link.ab.observed)}/${String(link.bc.observed)})`)
    console.log(
      `  e.g. ${hypothesis.a.name} → ${hypothesis.c.name}: LTC ${String(hypothesis.linkingTermCount)} via ${via.join(', ')}; ` +
        `A∧C observed ${String(hypothesis.novelty.observed)} vs expected ${hypothesis.novelty.expected.toFixed(1)}${hypothesis.novelty.isGap ? ' (gap)' : ''}`,
    )
  }
}

function tune(dated: readonly Dated[]): void {
  console.log(`tuning on cut-off ${TUNING.cutoff} (positives until ${TUNING.until})`)
  for (const minWorks of [2, 3]) {
    for (const maxShare of [0.05]) {
      const graph = { minWorks, maxShare }
      const prepared = prepare(dated, TUNING, graph)
      for (const minAssociation of [-1, 0, 0.05]) {
        for (const maxLinkingConcepts of [100, 300]) {
          for (const measure of ['npmi', 'llr'] as const) {
            const discovery = { minAssociation, maxLinkingConcepts, measure }
            const started = performance.now()
            const total = overall(score(prepared, discovery))
            console.log(
              `${JSON.stringify({ graph, discovery })} AUC ${fixed(total.auc.ours)} (PA ${fixed(total.auc.preferential)}, CN ${fixed(total.auc.commonNeighbours)}) ` +
                `P@20 ${fixed(total.precision.ours, 2)} (PA ${fixed(total.precision.preferential, 2)}, CN ${fixed(total.precision.commonNeighbours, 2)}) ${((performance.now() - started) / 1000).toFixed(1)} s`,
            )
          }
        }
      }
    }
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--online')) {
    await runOnline()
    return
  }
  const started = performance.now()
  const dated = await readCorpus()
  const readSeconds = (performance.now() - started) / 1000
  extractConcepts({ title: 'warm up', abstract: 'The tagger loads once.', topics: [] })
  const coldTimes = timeGraphOf500(dated)
  const extractStarted = performance.now()
  for (const item of dated) item.concepts = { id: item.concepts.id, concepts: extractConcepts(item.work) }
  const extractSeconds = (performance.now() - extractStarted) / 1000
  console.log(
    `${String(dated.length)} works read in ${readSeconds.toFixed(1)} s; concepts extracted in ${extractSeconds.toFixed(1)} s ` +
      `(${((1000 * extractSeconds) / dated.length).toFixed(2)} ms a work)`,
  )
  const warmTimes = timeGraphOf500(dated)
  const listed = (times: readonly number[]): string => times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')
  console.log(
    `concept graph of 500 works (extraction + counting): first in the process ${listed(coldTimes)}; warm ${listed(warmTimes)}`,
  )
  if (process.argv.includes('--tune')) {
    tune(dated)
    return
  }
  const works = new Map(dated.map((item) => [item.concepts.id, item.work]))
  for (const [label, slice] of [
    ['tuning', TUNING],
    ['reported', REPORT],
  ] as const) {
    const result = backtest(dated, slice, CHOSEN)
    console.log(
      `\n## ${label} cut-off ${slice.cutoff}: graph of ${String(result.graph.workCount)} works, ${String(result.graph.keys.length)} concepts; ` +
        `positives: first co-occurrence in ≥ ${String(POSITIVE_MIN_WORKS)} works announced from ${slice.cutoff}${slice.until < '9999' ? ` to ${slice.until}` : ''} (${result.seconds.toFixed(1)} s)\n`,
    )
    if (label === 'reported') printTable(result.rows)
    else {
      const total = overall(result.rows)
      console.log(
        `mean AUC ours ${fixed(total.auc.ours)}, random ${fixed(total.auc.random)}, PA ${fixed(total.auc.preferential)}, CN ${fixed(total.auc.commonNeighbours)}; ` +
          `P@20 ours ${fixed(total.precision.ours, 2)}, PA ${fixed(total.precision.preferential, 2)}, CN ${fixed(total.precision.commonNeighbours, 2)}`,
      )
    }
    if (label === 'reported') {
      const checkStarted = performance.now()
      checkShownHypotheses(result, works, CHOSEN)
      console.log(`(shown hypotheses checked in ${((performance.now() - checkStarted) / 1000).toFixed(1)} s)`)
    }
  }
  console.log(`\nsettings ${JSON.stringify(CHOSEN)}; total ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

// ---- --online: the MEDLINE discoveries gold standard, scored with PubMed counts (E-utilities) ----

const EUTILS_BASE_URL = process.env.EUTILS_BASE_URL || 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils'
const COUNTS_CACHE = resolve(
  process.env.PUBMED_COUNTS_CACHE || join(projectRoot, '.data', 'eval-hypotheses-pubmed-counts.json'),
)
// Linking concepts for the online LTC: the relations' own descriptors, the most frequent first.
const ONLINE_LINKING_CONCEPTS = Number(process.env.ONLINE_LINKING_CONCEPTS || 40)

type Relation = { c1: string; c2: string; term1: string; term2: string; year: number; discovery: string }

async function runOnline(): Promise<void> {
  const lines = (await readFile(join(dataDir, 'lbd/medline-discoveries-annotated-relations.tsv'), 'utf8'))
    .trim()
    .split('\n')
  const header = (lines[0] ?? '').split('\t')
  const column = (name: string): number => header.indexOf(name)
  const relations: Relation[] = lines.slice(1).map((line) => {
    const cells = line.split('\t')
    return {
      c1: cells[column('c1')] ?? '',
      c2: cells[column('c2')] ?? '',
      term1: cells[column('term.c1')] ?? '',
      term2: cells[column('term.c2')] ?? '',
      year: Number(cells[column('year')]),
      discovery: cells[column('discovery')] ?? '',
    }
  })
  try {
    const probe = await fetch(`${EUTILS_BASE_URL}/einfo.fcgi?db=pubmed&retmode=json`, {
      signal: AbortSignal.timeout(10_000),
    })
    if (!probe.ok) throw new Error(`HTTP ${String(probe.status)}`)
  } catch (error) {
    console.error(
      `--online needs PubMed E-utilities at ${EUTILS_BASE_URL} and could not reach it (${error instanceof Error ? error.message : String(error)}).\n` +
        'Run it on a machine with internet, or set EUTILS_BASE_URL to a reachable mirror; counts are cached in ' +
        COUNTS_CACHE,
    )
    process.exit(2)
  }
  const cache: Record<string, number> = await readFile(COUNTS_CACHE, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, number>)
    .catch(() => ({}))
  const count = async (term: string, year: number): Promise<number> => {
    const cacheKey = `${term}|${String(year)}`
    const known = cache[cacheKey]
    if (known !== undefined) return known
    const url = `${EUTILS_BASE_URL}/esearch.fcgi?db=pubmed&retmode=json&rettype=count&datetype=pdat&mindate=1800&maxdate=${String(year)}&term=${encodeURIComponent(term)}`
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
    const body = (await response.json()) as { esearchresult?: { count?: string } }
    const value = Number(body.esearchresult?.count ?? NaN)
    if (!Number.isFinite(value)) throw new Error(`no count for ${term}`)
    cache[cacheKey] = value
    await new Promise((done) => setTimeout(done, 350))
    return value
  }
  const mesh = (term: string): string => `"${term}"[MeSH Terms]`
  const descriptorFrequency = new Map<string, number>()
  for (const relation of relations) {
    for (const term of [relation.term1, relation.term2])
      descriptorFrequency.set(term, (descriptorFrequency.get(term) ?? 0) + 1)
  }
  const linking = [...descriptorFrequency]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, ONLINE_LINKING_CONCEPTS)
    .map(([term]) => term)
  const labelled = relations.filter((relation) => relation.discovery === 'yes' || relation.discovery === 'no')
  const scores: Record<'ltc' | 'preferential', number[]> = { ltc: [], preferential: [] }
  const labels: boolean[] = []
  try {
    for (const relation of labelled) {
      const year = relation.year - 1
      const total = await count('all[sb]', year)
      const linked = async (x: string, y: string): Promise<boolean> => {
        const [nx, ny, nxy] = await Promise.all([
          count(mesh(x), year),
          count(mesh(y), year),
          count(`${mesh(x)} AND ${mesh(y)}`, year),
        ])
        return nxy >= 2 && nxy > (nx * ny) / Math.max(1, total)
      }
      let ltc = 0
      for (const b of linking) {
        if (b === relation.term1 || b === relation.term2) continue
        if ((await linked(relation.term1, b)) && (await linked(b, relation.term2))) ltc++
      }
      scores.ltc.push(ltc)
      scores.preferential.push((await count(mesh(relation.term1), year)) * (await count(mesh(relation.term2), year)))
      labels.push(relation.discovery === 'yes')
    }
  } finally {
    await mkdir(dirname(COUNTS_CACHE), { recursive: true })
    await writeFile(COUNTS_CACHE, JSON.stringify(cache))
  }
  console.log(
    `MEDLINE discoveries: ${String(labels.length)} relations labelled yes/no, ${String(labels.filter(Boolean).length)} yes`,
  )
  console.log(
    `AUC LTC ${fixed(auc(scores.ltc, labels))}, preferential attachment ${fixed(auc(scores.preferential, labels))}`,
  )
  console.log(
    `P@20 LTC ${fixed(precisionAt(TOP_K, scores.ltc, labels), 2)}, PA ${fixed(precisionAt(TOP_K, scores.preferential, labels), 2)}`,
  )
}

await main()
