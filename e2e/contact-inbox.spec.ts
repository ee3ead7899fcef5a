import { expect, test } from '@playwright/test'
import { signInAsFounder, uniqueEmail } from './fixtures'

test('a message from the pricing contact form reaches the admin inbox and can be marked handled', async ({ page }) => {
  const sender = uniqueEmail('contact')
  const text = `Do you offer a plan for a research group of twelve? (${sender})`

  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Research Plan' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Get updates and pricing info' })
  const send = form.getByRole('button', { name: 'Send Message' })

  await send.click()
  await expect(page.getByTestId('toast')).toContainText('Please fill in all fields')

  await form.getByLabel('Name', { exact: true }).fill('Lise Meitner')
  await form.getByLabel('Email', { exact: true }).fill(sender)
  await form.getByLabel('Message', { exact: true }).fill(text)
  await send.click()
  await expect(page.getByTestId('toast')).toContainText('Message sent successfully!')
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('')

  // The founder (first ADMIN_EMAILS address) reads it in the admin console.
  await signInAsFounder(page.request)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible()
  const messagesTab = page.getByRole('tab', { name: /^Messages \(\d+ new\)$/ })
  await expect(messagesTab).toBeVisible()
  await messagesTab.click()
  await expect(messagesTab).toHaveAttribute('aria-selected', 'true')

  const message = page.getByTestId('inbox-message').filter({ hasText: text })
  await expect(message).toHaveCount(1)
  await expect(message).toContainText('Lise Meitner')
  await expect(message).toContainText(sender)
  await expect(message).toContainText('New')
  await message.getByRole('button', { name: 'Mark handled' }).click()

  // Handled messages are hidden until asked for.
  await expect(message).toHaveCount(0)
  await page.getByLabel('Show handled messages').check()
  await expect(message).toHaveCount(1)
  await expect(message).toContainText('Handled')
  await expect(message.getByRole('button', { name: 'Mark as new' })).toBeVisible()
})
