import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ARCHETYPE_IDS, type Archetype, type PathwaysContent } from '#shared/contract/pathways'
import { fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { PathwaysPage } from './pathways-page'

const five = (prefix: string) => [1, 2, 3, 4, 5].map((n) => `${prefix} ${n}`)

function archetype(index: number, title: string): Archetype {
  return {
    id: ARCHETYPE_IDS[index] ?? 'academic-researcher',
    title,
    summary: `${title} summary`,
    responsibilities: five(`${title} responsibility`),
    steps: five(`${title} step`).map((step) => ({ title: step, detail: `${step} detail` })),
    skills: five(`${title} skill`).map((name) => ({ name, detail: `${name} detail` })),
    funding: five(`${title} source`).map((name, n) => ({
      name,
      funder: 'A funder',
      detail: 'What it funds',
      url: `https://funder${n}.example/`,
    })),
    grantTips: five(`${title} tip`),
  }
}

const content: PathwaysContent = {
  archetypes: ['Academic Researcher', 'Industry Innovator', 'Policy Analyst/Advisor', 'Research Entrepreneur'].map(
    (title, index) => archetype(index, title),
  ),
  resourceGroups: ['Research Guides', 'Career Tools'].map((title) => ({
    title,
    resources: [1, 2, 3, 4].map((n) => ({
      title: `${title} link ${n}`,
      publisher: 'A publisher',
      description: 'What it is',
      url: `https://${title.replace(' ', '').toLowerCase()}${n}.example/`,
    })),
  })),
}

test('the tools tab shows the four tool cards, all four to use: none is marked not available', async () => {
  let contentCalls = 0
  fakeApi({
    pathwaysContent: () => {
      contentCalls += 1
      return content
    },
    pathwayToolOutputs: () => ({ outputs: [] }),
    careerAssessment: () => ({ answers: null, step: 'skills', dataset: null, importCommand: 'npm run import:careers' }),
  })
  renderWithApp(<PathwaysPage />, { path: '/research-pathways' })

  const panel = screen.getByRole('tabpanel', { name: 'AI-Powered Tools' })
  expect(within(panel).queryAllByText('Not available yet')).toHaveLength(0)
  const grants = within(panel).getByRole('form', { name: 'Grant Proposal Writer' })
  expect(within(grants).getByRole('textbox', { name: 'Your idea or aims, in your own words' })).toBeInTheDocument()
  const finder = within(panel).getByRole('form', { name: 'Collaboration Opportunity Finder' })
  expect(within(finder).getByRole('textbox', { name: 'Research interest' })).toBeInTheDocument()
  expect(await within(panel).findByRole('combobox', { name: /Reading Comprehension/ })).toBeInTheDocument()
  const trends = within(panel).getByRole('form', { name: 'Research Trends Predictor' })
  expect(within(trends).getByRole('textbox', { name: 'Topic 1' })).toBeInTheDocument()
  expect(within(trends).getByRole('button', { name: /generate/i })).toBeInTheDocument()
  expect(contentCalls).toBe(0)
})

test('arrow keys move between the three tabs, and the address keeps the tab', async () => {
  fakeApi({ pathwaysContent: () => content })
  const { user } = renderWithApp(<PathwaysPage />, { path: '/research-pathways' })

  await user.click(screen.getByRole('tab', { name: 'AI-Powered Tools' }))
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'Career Pathways' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'Career Pathways' })).toHaveAttribute('aria-selected', 'true')
  expect(window.location.search).toBe('?tab=careers')
  await user.keyboard('{End}')
  expect(screen.getByRole('tab', { name: 'Resources & Guides' })).toHaveFocus()
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'AI-Powered Tools' })).toHaveAttribute('aria-selected', 'true')
  expect(window.location.search).toBe('')
})

test('each archetype has its own four sub-tabs: responsibilities, five ordered steps, five skills, five sources and five tips', async () => {
  fakeApi({ pathwaysContent: () => content })
  const { user } = renderWithApp(<PathwaysPage />, {
    route: '/research-pathways?tab=careers',
    path: '/research-pathways',
  })

  const policy = await screen.findByRole('region', { name: 'Policy Analyst/Advisor' })
  const academic = screen.getByRole('region', { name: 'Academic Researcher' })
  expect(within(policy).getAllByRole('listitem')).toHaveLength(5)
  expect(within(policy).getByText('Policy Analyst/Advisor responsibility 3')).toBeInTheDocument()

  await user.click(within(policy).getByRole('tab', { name: 'Pathway Steps' }))
  const steps = within(within(policy).getByRole('tabpanel', { name: 'Pathway Steps' })).getAllByRole('listitem')
  expect(steps.map((step) => step.textContent)).toEqual(
    five('Policy Analyst/Advisor step').map((step) => `${step.at(-1) ?? ''}${step}${step} detail`),
  )
  // The other cards keep their own tab.
  expect(within(academic).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')

  await user.click(within(policy).getByRole('tab', { name: 'Skills & Tools' }))
  expect(within(policy).getAllByRole('listitem')).toHaveLength(5)

  await user.click(within(policy).getByRole('tab', { name: 'Funding' }))
  const funding = within(policy).getByRole('tabpanel', { name: 'Funding' })
  const links = within(funding).getAllByRole('link')
  expect(links).toHaveLength(5)
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
  }
  expect(within(funding).getByText('Policy Analyst/Advisor tip 5')).toBeInTheDocument()
})

test('the resources tab lists two groups of four links that open in a new tab', async () => {
  fakeApi({ pathwaysContent: () => content })
  renderWithApp(<PathwaysPage />, { route: '/research-pathways?tab=resources', path: '/research-pathways' })

  for (const title of ['Research Guides', 'Career Tools']) {
    const group = await screen.findByRole('region', { name: title })
    const links = within(group).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank', '_blank', '_blank'])
    expect(links[0]).toHaveAccessibleName(`${title} link 1 (opens in a new tab)`)
  }
})
