import { RESEARCH_SOURCES } from '#shared/contract/research'
import type { PrismaCounts, Review, ReviewReference, ReviewTheme } from '#shared/contract/reviews'
import { plural } from '../../lib/words'

const FROM_WORDS: Record<string, string> = {
  references: 'following references',
  citing: 'works citing the seeds',
  gaps: 'searches for what was missing',
}

function fromName(from: string): string {
  return FROM_WORDS[from] ?? RESEARCH_SOURCES.find((source) => source.id === from)?.name ?? from
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function yearSpan(years: readonly number[]): string | null {
  if (!years.length) return null
  const first = Math.min(...years)
  const last = Math.max(...years)
  return first === last ? `${first}` : `${first}–${last}`
}

/** Works per year per theme, every year from the first to the last (years with none included as zeros). */
export function worksPerYear(
  themes: readonly ReviewTheme[],
  references: readonly ReviewReference[],
): Review['overTime'] {
  const yearOf = new Map(references.map((reference) => [reference.n, reference.work.year]))
  const years = themes.flatMap((theme) => theme.works.flatMap((n) => yearOf.get(n) ?? []))
  if (!years.length) return []
  const first = Math.min(...years)
  const last = Math.max(...years)
  const rows: Review['overTime'] = []
  for (let year = first; year <= last; year++)
    rows.push({ year, counts: themes.map((theme) => theme.works.filter((n) => yearOf.get(n) === year).length) })
  return rows
}

/** The review's first paragraph, from its own counts: how many works, which years and sources, each theme in a line. */
export function describeOverview(review: Pick<Review, 'themes' | 'references'> & { prisma: PrismaCounts }): string {
  const { themes, references, prisma } = review
  if (!prisma.included)
    return prisma.screened
      ? `None of the ${plural(prisma.screened, 'record')} found passed screening (see how this review was made), so there is nothing to review. Try broader keywords, more sources or a wider year range.`
      : 'No source returned any record for this topic, so there is nothing to review. Try other words, more sources or a wider year range.'
  const cited = references.filter((reference) => !reference.retracted)
  const span = yearSpan(cited.flatMap((reference) => (reference.work.year === null ? [] : [reference.work.year])))
  const from = prisma.identified
    .filter((entry) => entry.records > 0)
    .map((entry) => `${fromName(entry.from)} (${entry.records})`)
  const opening = `This review draws on ${plural(prisma.included, 'work')}${span ? ` published ${span}` : ''}, screened from ${plural(prisma.screened, 'distinct record')} found through ${list(from)}.`
  const themeLines = themes.map((theme) => {
    const years = yearSpan(
      theme.works.flatMap((n) => {
        const year = references[n - 1]?.work.year
        return year === undefined || year === null ? [] : [year]
      }),
    )
    return `(${theme.id}) ${theme.label}: ${plural(theme.works.length, 'work')}${years ? `, ${years}` : ''}`
  })
  const grouped =
    themes.length > 1
      ? ` They fall into ${themes.length} themes: ${themeLines.join('; ')}.`
      : themes.length === 1
        ? ` They form one theme: ${themeLines[0]}.`
        : ''
  const retracted = references.length - cited.length
  const retractedNote = retracted
    ? ` ${plural(retracted, 'retracted work is', 'retracted works are')} listed with the references and cited nowhere.`
    : ''
  return `${opening}${grouped}${retractedNote} Every finding below is quoted from an abstract, with its reference.`
}
