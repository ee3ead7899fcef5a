import { expect, test } from 'vitest'
import type { FundedProject } from '../sources'
import { atInstitution, awardsOf, nameKey, sameResearcher } from './prior-awards'

const project = (pis: string[], fiscalYear: number, id = String(fiscalYear)): FundedProject => ({
  source: 'nsf-awards',
  id,
  title: `Award ${id}`,
  abstract: null,
  pis,
  organisation: 'University of Eastmoor',
  mechanism: 'Standard Grant',
  fiscalYear,
  amount: 100_000,
  url: null,
  startDate: null,
})

test('names match by family name and first initial, accents, case and "Family, Given" aside', () => {
  expect(nameKey('Amara N. Okafor')).toEqual({ family: 'okafor', initial: 'a' })
  expect(nameKey('Okafor, Amara')).toEqual({ family: 'okafor', initial: 'a' })
  expect(sameResearcher('Tomás Ribeiro', 'TOMAS  RIBEIRO')).toBe(true)
  expect(sameResearcher('Amara Okafor', 'A Okafor')).toBe(true)
  expect(sameResearcher('Amara Okafor', 'Bola Okafor')).toBe(false)
  expect(sameResearcher('Okafor', 'Amara Okafor')).toBe(false)
})

test('the author’s awards, newest first, each once; an award at one of their institutions is recognised', () => {
  const awards = awardsOf('Amara Okafor', [
    project(['Rosa Marin'], 2020),
    project(['Amara Okafor'], 2018),
    project(['Kenji Sato', 'A. Okafor'], 2022),
    project(['Amara Okafor'], 2018),
  ])
  expect(awards.map((award) => award.fiscalYear)).toEqual([2022, 2018])
  expect(atInstitution('THE UNIVERSITY OF EASTMOOR', ['University of Eastmoor'])).toBe(true)
  expect(atInstitution('Eastmoor College', ['University of Eastmoor'])).toBe(false)
})
