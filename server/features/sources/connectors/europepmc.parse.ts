import type { Work } from '#shared/contract/sources'
import { decodeEntities, toPlainText } from '../text'
import {
  asArray,
  asInt,
  asString,
  distinct,
  emptyWork,
  isObject,
  isoDatePrefix,
  joinSections,
  normalizeDoi,
  normalizeOrcid,
  typeFromPublicationTypes,
  yearIn,
  type AbstractSection,
} from './connector-kit'

/*
 * Europe PMC's search JSON (resultType=core, or lite) in the normalised model: abstracts with
 * `<h4>` headings become labelled sections, authors keep ORCIDs and affiliations.
 */

/** Europe PMC structures abstracts with `<h4>Label</h4>` headings inside abstractText. */
function abstractOf(escaped: string | null): { abstract: string | null; sections: AbstractSection[] } {
  if (!escaped) return { abstract: null, sections: [] }
  const raw = decodeEntities(escaped)
  const parts = raw.split(/<h4[^>]*>([\s\S]*?)<\/h4>/i)
  if (parts.length < 3) {
    const plain = toPlainText(raw)
    return { abstract: plain || null, sections: [] }
  }
  const sections: AbstractSection[] = []
  const lead = toPlainText(parts[0] ?? '')
  if (lead) sections.push({ label: null, text: lead })
  for (let i = 1; i < parts.length; i += 2) {
    const label = toPlainText(parts[i] ?? '') || null
    const body = toPlainText(parts[i + 1] ?? '')
    if (body) sections.push({ label, text: body })
  }
  return { abstract: joinSections(sections), sections }
}

function authorsOf(result: Record<string, unknown>): Work['authors'] {
  const list = isObject(result.authorList) ? asArray(result.authorList.author) : []
  if (list.length) {
    return list.filter(isObject).flatMap((author) => {
      const first = asString(author.firstName)?.trim()
      const last = asString(author.lastName)?.trim()
      const name =
        first && last
          ? `${first} ${last}`
          : asString(author.fullName)?.trim() || asString(author.collectiveName)?.trim() || ''
      if (!name) return []
      const id = isObject(author.authorId) ? author.authorId : null
      const orcid = id && asString(id.type)?.toUpperCase() === 'ORCID' ? normalizeOrcid(asString(id.value)) : undefined
      const details = isObject(author.authorAffiliationDetailsList)
        ? asArray(author.authorAffiliationDetailsList.authorAffiliation)
        : []
      const affiliations = distinct(details.filter(isObject).map((detail) => asString(detail.affiliation)))
      return [{ name, affiliations, ...(orcid ? { orcid } : {}) }]
    })
  }
  // resultType=lite: "Schoenfeld JD, Haas-Kogan DA, O'Neill AF."
  const authorString = asString(result.authorString)
  if (!authorString) return []
  return authorString
    .replace(/\.\s*$/, '')
    .split(/,\s*/)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name, affiliations: [] }))
}

function openAccessUrlOf(result: Record<string, unknown>, pmcid: string | undefined): string | null {
  const urls = isObject(result.fullTextUrlList) ? asArray(result.fullTextUrlList.fullTextUrl).filter(isObject) : []
  const free = urls.filter((url) => ['OA', 'F'].includes(asString(url.availabilityCode) ?? ''))
  const pick = (style: string) => asString(free.find((url) => asString(url.documentStyle) === style)?.url)
  const found = pick('pdf') ?? pick('html') ?? asString(free[0]?.url)
  if (found) return found
  return asString(result.isOpenAccess) === 'Y' && pmcid ? `https://europepmc.org/articles/${pmcid}` : null
}

function parseResult(result: Record<string, unknown>): Work | null {
  // Europe PMC sometimes sends markup entity-escaped (`&lt;i&gt;`): unescape, then strip.
  const title = toPlainText(decodeEntities(asString(result.title) ?? ''))
  if (!title) return null // resultType=idlist carries ids only
  const source = asString(result.source) ?? 'MED'
  const id = asString(result.id)
  const pmid = asString(result.pmid) ?? (source === 'MED' && id && /^\d+$/.test(id) ? id : null)
  const pmcidRaw = asString(result.pmcid)
  const pmcid = pmcidRaw && /^PMC\d+$/i.test(pmcidRaw) ? pmcidRaw.toUpperCase() : undefined
  const doi = normalizeDoi(result.doi)
  const { abstract, sections } = abstractOf(asString(result.abstractText))
  const journalInfo = isObject(result.journalInfo) ? result.journalInfo : null
  const journal = journalInfo && isObject(journalInfo.journal) ? journalInfo.journal : null
  const pubTypes = isObject(result.pubTypeList)
    ? asArray(result.pubTypeList.pubType)
        .map(asString)
        .filter((type): type is string => !!type)
    : (asString(result.pubType) ?? '').split(/\s*;\s*/).filter(Boolean) // lite: "review; journal article"
  const firstPublication = isoDatePrefix(result.firstPublicationDate)
  const year = yearIn(asString(result.pubYear)) ?? yearIn(firstPublication)
  const mesh = isObject(result.meshHeadingList) ? asArray(result.meshHeadingList.meshHeading).filter(isObject) : []
  const keywords = isObject(result.keywordList) ? asArray(result.keywordList.keyword).map(asString) : []
  return {
    ...emptyWork('europepmc'),
    ids: { ...(doi ? { doi } : {}), ...(pmid ? { pmid } : {}), ...(pmcid ? { pmcid } : {}) },
    title,
    abstract,
    abstractSections: sections,
    authors: authorsOf(result),
    year,
    publicationDate: firstPublication ?? (year === null ? null : String(year)),
    venue: asString(journal?.title) ?? asString(result.journalTitle) ?? null,
    type: source === 'PPR' ? 'preprint' : typeFromPublicationTypes(pubTypes),
    citationCount: asInt(result.citedByCount),
    url: id ? `https://europepmc.org/article/${source}/${id}` : null,
    openAccessUrl: openAccessUrlOf(result, pmcid),
    topics: distinct([
      ...keywords,
      ...mesh.filter((heading) => heading.majorTopic_YN === 'Y').map((heading) => asString(heading.descriptorName)),
    ]),
  }
}

/** Works of a Europe PMC search answer (JSON; resultType core, lite or idlist), its hitCount and next cursor. */
export function parseEuropePmcSearch(json: unknown): {
  works: Work[]
  total: number | null
  nextCursorMark: string | null
} {
  if (!isObject(json)) throw new Error('expected a JSON object')
  if (!isObject(json.resultList)) throw new Error(asString(json.errMsg) ?? 'no resultList in the answer')
  const works = asArray(json.resultList.result)
    .filter(isObject)
    .map(parseResult)
    .filter((work): work is Work => work !== null)
  return { works, total: asInt(json.hitCount), nextCursorMark: asString(json.nextCursorMark) }
}
