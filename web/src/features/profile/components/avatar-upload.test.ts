import { expect, test } from 'vitest'
import { avatarProblem } from './avatar-upload'

test('the browser turns away non-images and files over 5 MB with the spec’s words', () => {
  expect(avatarProblem({ type: 'application/pdf', size: 10 })).toEqual({
    title: 'Invalid file type',
    description: 'Please select an image file.',
  })
  expect(avatarProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({
    title: 'File too large',
    description: 'Please select an image smaller than 5MB.',
  })
  expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull()
})
