/**
 * `npm run eval:answers`: the research engine on fixed questions answered from recorded retrievals
 * (SHARED_DATA_DIR/scholarly: real API recordings and the arXiv/OpenAlex corpus; default ../shared/data),
 * in evidence mode and by the fake language model. Prints the share of [n] markers that resolve, of empty or
 * irrelevant retrievals that abstain, and of brief sentences found verbatim in the abstract they cite; for the
 * model, the share of shown [n] that resolve, of invented markers caught, and the support levels; then the
 * support-score figures behind the thresholds in server/features/research/support.ts. Exits 1 when a share
 * that must be 100 % is not.
 */
import { createReadStream, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import type { SourceProgress, SupportLevel } from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import { parseCorpusLine } from '../server/features/library'
import { createLlm } from '../server/features/llm'
import {
  assessSupport,
  buildAbstention,
  buildAnswerPrompt,
  buildEvidenceBrief,
  createMarkerGate,
  markerNumbers,
  questionTerms,
  rankRelevantWorks,
  resolveCitations,
  scoreSupport,
  workText,
} from '../server/features/research'
import {
  parseArxivFeed,
  parseEuropePmcSearch,
  parseOpenAlexWorksList,
  parseS2PaperSearch,
} from '../server/features/sources'
import { projectRoot } from '../server/lib/paths'
import { createOpenAiFake, FAKE_LLM_MODEL } from '../server/test/fakes/openai.fake'

const scholarly = join(resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data')), 'scholarly')
const NOW = new Date('2026-07-01T00:00:00Z')
const CANDIDATES_PER_QUESTION = 80

type Case = { question: string; works: Work[]; progress: SourceProgress[]; expect: 'answer' | 'abstain' }

const recording = (path: string): string => readFileSync(join(scholarly, 'fixtures', path), 'utf8')
const done = (source: SourceProgress['source'], hits: number): SourceProgress => ({
  source,
  status: 'done',
  hits,
  reason: null,
  query: null,
})

async function readCorpus(file: string): Promise<Work[]> {
  const works: Work[] = []
  const lines = createInterface({ input: createReadStream(join(scholarly, 'corpus', file)).pipe(createGunzip()) })
  for await (const line of lines) {
    const parsed = parseCorpusLine(line)
    if (parsed?.ok) works.push(parsed.work)
  }
  return works
}

/** A stand-in for a search API: corpus works whose title holds at least two of the question's stems. */
function retrieve(question: string, corpus: readonly Work[]): Work[] {
  const terms = questionTerms(question)
  const need = Math.min(2, terms.length)
  return corpus
    .filter((work) => {
      const title = work.title.toLowerCase()
      return terms.filter((term) => title.includes(term)).length >= need
    })
    .slice(0, CANDIDATES_PER_QUESTION)
}

const CORPUS_QUESTIONS = [
  'How do large language models hallucinate and how can hallucination be detected?',
  'What methods improve 3D gaussian splatting reconstruction quality?',
  'What are the limitations of diffusion models for video generation?',
  'How is reinforcement learning used to improve reasoning in language models?',
  'How well do vision language models understand charts?',
  'What is known about retrieval augmented generation for question answering?',
  'How are auctions designed with learning agents?',
  'How do multimodal models perform on medical image segmentation?',
  'What benchmarks evaluate code generation by language models?',
  'How can speculative decoding speed up inference?',
  'What methods detect AI-generated images?',
  'How is knowledge distillation used to compress vision transformers?',
  'What are the risks of jailbreak attacks on large language models?',
  'How do autonomous driving systems predict pedestrian trajectories?',
  'What do studies report about the citation impact of open access articles?',
]

async function buildCases(): Promise<Case[]> {
  const corpus = [
    ...(await readCorpus('arxiv-cs-2025-10_2026-07.jsonl.gz')),
    ...(await readCorpus('openalex-works-sample-2022.jsonl.gz')),
  ]
  const cases: Case[] = CORPUS_QUESTIONS.map((question) => {
    const works = retrieve(question, corpus)
    return { question, works, progress: [done('local', works.length)], expect: 'answer' }
  })
  const europePmc = parseEuropePmcSearch(JSON.parse(recording('europepmc/search-cancer-core.json'))).works
  const openAlexMl = parseOpenAlexWorksList(JSON.parse(recording('openalex/works-search-machine-learning.json'))).works
  const s2Kubernetes = parseS2PaperSearch(
    JSON.parse(recording('semanticscholar/paper-search-bulk-kubernetes.json')),
  ).works
  const arxivTesting = parseArxivFeed(recording('arxiv/query-all-testing-start0-max10.xml')).works
  cases.push(
    {
      question: 'How is cancer cachexia diagnosed?',
      works: europePmc,
      progress: [done('europepmc', 25)],
      expect: 'answer',
    },
    {
      question: 'How is machine learning used in practice?',
      works: openAlexMl,
      progress: [done('openalex', 20)],
      expect: 'answer',
    },
    {
      question: 'Kubernetes scheduling performance',
      works: s2Kubernetes,
      progress: [done('semanticscholar', 1000)],
      expect: 'answer',
    },
  )
  const empty = (path: string, source: SourceProgress['source'], question: string): Case => {
    const body: unknown = JSON.parse(recording(path))
    const works =
      source === 'europepmc'
        ? parseEuropePmcSearch(body).works
        : source === 'openalex'
          ? parseOpenAlexWorksList(body).works
          : parseS2PaperSearch(body).works
    return { question, works, progress: [done(source, works.length)], expect: 'abstain' }
  }
  cases.push(
    empty('europepmc/search-no-results.json', 'europepmc', 'What does the literature say about zorbiflex toxicity?'),
    empty('openalex/works-filter-no-results.json', 'openalex', 'quantum gravity in sourdough fermentation'),
    empty(
      'semanticscholar/paper-search-empty.json',
      'semanticscholar',
      'Which papers study coral bleaching thresholds?',
    ),
    {
      question: 'What causes coral bleaching on the Great Barrier Reef?',
      works: openAlexMl,
      progress: [done('openalex', 20)],
      expect: 'abstain',
    },
    {
      question: 'Is gene therapy safe for children with sickle cell disease?',
      works: arxivTesting,
      progress: [done('arxiv', arxivTesting.length)],
      expect: 'abstain',
    },
    {
      question: 'How do kidney stones form?',
      works: s2Kubernetes,
      progress: [done('semanticscholar', 1000)],
      expect: 'abstain',
    },
    {
      question: 'What are the side effects of statins?',
      works: [],
      progress: [
        { source: 'pubmed', status: 'failed', hits: null, reason: 'PubMed did not answer in time', query: 'statins' },
        { source: 'europepmc', status: 'failed', hits: null, reason: 'Europe PMC answered 503', query: 'statins' },
      ],
      expect: 'abstain',
    },
  )
  return cases
}

type Tally = { hit: number; total: number }
const share = ({ hit, total }: Tally): string => (total ? `${((100 * hit) / total).toFixed(1)} %` : 'n/a')

/**
 * The model rows: every case with relevant works answered by the fake OpenAI-compatible model (served
 * in-process) through the real llm client, then checked as the engine checks any answer: the stream
 * through the marker gate, resolveCitations and assessSupport. Each case is asked twice more with the
 * fake's `llm-invent` marker, whose last sentence cites a passage that was not sent.
 */
export async function modelEvalRows(cases: readonly Case[]): Promise<{ label: string; value: string }[] | null> {
  const fake = createOpenAiFake()
  const llm = createLlm(
    {
      LLM_BASE_URL: 'http://fake-llm.test/v1',
      LLM_API_KEY: undefined,
      LLM_MODEL: FAKE_LLM_MODEL,
      LLM_TIMEOUT_MS: 10_000,
      LLM_MAX_OUTPUT_TOKENS: 1200,
    },
    { fetch: (input, init) => Promise.resolve(fake.fetch(new Request(input, init))) },
  )
  if (!llm) return null
  const resolved: Tally = { hit: 0, total: 0 }
  const caught: Tally = { hit: 0, total: 0 }
  const levels: Record<SupportLevel, number> = { supported: 0, partly: 0, unsupported: 0 }
  let answers = 0

  for (const entry of cases) {
    const relevant = rankRelevantWorks(entry.question, entry.works, { now: NOW })
    if (!relevant.length) continue
    for (const invent of [false, true]) {
      const question = invent ? `${entry.question} llm-invent` : entry.question
      const prompt = buildAnswerPrompt({
        question,
        mode: 'comprehensive',
        ethicalMode: true,
        works: relevant.map((ranked) => ranked.work),
        // The fake invents [k + 3] with k its first five passages: with five sent, that names none.
        maxPassages: 5,
      })
      const gate = createMarkerGate(prompt.passages.length)
      let raw = ''
      let shown = ''
      for await (const delta of llm.stream({ messages: prompt.messages, signal: AbortSignal.timeout(10_000) })) {
        raw += delta
        shown += gate.push(delta)
      }
      shown += gate.flush()
      answers++
      const cited = resolveCitations(raw, prompt.passages.length)
      const invented = markerCount(raw) - markerCount(cited.text)
      if (invent) {
        caught.total += Math.max(1, invented)
        if (invented > 0 && markerCount(shown) === markerCount(cited.text)) caught.hit += invented
      }
      const references = new Set(cited.cited)
      for (const n of markersOf(shown)) {
        resolved.total++
        if (references.has(n) && n >= 1 && n <= prompt.passages.length) resolved.hit++
      }
      if (invent) continue
      for (const sentence of assessSupport(cited.sentences, prompt.passageTexts))
        if (sentence.support) levels[sentence.support]++
    }
  }
  const scored = levels.supported + levels.partly + levels.unsupported
  const of = (count: number) => `${scored ? ((100 * count) / scored).toFixed(1) : '0.0'} % (${count}/${scored})`
  return [
    {
      label: `model answers (fake model, ${answers} streamed): [n] shown that resolve to a reference`,
      value: `${share(resolved)} (${resolved.hit}/${resolved.total})`,
    },
    {
      label: 'model answers: invented markers caught before the reader saw them',
      value: `${share(caught)} (${caught.hit}/${caught.total})`,
    },
    { label: 'model sentences supported', value: of(levels.supported) },
    { label: 'model sentences partly supported', value: of(levels.partly) },
    { label: 'model sentences unsupported', value: of(levels.unsupported) },
  ]
}

const MARKER = /\[(\d+(?:\s*[-–,]\s*\d+)*)\]/g
const markersOf = (text: string): number[] =>
  [...text.matchAll(MARKER)].flatMap((match) => markerNumbers(match[1] ?? ''))
const markerCount = (text: string): number => markersOf(text).length

async function main(): Promise<void> {
  const cases = await buildCases()
  const markers: Tally = { hit: 0, total: 0 }
  const abstained: Tally = { hit: 0, total: 0 }
  const verbatim: Tally = { hit: 0, total: 0 }
  const answered: Tally = { hit: 0, total: 0 }
  const own: number[] = []
  const neighbour: number[] = []
  const changedNumber: number[] = []
  const perCase: string[] = []

  for (const entry of cases) {
    const relevant = rankRelevantWorks(entry.question, entry.works, { now: NOW })
    if (!relevant.length) {
      const abstention = buildAbstention(entry.question, entry.progress, entry.works.length)
      if (entry.expect === 'abstain') abstained.hit++
      if (entry.expect === 'abstain') abstained.total++
      if (entry.expect === 'answer') answered.total++
      perCase.push(`abstain  ${entry.question} (${abstention.reason}; try “${abstention.suggestion ?? '-'}”)`)
      continue
    }
    if (entry.expect === 'abstain') abstained.total++
    else {
      answered.total++
      answered.hit++
    }
    const brief = buildEvidenceBrief(entry.question, relevant)
    const cited = resolveCitations(brief.markdown, brief.references.length)
    const markerCount = cited.sentences.reduce((sum, sentence) => sum + sentence.citations.length, 0)
    markers.total += markerCount + cited.unresolved.length
    markers.hit += markerCount
    for (const sentence of brief.sentences) {
      const reference = brief.references.find((candidate) => candidate.n === sentence.citations[0])
      verbatim.total++
      if (!reference) continue
      if (reference.work.abstract?.includes(sentence.text)) verbatim.hit++
      own.push(scoreSupport(sentence.text, [workText(reference.work)]).score)
      const other = brief.references.find((candidate) => candidate.n !== reference.n)
      if (other) neighbour.push(scoreSupport(sentence.text, [workText(other.work)]).score)
      if (/\d/.test(sentence.text)) {
        const altered = sentence.text.replace(/\d+/g, (digits) => String(Number(digits) + 7))
        changedNumber.push(scoreSupport(altered, [workText(reference.work)]).score)
      }
    }
    perCase.push(
      `answer   ${entry.question} (${entry.works.length} retrieved, ${relevant.length} relevant, ${brief.sentences.length} sentences, ${brief.references.length} references)`,
    )
  }

  console.log(
    `Research engine evaluation: ${cases.length} questions, evidence mode, recorded retrievals from ${scholarly}\n`,
  )
  for (const line of perCase) console.log(`  ${line}`)
  const rows: [string, string, string][] = [
    ['[n] markers that resolve', share(markers), `${markers.hit}/${markers.total}`],
    ['empty or irrelevant retrievals that abstain', share(abstained), `${abstained.hit}/${abstained.total}`],
    ['evidence sentences verbatim in their cited abstract', share(verbatim), `${verbatim.hit}/${verbatim.total}`],
    ['questions with relevant works that got an answer', share(answered), `${answered.hit}/${answered.total}`],
  ]
  const model = await modelEvalRows(cases)
  console.log('\n| measure | share | count |\n|---|---|---|')
  for (const [label, value, count] of rows) console.log(`| ${label} | ${value} | ${count} |`)
  if (model) for (const row of model) console.log(`| ${row.label} | ${row.value} | |`)
  else console.log('| model answers: support check (fake model) | not run | |')

  console.log('\nSupport scores (support.ts thresholds):')
  console.log(`  sentence vs its own abstract          ${figures(own)}`)
  console.log(`  sentence vs another cited abstract    ${figures(neighbour)}`)
  console.log(`  sentence with numbers changed (+7)    ${figures(changedNumber)}`)

  const perfect = [markers, abstained, verbatim].every((tally) => tally.hit === tally.total)
  process.exitCode = perfect ? 0 : 1
}

function figures(values: readonly number[]): string {
  if (!values.length) return 'n = 0'
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number): string => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2)
  return `n = ${sorted.length}, min ${at(0)}, p10 ${at(0.1)}, median ${at(0.5)}, p90 ${at(0.9)}, max ${at(1)}`
}

await main()
