import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { DeleteAccountInputSchema } from '#shared/contract/profile'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { DataManagement, DELETE_CONFIRMATION } from './data-management'

const LAST_ADMIN =
  'You are the last administrator. Deleting your account leaves Lodestar without one; confirm to go ahead.'

test('the last administrator is told so (409), ticks the box, and only then is the deletion confirmed', async () => {
  const api = fakeApi({
    deleteAccount: (request) =>
      DeleteAccountInputSchema.parse(request.json).confirmLastAdmin
        ? { deleted: true }
        : errorReply(409, 'CONFLICT', LAST_ADMIN),
  })
  const { user } = renderWithApp(<DataManagement isAdmin />, { path: '/profile-settings/data' })

  await user.click(screen.getByRole('button', { name: 'Delete account' }))
  expect(screen.getByText(DELETE_CONFIRMATION)).toBeInTheDocument()
  expect(screen.queryByRole('checkbox')).toBeNull()
  await user.type(screen.getByLabelText('Your password'), 'correct-horse-battery')
  await user.click(screen.getByRole('button', { name: 'Delete my account' }))

  const tick = await screen.findByRole('checkbox', { name: `${LAST_ADMIN} I understand.` })
  expect(tick).toHaveProperty('checked', false)
  expect(api.callsTo('deleteAccount').map((call) => call.request.json)).toEqual([
    { password: 'correct-horse-battery', confirmLastAdmin: false },
  ])
  expect(screen.queryByText('Left for another page')).toBeNull()

  await user.click(tick)
  await user.click(screen.getByRole('button', { name: 'Delete my account' }))
  expect(await screen.findByText('Left for another page')).toBeInTheDocument()
  expect(api.callsTo('deleteAccount')[1]?.request.json).toEqual({
    password: 'correct-horse-battery',
    confirmLastAdmin: true,
  })
  expect((await screen.findByRole('status')).textContent).toContain('Account deleted')
})
