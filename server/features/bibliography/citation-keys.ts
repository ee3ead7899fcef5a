import type { Work } from '#shared/contract/sources'
import { PARTICLES, splitName } from './author-names'

const STOP_WORDS = new Set(
  (
    'a an the on of in for and or to with from by at as is are be was were via into onto about over under between ' +
    'towards toward than that this these those its their our we do does how what when where which who why using ' +
    'new not no'
  ).split(' '),
)
// An organisation is keyed by its first word that is not one of these ("The WHO Consortium" → who).
const NAME_STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'for', 'and', 'on', 'in'])
// Letters NFKD leaves whole (no accent to strip), and Cyrillic and Greek spelled in Latin letters.
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ...lettersFrom(
    'абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў',
    'a b v g d e e zh z i i k l m n o p r s t u f kh ts ch sh shch _ y _ e yu ya i i ye g u',
  ),
  ...lettersFrom('αβγδεζηθικλμνξοπρσςτυφχψω', 'a b g d e z i th i k l m n x o p r s s t y f ch ps o'),
}

function lettersFrom(alphabet: string, spellings: string): Record<string, string> {
  const latin = spellings.split(' ').map((spelling) => spelling.replace('_', ''))
  return Object.fromEntries(Array.from(alphabet).map((letter, index) => [letter, latin[index] ?? '']))
}
// RIS's ID holds 20 characters (citation-js cuts the rest): the family name, year and title word share 19, and a
// collision suffix the last one.
const MAX_KEY_LENGTH = 19
const MAX_FAMILY_LENGTH = 10

/** Lower-case ASCII words: accents folded ("Müller" → "muller"), everything else a separator. */
export function asciiWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{ASCII}]/gu, (letter) => LETTERS[letter] ?? ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

function familyPart(work: Work): string {
  const first = work.authors[0] ? splitName(work.authors[0].name) : null
  if (!first) return 'anon'
  // A literal (organisation) name is keyed by its first significant word: "WHO Consortium" → "who".
  if ('literal' in first) {
    const word = asciiWords(first.literal).find((candidate) => !NAME_STOP_WORDS.has(candidate))
    return word?.slice(0, MAX_FAMILY_LENGTH) ?? 'anon'
  }
  const words = asciiWords(first.family)
  // "van Beethoven" → beethoven, as BibTeX's and reference managers' keys have it
  while (words.length > 1 && PARTICLES.has(words[0] ?? '')) words.shift()
  const family = words.join('').slice(0, MAX_FAMILY_LENGTH)
  return family || 'anon'
}

function titleWord(title: string): string {
  const isSignificant = (word: string) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word)
  return asciiWords(title).find(isSignificant) ?? ''
}

/** author + year (or "nd") + first significant title word, before any collision suffix */
export function baseCitationKey(work: Work): string {
  const start = `${familyPart(work)}${work.year !== null && work.year >= 0 && work.year <= 9999 ? work.year : 'nd'}`
  return start + titleWord(work.title).slice(0, MAX_KEY_LENGTH - start.length)
}

/** Who a work is, for ordering works that share a key: by identifiers first, then by what they say. */
function identity(work: Work): string[] {
  const { ids } = work
  return [
    ids.doi ?? '',
    ids.openalex ?? '',
    ids.pmid ?? '',
    ids.arxiv ?? '',
    ids.semanticscholar ?? '',
    work.title,
    work.publicationDate ?? '',
    work.authors.map((author) => author.name).join('; '),
    work.venue ?? '',
  ]
}

function compareIdentities(a: string[], b: string[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const left = a[index] ?? ''
    const right = b[index] ?? ''
    if (left !== right) return left < right ? -1 : 1
  }
  return 0
}

/** a, b, …, z, aa, ab, … */
function suffix(index: number): string {
  const letter = String.fromCharCode(97 + (index % 26))
  return index < 26 ? letter : suffix(Math.floor(index / 26) - 1) + letter
}

/**
 * Stable, unique citation keys (smith2020coral). Works that share a key get a, b, c… in the order of their
 * identifiers, not of the list, so adding a work elsewhere never renames one.
 */
export function citationKeys(works: readonly Work[]): string[] {
  const keys = works.map(baseCitationKey)
  const sharing = new Map<string, { index: number; identity: string[] }[]>()
  works.forEach((work, index) => {
    const base = keys[index] ?? ''
    const group = sharing.get(base) ?? []
    group.push({ index, identity: identity(work) })
    sharing.set(base, group)
  })
  const taken = new Set([...sharing].filter(([, group]) => group.length === 1).map(([base]) => base))
  const shared = [...sharing].filter(([, group]) => group.length > 1).sort(([a], [b]) => (a < b ? -1 : 1))
  for (const [base, group] of shared) {
    group.sort((a, b) => compareIdentities(a.identity, b.identity) || a.index - b.index)
    let next = 0
    for (const { index } of group) {
      // A suffixed key could spell another work's key (smith2020coral + a = smith2020corala): skip past it.
      while (taken.has(base + suffix(next))) next += 1
      keys[index] = base + suffix(next)
      taken.add(base + suffix(next))
      next += 1
    }
  }
  return keys
}
