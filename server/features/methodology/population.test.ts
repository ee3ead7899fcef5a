import { expect, test } from 'vitest'
import { readPopulation } from './population'

const groupsOf = (population: string) => readPopulation(population).map((reading) => reading.group)

test.each([
  ['children aged 8–11 in primary schools', 'minors', 'children'],
  ['adolescents with type 1 diabetes', 'minors', 'adolescents'],
  ['under-16s in sports clubs', 'minors', 'under-16s'],
  ['secondary-school pupils', 'minors', 'pupils'],
  ['young people aged 14 to 19', 'minors', 'aged 14 to 19'],
  ['adult inpatients on surgical wards', 'patients', 'inpatients'],
  ['men in prison for the first time', 'prisoners', 'prison'],
  ['first-year students in my own module', 'own-students', 'my own module'],
  ['the students I teach in statistics', 'own-students', 'students I teach'],
  ['care-home residents with dementia', 'lacking-capacity', 'dementia'],
  ['adults with intellectual disabilities', 'lacking-capacity', 'intellectual disabilities'],
] as const)('%j is read as %s, from the phrase %j', (population, group, phrase) => {
  const reading = readPopulation(population).find((item) => item.group === group)
  expect(reading?.phrase.toLowerCase()).toContain(phrase.toLowerCase())
})

test.each([
  'first-year university students',
  'nurses working night shifts',
  'parents of children with autism',
  'adults aged 18–65 in the general population',
  'teachers in public schools',
  "children's nurses in paediatric wards",
  'women under 12 weeks of pregnancy',
  '',
])('%j names no protected group', (population) => {
  expect(groupsOf(population)).toEqual([])
})

test('one population can name several groups; prisoners "in prison" are caught but "prison staff" are not', () => {
  expect(groupsOf('patients with dementia in hospital')).toEqual(['patients', 'lacking-capacity'])
  expect(groupsOf('young offenders aged 15–17')).toEqual(['minors', 'prisoners'])
  expect(groupsOf('prison officers')).toEqual([])
})
