import { expect, test } from 'vitest'
import { critiqueMessages, withoutPasteText } from './critique'

test('the model is told to critique only, against the funder’s criteria, with the checker’s findings', () => {
  const [system, user] = critiqueMessages({
    funder: 'nih',
    mechanism: 'R01',
    text: '## Specific Aims\nAim 1: Study falls.',
    isDraft: true,
    findings: [
      { rule: 'aim-measurable', severity: 'warning', message: 'Aim 1 names no measurable outcome.', start: 0, end: 1 },
    ],
  })
  expect(system?.content).toMatch(/Never write, rewrite or suggest wording/)
  expect(system?.content).toMatch(/NOT-OD-25-132/)
  expect(system?.content).toMatch(/Factor 1 — Importance of the Research.*Factor 2 — Rigor and Feasibility/)
  expect(user?.content).toMatch(/Aim 1 names no measurable outcome/)
})

test('lines offering replacement wording are removed from a critique', () => {
  const checked = withoutPasteText(
    'Intellectual Merit\n- The aim is vague.\nSuggested wording: "We will measure X."\n- **Revised aim:** Determine Y.\nWhat will you measure?',
  )
  expect(checked.removed).toBe(2)
  expect(checked.text).toBe('Intellectual Merit\n- The aim is vague.\n\nWhat will you measure?')
})
