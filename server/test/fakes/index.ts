import { Hono } from 'hono'
import { createBlastFake } from './blast.fake'
import { createArxivFake } from './arxiv.fake'
import { createCoreFake } from './core.fake'
import { createCrossrefFake } from './crossref.fake'
import { createEuropePmcFake } from './europepmc.fake'
import { createFederalRegisterFake } from './federal-register.fake'
import { createGrantsGovFake } from './grants-gov.fake'
import { createNihReporterFake } from './nih-reporter.fake'
import { createNsfAwardsFake } from './nsf-awards.fake'
import { createOpenAlexFake } from './openalex.fake'
import { createOpenAiFake, FAKE_LLM_MODEL } from './openai.fake'
import { createPubChemFake } from './pubchem.fake'
import { createPubMedFake } from './pubmed.fake'
import { createSearxngFake } from './searxng.fake'
import { createSemanticScholarFake } from './semantic-scholar.fake'

/**
 * Every upstream API's fake, each under its own path prefix, speaking the real wire format from
 * fixtures we wrote (server/test/fixtures). Failures are asked for through the query itself, the
 * same for every fake: a search for `fail-429`, `fail-500`, `fail-429-then-ok`, `fail-500-then-ok`,
 * `fail-timeout` or `fail-malformed` (fault-injection.ts). The OpenAI-compatible language model
 * (openai.fake.ts) has markers of its own, in the question or the model name.
 */
export function createFakeUpstreams() {
  return new Hono()
    .route('/openalex', createOpenAlexFake())
    .route('/pubmed', createPubMedFake())
    .route('/arxiv', createArxivFake())
    .route('/crossref', createCrossrefFake())
    .route('/europepmc', createEuropePmcFake())
    .route('/semanticscholar', createSemanticScholarFake())
    .route('/core', createCoreFake())
    .route('/pubchem', createPubChemFake())
    .route('/blast', createBlastFake())
    .route('/federalregister', createFederalRegisterFake())
    .route('/searxng', createSearxngFake())
    .route('/nsfawards', createNsfAwardsFake())
    .route('/nihreporter', createNihReporterFake())
    .route('/grantsgov', createGrantsGovFake())
    .route('/openai', createOpenAiFake())
}

/** The base-URL settings that point every source at the fakes served from `origin`. */
export function fakeSourceEnv(origin: string): Record<string, string> {
  return {
    OPENALEX_BASE_URL: `${origin}/openalex`,
    OPENALEX_API_KEY: 'fake-openalex-key',
    NCBI_EUTILS_BASE_URL: `${origin}/pubmed`,
    ARXIV_BASE_URL: `${origin}/arxiv`,
    CROSSREF_BASE_URL: `${origin}/crossref`,
    EUROPEPMC_BASE_URL: `${origin}/europepmc`,
    SEMANTIC_SCHOLAR_BASE_URL: `${origin}/semanticscholar`,
    CORE_BASE_URL: `${origin}/core`,
    CORE_API_KEY: 'fake-core-key',
    PUBCHEM_BASE_URL: `${origin}/pubchem`,
    BLAST_BASE_URL: `${origin}/blast`,
    BLAST_POLL_MS: '5',
    FEDERAL_REGISTER_BASE_URL: `${origin}/federalregister`,
    SEARXNG_BASE_URL: `${origin}/searxng`,
    NSF_AWARDS_BASE_URL: `${origin}/nsfawards`,
    NIH_REPORTER_BASE_URL: `${origin}/nihreporter`,
    GRANTS_GOV_BASE_URL: `${origin}/grantsgov`,
  }
}

/**
 * The settings that turn the language model on, served by the fake from `origin`. Kept apart from
 * fakeSourceEnv: without a model is the default product, so tests and e2e opt in.
 */
export function fakeLlmEnv(origin: string, model = FAKE_LLM_MODEL): Record<string, string> {
  return { LLM_BASE_URL: `${origin}/openai/v1`, LLM_MODEL: model }
}

export const IN_PROCESS_FAKE_ORIGIN = 'http://fake-upstreams.test'

/** A fetch that answers from the fakes without a network, for HTTP-level tests. */
export function createFakeFetch(): typeof fetch {
  const fakes = createFakeUpstreams()
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== IN_PROCESS_FAKE_ORIGIN)
      throw new TypeError(`unexpected upstream call to ${url.origin} in a test`)
    // A real fetch rejects when its signal aborts (e.g. our timeout), whatever the server is doing.
    const signal = init?.signal
    if (!signal) return fakes.fetch(request)
    signal.throwIfAborted()
    return Promise.race([
      fakes.fetch(request),
      new Promise<never>((_, reject) => {
        signal.addEventListener(
          'abort',
          () => {
            reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)))
          },
          { once: true },
        )
      }),
    ])
  }
}
