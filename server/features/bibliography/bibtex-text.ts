import { z } from 'zod'
import type { CslItem, CslName } from './csl-items'

// citation-js writes BibTeX in ASCII: it spells accents and symbols in LaTeX, silently drops characters it cannot
// spell (CJK, emoji, Cyrillic…) and leaves literal names unescaped (`{A & B 50%}`). Those characters go through it
// as placeholders and come back as themselves (UTF-8, read by biber and reference managers) or as LaTeX's spelling.

const LATEX_SPECIALS: Record<string, string> = {
  '&': '\\&',
  '%': '\\%',
  $: '\\textdollar{}',
  '#': '\\#',
  _: '\\textunderscore{}',
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  '\\': '\\textbackslash{}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
  '`': '\\textasciigrave{}',
}

const BibtexConstantsSchema = z.object({
  constants: z.object({
    commands: z.record(z.string(), z.string().nullable()),
    diacritics: z.record(z.string(), z.string()),
    mathCommands: z.record(z.string(), z.string()),
    ligatures: z.record(z.string(), z.string()),
  }),
})

// citation-js spells these with commands that LaTeX's core and bibtex-parser do not know (\textminus, \SS,
// \Hwithstroke…) or that read back as another character (〈 as nothing, · as ˙): they stay themselves.
const KEPT_AS_THEMSELVES = new Set(Array.from('˵ẞ⁅⁆−Ħħ⚭⚮⸘·˷„∗〈〉␣ϒ'))

export type SpellableTable = { symbols: ReadonlySet<string>; accents: ReadonlySet<string> }

/** What citation-js can spell, read from its own tables (the `@bibtex` plugin's config). */
export function spellableTable(bibtexConfig: unknown): SpellableTable {
  const { commands, diacritics, mathCommands, ligatures } = BibtexConstantsSchema.parse(bibtexConfig).constants
  return {
    symbols: new Set(
      [...Object.values(commands), ...Object.values(mathCommands), ...Object.values(ligatures)].filter(
        (symbol): symbol is string => symbol !== null && !KEPT_AS_THEMSELVES.has(symbol),
      ),
    ),
    accents: new Set(Object.values(diacritics)),
  }
}

const isAscii = (character: string) => character.charCodeAt(0) < 0x80

/** A letter with accents citation-js knows (é → {\' e}), or a symbol it has a command for (— → ---, Ω → $\Omega$). */
function isSpellable(character: string, table: SpellableTable): boolean {
  if (isAscii(character)) return true
  const [base = '', ...marks] = Array.from(character.normalize('NFKD'))
  if (marks.length === 0) return isAscii(base) || table.symbols.has(base)
  // citation-js puts an accent on the character before it, so the base must be a plain letter.
  return /^[A-Za-z0-9]$/.test(base) && marks.every((mark) => table.accents.has(mark))
}

type Placeholders = {
  protect: (text: string, keep: (character: string) => boolean) => string
  restore: (bibtex: string) => string
}

/** Placeholders `qzq<hex>qzq`, with a marker found nowhere in the items (keys, DOIs and URLs included). */
function placeholders(items: readonly CslItem[]): Placeholders {
  const all = JSON.stringify(items).toLowerCase()
  let marker = 'qzq'
  while (all.includes(marker)) marker += 'z'
  const pattern = new RegExp(`${marker}([0-9a-f]+)${marker}`, 'g')
  return {
    protect: (text, keep) =>
      Array.from(text)
        .map((character) =>
          keep(character) ? character : `${marker}${(character.codePointAt(0) ?? 0).toString(16)}${marker}`,
        )
        .join(''),
    restore: (bibtex) =>
      bibtex.replace(pattern, (_, hex: string) => {
        const character = String.fromCodePoint(parseInt(hex, 16))
        return LATEX_SPECIALS[character] ?? character
      }),
  }
}

/** The items with placeholders for what citation-js would drop or leave unescaped, and the function that undoes them. */
export function protectForBibtex(
  items: readonly CslItem[],
  table: SpellableTable,
): { items: CslItem[]; restore: (bibtex: string) => string } {
  const { protect, restore } = placeholders(items)
  // HTML-like tags are markup to citation-js (<i> becomes \textit); our titles are plain text.
  const escape = (text: string) =>
    protect(text, (character) => character !== '<' && character !== '>' && isSpellable(character, table))
  const escapeName = (name: CslName): CslName => {
    // citation-js writes a one-part (literal) name as it is, in braces: only its LaTeX specials need spelling.
    if ('literal' in name) return { literal: protect(name.literal, (character) => !(character in LATEX_SPECIALS)) }
    const { family, given, suffix } = name
    return {
      family: escape(family),
      ...(given === undefined ? {} : { given: escape(given) }),
      ...(suffix === undefined ? {} : { suffix: escape(suffix) }),
    }
  }
  return {
    items: items.map(({ title, 'container-title': container, publisher, number, note, author, ...item }) => ({
      ...item,
      ...(title === undefined ? {} : { title: escape(title) }),
      ...(container === undefined ? {} : { 'container-title': escape(container) }),
      ...(publisher === undefined ? {} : { publisher: escape(publisher) }),
      ...(number === undefined ? {} : { number: escape(number) }),
      ...(note === undefined ? {} : { note: escape(note) }),
      ...(author === undefined ? {} : { author: author.map(escapeName) }),
    })),
    restore,
  }
}
