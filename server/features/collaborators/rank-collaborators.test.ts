import { describe, expect, it } from 'vitest'
import type { AuthorProfile } from '#shared/contract/sources'
import {
  gatherCandidates,
  inSector,
  preselect,
  rankCollaborators,
  recentWorksOf,
  type Network,
} from './rank-collaborators'

const bucket = (id: string, works = 1) => ({ id, name: `Person ${id}`, works })

function profile(id: string, values: Partial<AuthorProfile> = {}): AuthorProfile {
  return {
    id,
    name: `Person ${id}`,
    institution: 'University of Somewhere',
    institutions: ['University of Somewhere'],
    institutionType: 'education',
    country: 'GB',
    worksCount: 40,
    citationCount: 900,
    hIndex: 12,
    i10Index: 10,
    topics: [],
    orcid: null,
    firstActiveYear: 2010,
    lastActiveYear: 2026,
    worksByYear: [],
    source: 'openalex',
    ...values,
  }
}

// me (A1) wrote with A2 (3 works) and A3; A2 and A3 both wrote with A10; A3 with A11; A12 only works on the topic.
const network: Network = {
  me: 'A1',
  myCoauthors: [bucket('A1', 9), bucket('A2', 3), bucket('A3', 1)],
  secondHop: new Map([
    ['A2', [bucket('A2', 20), bucket('A1', 3), bucket('A10', 2)]],
    ['A3', [bucket('A3', 8), bucket('A1', 1), bucket('A10', 1), bucket('A11', 1), bucket('A2', 1)]],
  ]),
  interestAuthors: [bucket('A12', 6), bucket('A10', 2), bucket('A2', 4), bucket('A1', 5)],
}

describe('gathering candidates', () => {
  const { candidates, existingCoauthorsLeftOut } = gatherCandidates(network)
  const byId = new Map(candidates.map((c) => [c.id, c]))

  it('leaves out the member and their co-authors, and counts co-authors found on the topic', () => {
    expect([...byId.keys()].sort()).toEqual(['A10', 'A11', 'A12'])
    expect(existingCoauthorsLeftOut).toBe(1)
  })
  it('scores the second hop by weighted Adamic–Adar and keeps who links them, most frequent first', () => {
    expect(byId.get('A10')?.graph).toBeGreaterThan(byId.get('A11')?.graph ?? Infinity)
    expect(byId.get('A10')?.shared.map((b) => b.id)).toEqual(['A2', 'A3'])
    expect(byId.get('A12')).toMatchObject({ graph: 0, shared: [], interestWorks: 6 })
  })
  it('preselects from both signals', () => {
    expect(preselect(candidates, 2).map((c) => c.id)).toEqual(['A10', 'A12'])
  })
})

describe('ranking', () => {
  const { candidates } = gatherCandidates(network)
  const profiles = new Map([
    [
      'A10',
      profile('A10', {
        topics: ['Coral Reef Ecology'],
        worksByYear: [
          { year: 2026, works: 3 },
          { year: 2023, works: 9 },
        ],
      }),
    ],
    ['A11', profile('A11', { institutionType: 'company' })],
    ['A12', profile('A12', { topics: ['Ocean Acidification'], worksByYear: [{ year: 2025, works: 5 }] })],
  ])
  const rank = (sector: 'any' | 'company') =>
    rankCollaborators({
      interest: 'coral reef ecology',
      sector,
      currentYear: 2026,
      sinceYear: 2024,
      candidates,
      profiles,
      limit: 10,
    })

  it('ranks by the combined score and words each part as a reason', () => {
    const { suggestions } = rank('any')
    expect(suggestions.map((s) => s.card.id)).toEqual(['A10', 'A11', 'A12'])
    const [first] = suggestions
    expect(first?.reasons).toEqual([
      'Co-authored with 2 of your co-authors (Person A2 and Person A3)',
      '2 works on “coral reef ecology” since 2024',
      'Their OpenAlex topics include “Coral Reef Ecology”',
      '3 works in 2024–2026',
    ])
    expect(first?.parts.graph).toBe(1)
    expect(first?.links.openalex).toBe('https://openalex.org/A10')
    // reasons in the order of what they added to the score: here recent activity (0.1 × 1) before the topic (0.25 × ½ ÷ 2)
    expect(suggestions[2]?.reasons).toEqual(['5 works in 2024–2026', '6 works on “coral reef ecology” since 2024'])
  })
  it('keeps only the sector asked for', () => {
    const { suggestions, otherSectorsLeftOut } = rank('company')
    expect(suggestions.map((s) => s.card.id)).toEqual(['A11'])
    expect(otherSectorsLeftOut).toBe(2)
    expect(inSector(null, 'company')).toBe(false)
    expect(inSector(null, 'any')).toBe(true)
  })
  it('counts recent works over the last two years and this one', () => {
    expect(recentWorksOf(profiles.get('A10') as AuthorProfile, 2026)).toBe(3)
  })
})
