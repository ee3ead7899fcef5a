import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { testProfile } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'
import { setupKeyOf, TwoFactorSettings } from './two-factor-settings'

const profile = (twoFactorEnabled: boolean) => testProfile({ twoFactorEnabled })
const URI = 'otpauth://totp/Lodestar:ada%40example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Lodestar'

test('the setup key is the secret of the otpauth address in groups of four', () => {
  expect(setupKeyOf(URI)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP')
})

test('turning two-factor on: password, then the key and backup codes, then a first code', async () => {
  let enabled = false
  const api = fakeApi({
    profile: () => profile(enabled),
    enableTwoFactor: (request) =>
      (request.json as { password: string }).password === 'right-password'
        ? { totpURI: URI, backupCodes: ['aaaa-1111', 'bbbb-2222'] }
        : errorReply(400, 'BAD_REQUEST', 'Invalid password', { detail: 'INVALID_PASSWORD' }),
    verifyTotp: (request) => {
      if ((request.json as { code: string }).code !== '123456')
        return errorReply(401, 'UNAUTHORIZED', 'Invalid code', { detail: 'INVALID_CODE' })
      enabled = true
      return { user: { id: 'u1' } }
    },
  })
  const { user } = renderWithApp(<TwoFactorSettings />)
  expect(await screen.findByText('Off')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }))
  await user.type(screen.getByLabelText('Your password'), 'wrong-password')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument()
  await user.clear(screen.getByLabelText('Your password'))
  await user.type(screen.getByLabelText('Your password'), 'right-password')
  await user.click(screen.getByRole('button', { name: 'Continue' }))

  expect((await screen.findByTestId('totp-key')).textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP')
  expect(screen.getByRole('link', { name: 'open it in your authenticator app' }).getAttribute('href')).toBe(URI)
  const codes = screen.getByRole('list', { name: 'Backup codes' })
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['aaaa-1111', 'bbbb-2222'])

  await user.type(screen.getByLabelText('Authentication code'), '000000')
  await user.click(screen.getByRole('button', { name: 'Turn on' }))
  expect(await screen.findByText(/^That code is not correct/)).toBeInTheDocument()
  await user.clear(screen.getByLabelText('Authentication code'))
  await user.type(screen.getByLabelText('Authentication code'), '123 456')
  await user.click(screen.getByRole('button', { name: 'Turn on' }))

  expect(await screen.findByText('On')).toBeInTheDocument()
  expect(screen.queryByTestId('totp-key')).toBeNull()
  expect(api.callsTo('verifyTotp').at(-1)?.request.json).toEqual({ code: '123456' })
})

test('turning it off asks for the password', async () => {
  let enabled = true
  const api = fakeApi({
    profile: () => profile(enabled),
    disableTwoFactor: () => {
      enabled = false
      return { status: true }
    },
  })
  const { user } = renderWithApp(<TwoFactorSettings />)

  await user.click(await screen.findByRole('button', { name: 'Turn off' }))
  await user.type(screen.getByLabelText('Your password'), 'right-password')
  await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }))

  expect(await screen.findByText('Off')).toBeInTheDocument()
  expect(api.callsTo('disableTwoFactor')[0]?.request.json).toEqual({ password: 'right-password' })
})
