import type { Work } from '#shared/contract/sources'

/** A link that resolves to the record: DOI, then PubMed, arXiv, OpenAlex; else the source's landing page. */
export function referenceLink(work: Work): string | null {
  const { ids } = work
  if (ids.doi) return `https://doi.org/${ids.doi.split('/').map(encodeURIComponent).join('/')}`
  if (ids.pmid) return `https://pubmed.ncbi.nlm.nih.gov/${ids.pmid}/`
  if (ids.arxiv) return `https://arxiv.org/abs/${ids.arxiv}`
  if (ids.openalex) return `https://openalex.org/${ids.openalex}`
  return work.url
}
