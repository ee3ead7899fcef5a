import type { FundedProject } from '../sources'

/**
 * A member's prior awards: funding databases do not know OpenAlex authors, so awards are found by the author's name
 * (NIH RePORTER `pi_names`, NSF `pdPIName`) and kept when one of the award's PIs has the same family name and first
 * initial. Names are not unique: an award at one of the author's institutions is marked, and the page says how the
 * match was made.
 */

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Family name and first initial ("Amara N. Okafor" → okafor, a); "Okafor, Amara" is read too. */
export function nameKey(name: string): { family: string; initial: string } | null {
  const comma = name.indexOf(',')
  const ordered = comma > 0 ? `${name.slice(comma + 1)} ${name.slice(0, comma)}` : name
  const parts = plain(ordered).split(' ').filter(Boolean)
  const family = parts[parts.length - 1]
  const first = parts[0]
  if (!family || !first || parts.length < 2) return null
  return { family, initial: first.charAt(0) }
}

export function sameResearcher(authorName: string, piName: string): boolean {
  const a = nameKey(authorName)
  const b = nameKey(piName)
  return a !== null && b !== null && a.family === b.family && a.initial === b.initial
}

const institutionKey = (name: string) =>
  plain(name)
    .replace(/\b(the|of|at|and)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Whether an award's organisation is one of the author's institutions (case, accents and "the/of" aside). */
export function atInstitution(organisation: string | null, institutions: readonly string[]): boolean {
  if (!organisation) return false
  const award = institutionKey(organisation)
  return institutions.some((institution) => institutionKey(institution) === award)
}

/** The awards with the author among their PIs, newest first, each once. */
export function awardsOf(authorName: string, projects: readonly FundedProject[]): FundedProject[] {
  const seen = new Set<string>()
  return projects
    .filter((project) => project.pis.some((pi) => sameResearcher(authorName, pi)))
    .filter((project) => {
      const key = `${project.source}:${project.id}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => (b.fiscalYear ?? 0) - (a.fiscalYear ?? 0))
}

export function matchDescription(authorName: string): string {
  const key = nameKey(authorName)
  const rule = key
    ? `an award counts when one of its principal investigators has the family name “${key.family}” and the first initial “${key.initial.toUpperCase()}”`
    : 'an award counts when one of its principal investigators has the same family name and first initial'
  return `Matched by name: NIH RePORTER and NSF Award Search were asked for awards with the principal investigator “${authorName}” (the OpenAlex author’s name); ${rule}. Names are not unique, so awards at one of the author’s OpenAlex institutions are marked; check the others.`
}
