// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { shownValues } from './shown-values'

test('a field typed into before React saw it wins over the state; a field the form lacks keeps the state', () => {
  const form = document.createElement('form')
  form.innerHTML = '<input name="email" value="typed@example.com"><input name="password" type="password" value="">'

  expect(shownValues(form, { email: '', password: 'from-state', name: 'Ada' })).toEqual({
    email: 'typed@example.com',
    password: '',
    name: 'Ada',
  })
})
