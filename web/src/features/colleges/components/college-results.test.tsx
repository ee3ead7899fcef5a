import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { DEFAULT_WEIGHTS, LIST_ORDER_RULE } from '#shared/contract/college-options'
import type { MatchResponse } from '#shared/contract/colleges'
import { fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { EMPTY_ANSWERS } from '../assessment-rules'
import { college } from '../test-recommendation'
import { CollegeResults } from './college-results'

const parts = (score: number) =>
  (['academic', 'program', 'research', 'cost', 'outcome'] as const).map((part) => ({
    part,
    score,
    weight: DEFAULT_WEIGHTS[part],
    reason: '',
  }))

test('the page says how the list is ordered, and a college listed after the others says why', async () => {
  fakeApi({ savedColleges: () => ({ colleges: [] }) })
  const result: MatchResponse = {
    recommendations: [
      college('Open Door College', null, null, {
        unitId: 1,
        category: 'safety',
        openAdmission: true,
        listedAfterOthers: true,
        parts: parts(100),
      }),
      college('Regional State', null, null, { unitId: 2, category: 'safety', parts: parts(90) }),
      college('Flagship', null, null, { unitId: 3, category: 'match', parts: parts(70) }),
      college('Elite', null, null, { unitId: 4, category: 'reach', parts: parts(60) }),
    ],
    filters: [],
    considered: 4,
    eligible: 4,
    weights: DEFAULT_WEIGHTS,
    source: 'institutions.csv',
    narrativeModel: null,
  }
  renderWithApp(<CollegeResults result={result} answers={EMPTY_ANSWERS} onTakeAgain={() => {}} onRetake={() => {}} />)

  expect(screen.getByTestId('list-order-rule').textContent).toBe(`How the list is ordered: ${LIST_ORDER_RULE}`)
  const cards = screen.getAllByTestId('college-card')
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Regional State',
    'Flagship',
    'Elite',
    'Open Door College',
  ])
  expect(cards[3]?.textContent).toContain('Listed after the others: you out-score this open-admission college.')
  expect(cards[0]?.textContent).not.toContain('Listed after the others')
})
