import type { AuthorProfile, SourceId, Work } from '#shared/contract/sources'
import type { Env } from '../../env'
import type { SourceHttp } from './source-http'

export type WorkQuery = {
  query: string
  limit: number
  offset?: number
  fromYear?: number
  toYear?: number
}

export type WorkSearchResult = {
  source: SourceId
  works: Work[]
  /** the source's own count of matches, when it gives one */
  total: number | null
}

export type ConnectorDeps = {
  http: SourceHttp
  env: Env
}

/** Every source that returns works speaks this. A connector that is not configured must say why, never fake results. */
export interface WorkConnector {
  readonly id: SourceId
  readonly name: string
  /** null when usable; otherwise a sentence for users, e.g. "CORE needs CORE_API_KEY" */
  readonly unavailableReason: string | null
  searchWorks(query: WorkQuery): Promise<WorkSearchResult>
}

/**
 * The platform's own works (the local library): searched like any source, and handed what the other
 * sources find, so later searches can be answered offline. The platform builds it and passes it to
 * createSources; the sources module never reaches into the library.
 */
export interface LibraryConnector extends WorkConnector {
  readonly id: 'local'
  rememberWorks(works: Work[]): Promise<void>
}

export type YearCount = { year: number; count: number }

/** An OpenAlex work with its links: what a literature review follows and checks. */
export type LinkedWork = {
  work: Work
  /** short id, e.g. W2741809807 */
  openalexId: string
  /** short ids of the works it cites ([] when OpenAlex lists none) */
  referencedWorks: string[]
  isRetracted: boolean
}
export type GroupCount = { key: string; label: string; count: number }

/** An OpenAlex topic (about 4,500 of them, each in one subfield, field and domain). */
export type TopicEntry = {
  /** short id, e.g. T10320 */
  id: string
  name: string
  worksCount: number
  /** the field's short id (the number in https://openalex.org/fields/17) and name */
  field: { id: string; name: string } | null
  subfield: string | null
}

/** OpenAlex does more than works: researcher discovery, pathways and the profiler stand on these. */
export interface OpenAlexConnector extends WorkConnector {
  readonly id: 'openalex'
  /** works matching a topic (title + abstract search), most cited first unless sort says otherwise */
  searchWorksRaw(input: {
    query: string
    perPage: number
    page: number
    sort?: 'cited_by_count:desc' | 'relevance_score:desc' | 'publication_date:desc'
  }): Promise<WorkSearchResult>
  /** buckets of `groupBy` (e.g. 'authorships.author.id', 'publication_year') for works matching the search/filter */
  groupWorks(input: { search?: string; filter?: string; groupBy: string; perPage?: number }): Promise<GroupCount[]>
  /** authors whose names match (OpenAlex author search matches names only) */
  searchAuthorsByName(input: {
    name: string
    perPage: number
    page: number
  }): Promise<{ authors: AuthorProfile[]; total: number }>
  /** full author records for OpenAlex ids (short ids like A5023888391), in one filtered call, order not guaranteed */
  getAuthors(ids: string[]): Promise<AuthorProfile[]>
  /** the author whose ORCID iD this is (bare 0000-0000-0000-0000), or null */
  getAuthorByOrcid(orcid: string): Promise<AuthorProfile | null>
  autocompleteAuthors(
    query: string,
  ): Promise<{ id: string; name: string; hint: string | null; worksCount: number; citationCount: number }[]>
  searchSources(
    query: string,
    perPage: number,
  ): Promise<
    {
      id: string
      name: string
      type: string | null
      worksCount: number
      citationCount: number
      hIndex: number | null
      homepage: string | null
      issn: string | null
    }[]
  >
  searchInstitutions(query: string, perPage: number): Promise<InstitutionEntry[]>
  /** topics whose names match (GET /topics?search=), most relevant first */
  searchTopics(query: string, perPage: number): Promise<TopicEntry[]>
  /** one page (≤100) of works matching a filter (and/or a title-and-abstract search), sorted */
  listWorks(input: {
    search?: string
    filter?: string
    sort: 'cited_by_count:desc' | 'publication_date:desc'
    perPage: number
  }): Promise<WorkSearchResult>
  countWorksByYear(input: { search: string; fromYear?: number; toYear?: number }): Promise<YearCount[]>
  /**
   * Full records (with references and retraction flag) for works known by OpenAlex id or DOI, batched
   * (≤50 ids per call), order not guaranteed; unknown ids are simply absent. DOIs containing `|` or `,`
   * cannot go in a filter and are skipped. `calls` counts the requests OpenAlex answered (not the cache).
   */
  getLinkedWorks(input: { openalexIds?: string[]; dois?: string[] }): Promise<{ works: LinkedWork[]; calls: number }>
  /** works that cite any of the given works (filter=cites:W1|W2…), most cited first, at most `limit` (≤100, one call per batch of ids) */
  citingWorks(input: { openalexIds: string[]; limit: number }): Promise<{ works: LinkedWork[]; calls: number }>
}

/** Semantic Scholar's papers, and its authors (name search and one author by authorId). */
export interface SemanticScholarConnector extends WorkConnector {
  readonly id: 'semanticscholar'
  searchAuthors(input: {
    name: string
    limit: number
    offset?: number
  }): Promise<{ authors: AuthorProfile[]; total: number | null }>
  /** null for an unknown id, or one that is not a Semantic Scholar authorId (digits) */
  getAuthor(id: string): Promise<AuthorProfile | null>
}

export type InstitutionEntry = {
  id: string // OpenAlex short id, e.g. I4403386549
  name: string
  ror: string | null
  country: string | null
  type: string | null
  city: string | null
  worksCount: number
  citationCount: number
  hIndex: number | null
  homepage: string | null
}
