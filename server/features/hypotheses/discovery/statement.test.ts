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
    statement:
      'There is an effect of fish oil on Raynaud disease, mediated by blood viscosity and platelet aggregation.',
    nullHypothesis: 'There is no effect of fish oil on Raynaud disease.',
    variables: {
      independent: 'fish oil',
      dependent: 'Raynaud disease',
      mediators: ['blood viscosity', 'platelet aggregation'],
    },
  })
})

test('names are kept as written (an acronym too), and a chain with no link has no mediator', () => {
  const stated = stateHypothesis({ a: { name: 'mRNA vaccines' }, c: { name: 'myocarditis' }, links: [] })
  expect(stated.statement).toBe('There is an effect of mRNA vaccines on myocarditis.')
  expect(stated.variables.mediators).toEqual([])
})
