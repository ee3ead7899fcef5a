import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../test/render'
import { DisclosureMenu } from './disclosure-menu'

function Menu() {
  return (
    <>
      <DisclosureMenu label="Explore">
        <a href="/branches">Branches</a>
      </DisclosureMenu>
      <button type="button">Elsewhere</button>
    </>
  )
}

test('the menu button shows and hides its links; Escape closes it and gives focus back', async () => {
  const { user } = renderWithApp(<Menu />)
  const button = screen.getByRole('button', { name: 'Explore' })
  expect(button.getAttribute('aria-expanded')).toBe('false')
  expect(screen.queryByRole('link', { name: 'Branches' })).toBeNull()

  await user.click(button)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  expect(screen.getByRole('link', { name: 'Branches' })).toBeInTheDocument()

  await user.keyboard('{Escape}')
  expect(screen.queryByRole('link', { name: 'Branches' })).toBeNull()
  expect(document.activeElement).toBe(button)
})

test('a click outside closes the menu', async () => {
  const { user } = renderWithApp(<Menu />)
  await user.click(screen.getByRole('button', { name: 'Explore' }))

  await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
  expect(screen.queryByRole('link', { name: 'Branches' })).toBeNull()
})
