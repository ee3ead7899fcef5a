import type { AuthorSearchResponse, SearchAuthorsInputSchema } from '../../../shared/contract/works'
import type { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { SourceError } from './source-http'
import type { Sources } from './sources.service'

type Input = z.output<typeof SearchAuthorsInputSchema>

const SOURCE_NAMES: Record<Input['source'], string> = { openalex: 'OpenAlex', semanticscholar: 'Semantic Scholar' }

/** People by name from one source, as normalised author profiles. A source that is not set up or fails says so. */
export async function searchAuthorsByName(sources: Sources, input: Input): Promise<AuthorSearchResponse> {
  const connector = input.source === 'openalex' ? sources.openalex : sources.semanticscholar
  if (connector.unavailableReason) throw new AppError('UPSTREAM_FAILED', `${SOURCE_NAMES[input.source]} is not available here: ${connector.unavailableReason}.`)
  try {
    const found =
      input.source === 'openalex'
        ? await sources.openalex.searchAuthorsByName({ name: input.q, perPage: input.limit, page: 1 })
        : await sources.semanticscholar.searchAuthors({ name: input.q, limit: input.limit })
    return { source: input.source, authors: found.authors.slice(0, input.limit), total: found.total }
  } catch (error) {
    if (!(error instanceof SourceError)) throw error
    throw new AppError('UPSTREAM_FAILED', `Could not search ${SOURCE_NAMES[input.source]} for authors: ${error.message}`, { cause: error })
  }
}
