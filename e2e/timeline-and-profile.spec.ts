import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import { expectNoSeriousA11yViolations, newSignedInUser, screenshotAt, watchPageProblems } from './fixtures'

test('build a path from a template, save it, reopen and edit it, export .ics and use a calendar feed', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'tl', 'Tess Timeline')
  await page.goto('/research-timeline-builder')
  await expect(page.getByRole('heading', { level: 1, name: 'Research Timeline Builder' })).toBeVisible()
  await expect(page.getByText('No saved paths yet. Save a timeline and it will be listed here.')).toBeVisible()

  const template = page.getByRole('form', { name: 'Start from a template' })
  await template.getByLabel('Template').selectOption({ label: 'Undergraduate thesis' })
  await template.getByLabel('Submission date').fill('2020-06-30')
  await template.getByRole('button', { name: 'Add template milestones' }).click()

  const timeline = page.getByRole('list', { name: 'Milestones' })
  await expect(timeline.getByRole('listitem')).toHaveCount(9)
  await expect(page.getByLabel('Project title')).toHaveValue('Undergraduate thesis')
  // Every milestone of 2020 is past: all are overdue until marked done.
  await expect(timeline.getByText('Overdue')).toHaveCount(9)
  await timeline.getByLabel('Status of Submit the thesis').selectOption('Done')
  await expect(timeline.getByText('Overdue')).toHaveCount(8)

  const add = page.getByRole('form', { name: 'Add Milestone' })
  await add.getByLabel('Milestone title').fill('Graduation')
  await add.getByLabel('Deadline').fill('2099-07-15')
  await add.getByLabel('Priority').selectOption('High')
  await add.getByRole('button', { name: 'Add Milestone' }).click()
  await expect(timeline.getByRole('listitem')).toHaveCount(10)
  await expect(timeline.getByRole('listitem').last()).toContainText('Graduation')
  await expect(page.getByRole('figure', { name: 'Timeline of the milestones with today marked' })).toContainText(
    'Today',
  )

  await page.getByLabel('Project title').fill('Coral reef thesis')
  await page.getByRole('button', { name: 'Save Research Path' }).click()
  await expect(page.getByTestId('toast')).toContainText('Research Path Saved')
  await expect(page.getByTestId('toast')).toContainText('Your research timeline has been saved to My Research Paths.')
  // The saved path stays open, its calendar download and feed in view (issue 26 §6: the form used to clear).
  await expect(page.getByLabel('Project title')).toHaveValue('Coral reef thesis')
  await expect(page.getByRole('link', { name: 'Download .ics' })).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Create calendar feed' })).toBeVisible()

  const saved = page.getByRole('list', { name: 'My Research Paths' })
  await expect(saved.getByRole('listitem')).toHaveCount(1)
  await expect(saved).toContainText('1 of 10 done')
  await saved.getByRole('button', { name: 'Open Coral reef thesis' }).click()
  await expect(page.getByLabel('Project title')).toHaveValue('Coral reef thesis')
  await expect(timeline.getByRole('listitem')).toHaveCount(10)
  await expect(page).toHaveURL(/\?path=[0-9a-f-]{36}$/)

  await timeline.getByRole('button', { name: 'Remove Graduation' }).click()
  await timeline.getByLabel('Status of Literature review').selectOption('In progress')
  await timeline.getByRole('button', { name: 'Edit Research proposal' }).click()
  const editor = timeline.getByRole('form', { name: 'Edit Research proposal' })
  await editor.getByLabel('Title').fill('Research proposal (v2)')
  await editor.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('You have unsaved changes to this path.')).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('All changes saved.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Project title')).toHaveValue('Coral reef thesis')
  await expect(timeline.getByRole('listitem')).toHaveCount(9)
  await expect(timeline.getByLabel('Status of Literature review')).toHaveValue('In progress')
  await expect(timeline.getByRole('heading', { name: 'Research proposal (v2)' })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download .ics' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('coral-reef-thesis.ics')
  const ics = readFileSync(await file.path(), 'utf8')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(9)
  expect(ics).toContain('SUMMARY:Research proposal (v2)')
  expect(ics).toContain('DTSTART;VALUE=DATE:20200630')

  await page.getByRole('button', { name: 'Create calendar feed' }).click()
  const feedUrl = await page.getByLabel('Private feed URL').inputValue()
  const feed = await page.request.get(feedUrl, { headers: { cookie: '' } })
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await feed.text()).toContain('SUMMARY:Research proposal (v2)')

  await screenshotAt(page, 'timeline-builder', timeline)
  await expectNoSeriousA11yViolations(page)
  const wide = page.viewportSize()
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(timeline).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Timeline of the milestones with today marked' })).toBeVisible()
  // Nothing on the builder (the visual timeline, the milestone list, the forms) makes a phone scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectNoSeriousA11yViolations(page)
  if (wide) await page.setViewportSize(wide)

  await page.getByRole('button', { name: 'Turn off feed' }).click()
  await expect(page.getByTestId('toast')).toContainText('Calendar feed turned off')
  expect((await page.request.get(feedUrl)).status()).toBe(404)

  await saved.getByRole('button', { name: 'Duplicate Coral reef thesis' }).click()
  await expect(saved.getByRole('listitem')).toHaveCount(2)
  await saved.getByRole('button', { name: 'Rename Coral reef thesis (copy)' }).click()
  await saved.getByLabel('New title').fill('Backup plan')
  await saved.getByRole('button', { name: 'Save name' }).click()
  await expect(saved.getByRole('heading', { name: 'Backup plan' })).toBeVisible()
  await saved.getByRole('button', { name: 'Delete Backup plan' }).click()
  await saved.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click()
  await expect(saved.getByRole('listitem')).toHaveCount(1)
  await expect(saved.getByRole('heading', { name: 'Backup plan' })).toHaveCount(0)
  watch.expectNone()
})

