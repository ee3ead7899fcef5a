import type { ResearcherCard } from '../contract/researchers'

export function orcidUrl(orcid: string): string {
  return `https://orcid.org/${encodeURIComponent(orcid)}`
}

export function googleScholarUrl(name: string): string {
  return `https://scholar.google.com/scholar?${new URLSearchParams({ q: name })}`
}

/** LinkedIn people search by name and institution (the person's profile address is not known). */
export function linkedInSearchUrl(name: string, institution: string | null): string {
  const keywords = [name, institution].filter(Boolean).join(' ')
  return `https://www.linkedin.com/search/results/people/?${new URLSearchParams({ keywords })}`
}

export function openAlexProfileUrl(id: string): string {
  return `https://openalex.org/${encodeURIComponent(id)}`
}

export type ExternalLinkItem = { label: string; href: string }

export function externalLinksOf(
  researcher: Pick<ResearcherCard, 'id' | 'display_name' | 'institution_name' | 'orcid'>,
): ExternalLinkItem[] {
  return [
    ...(researcher.orcid ? [{ label: 'ORCID', href: orcidUrl(researcher.orcid) }] : []),
    { label: 'Google Scholar', href: googleScholarUrl(researcher.display_name) },
    { label: 'LinkedIn', href: linkedInSearchUrl(researcher.display_name, researcher.institution_name) },
    { label: 'OpenAlex', href: openAlexProfileUrl(researcher.id) },
  ]
}
