import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Work } from '#shared/contract/sources'
import { projectRoot } from '../lib/paths'
import {
  parseEuropePmcSearch,
  parseOpenAlexWorksList,
  parsePubMedArticleSet,
  parseS2PaperSearch,
} from '../features/sources'

const fixture = (path: string): string => readFileSync(join(projectRoot, 'server/test/fixtures', path), 'utf8')

/** Our own recordings (server/test/fixtures) through the real parsers: works as a retrieval hands them over. */
export function fixtureWorks(): Record<'openalex' | 'europepmc' | 'pubmed' | 'semanticscholar', Work[]> {
  return {
    openalex: parseOpenAlexWorksList(JSON.parse(fixture('openalex/works-search-coral-reef.json'))).works,
    europepmc: parseEuropePmcSearch(JSON.parse(fixture('europepmc/search-core-default.json'))).works,
    pubmed: parsePubMedArticleSet(fixture('pubmed/efetch-default.xml')),
    semanticscholar: parseS2PaperSearch(JSON.parse(fixture('semanticscholar/paper-search-coral-bleaching.json'))).works,
  }
}

export function makeWork(overrides: Partial<Work> & { title: string }): Work {
  return {
    ids: {},
    abstract: null,
    abstractSections: [],
    authors: [],
    year: null,
    publicationDate: null,
    venue: null,
    type: 'article',
    citationCount: null,
    url: null,
    openAccessUrl: null,
    topics: [],
    sources: ['openalex'],
    ...overrides,
  }
}
