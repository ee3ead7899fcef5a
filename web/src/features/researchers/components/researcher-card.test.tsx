import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { researcher } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'
import { ResearcherCard } from './researcher-card'

test('a card names the researcher, shows the figures, and its Save button says whether they are saved', async () => {
  const onToggleSave = vi.fn()
  const grace = researcher('A1', 'Grace Hopper', { orcid: '0000-0002-1825-0097' })
  const { user } = renderWithApp(
    <ul>
      <ResearcherCard researcher={grace} onToggleSave={onToggleSave} />
    </ul>,
  )

  const card = screen.getByRole('article', { name: 'Grace Hopper' })
  expect(card.textContent).toContain('University of Somewhere')
  expect(card.textContent).toContain('1,234')
  const save = within(card).getByRole('button', { name: 'Save Grace Hopper' })
  expect(save.getAttribute('aria-pressed')).toBe('false')

  await user.click(save)
  expect(onToggleSave).toHaveBeenCalledWith(grace)

  const links = within(card).getByRole('list', { name: 'Links for Grace Hopper' })
  for (const link of within(links).getAllByRole('link')) expect(link.getAttribute('rel')).toContain('noopener')
})

test('a saved researcher shows as pressed, and the button rests while the change is being saved', () => {
  renderWithApp(
    <ul>
      <ResearcherCard
        researcher={researcher('A1', 'Grace Hopper', { isSaved: true })}
        onToggleSave={vi.fn()}
        isSaving
      />
    </ul>,
  )

  const button = screen.getByRole('button', { name: 'Saved Grace Hopper' })
  expect(button.getAttribute('aria-pressed')).toBe('true')
  expect(button.hasAttribute('disabled')).toBe(true)
})
