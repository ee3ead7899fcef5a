import type { AuthorSearchResponse, SearchAuthorsInputSchema } from '#shared/contract/works'
import type { AuthorProfile } from '#shared/contract/sources'
import type { z } from 'zod'
import { AppError } from '../../lib/app-error'
import type { Sources } from './sources.types'
import type { WorkConnector } from './connector'
import { SourceError } from './source-http'
import { toUpstreamAppError } from './upstream-error'

type Input = z.output<typeof SearchAuthorsInputSchema>
type AuthorLookup = {
  connector: WorkConnector
  search: (name: string, limit: number) => Promise<{ authors: AuthorProfile[]; total: number | null }>
}

function authorLookupOf(sources: Sources, source: Input['source']): AuthorLookup {
  if (source === 'openalex')
    return {
      connector: sources.openalex,
      search: (name, limit) => sources.openalex.searchAuthorsByName({ name, perPage: limit, page: 1 }),
    }
  return {
    connector: sources.semanticscholar,
    search: (name, limit) => sources.semanticscholar.searchAuthors({ name, limit }),
  }
}

/** People by name from one source, as normalised author profiles. A source that is not set up or fails says so. */
/** The slice of the request's context an author search uses. */
export type AuthorSearchContext = { sources: Sources }

export async function searchAuthorsByName(ctx: AuthorSearchContext, input: Input): Promise<AuthorSearchResponse> {
  const { connector, search } = authorLookupOf(ctx.sources, input.source)
  if (connector.unavailableReason)
    throw new AppError('UPSTREAM_FAILED', `${connector.name} is not available here: ${connector.unavailableReason}.`)
  try {
    const found = await search(input.q, input.limit)
    return { source: input.source, authors: found.authors, total: found.total }
  } catch (error) {
    if (!(error instanceof SourceError)) throw error
    throw toUpstreamAppError(error, {
      message: (detail) => `Could not search ${connector.name} for authors: ${detail}`,
    })
  }
}
