import type { Work } from '#shared/contract/sources'
import { SourceError } from '../source-http'
import { toPlainText } from '../text'
import {
  distinct,
  emptyWork,
  joinSections,
  normalizeDoi,
  normalizeOrcid,
  typeFromPublicationTypes,
  yearIn,
  type AbstractSection,
} from './connector-kit'
import { child, children, innerXml, parseXml, path, text, type XmlDocument, type XmlElement } from './xml'

/*
 * NCBI E-utilities XML for PubMed: an eSearchResult (PMIDs and the hit count) and an efetch
 * PubmedArticleSet (articles and Bookshelf records) in the normalised model. Titles and abstracts
 * may hold inline markup (`<i>`, `<sup>`, MathML): their raw inner XML goes through toPlainText.
 */

// ---------- esearch ----------

/** PMIDs and the total hit count of an eSearchResult. Throws when NCBI reports an error instead of a result. */
export function parsePubMedESearch(xml: string): { ids: string[]; total: number } {
  const { root } = parseXml(xml)
  if (root.local !== 'eSearchResult') throw new Error(`expected <eSearchResult>, got <${root.name}>`)
  const count = child(root, 'Count')
  if (!count) {
    const message = text(child(root, 'ERROR')) || 'no Count in the answer'
    throw new SourceError('pubmed', 'upstream', `PubMed search failed: ${message}`)
  }
  const total = Number(text(count))
  if (!Number.isFinite(total)) throw new Error('Count is not a number')
  const ids = children(child(root, 'IdList'), 'Id')
    .map((id) => text(id))
    .filter(Boolean)
  return { ids, total }
}

// ---------- efetch ----------

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
}

function monthNumber(raw: string): string | null {
  if (/^\d{1,2}$/.test(raw)) {
    const month = Number(raw)
    return month >= 1 && month <= 12 ? String(month).padStart(2, '0') : null
  }
  return MONTHS[raw.slice(0, 3).toLowerCase()] ?? null
}

/** Year and ISO date (as precise as given) of a <PubDate>: Year/Month/Day, or a free-text MedlineDate. */
function pubDate(el: XmlElement | null): { year: number | null; date: string | null } {
  if (!el) return { year: null, date: null }
  const year = yearIn(text(child(el, 'Year')))
  if (year === null) {
    const medline = yearIn(text(child(el, 'MedlineDate')))
    return { year: medline, date: medline === null ? null : String(medline) }
  }
  const month = monthNumber(text(child(el, 'Month')))
  const dayText = text(child(el, 'Day'))
  const day =
    month && /^\d{1,2}$/.test(dayText) && Number(dayText) >= 1 && Number(dayText) <= 31
      ? dayText.padStart(2, '0')
      : null
  return { year, date: [String(year), month, day].filter(Boolean).join('-') }
}

function authorsOf(list: XmlElement | null): Work['authors'] {
  const authors: Work['authors'] = []
  for (const author of children(list, 'Author')) {
    if (author.attrs.ValidYN === 'N') continue
    const last = text(child(author, 'LastName'))
    const fore = text(child(author, 'ForeName'))
    const initials = text(child(author, 'Initials'))
    const collective = text(child(author, 'CollectiveName'))
    const name = last ? (fore ? `${fore} ${last}` : initials ? `${last} ${initials}` : last) : collective
    if (!name) continue
    const affiliations = distinct(children(author, 'AffiliationInfo').map((info) => text(child(info, 'Affiliation'))))
    const orcid = children(author, 'Identifier')
      .filter((identifier) => identifier.attrs.Source?.toUpperCase() === 'ORCID')
      .map((identifier) => normalizeOrcid(text(identifier)))
      .find(Boolean)
    authors.push({ name, affiliations, ...(orcid ? { orcid } : {}) })
  }
  return authors
}

function abstractOf(
  doc: XmlDocument,
  abstract: XmlElement | null,
): { abstract: string | null; sections: AbstractSection[] } {
  const sections = children(abstract, 'AbstractText')
    .map((part) => ({ label: part.attrs.Label?.trim() || null, text: toPlainText(innerXml(doc, part)) }))
    .filter((section) => section.text)
  if (!sections.length) return { abstract: null, sections: [] }
  const labelled = sections.some((section) => section.label)
  return { abstract: joinSections(sections), sections: labelled ? sections : [] }
}

function articleIds(list: XmlElement | null): { doi?: string; pmcid?: string; pmid?: string } {
  const ids: { doi?: string; pmcid?: string; pmid?: string } = {}
  for (const id of children(list, 'ArticleId')) {
    const type = id.attrs.IdType?.toLowerCase()
    const value = text(id)
    if (type === 'doi') ids.doi ??= normalizeDoi(value)
    else if (type === 'pmc' && /^PMC\d+$/i.test(value)) ids.pmcid ??= value.toUpperCase()
    else if (type === 'pubmed' && /^\d+$/.test(value)) ids.pmid ??= value
  }
  return ids
}

