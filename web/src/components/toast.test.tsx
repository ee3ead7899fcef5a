import { act, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderWithApp } from '../test/render'
import { useToast } from './toast'

function Notifier() {
  const toast = useToast()
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Saved', description: 'All done', variant: 'success' })}>
        Save
      </button>
      <button type="button" onClick={() => toast({ title: 'Failed', variant: 'destructive' })}>
        Break
      </button>
    </>
  )
}

test('a toast shows its title, is replaced by the next one, and can be dismissed', async () => {
  const { user } = renderWithApp(<Notifier />)

  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect((await screen.findByRole('status')).textContent).toContain('All done')

  await user.click(screen.getByRole('button', { name: 'Break' }))
  expect((await screen.findByRole('alert')).textContent).toContain('Failed')
  expect(screen.queryByText('Saved')).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a toast goes away by itself after six seconds', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { user } = renderWithApp(<Notifier />, { user: { advanceTimers: vi.advanceTimersByTime } })

  await user.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByText('Saved')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_800)
  })
  expect(screen.getByText('Saved')).toBeInTheDocument()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200)
  })
  expect(screen.queryByText('Saved')).toBeNull()
})
