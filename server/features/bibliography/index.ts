/**
 * Reference exports, the one place that turns retrieved works into files for reference managers and formatted
 * reference lists (the literature review now; the hypothesis generator and grant writer later). citation-keys:
 * stable, unique keys (smith2020coral); author-names splits "Given Family" names for CSL; csl-items maps a Work
 * to a CSL-JSON item (types, names, dates, identifiers, the retraction note); format-bibliography writes BibTeX,
 * RIS, CSL-JSON, APA and Vancouver through citation-js, which citation-js.ts alone imports (its plugins register
 * globally); bibtex-text carries what citation-js's BibTeX output would drop or leave unescaped.
 */
export { citationKeys } from './citation-keys'
export { toCslItems, type CitableWork, type CslItem, type CslName, type CslType } from './csl-items'
export {
  BibliographyFormats,
  formatBibliography,
  type BibliographyFormat,
  type FormattedBibliography,
} from './format-bibliography'
export { escapeMarkdown, markdownReferences } from './markdown-references'
export { formatBibliographyInWorker } from './bibliography-threads'