function topicsOf(citation: XmlElement | null): string[] {
  const major = children(child(citation, 'MeshHeadingList'), 'MeshHeading')
    .filter((heading) => {
      const descriptor = child(heading, 'DescriptorName')
      return (
        descriptor?.attrs.MajorTopicYN === 'Y' ||
        children(heading, 'QualifierName').some((q) => q.attrs.MajorTopicYN === 'Y')
      )
    })
    .map((heading) => text(child(heading, 'DescriptorName')))
  const keywords = children(citation, 'KeywordList').flatMap((list) =>
    children(list, 'Keyword').map((keyword) => text(keyword)),
  )
  return distinct([...major, ...keywords])
}

function parseArticle(doc: XmlDocument, entry: XmlElement): Work | null {
  const citation = child(entry, 'MedlineCitation')
  const article = child(citation, 'Article')
  const pmid = text(child(citation, 'PMID'))
  if (!article || !/^\d+$/.test(pmid)) return null
  const fromList = articleIds(path(entry, 'PubmedData', 'ArticleIdList'))
  const elocationDoi = children(article, 'ELocationID')
    .filter((loc) => loc.attrs.EIdType === 'doi' && loc.attrs.ValidYN !== 'N')
    .map((loc) => normalizeDoi(text(loc)))
    .find(Boolean)
  const doi = fromList.doi ?? elocationDoi
  const pmcid = fromList.pmcid
  const title =
    toPlainText(innerXml(doc, child(article, 'ArticleTitle'))) ||
    toPlainText(innerXml(doc, child(article, 'VernacularTitle')))
  const { abstract, sections } = abstractOf(doc, child(article, 'Abstract'))
  const journal = child(article, 'Journal')
  let { year, date } = pubDate(path(journal, 'JournalIssue', 'PubDate'))
  if (year === null) ({ year, date } = pubDate(child(article, 'ArticleDate')))
  const publicationTypes = children(child(article, 'PublicationTypeList'), 'PublicationType').map((type) => text(type))
  return {
    ...emptyWork('pubmed'),
    ids: { pmid, ...(doi ? { doi } : {}), ...(pmcid ? { pmcid } : {}) },
    title: title || `PubMed ${pmid}`,
    abstract,
    abstractSections: sections,
    authors: authorsOf(child(article, 'AuthorList')),
    year,
    publicationDate: date,
    venue: text(child(journal, 'Title')) || text(child(journal, 'ISOAbbreviation')) || null,
    type: typeFromPublicationTypes(publicationTypes),
    url: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`,
    openAccessUrl: pmcid ? `https://pmc.ncbi.nlm.nih.gov/articles/${pmcid}/` : null,
    topics: topicsOf(citation),
  }
}

/** NCBI Bookshelf records (chapters, reports) come as <PubmedBookArticle> in the same set. */
function parseBookArticle(doc: XmlDocument, entry: XmlElement): Work | null {
  const book = child(entry, 'BookDocument')
  const pmid = text(child(book, 'PMID'))
  if (!book || !/^\d+$/.test(pmid)) return null
  const ids = articleIds(child(book, 'ArticleIdList'))
  const bookInfo = child(book, 'Book')
  const title =
    toPlainText(innerXml(doc, child(book, 'ArticleTitle'))) || toPlainText(innerXml(doc, child(bookInfo, 'BookTitle')))
  const { abstract, sections } = abstractOf(doc, child(book, 'Abstract'))
  const { year, date } = pubDate(child(bookInfo, 'PubDate'))
  const authorLists = children(book, 'AuthorList')
  const authorList = authorLists.find((list) => list.attrs.Type !== 'editors') ?? child(bookInfo, 'AuthorList')
  return {
    ...emptyWork('pubmed'),
    ids: { pmid, ...(ids.doi ? { doi: ids.doi } : {}) },
    title: title || `PubMed ${pmid}`,
    abstract,
    abstractSections: sections,
    authors: authorsOf(authorList ?? null),
    year,
    publicationDate: date,
    venue: toPlainText(innerXml(doc, child(bookInfo, 'BookTitle'))) || null,
    type: 'book-chapter',
    url: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`,
  }
}

/** Works of an efetch PubmedArticleSet (retmode=xml), in document order. */
export function parsePubMedArticleSet(xml: string): Work[] {
  const doc = parseXml(xml)
  if (doc.root.local !== 'PubmedArticleSet') throw new Error(`expected <PubmedArticleSet>, got <${doc.root.name}>`)
  const works: Work[] = []
  for (const node of doc.root.children) {
    if (typeof node === 'string') continue
    const work =
      node.local === 'PubmedArticle'
        ? parseArticle(doc, node)
        : node.local === 'PubmedBookArticle'
          ? parseBookArticle(doc, node)
          : null
    if (work) works.push(work)
  }
  return works
}
