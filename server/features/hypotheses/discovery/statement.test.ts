import { expect, test } from 'vitest'
import { stateHypothesis } from './statement'

test('a chain becomes a testable sentence, its null form and its variables', () => {
  const stated = stateHypothesis({
    a: { name: 'fish oil' },
    c: { name: 'Raynaud disease' },
    links: [
      { via: { name: 'blood viscosity' } },
      { via: { name: 'platelet aggregation' } },
      { via: { name: 'vasospasm' } },
    ],
  })
  expect(stated).toEqual({
    statement: 'Fish oil affects Raynaud disease through blood viscosity and platelet aggregation.',
    nullHypothesis: 'Fish oil has no effect on Raynaud disease.',
    variables: {
      independent: 'fish oil',
      dependent: 'Raynaud disease',
      mediators: ['blood viscosity', 'platelet aggregation'],
    },
  })
})

test('an acronym is not capitalised, and a chain with no link has no mediator', () => {
  const stated = stateHypothesis({ a: { name: 'mRNA vaccines' }, c: { name: 'myocarditis' }, links: [] })
  expect(stated.statement).toBe('mRNA vaccines affects myocarditis.')
  expect(stated.variables.mediators).toEqual([])
})