test('edit the profile, upload an avatar and see it in the menu, set notifications, export data, delete the account', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  const account = await newSignedInUser(page.request, 'pf', 'Pat Profile')
  await page.goto('/profile-settings-hub')
  await expect(page).toHaveURL(/\/profile-settings$/)
  const grid = page.getByRole('list', { name: 'Settings' })
  for (const title of ['Profile Information', 'Account Information', 'Notification Settings', 'Data Management'])
    await expect(grid.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  await expect(grid.getByRole('link', { name: /Subscription/ })).toHaveAttribute('href', '/pricing')
  await screenshotAt(page, 'profile-settings-grid', grid)
  await expectNoSeriousA11yViolations(page)

  await grid.getByRole('link', { name: /Profile Information/ }).click()
  const form = page.getByRole('form', { name: 'Profile Information' })
  await expect(form.getByLabel('E-mail')).toHaveValue(account.email)
  await form.getByLabel('Full name').fill('Pat Q. Profile')
  await form.getByLabel('Bio').fill('Coral reef ecologist')
  await form.getByLabel('GitHub').fill('https://gitlab.com/pat')
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(form.getByText('Enter a GitHub URL on github.com')).toBeVisible()
  await form.getByLabel('GitHub').fill('https://github.com/pat')
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByTestId('toast')).toContainText('Profile updated')

  const pixels = Buffer.alloc(120 * 90 * 3, 0x5a)
  const { default: sharp } = await import('sharp')
  const png = await sharp(pixels, { raw: { width: 120, height: 90, channels: 3 } })
    .png()
    .toBuffer()
  await page.getByLabel('Profile photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByTestId('toast')).toContainText('Photo uploaded')
  const menuAvatar = page.getByTestId('menu-avatar')
  await expect(menuAvatar).toHaveAttribute('src', /^\/api\/avatars\//)
  expect(await menuAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256)

  await page.getByLabel('Profile photo file').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  })
  await expect(page.getByTestId('toast')).toContainText('Upload failed')
  await expect(page.getByTestId('toast')).toContainText('Please select an image file.')

  // A PNG renamed .svg: the browser turns it away, and so does the server when the name or type says SVG.
  await page.getByLabel('Profile photo file').setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: png })
  await expect(page.getByTestId('toast')).toContainText('Invalid file type')
  await expect(page.getByTestId('toast')).toContainText('Please select an image file.')
  const refusals = await page.evaluate(
    async (bytes) => {
      const body = new Uint8Array(bytes)
      const answers = []
      for (const headers of [
        { 'content-type': 'image/svg+xml', 'x-file-name': 'me.svg' },
        { 'content-type': 'image/png', 'x-file-name': 'me.svg' },
      ]) {
        const response = await fetch('/api/profile/avatar', { method: 'PUT', headers, body })
        answers.push({ status: response.status, message: ((await response.json()) as { message: string }).message })
      }
      return answers
    },
    [...png],
  )
  expect(refusals).toEqual([
    { status: 400, message: 'Please select an image file.' },
    { status: 400, message: 'Please select an image file.' },
  ])
  await expect(menuAvatar).toHaveAttribute('src', /^\/api\/avatars\//)
  await screenshotAt(page, 'profile-information', form)
  await expectNoSeriousA11yViolations(page)

  await page.goto('/profile-settings/notifications')
  const email = page.getByRole('switch', { name: /E-mail notifications/ })
  await expect(email).toBeChecked()
  await email.uncheck()
  await expect(page.getByTestId('toast')).toContainText('Preferences saved')
  await page.reload()
  await expect(page.getByRole('switch', { name: /E-mail notifications/ })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: /Achievement alerts/ })).toBeChecked()

  await page.goto('/profile-settings/data')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export my data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^lodestar-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    profile: { fullName: string; bio: string }
    tables: Record<string, unknown[]>
  }
  expect(exported.profile).toMatchObject({ fullName: 'Pat Q. Profile', bio: 'Coral reef ecologist' })
  expect(exported.tables.user).toHaveLength(1)
  await expect(page.getByTestId('toast')).toContainText('Data exported')
  const zipDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export as zip with my photo' }).click()
  const zipFile = await zipDownload
  expect(zipFile.suggestedFilename()).toMatch(/^lodestar-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const zipped = unzipSync(new Uint8Array(readFileSync(await zipFile.path())))
  expect(Object.keys(zipped).sort()).toEqual(['avatar.webp', 'lodestar-data.json'])
  expect(new TextDecoder().decode(zipped['avatar.webp']?.subarray(8, 12))).toBe('WEBP')

  await page.getByRole('button', { name: 'Delete account' }).click()
  const deletion = page.getByRole('form', { name: 'Delete account' })
  await expect(deletion).toContainText('Are you sure you want to delete your account? This action cannot be undone.')
  await screenshotAt(page, 'data-management', deletion)
  await expectNoSeriousA11yViolations(page)
  await deletion.getByLabel('Your password').fill('wrong-password-1')
  await deletion.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByTestId('toast')).toContainText('That password is not correct.')
  await deletion.getByLabel('Your password').fill(account.password)
  await deletion.getByRole('button', { name: 'Delete my account' }).click()
  // Signed out cleanly on the public home, with a notice: not the crash screen a user of null once gave.
  await expect(page).toHaveURL(/\/$/)
  const main = page.getByRole('navigation', { name: 'Main' })
  await expect(main.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
  await expect(main.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0)
  const notice = page.getByTestId('toast')
  await expect(notice).toContainText('Account deleted')
  await expect(notice).toContainText('Your account has been deleted')
  await screenshotAt(page, 'account-deleted-home', notice)
  expect(watch.messages().filter((message) => /unexpected application error/i.test(message))).toEqual([])
  // The session cookie went with the account: a reload is a visitor's page.
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('session_token'))).toEqual([])

  await page.goto('/auth')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByTestId('toast')).toContainText('Invalid email or password. Please try again.')
  await expect(page).toHaveURL(/\/auth$/)
  watch.expectNone()
})
