import { expect, test } from 'vitest'
import { externalLinksOf, googleScholarUrl, linkedInSearchUrl, orcidUrl } from './external-links'

test('ORCID links to the profile of the iD', () => {
  expect(orcidUrl('0000-0002-1825-009X')).toBe('https://orcid.org/0000-0002-1825-009X')
})

test('Google Scholar searches for the name', () => {
  expect(googleScholarUrl('Marie Skłodowska-Curie')).toBe(
    'https://scholar.google.com/scholar?q=Marie+Sk%C5%82odowska-Curie',
  )
  expect(new URL(googleScholarUrl('A & B')).searchParams.get('q')).toBe('A & B')
})

test('LinkedIn searches people by name and institution', () => {
  const url = new URL(linkedInSearchUrl('Ada Lovelace', 'University of London'))
  expect(url.origin + url.pathname).toBe('https://www.linkedin.com/search/results/people/')
  expect(url.searchParams.get('keywords')).toBe('Ada Lovelace University of London')
  expect(new URL(linkedInSearchUrl('Ada Lovelace', null)).searchParams.get('keywords')).toBe('Ada Lovelace')
})

test('a researcher without ORCID gets no ORCID link', () => {
  const base = { id: 'A1', display_name: 'Ada Lovelace', institution_name: null }
  expect(externalLinksOf({ ...base, orcid: null }).map((link) => link.label)).toEqual([
    'Google Scholar',
    'LinkedIn',
    'OpenAlex',
  ])
  expect(externalLinksOf({ ...base, orcid: '0000-0002-1825-0097' }).map((link) => link.label)).toEqual([
    'ORCID',
    'Google Scholar',
    'LinkedIn',
    'OpenAlex',
  ])
})
