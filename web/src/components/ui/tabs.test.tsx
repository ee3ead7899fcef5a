import { screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../test/render'
import { Tabs } from './tabs'

function Views() {
  const [selected, setSelected] = useState('search')
  return (
    <Tabs
      label="Views"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'search', label: 'Search', panel: <p>Search panel</p> },
        { id: 'saved', label: 'Saved', panel: <p>Saved panel</p> },
        { id: 'history', label: 'History', panel: <p>History panel</p> },
      ]}
    />
  )
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')

test('arrow keys, Home and End move between tabs and show their panels', async () => {
  const { user } = renderWithApp(<Views />)
  expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument()

  await user.click(screen.getByRole('tab', { name: 'Search' }))
  await user.keyboard('{ArrowRight}')
  expect(selectedTab()?.textContent).toBe('Saved')
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Saved' }))
  expect(screen.getByRole('tabpanel').textContent).toBe('Saved panel')

  await user.keyboard('{End}')
  expect(selectedTab()?.textContent).toBe('History')
  await user.keyboard('{ArrowRight}')
  expect(selectedTab()?.textContent).toBe('Search')
  await user.keyboard('{ArrowLeft}')
  expect(selectedTab()?.textContent).toBe('History')
  await user.keyboard('{Home}')
  expect(selectedTab()?.textContent).toBe('Search')
})
