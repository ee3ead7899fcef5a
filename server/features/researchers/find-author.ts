import { readAuthorRef } from '#shared/contract/researchers'
import type { AuthorProfile } from '#shared/contract/sources'
import { AppError } from '../../lib/app-error'
import type { OpenAlexConnector } from '../sources'

/** Runs one upstream call; a tool passes its budgeted, day-cached caller (server/lib/upstream-call-plan). */
export type AuthorCall = <T>(key: string, ask: () => Promise<T>) => Promise<T>
const direct: AuthorCall = (_key, ask) => ask()

/**
 * The member as OpenAlex knows them, from the ORCID iD or OpenAlex author id they gave (a tool's optional "you").
 * An id OpenAlex does not know is a 404 in words the member can act on.
 */
export async function findAuthorByRef(
  openalex: Pick<OpenAlexConnector, 'getAuthors' | 'getAuthorByOrcid'>,
  raw: string,
  call: AuthorCall = direct,
): Promise<AuthorProfile> {
  const ref = readAuthorRef(raw)
  if (!ref) throw new AppError('BAD_REQUEST', 'Enter an ORCID iD (0000-0002-1825-0097) or an OpenAlex author id')
  const found =
    ref.kind === 'orcid'
      ? await call(`orcid:${ref.id}`, () => openalex.getAuthorByOrcid(ref.id))
      : ((await call(`author:${ref.id}`, () => openalex.getAuthors([ref.id])))[0] ?? null)
  if (!found)
    throw new AppError(
      'NOT_FOUND',
      ref.kind === 'orcid'
        ? `No OpenAlex author has the ORCID iD ${ref.id}. Check it, or choose yourself by name.`
        : `OpenAlex has no author ${ref.id}. Check the id, or choose yourself by name.`,
    )
  return found
}
