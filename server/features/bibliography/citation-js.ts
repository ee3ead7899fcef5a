import { Cite, plugins } from '@citation-js/core'
// The plugins register themselves with the core on import, once per process: this is the only file that imports them.
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-ris'
import '@citation-js/plugin-csl'
import { protectForBibtex, spellableTable } from './bibtex-text'
import type { CslItem } from './csl-items'

const spellable = spellableTable(plugins.config.get('@bibtex'))

function text(output: unknown): string {
  if (typeof output !== 'string') throw new Error('citation-js returned no text')
  return output
}

// citation-js writes a day into the month field (month = {may 3}), which BibTeX styles cannot read.
function withoutDay(item: CslItem): CslItem {
  if (!item.issued) return item
  const [[year, month]] = item.issued['date-parts']
  return { ...item, issued: { 'date-parts': [month === undefined ? [year] : [year, month]] } }
}

export function formatBibtex(items: readonly CslItem[]): string {
  const { items: protectedItems, restore } = protectForBibtex(items.map(withoutDay), spellable)
  return restore(text(new Cite(protectedItems).format('bibtex', { format: 'text' })))
}

export function formatRis(items: readonly CslItem[]): string {
  // citation-js breaks every value after 70 characters, mid-word, and readers join the pieces with a space
  // (its own reader does): "bleach ing". Our values hold no line breaks, so each break not before a tag is one of those.
  return text(new Cite(items).format('ris', { format: 'text' })).replace(/\n(?![A-Z][A-Z0-9] {2}-)/g, '')
}

function entriesOf(output: unknown): [string, string][] {
  if (!Array.isArray(output)) throw new Error('citation-js returned no entries')
  return output.map((entry: unknown) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') {
      throw new Error('citation-js returned an entry that is not [id, text]')
    }
    return [entry[0], entry[1]]
  })
}

/** One plain-text entry per item, in the style's order (APA: by author; Vancouver: as given), each with its id. */
export function formatReferenceList(
  items: readonly CslItem[],
  template: 'apa' | 'vancouver',
): { id: string; text: string }[] {
  const output = new Cite(items).format('bibliography', { format: 'text', template, lang: 'en-US', asEntryArray: true })
  return entriesOf(output).map(([id, entry]) => ({ id, text: entry.trim() }))
}

/** What citation-js reads back from BibTeX, RIS or CSL-JSON text, as CSL items (for round trips). */
export function readReferences(input: string): Record<string, unknown>[] {
  return new Cite(input).data.map((entry) => {
    if (typeof entry !== 'object' || entry === null) throw new Error('citation-js read an entry that is not an object')
    return { ...entry }
  })
}
