import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { errorReply, fakeApi } from '../../test/fake-api'
import { renderWithApp } from '../../test/render'
import { ContactForm } from './contact-form'

test('an incomplete form is not sent and says what is missing', async () => {
  const api = fakeApi({})
  const { user } = renderWithApp(<ContactForm />)

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada')
  await user.click(screen.getByRole('button', { name: 'Send Message' }))

  expect((await screen.findByRole('alert')).textContent).toContain('Please fill in all fields')
  expect(api.calls).toEqual([])
})

test('a sent message thanks the sender and empties the form', async () => {
  const api = fakeApi({ sendContactMessage: () => ({ id: 'message-1' }) })
  const { user } = renderWithApp(<ContactForm />)

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace')
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org')
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'How much is Premium?')
  await user.click(screen.getByRole('button', { name: 'Send Message' }))

  expect((await screen.findByRole('status')).textContent).toContain('Message sent successfully!')
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('')
  expect(api.callsTo('sendContactMessage')[0]?.request.json).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    message: 'How much is Premium?',
  })
})

test("the server's field errors show beside their fields", async () => {
  vi.mocked(console.error).mockImplementation(() => undefined)
  fakeApi({
    sendContactMessage: () =>
      errorReply(400, 'BAD_REQUEST', 'Invalid input', {
        issues: [{ path: 'email', message: 'Enter a valid e-mail address' }],
      }),
  })
  const { user } = renderWithApp(<ContactForm />)

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada')
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@')
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello')
  await user.click(screen.getByRole('button', { name: 'Send Message' }))

  expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true')
  expect((await screen.findByRole('alert')).textContent).toContain('Failed to send message')
})
