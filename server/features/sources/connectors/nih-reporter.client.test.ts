import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createNihReporterFake } from '../../../test/fakes/nih-reporter.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { createNihReporterConnector, parseNihProjects } from './nih-reporter.client'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(projectRoot, 'server/test/fixtures/nihreporter', name), 'utf8'))

describe('parseNihProjects', () => {
  const { projects, total } = parseNihProjects(fixture('projects-default.json'))
  const [r01, r21, k99] = projects

  it('maps a project: contact PI first, nested organization, activity code, fiscal year, amount, link', () => {
    expect(total).toBe(3)
    expect(r01).toEqual({
      source: 'nih-reporter',
      id: '5R01HL170001-02',
      title: 'Lactate Trajectories and Mortality in Adult Sepsis',
      abstract: expect.stringContaining('six-hour lactate slope') as unknown,
      pis: ['Alan Turing', 'Grace Hopper'],
      organisation: 'EXAMPLE UNIVERSITY MEDICAL CENTER',
      mechanism: 'R01',
      fiscalYear: 2024,
      amount: 612345,
      url: 'https://reporter.nih.gov/project-details/10900001',
      startDate: '2023-07-01',
    })
    expect(r21).toMatchObject({ mechanism: 'R21', pis: ['Mary Somerville'], amount: 241500 })
  })

  it('keeps a project without amount, abstract or PIs, with nulls', () => {
    expect(k99).toMatchObject({ mechanism: 'K99', amount: null, abstract: null, pis: [], startDate: null })
  })

  it('rejects an answer of another shape', () => {
    expect(() => parseNihProjects({ results: [] })).toThrow()
    expect(() => parseNihProjects(['limit must be between 1 and 500'])).toThrow()
  })
})

describe('the NIH RePORTER connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = () => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'nihreporter',
      fake: createNihReporterFake(),
      env: { NIH_REPORTER_BASE_URL: `${HARNESS_ORIGIN}/nihreporter` },
    })
    return { ...h, connector: createNihReporterConnector(h.deps) }
  }

  it('POSTs v2/projects/search with the text, PI, activity codes and a page of at most 500', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchProjects({
      text: 'sepsis lactate',
      piName: 'Turing',
      activityCodes: ['R01', 'R21'],
      limit: 2000,
      offset: 1,
    })
    expect(result.total).toBe(3)
    expect(result.projects.map((project) => project.mechanism)).toEqual(['R21', 'K99'])
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.url.pathname).toBe('/nihreporter/v2/projects/search')
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({
      criteria: {
        advanced_text_search: { search_text: 'sepsis lactate' },
        pi_names: [{ any_name: 'Turing' }],
        activity_codes: ['R01', 'R21'],
      },
      offset: 1,
      limit: 500,
    })
  })

  it('finds nothing for a text that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchProjects({ text: 'no-results' })).toEqual({ projects: [], total: 0 })
  })
})
