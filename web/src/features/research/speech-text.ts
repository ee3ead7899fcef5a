import type { Reference } from '#shared/contract/research'

type Cited = Pick<Reference, 'n'> & { work: Pick<Reference['work'], 'authors' | 'year' | 'title'> }

/** "Smith" from "John Smith", "Smith, John", "J. Smith" or "Smith J". */
export function surnameOf(name: string): string {
  const trimmed = name.trim()
  if (trimmed.includes(',')) return trimmed.split(',')[0]?.trim() ?? trimmed
  const parts = trimmed.split(/\s+/)
  const last = parts.at(-1) ?? trimmed
  // "Smith J" / "Smith JA": initials written after the surname (PubMed's style)
  if (parts.length > 1 && /^[A-Z]{1,3}\.?$/.test(last)) return parts[0] ?? trimmed
  return last
}

/** How a reference is read aloud: "Smith and Lee, 2021", "Smith, Lee and colleagues, 2019". */
export function spokenCitation(reference: Cited): string {
  const surnames = reference.work.authors.map((author) => surnameOf(author.name)).filter(Boolean)
  const year = reference.work.year === null ? 'undated' : String(reference.work.year)
  if (surnames.length === 0) {
    const title = reference.work.title.split(/\s+/).slice(0, 6).join(' ')
    return `${title}, ${year}`
  }
  const [first, second] = surnames
  const who =
    surnames.length === 1
      ? first
      : surnames.length === 2
        ? `${first} and ${second}`
        : `${first}, ${second} and colleagues`
  return `${who}, ${year}`
}

function numbersBetween(from: number, to: number): number[] {
  if (to < from || to - from > 50) return [from]
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

const CITATION_GROUP = /(?:\s*\[\d+(?:\s*[,–-]\s*\d+)*\])+/g

/**
 * The answer as it should be spoken: citation markers become "(Smith and Lee, 2021)", Markdown
 * syntax and bare URLs are dropped, links keep their text.
 */
export function answerToSpeech(markdown: string, references: readonly Cited[]): string {
  const byNumber = new Map(references.map((reference) => [reference.n, reference]))
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]+)\]\((?:https?:\/\/|mailto:)[^)\s]*\)/g, '$1')
    .replace(CITATION_GROUP, (group) => {
      const numbers = [...group.matchAll(/(\d+)(?:\s*[–-]\s*(\d+))?/g)].flatMap(([, from, to]) =>
        numbersBetween(Number(from), Number(to ?? from)),
      )
      const spoken = [...new Set(numbers)]
        .map((n) => byNumber.get(n))
        .filter((reference): reference is Cited => reference !== undefined)
        .map(spokenCitation)
      return spoken.length > 0 ? ` (${spoken.join('; ')})` : ''
    })
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/\n{2,}/g, '\n')
    .trim()
}
