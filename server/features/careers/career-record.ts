import type { ArchetypeId } from '#shared/contract/pathways'
import type { CareerRecord } from '#shared/contract/careers'
import type { AuthedContext } from '../../request-context'
import { AppError } from '../../lib/app-error'
import { findAuthorByRef } from '../researchers'
import type { GroupCount } from '../sources'

/** The archetypes each OpenAlex institution type is the home of (the others — healthcare, facility, … — none). */
const SECTOR_ARCHETYPES: Record<string, ArchetypeId[]> = {
  education: ['academic-researcher'],
  company: ['industry-innovator', 'research-entrepreneur'],
  government: ['policy-advisor'],
  nonprofit: ['policy-advisor'],
}

/** group_by authorships.institutions.type on the member's works → sectors with their share of those works. */
export function sectorsOf(groups: readonly GroupCount[], worksWithInstitutions: number): CareerRecord['sectors'] {
  return groups
    .filter((group) => group.count > 0 && group.key !== 'unknown')
    .map((group) => ({
      type: group.key.slice(0, 40),
      works: group.count,
      share: worksWithInstitutions > 0 ? Math.min(1, group.count / worksWithInstitutions) : 0,
      archetypes: SECTOR_ARCHETYPES[group.key] ?? [],
    }))
    .sort((a, b) => b.works - a.works || a.type.localeCompare(b.type))
    .slice(0, 12)
}

/**
 * The member's record on OpenAlex: their topics and the kinds of institution on their works (two calls). An id
 * OpenAlex does not know is the member's to fix (404); OpenAlex not answering leaves the record out with a note.
 */
export async function readCareerRecord(
  ctx: AuthedContext,
  authorRef: string,
): Promise<{ record: CareerRecord | null; recordNote: string | null }> {
  const openalex = ctx.sources.openalex
  try {
    const author = await findAuthorByRef(openalex, authorRef)
    const filter = `authorships.author.id:${author.id}`
    const [byType, byYear] = await Promise.all([
      openalex.groupWorks({ filter, groupBy: 'authorships.institutions.type' }),
      openalex.groupWorks({ filter, groupBy: 'publication_year' }),
    ])
    // The share is of all their works: a work lists several kinds of institution, so shares may add past 100 %.
    const works = byYear.reduce((sum, group) => sum + group.count, 0)
    return {
      record: {
        author: {
          id: author.id,
          name: author.name.slice(0, 300),
          institution: author.institution?.slice(0, 300) ?? null,
        },
        topics: author.topics.slice(0, 5).map((topic) => topic.slice(0, 300)),
        sectors: sectorsOf(byType, works),
        source: 'OpenAlex',
      },
      recordNote: null,
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    ctx.log.warn('the career record could not be read from OpenAlex', { err: error })
    return {
      record: null,
      recordNote: 'OpenAlex did not answer for your publishing record this time; the analysis stands on your answers.',
    }
  }
}
