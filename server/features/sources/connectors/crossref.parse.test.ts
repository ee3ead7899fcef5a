import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WorkSchema } from '#shared/contract/sources'
import { crossrefAbstract, parseCrossrefError, parseCrossrefWork, parseCrossrefWorksList } from './crossref.parse'

const fixtureText = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/crossref/${name}`, import.meta.url), 'utf8')
const fixture = (name: string): unknown => JSON.parse(fixtureText(name))

describe('Crossref parsers', () => {
  it('parses every field of a journal article with a structured JATS abstract', () => {
    const { works, total, nextCursor } = parseCrossrefWorksList(fixture('works-query-coral-bleaching.json'))
    expect(total).toBe(1873)
    expect(nextCursor).toBeNull()
    expect(works.map((work) => WorkSchema.parse(work))).toHaveLength(3)
    expect(works[0]).toEqual({
      ids: { doi: '10.5555/lodestar.reef.2023.001' },
      title: 'Bleaching thresholds of Acropora corals under 1.5\u00b0C warming & beyond',
      abstract:
        'Background Mass bleaching of Acropora corals now recurs every few years. Methods We surveyed 1,200 reefs & modelled heat stress as T2. Results Reefs in the central Pacific lost resilience first (p < 0.05).',
      abstractSections: [
        { label: 'Background', text: 'Mass bleaching of Acropora corals now recurs every few years.' },
        { label: 'Methods', text: 'We surveyed 1,200 reefs & modelled heat stress as T2.' },
        { label: 'Results', text: 'Reefs in the central Pacific lost resilience first (p < 0.05).' },
      ],
      authors: [
        {
          name: 'Amara Okafor',
          orcid: '0000-0002-1825-0097',
          affiliations: ['School of Ocean Sciences, University of Eastmoor', 'Reefline Marine Institute'],
        },
        { name: 'Tomás Ribeiro', affiliations: [] },
        { name: 'Global Reef Monitoring Consortium', affiliations: [] },
      ],
      year: 2023,
      publicationDate: '2023-03-14',
      venue: 'Journal of Reef Science',
      type: 'article',
      citationCount: 44,
      url: 'https://doi.org/10.5555/lodestar.reef.2023.001',
      openAccessUrl: 'https://reefscience.example.org/articles/2023-001.pdf',
      topics: ['Ecology', 'Oceanography'],
      sources: ['crossref'],
    })
  })

  it('parses a preprint with a partial date and an HTML abstract', () => {
    const preprint = parseCrossrefWorksList(fixture('works-query-coral-bleaching.json')).works[1]
    expect(preprint).toMatchObject({
      ids: { doi: '10.5555/orp.2025.0042' },
      title: 'Symbiont shuffling as a rescue from thermal stress',
      abstract: 'We test whether corals that swap symbionts survive repeated heat stress.',
      abstractSections: [],
      year: 2025,
      publicationDate: '2025-06',
      venue: 'Marine Biology',
      type: 'preprint',
      openAccessUrl: null,
      topics: [],
    })
  })

  it('gives nulls for an empty date, a missing abstract and no citations', () => {
    const chapter = parseCrossrefWorksList(fixture('works-query-coral-bleaching.json')).works[2]
    expect(chapter).toMatchObject({
      year: null,
      publicationDate: null,
      abstract: null,
      type: 'book-chapter',
      venue: 'Atlas of Tropical Reefs',
      authors: [],
      citationCount: 3,
    })
  })

  it('unwraps a single-work response', () => {
    const single = parseCrossrefWork(fixture('work-10.5555-lodestar.reef.2023.001.json'))
    expect(single).toEqual(parseCrossrefWorksList(fixture('works-query-coral-bleaching.json')).works[0])
  })

  it('reads JATS abstracts: heading dropped, unlabelled paragraphs are not sections', () => {
    expect(
      crossrefAbstract(
        '<jats:title>Abstract</jats:title><jats:p>One.</jats:p><jats:p>Two <jats:sub>2</jats:sub>.</jats:p>',
      ),
    ).toEqual({ abstract: 'One. Two 2.', sections: [] })
    expect(crossrefAbstract(undefined)).toEqual({ abstract: null, sections: [] })
    expect(crossrefAbstract('<jats:p>   </jats:p>')).toEqual({ abstract: null, sections: [] })
  })

  it('refuses bodies that are not work lists, and reads error messages', () => {
    expect(() => parseCrossrefWorksList({ status: 'ok', message: {} })).toThrow()
    expect(() => parseCrossrefWorksList('Resource not found.')).toThrow()
    expect(() => parseCrossrefWork(null)).toThrow()
    expect(parseCrossrefError(fixtureText('error-400-invalid-select.json'))).toBe(
      'Value specified for select is not a supported field',
    )
    expect(parseCrossrefError('Resource not found.')).toBe('Resource not found.')
  })
})
