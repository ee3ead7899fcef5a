import { formatBibtex, formatReferenceList, formatRis } from './citation-js'
import { citableItems, toCslItems, type CitableWork, type CslItem } from './csl-items'

export const BibliographyFormats = ['bibtex', 'ris', 'csl-json', 'apa', 'vancouver'] as const
export type BibliographyFormat = (typeof BibliographyFormats)[number]

export type FormattedBibliography = { body: string; contentType: string; extension: string }

const FILE_TYPES: Record<BibliographyFormat, { contentType: string; extension: string }> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
  'csl-json': { contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8', extension: 'json' },
  apa: { contentType: 'text/plain; charset=utf-8', extension: 'txt' },
  vancouver: { contentType: 'text/plain; charset=utf-8', extension: 'txt' },
}

/**
 * Reference styles print no note, so a reader of the list would not learn that a work was retracted; the title
 * says it, as PubMed and publishers title retracted articles. Exports keep the published title (reference
 * managers match works by it) and carry the flag in their note.
 */
function markRetracted(item: CslItem, ref: CitableWork): CslItem {
  return ref.retracted && item.title ? { ...item, title: `RETRACTED: ${item.title}` } : item
}

function referenceList(refs: readonly CitableWork[], template: 'apa' | 'vancouver'): string {
  const cited = citableItems([...refs].sort((a, b) => a.n - b.n))
  const entries = formatReferenceList(
    cited.map(({ item, ref }) => markRetracted(item, ref)),
    template,
  )
  if (template === 'apa') return entries.map((entry) => entry.text).join('\n')
  // Vancouver numbers entries 1, 2, 3… in the order given; the numbers must be the references' own [n].
  const numberOf = new Map(cited.map(({ item, ref }) => [item.id, ref.n]))
  return entries.map((entry) => entry.text.replace(/^\d+\.\s*/, `${numberOf.get(entry.id) ?? ''}. `)).join('\n')
}

function body(refs: readonly CitableWork[], format: BibliographyFormat): string {
  switch (format) {
    case 'bibtex':
      return formatBibtex(toCslItems(refs)).trim()
    case 'ris':
      // the last record's end tag is `ER  - `, with its space
      return formatRis(toCslItems(refs)).replace(/\n+$/, '')
    case 'csl-json':
      return JSON.stringify(toCslItems(refs), null, 2)
    case 'apa':
    case 'vancouver':
      return referenceList(refs, format)
  }
}

/** A reference list as a file: BibTeX, RIS or CSL-JSON for reference managers, APA or Vancouver as plain text. */
export function formatBibliography(refs: readonly CitableWork[], format: BibliographyFormat): FormattedBibliography {
  const text = refs.length ? body(refs, format) : format === 'csl-json' ? '[]' : ''
  return { body: text ? `${text}\n` : '', ...FILE_TYPES[format] }
}
