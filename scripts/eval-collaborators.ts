/**
 * The collaborator backtest (issue 29 §4, decision 048), run by `npm run eval:pathways -- --collaborators`.
 * Data: ../shared/data/coauthorship (read its README): NeurIPS 1987–2018 and ICRA+IROS 2000–2023, authors as name
 * strings (normalised here: accents, case, dots and spacing). The graph holds works up to a cut-off; the truth is the
 * pairs that first co-author after it, among authors active on both sides (a work ≤ cut-off and one after).
 * Each such author with a new co-author ranks every other active author who is not yet a co-author.
 * Scored: precision@10, recall@20 (pooled over sources), MRR (first hit within the top 100, else 0), against the
 * random expectation, common neighbours, Adamic–Adar, resource allocation, weighted Adamic–Adar (repeated
 * collaborations add up, each work decayed by DECAY per year before the cut-off), topic alone (cosine of title
 * words) and the combinations (graph + topic + recent works, server/lib/collaborator-score).
 * Weights are chosen on a validation cut-off (earlier, its truth ending at the test cut-off) and then applied once
 * to the test cut-off.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  adamicAdar,
  buildGraph,
  commonNeighbours,
  contentWords,
  DEFAULT_WEIGHTS,
  resourceAllocation,
  weightedAdamicAdar,
  type CoWork,
  type Graph,
} from '../server/lib/collaborator-score'

const DECAY = 0.8
const TOP_MRR = 100
const RECENT_YEARS = 2

type Split = { name: string; venues: string[]; validation: [number, number]; test: [number, number] }
const SPLITS: Split[] = [
  { name: 'NeurIPS', venues: ['nips'], validation: [2006, 2012], test: [2012, 2018] },
  { name: 'ICRA+IROS', venues: ['icra', 'iros'], validation: [2011, 2017], test: [2017, 2023] },
]

type Work = CoWork & { title: string }

export function normaliseName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[.-]/g, ' ').replace(/\s+/g, ' ').trim()
}

function loadWorks(file: string, venues: string[]): Work[] {
  const works: Work[] = []
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    if (!line) continue
    const record = JSON.parse(line) as { venue: string; year: number; title: string; authors: string[] }
    if (!venues.includes(record.venue)) continue
    works.push({ year: record.year, title: record.title, authors: [...new Set(record.authors.map(normaliseName))] })
  }
  return works
}

type Parts = { graph: Record<GraphMethod, Map<number, number>>; topic: Map<number, number> }
type GraphMethod = 'cn' | 'aa' | 'ra' | 'waa'

type Prepared = {
  sources: { truth: Set<number>; candidates: number; parts: Parts; excluded: Set<number> }[]
  recent: Float64Array
  recentTop: number[]
  active: number
  pairs: number
}

function prepare(works: Work[], cutoff: number, end: number): Prepared {
  const train = works.filter((w) => w.year <= cutoff)
  const later = works.filter((w) => w.year > cutoff && w.year <= end)
  const before = new Set(train.flatMap((w) => w.authors))
  const after = new Set(later.flatMap((w) => w.authors))
  const activeNames = [...before].filter((name) => after.has(name)).sort()
  const index = new Map(activeNames.map((name, i) => [name, i]))
  const plain = buildGraph(train, cutoff)
  const decayed = buildGraph(train, cutoff, DECAY)
  // truth: new pairs among active authors
  const truth = new Map<number, Set<number>>()
  for (const work of later) {
    const ids = work.authors.map((a) => index.get(a)).filter((i): i is number => i !== undefined)
    for (const a of ids)
      for (const b of ids) {
        if (a === b || plain.get(activeNames[a] as string)?.has(activeNames[b] as string)) continue
        let set = truth.get(a)
        if (!set) truth.set(a, (set = new Set()))
        set.add(b)
      }
  }
  // topic: tf-idf title-word vectors of active authors, an inverted index for the cosine
  const termIds = new Map<string, number>()
  const vectors: Map<number, number>[] = activeNames.map(() => new Map<number, number>())
  const recent = new Float64Array(activeNames.length)
  for (const work of train) {
    const terms = contentWords(work.title).map((t) => {
      let id = termIds.get(t)
      if (id === undefined) termIds.set(t, (id = termIds.size))
      return id
    })
    for (const author of work.authors) {
      const i = index.get(author)
      if (i === undefined) continue
      if (work.year > cutoff - RECENT_YEARS) recent[i] = (recent[i] ?? 0) + 1
      const vector = vectors[i] as Map<number, number>
      for (const t of terms) vector.set(t, (vector.get(t) ?? 0) + 1)
    }
  }
  const df = new Float64Array(termIds.size)
  for (const vector of vectors) for (const t of vector.keys()) df[t] = (df[t] ?? 0) + 1
  const postings: [number, number][][] = Array.from({ length: termIds.size }, () => [])
  const norms = new Float64Array(activeNames.length)
  vectors.forEach((vector, i) => {
    let norm = 0
    for (const [t, count] of vector) {
      const weight = (1 + Math.log(count)) * Math.log(activeNames.length / (df[t] as number))
      vector.set(t, weight)
      norm += weight * weight
    }
    norms[i] = Math.sqrt(norm)
    for (const [t, weight] of vector) (postings[t] as [number, number][]).push([i, weight])
  })
  const recentTop = [...recent.keys()].sort((a, b) => (recent[b] as number) - (recent[a] as number)).slice(0, 20)
  const toIds = (scores: Map<string, number>) => {
    const out = new Map<number, number>()
    for (const [name, score] of scores) {
      const i = index.get(name)
      if (i !== undefined) out.set(i, score)
    }
    return out
  }
  const sources: Prepared['sources'] = []
  let pairs = 0
  for (const [source, set] of [...truth].sort((a, b) => a[0] - b[0])) {
    const name = activeNames[source] as string
    const excluded = new Set<number>([source])
    for (const co of plain.get(name)?.keys() ?? []) {
      const i = index.get(co)
      if (i !== undefined) excluded.add(i)
    }
    const dots = new Map<number, number>()
    for (const [t, weight] of vectors[source] as Map<number, number>)
      for (const [other, w2] of postings[t] as [number, number][])
        if (!excluded.has(other)) dots.set(other, (dots.get(other) ?? 0) + weight * w2)
    const topic = new Map<number, number>()
    for (const [other, dot] of dots) topic.set(other, dot / ((norms[source] as number) * (norms[other] as number)))
    const graph = (method: (g: Graph, s: string) => Map<string, number>, g: Graph) => toIds(method(g, name))
    sources.push({
      truth: set,
      candidates: activeNames.length - excluded.size,
      excluded,
      parts: {
        graph: {
          cn: graph(commonNeighbours, plain),
          aa: graph(adamicAdar, plain),
          ra: graph(resourceAllocation, plain),
          waa: graph(weightedAdamicAdar, decayed),
        },
        topic,
      },
    })
    pairs += set.size
  }
  return { sources, recent, recentTop, active: activeNames.length, pairs }
}

type Weights = { method: GraphMethod; graph: number; topic: number; recent: number }
type Metrics = { p10: number; r20: number; mrr: number }

function rank(prepared: Prepared, source: Prepared['sources'][number], w: Weights): number[] {
  const graph = source.parts.graph[w.method]
  const maxGraph = Math.max(0, ...graph.values())
  const maxRecent = Math.max(0, ...prepared.recent)
  const pool = new Set<number>()
  if (w.graph > 0) for (const c of graph.keys()) pool.add(c)
  if (w.topic > 0) for (const c of source.parts.topic.keys()) pool.add(c)
  if (w.recent > 0) for (const c of prepared.recentTop) if (!source.excluded.has(c)) pool.add(c)
  const scored: [number, number][] = []
  for (const c of pool) {
    const score =
      w.graph * (maxGraph > 0 ? (graph.get(c) ?? 0) / maxGraph : 0) +
      w.topic * (source.parts.topic.get(c) ?? 0) +
      w.recent * (maxRecent > 0 ? (prepared.recent[c] as number) / maxRecent : 0)
    if (score > 0) scored.push([c, score])
  }
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0])
  return scored.slice(0, TOP_MRR).map(([c]) => c)
}

function evaluate(prepared: Prepared, w: Weights): Metrics {
  let hits10 = 0
  let hits20 = 0
  let rr = 0
  for (const source of prepared.sources) {
    const ranked = rank(prepared, source, w)
    hits10 += ranked.slice(0, 10).filter((c) => source.truth.has(c)).length
    hits20 += ranked.slice(0, 20).filter((c) => source.truth.has(c)).length
    const first = ranked.findIndex((c) => source.truth.has(c))
    rr += first < 0 ? 0 : 1 / (first + 1)
  }
  const n = prepared.sources.length
  return { p10: hits10 / (10 * n), r20: hits20 / prepared.pairs, mrr: rr / n }
}

function randomExpectation(prepared: Prepared): Metrics {
  let p10 = 0
  let r20 = 0
  let mrr = 0
  for (const source of prepared.sources) {
    const t = source.truth.size
    const c = source.candidates
    p10 += t / c
    r20 += (Math.min(20, c) * t) / c
    let none = 1
    for (let k = 1; k <= Math.min(TOP_MRR, c); k++) {
      const hit = t / (c - k + 1)
      mrr += (none * Math.min(1, hit)) / k
      none *= 1 - Math.min(1, hit)
      if (none <= 0) break
    }
  }
  const n = prepared.sources.length
  return { p10: p10 / n, r20: r20 / prepared.pairs, mrr: mrr / n }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`

export function runCollaboratorBacktest(dataDir: string): void {
  const file = join(dataDir, 'coauthorship', 'ml-venues-papers-authors-1987-2025.jsonl.gz')
  for (const split of SPLITS) {
    const started = Date.now()
    const works = loadWorks(file, split.venues)
    // choose weights on the validation cut-off
    const validation = prepare(works, ...split.validation)
    const grid: Weights[] = []
    for (const method of ['aa', 'ra', 'waa'] as const)
      for (const topic of [0, 0.1, 0.25, 0.5, 1])
        for (const recent of [0, 0.1, 0.25, 0.5]) grid.push({ method, graph: 1, topic, recent })
    const tuned = grid
      .map((w) => ({ w, m: evaluate(validation, w) }))
      .sort((a, b) => b.m.r20 - a.m.r20 || b.m.mrr - a.m.mrr)
    const chosen = (tuned[0] as { w: Weights }).w
    const chosenAa = (tuned.find((t) => t.w.method === 'aa') as { w: Weights }).w
    const test = prepare(works, ...split.test)
    const rows: [string, Metrics][] = [
      ['random (expected)', randomExpectation(test)],
      ['common neighbours', evaluate(test, { method: 'cn', graph: 1, topic: 0, recent: 0 })],
      ['Adamic–Adar', evaluate(test, { method: 'aa', graph: 1, topic: 0, recent: 0 })],
      ['resource allocation', evaluate(test, { method: 'ra', graph: 1, topic: 0, recent: 0 })],
      [`weighted AA (decay ${DECAY})`, evaluate(test, { method: 'waa', graph: 1, topic: 0, recent: 0 })],
      ['topic alone (title words)', evaluate(test, { method: 'aa', graph: 0, topic: 1, recent: 0 })],
      [
        `the finder default (waa ${DEFAULT_WEIGHTS.graph} / topic ${DEFAULT_WEIGHTS.topic} / recent ${DEFAULT_WEIGHTS.recent})`,
        evaluate(test, { method: 'waa', ...DEFAULT_WEIGHTS }),
      ],
      [
        `best AA combination on validation (topic ${chosenAa.topic} / recent ${chosenAa.recent})`,
        evaluate(test, chosenAa),
      ],
      [
        `best combination on validation (${chosen.method} 1 / topic ${chosen.topic} / recent ${chosen.recent})`,
        evaluate(test, chosen),
      ],
    ]
    console.log(
      `\nCollaborator backtest — ${split.name}: graph ≤ ${split.test[0]}, new co-authorships ${split.test[0] + 1}–${split.test[1]}; weights chosen on ≤ ${split.validation[0]} → ${split.validation[0] + 1}–${split.validation[1]}`,
    )
    console.log(
      `${test.active} authors active on both sides, ${test.sources.length} with a new co-author, ${test.pairs} new (directed) pairs\n`,
    )
    console.log('| method | precision@10 | recall@20 | MRR |')
    console.log('|---|---|---|---|')
    for (const [name, m] of rows) console.log(`| ${name} | ${pct(m.p10)} | ${pct(m.r20)} | ${m.mrr.toFixed(3)} |`)
    const aa = (rows[2] as [string, Metrics])[1].r20
    const best = (rows[rows.length - 1] as [string, Metrics])[1].r20
    const gain = (best - aa) / aa
    console.log(
      `\nGoal: recall@20 of the combination ≥ Adamic–Adar + 15 % — ${gain >= 0.15 ? 'met' : 'NOT met'} (${pct(aa)} → ${pct(best)}, ${gain >= 0 ? '+' : ''}${(gain * 100).toFixed(1)} %)`,
    )
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
}
