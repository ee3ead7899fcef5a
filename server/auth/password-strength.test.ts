import { expect, test } from 'vitest'
import { passwordWeakness, personalWords } from './password-strength'

test.each([['password'], ['12345678'], ['        '], ['qwertyuiop'], ['Password1!'], ['iloveyou123'], ['abcdefgh']])(
  'the common or trivial password %j is refused with a reason',
  (password) => {
    expect(passwordWeakness(password)).toMatch(/too easy to guess|spaces only/)
  },
)

test('the e-mail address itself, or the name in it, is refused', () => {
  const personal = personalWords({ email: 'marie.curie@example.org', name: 'Marie Curie' })
  expect(passwordWeakness('marie.curie@example.org', personal)).toMatch(/e-mail address/)
  expect(passwordWeakness('mariecurie1', personal)).toMatch(/too easy to guess/)
})

test.each([['correct-horse-battery'], ['violet tractor sundial 42'], ['x7#Lq9!vR2@m']])(
  'the strong password %j is accepted',
  (password) => {
    expect(passwordWeakness(password, personalWords({ email: 'someone@example.org', name: 'Some One' }))).toBeNull()
  },
)

test('personal words come from the e-mail parts and the name', () => {
  expect(personalWords({ email: 'Ada.Lovelace@Math.example', name: 'Ada King' })).toEqual(
    expect.arrayContaining(['ada.lovelace@math.example', 'ada.lovelace', 'lovelace', 'math', 'king']),
  )
})
