/**
 * The sources module's public entry (decisions 007, 013, 014): everything outside server/features/sources imports
 * from here or from sources.types.ts (its Drizzle table, re-exported by server/db/schema.ts, is the one exception).
 * - source-http: the one HTTP layer under every connector: limits, bounded queue waits, a call budget, a per-caller
 *   share of each queue (source-caller), retries, breaker, database cache, single-flight; a caller whose scope's
 *   abort signal fires (the client left) starts no call or retry, and a shared call is cut once all its callers left.
 * - connectors/: <source>.client.ts per source on connector-kit, long parsers in <source>.parse.ts, xml.ts;
 *   blast.client.ts polls NCBI BLAST; nsf-awards.client.ts and nih-reporter.client.ts give funded projects
 *   and grants-gov.client.ts open opportunities (funding.ts), not works.
 * - sources.service (createSources: the registry; the platform hands the library in as a LibraryConnector, sources
 *   never import it), works-search.service (every chosen source and the library at once, merged by merge-works),
 *   author-search.service, upstream-error (a SourceError as the user-facing 502), text (markup to plain text).
 * - sources.routes: /api/sources, /api/works/search, /api/authors/search, and sourceCallerScope.
 */

// The registry, its routes and its use-cases
export { createSources, sourcePolicies, type SourcePolicies, type SourcesOptions } from './sources.service'
export type { Sources } from './sources.types'
export { currentSourceCaller, runWithSourceCaller } from './source-caller'
export { sourceCallerScope, sourcesRoutes } from './sources.routes'
export { searchWorksEverywhere } from './works-search.service'
export { searchAuthorsByName } from './author-search.service'
export { purgeExpiredSourceCache } from './source-cache-purge'

// Funding connectors (decision 049): funded projects, not works
export {
  createGrantsGovConnector,
  GRANTS_GOV_MAX_ROWS,
  type FundingOpportunity,
  type GrantsGovConnector,
  type OpportunitySearch,
} from './connectors/grants-gov.client'
export { createNihReporterConnector, NIH_MAX_LIMIT, type NihReporterConnector } from './connectors/nih-reporter.client'
export { createNsfAwardsConnector, NSF_PAGE_SIZE, type NsfAwardsConnector } from './connectors/nsf-awards.client'
export { federalFiscalYear, type FundedProject, type FundingSearch, type FundingSource } from './connectors/funding'

// Connector contracts, failures and the HTTP layer they share
export type {
  ConnectorDeps,
  GroupCount,
  InstitutionEntry,
  LibraryConnector,
  LinkedWork,
  OpenAlexConnector,
  SemanticScholarConnector,
  TopicEntry,
  WorkConnector,
  WorkQuery,
  WorkSearchResult,
  YearCount,
} from './connector'
export {
  createSourceHttp,
  SourceError,
  type HostPolicy,
  type SourceErrorKind,
  type SourceHttp,
  type SourceRequest,
  type SourceResponse,
} from './source-http'
export { toUpstreamAppError, type UpstreamWording } from './upstream-error'

// Works from several sources as one, and the text and identifier rules behind it
export { enrichedWork, enrichFromOpenAlex, LinkIndex, linkKeysOf, openAlexUnavailable } from './linked-works'
export { mergeGroup, mergeWorks, normaliseOpenAlexId, normaliseTitle, toArxivIdKey, toDoiKey } from './merge-works'
export { normalizeArxivId, normalizeDoi, normalizeOrcid, toPlainText } from './text'

// The connectors and their pure parsers (the real-data suite runs every recording through them)
export { arxivIdOf, arxivSearchQuery, createArxivConnector, parseArxivFeed } from './connectors/arxiv.client'
export { CORE_NEEDS_KEY, createCoreConnector, parseCoreV3Search } from './connectors/core.client'
export { createCrossrefConnector } from './connectors/crossref.client'
export {
  crossrefAbstract,
  parseCrossrefError,
  parseCrossrefWork,
  parseCrossrefWorksList,
} from './connectors/crossref.parse'
export { createEuropePmcConnector } from './connectors/europepmc.client'
export { parseEuropePmcSearch } from './connectors/europepmc.parse'
export { createFederalRegisterConnector, parseFederalRegisterDocuments } from './connectors/federal-register.client'
export { createOpenAlexConnector, OPENALEX_NEEDS_KEY } from './connectors/openalex.client'
export {
  parseOpenAlexAuthor,
  parseOpenAlexAuthorsList,
  parseOpenAlexAutocomplete,
  parseOpenAlexError,
  parseOpenAlexGroupBy,
  parseOpenAlexInstitution,
  parseOpenAlexInstitutionsList,
  parseOpenAlexLinkedWork,
  parseOpenAlexLinkedWorksList,
  parseOpenAlexSource,
  parseOpenAlexSourcesList,
  parseOpenAlexTopic,
  parseOpenAlexTopicsList,
  parseOpenAlexWork,
  parseOpenAlexWorksList,
  rebuildAbstract,
  shortOpenAlexId,
  type OpenAlexAutocompleteEntry,
  type OpenAlexSourceEntry,
} from './connectors/openalex.parse'
export {
  createPubChemConnector,
  parsePubChemProperties,
  parsePubChemSynonyms,
  pubChemFaultCode,
  type Compound,
  type PubChemConnector,
} from './connectors/pubchem.client'
export {
  BLAST_DATABASES,
  blastResultsUrl,
  createBlastConnector,
  parseBlastHits,
  parseBlastStatus,
  parseBlastSubmission,
  type BlastConnector,
  type BlastOutcome,
  type BlastProgram,
  type BlastQuery,
} from './connectors/blast.client'
export { createPubMedConnector } from './connectors/pubmed.client'
export { parsePubMedArticleSet, parsePubMedESearch } from './connectors/pubmed.parse'
export { createSearxngConnector, parseSearxngResults, SEARXNG_OFF } from './connectors/searxng.client'
export {
  createSemanticScholarConnector,
  S2_AUTHOR_FIELDS,
  S2_SEARCH_FIELDS,
} from './connectors/semantic-scholar.client'
export {
  parseS2Author,
  parseS2AuthorSearch,
  parseS2Error,
  parseS2Paper,
  parseS2PaperSearch,
} from './connectors/semantic-scholar.parse'
