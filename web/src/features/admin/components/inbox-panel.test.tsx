import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { ContactMessage } from '#shared/contract/contact'
import { fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { InboxPanel } from './inbox-panel'

const question: ContactMessage = {
  id: '0b9f8a52-6a5e-4b8e-9a43-2d1f7c1e0a11',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'Pricing Inquiry',
  message: 'How much is Premium?',
  createdAt: '2025-06-01T10:00:00.000Z',
  handledAt: null,
}

test('marking a message handled takes it out of the unhandled list', async () => {
  let handledAt: string | null = null
  const api = fakeApi({
    contactInbox: () =>
      handledAt
        ? { messages: [], total: 0, unhandled: 0 }
        : { messages: [{ ...question, handledAt }], total: 1, unhandled: 1 },
    setMessageHandled: () => {
      handledAt = '2025-06-01T11:00:00.000Z'
      return { ...question, handledAt }
    },
  })
  const { user } = renderWithApp(<InboxPanel />)

  const message = await screen.findByRole('article')
  expect(within(message).getByRole('heading', { name: 'Pricing Inquiry' })).toBeInTheDocument()
  expect(within(message).getByRole('link', { name: 'ada@example.org' }).getAttribute('href')).toContain('mailto:')
  await user.click(within(message).getByRole('button', { name: 'Mark handled' }))

  expect(await screen.findByText('Every message is handled.')).toBeInTheDocument()
  expect(api.callsTo('setMessageHandled')[0]?.request).toMatchObject({
    params: { messageId: question.id },
    json: { handled: true },
  })
})
