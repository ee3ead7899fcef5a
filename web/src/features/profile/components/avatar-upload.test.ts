import { expect, test } from 'vitest'
import { avatarProblem } from './avatar-upload'

test('the browser turns away non-images and files over 5 MB with the spec’s words', () => {
  expect(avatarProblem({ type: 'application/pdf', size: 10, name: 'cv.pdf' })).toEqual({
    title: 'Invalid file type',
    description: 'Please select an image file.',
  })
  expect(avatarProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1, name: 'me.png' })).toEqual({
    title: 'File too large',
    description: 'Please select an image smaller than 5MB.',
  })
  expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024, name: 'me.jpg' })).toBeNull()
})

test.each([
  ['image/svg+xml', 'me.svg'],
  ['image/svg+xml', 'me.png'],
  ['image/png', 'me.SVG'],
  ['image/png', 'me.svgz'],
])('a file of type %s named %s is not an image the browser sends', (type, name) => {
  expect(avatarProblem({ type, size: 1000, name })).toEqual({
    title: 'Invalid file type',
    description: 'Please select an image file.',
  })
})
