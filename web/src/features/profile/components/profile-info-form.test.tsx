import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Profile } from '#shared/contract/profile'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { testProfile } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'
import { NotificationSettings } from './notification-settings'
import { ProfileInfoForm } from './profile-info-form'

const profile: Profile = testProfile()

test('the server’s verdict on a link is shown at its field; a good save says Profile updated', async () => {
  let attempts = 0
  const api = fakeApi({
    updateProfile: (request) => {
      attempts += 1
      if (attempts === 1)
        return errorReply(400, 'BAD_REQUEST', 'Enter a GitHub URL on github.com', {
          issues: [{ path: 'github', message: 'Enter a GitHub URL on github.com' }],
        })
      return { ...profile, ...(request.json as Partial<Profile>) }
    },
  })
  const { user } = renderWithApp(<ProfileInfoForm profile={profile} />)
  expect(screen.getByLabelText('E-mail')).toHaveProperty('readOnly', true)
  await user.type(screen.getByLabelText('GitHub'), 'https://gitlab.com/ada')
  await user.click(screen.getByRole('button', { name: 'Save profile' }))
  expect((await screen.findByRole('alert')).textContent).toContain('Enter a GitHub URL on github.com')
  const github = screen.getByLabelText('GitHub')
  expect(github.getAttribute('aria-invalid')).toBe('true')
  const errorId = github.getAttribute('aria-describedby') ?? ''
  expect(document.getElementById(errorId)?.textContent).toBe('Enter a GitHub URL on github.com')

  await user.clear(github)
  await user.type(github, 'https://github.com/ada')
  await user.click(screen.getByRole('button', { name: 'Save profile' }))
  expect((await screen.findByRole('status')).textContent).toContain('Profile updated')
  expect(api.callsTo('updateProfile')[1]?.request.json).toMatchObject({
    fullName: 'Ada Lovelace',
    github: 'https://github.com/ada',
  })
})

test('a notification switch is saved with the other three as they are', async () => {
  const api = fakeApi({
    updateNotificationPreferences: (request) => ({
      ...profile,
      notifications: request.json as Profile['notifications'],
    }),
  })
  const { user } = renderWithApp(<NotificationSettings preferences={profile.notifications} />)
  await user.click(screen.getByRole('switch', { name: /Achievement alerts/ }))
  expect((await screen.findByRole('status')).textContent).toContain('Preferences saved')
  expect(api.callsTo('updateNotificationPreferences')[0]?.request.json).toEqual({
    enableNotifications: true,
    emailNotifications: true,
    achievementAlerts: false,
    progressUpdates: true,
  })
  expect(screen.getByRole('switch', { name: /Achievement alerts/ })).toHaveProperty('checked', false)
})
