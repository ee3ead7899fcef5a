import { expect, test, type Page } from '@playwright/test'
import {
  DEFAULT_PASSWORD,
  expectNoSeriousA11yViolations,
  newApiContext,
  newPremiumMember,
  newSignedInUser,
  screenshotAt,
  watchPageProblems,
} from './fixtures'

const ARCHETYPES = ['Academic Researcher', 'Industry Innovator', 'Policy Analyst/Advisor', 'Research Entrepreneur']
/** Words of the archetypes' content that must reach the browser only through the premium API. */
const PREMIUM_PHRASE = 'Pathway to Independence Award'

async function signUpPremium(page: Page) {
  await newPremiumMember(page.request, 'rp', 'Rosalind Planner')
}

test('a premium member opens each tab, an archetype’s four sub-tabs, and resources that open in a new tab', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPageProblems(page)
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await signUpPremium(page)

  await page.goto('/research-pathways')
  await expect(page.getByRole('heading', { level: 1, name: 'Research Pathways' })).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Research pathways sections' })
  await expect(tabs.getByRole('tab')).toHaveText(['AI-Powered Tools', 'Career Pathways', 'Resources & Guides'])

  // AI-Powered Tools: the four cards, each under its title.
  const tools = page.getByRole('tabpanel', { name: 'AI-Powered Tools' })
  for (const title of [
    'Grant Proposal Writer',
    'Career Path Analyzer',
    'Research Trends Predictor',
    'Collaboration Opportunity Finder',
  ])
    await expect(tools.getByRole('heading', { name: title })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'research-pathways-tools', tools)

  // Career Pathways, reached with the keyboard.
  await tabs.getByRole('tab', { name: 'AI-Powered Tools' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Career Pathways' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/\?tab=careers$/)
  const careers = page.getByRole('tabpanel', { name: 'Career Pathways' })
  for (const title of ARCHETYPES) await expect(careers.getByRole('region', { name: title })).toBeVisible()

  const academic = careers.getByRole('region', { name: 'Academic Researcher' })
  await expect(academic.getByRole('tabpanel', { name: 'Overview' }).getByRole('listitem')).toHaveCount(5)
  await academic.getByRole('tab', { name: 'Pathway Steps' }).click()
  await expect(academic.getByRole('tabpanel', { name: 'Pathway Steps' }).getByRole('listitem')).toHaveCount(5)
  await academic.getByRole('tab', { name: 'Skills & Tools' }).click()
  await expect(academic.getByRole('tabpanel', { name: 'Skills & Tools' }).getByRole('listitem')).toHaveCount(5)
  await academic.getByRole('tab', { name: 'Funding' }).click()
  const funding = academic.getByRole('tabpanel', { name: 'Funding' })
  const sources = funding.getByRole('link')
  await expect(sources).toHaveCount(5)
  await expect(funding.getByRole('link', { name: /K99\/R00.*\(opens in a new tab\)$/ })).toHaveAttribute(
    'href',
    'https://researchtraining.nih.gov/',
  )
  await expect(funding.getByText('Grant-writing tips')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'research-pathways-careers', funding)

  // Resources & Guides: two groups of four links, each opening in a new tab.
  await tabs.getByRole('tab', { name: 'Resources & Guides' }).click()
  const resources = page.getByRole('tabpanel', { name: 'Resources & Guides' })
  for (const group of ['Research Guides', 'Career Tools']) {
    const links = resources.getByRole('region', { name: group }).getByRole('link')
    await expect(links).toHaveCount(4)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
    }
  }
  // Opening one: the browser is offline to the world, so only the new tab's address is checked.
  await page
    .context()
    .route('https://myidp.sciencecareers.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>myIDP</title>' }),
    )
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    resources.getByRole('link', { name: /^myIDP/ }).click(),
  ])
  await expect(opened).toHaveURL('https://myidp.sciencecareers.org/')
  await opened.close()
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'research-pathways-resources', resources)

  // The archetypes came from the premium API, not from the JavaScript any visitor can download.
  expect(scripts.length).toBeGreaterThan(1)
  for (const url of new Set(scripts)) {
    const body = await (await page.request.get(url)).text()
    expect(body.includes(PREMIUM_PHRASE), url).toBe(false)
  }
  watch.expectNone()
})

test('a free member sees the Premium Feature teaser with Upgrade to Premium, and the API refuses the content', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await newSignedInUser(page.request, 'rpfree', 'Free Planner')
  await page.goto('/research-pathways')
  await expect(page.getByRole('heading', { level: 1, name: 'Research Pathways' })).toBeVisible()
  await expect(page.getByText('Premium Feature')).toBeVisible()
  const upgrade = page.getByRole('link', { name: 'Upgrade to Premium' })
  await expect(upgrade).toHaveAttribute('href', '/pricing')
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0)
  await expect(page.getByRole('tablist')).toHaveCount(0)
  expect((await page.request.get('/api/pathways/content')).status()).toBe(403)
  expect((await page.request.get('/api/pathways/outputs')).status()).toBe(403)
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'research-pathways-teaser-free', upgrade)
  watch.expectNone()
})

test('a visitor sees the teaser with Sign In and Upgrade to Premium; Sign In comes back to the page', async ({
  page,
}) => {
  const watch = await watchPageProblems(page)
  await page.goto('/research-pathways')
  await expect(page.getByText('Premium Feature')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
  const main = page.getByRole('main')
  const signIn = main.getByRole('link', { name: 'Sign In', exact: true })
  await expect(signIn).toBeVisible()
  expect((await page.request.get('/api/pathways/content')).status()).toBe(401)
  await expectNoSeriousA11yViolations(page)
  await screenshotAt(page, 'research-pathways-teaser-visitor', signIn)

  const other = await newApiContext()
  let email: string
  try {
    email = (await newSignedInUser(other, 'rpvisit', 'Visiting Planner')).email
  } finally {
    await other.dispose()
  }
  await signIn.click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/research-pathways$/)
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0)
  watch.expectNone()
})
