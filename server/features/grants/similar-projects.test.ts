import { describe, expect, it } from 'vitest'
import type { FundedProject } from '../sources'
import { amountsByMechanism, buildProjectIndex, rankSimilarProjects } from './similar-projects'

function project(id: string, title: string, abstract: string, extra: Partial<FundedProject> = {}): FundedProject {
  return {
    source: 'nsf-awards',
    id,
    title,
    abstract,
    pis: ['Ada Lovelace'],
    organisation: 'Somewhere University',
    mechanism: 'Standard Grant',
    fiscalYear: 2017,
    amount: 100_000,
    url: null,
    startDate: '2017-06-01',
    ...extra,
  }
}

const projects = [
  project('1', 'Coral reef resilience to ocean warming', 'We study bleaching of corals under heat stress.'),
  project('2', 'Graph neural networks for molecules', 'Learning molecular properties with message passing.'),
  project('3', 'Soil microbes and drought', 'Microbial communities in dry soils.<br/>Drought alters carbon.'),
  project('4', 'Ocean acidification and shellfish', 'Shell formation in acidified ocean water.'),
]

describe('rankSimilarProjects', () => {
  const index = buildProjectIndex(projects)

  it('puts the project about the idea first and leaves out projects sharing no term', () => {
    const ranked = rankSimilarProjects(index, 'coral bleaching in a warming ocean')
    expect(ranked.map((entry) => entry.project.id)).toEqual(['1', '4'])
    expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? Infinity)
  })

  it('reads markup-free abstracts and honours the limit', () => {
    expect(rankSimilarProjects(index, 'drought carbon', 5).map((entry) => entry.project.id)).toEqual(['3'])
    expect(rankSimilarProjects(index, 'ocean', 1)).toHaveLength(1)
    expect(rankSimilarProjects(index, 'quasar spectroscopy')).toEqual([])
  })
})

describe('amountsByMechanism', () => {
  it('gives quartiles per source and mechanism with the fiscal years, skipping amounts without a year', () => {
    const set = [
      project('a', 't', 'a', { amount: 100, fiscalYear: 2018 }),
      project('b', 't', 'a', { amount: 300, fiscalYear: 2017 }),
      project('c', 't', 'a', { amount: 200, fiscalYear: 2017 }),
      project('d', 't', 'a', { amount: 500, fiscalYear: null }),
      project('e', 't', 'a', { amount: 900, mechanism: 'CAREER' }),
    ]
    expect(amountsByMechanism(set)).toEqual([
      {
        source: 'nsf-awards',
        mechanism: 'Standard Grant',
        count: 3,
        fiscalYears: [2017, 2018],
        min: 100,
        q1: 150,
        median: 200,
        q3: 250,
        max: 300,
      },
      {
        source: 'nsf-awards',
        mechanism: 'CAREER',
        count: 1,
        fiscalYears: [2017],
        min: 900,
        q1: 900,
        median: 900,
        q3: 900,
        max: 900,
      },
    ])
  })
})
