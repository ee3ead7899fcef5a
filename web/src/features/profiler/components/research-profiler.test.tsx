import { screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import type { ProfilerDraft, ProfilerState, SaveProfilerDraftInput } from '#shared/contract/profiler'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { EMPTY_PROFILER_ANSWERS } from '../profiler-answers'
import { testAnalysis, testAnswers } from '../test-analysis'
import { ResearchProfiler } from './research-profiler'

function profilerState(overrides: Partial<ProfilerState> = {}): ProfilerState {
  return { answers: null, step: 0, analysis: null, updatedAt: null, ...overrides }
}

const savedState = (request: { json: unknown }) => {
  const { answers, step } = request.json as { answers: ProfilerDraft; step: number }
  return profilerState({ answers, step, updatedAt: '2025-06-01T09:00:00.000Z' })
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })

test('restores the draft and its step, then walks to Analyze Profile: Next waits for every answer but the LinkedIn URL', async () => {
  const draft = {
    ...EMPTY_PROFILER_ANSWERS,
    research_interest: 'Coral reef recovery',
    experience_level: 'Postdoc' as const,
  }
  const api = fakeApi({
    profilerState: () => profilerState({ answers: draft, step: 2 }),
    saveProfilerDraft: savedState,
  })
  const { user } = renderWithApp(<ResearchProfiler />)

  expect(
    await screen.findByRole('heading', { name: 'What is your LinkedIn profile URL? (optional)' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Question 3 of 9')).toBeInTheDocument()
  expect(screen.getByText('33% complete')).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' }).getAttribute('aria-valuenow')).toBe('33')
  expect(button('Next').disabled).toBe(false)

  await user.click(button('Previous'))
  const level = screen.getByLabelText<HTMLSelectElement>('What is your current research experience level?')
  expect(level.value).toBe('Postdoc')
  expect(within(level).getByRole<HTMLOptionElement>('option', { name: 'Select an option' }).disabled).toBe(true)
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { name: 'What is your current research experience level?' }),
  )
  await user.click(button('Previous'))
  expect(screen.getByLabelText<HTMLTextAreaElement>(/research topic or question/).value).toBe('Coral reef recovery')
  expect(button('Previous').disabled).toBe(true)
  expect(screen.getByLabelText<HTMLTextAreaElement>(/research topic or question/).getAttribute('rows')).toBe('4')

  await user.click(button('Next'))
  await user.click(button('Next'))
  await user.type(screen.getByLabelText('What is your LinkedIn profile URL? (optional)'), '{Enter}')
  expect(screen.getByText('Question 4 of 9')).toBeInTheDocument()

  const remaining: [RegExp, string][] = [
    [/projects you are working on/, 'Reef surveys'],
    [/achieve with your research/, 'A first paper'],
    [/kind of collaboration/, 'International Research'],
    [/tools, methods and software/, 'R'],
    [/peer-reviewed publications/, '1-3'],
    [/career going/, 'Faculty'],
  ]
  for (const [index, [label, value]] of remaining.entries()) {
    const isLast = index === remaining.length - 1
    const next = button(isLast ? 'Analyze Profile' : 'Next')
    expect(next.disabled).toBe(true)
    const control = screen.getByLabelText(label)
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value)
    else await user.type(control, value)
    expect(next.disabled).toBe(false)
    if (!isLast) await user.click(next)
  }
  expect(screen.getByText('Question 9 of 9')).toBeInTheDocument()
  expect(screen.getByText('100% complete')).toBeInTheDocument()

  await waitFor(() => expect(api.callsTo('saveProfilerDraft')).toHaveLength(10))
  const saved = api.callsTo('saveProfilerDraft').at(-1)?.request.json as SaveProfilerDraftInput
  expect(saved.step).toBe(8)
  expect(saved.answers.publications).toBe('1-3')
  expect(saved.answers.linkedin_url).toBe('')
})

test('Analyze Profile shows the summary, the three scores with their reasons, recommendations and venues; Export downloads Markdown', async () => {
  const answers = testAnswers()
  let finish: (state: ProfilerState) => void = () => undefined
  const api = fakeApi({
    profilerState: () => profilerState({ answers, step: 8 }),
    analyzeProfile: () => new Promise<ProfilerState>((resolve) => (finish = resolve)),
  })
  const { user } = renderWithApp(<ResearchProfiler />)
  await user.click(await screen.findByRole('button', { name: 'Analyze Profile' }))

  const status = await screen.findByRole('status')
  expect(within(status).getByRole('heading', { name: 'Analyzing Your Profile' })).toBeInTheDocument()
  expect(status.textContent).toContain('looking up journals and conferences')
  expect(api.callsTo('analyzeProfile')[0]?.request.json).toEqual({ answers })
  finish(profilerState({ answers, step: 8, analysis: testAnalysis(), updatedAt: '2025-06-01T10:00:00.000Z' }))

  const heading = await screen.findByRole('heading', { name: 'Your Research Profile' })
  await waitFor(() => expect(document.activeElement).toBe(heading))
  const summary = screen.getByTestId('profile-summary')
  expect(within(summary).getByText('1-3 peer-reviewed publications')).toBeInTheDocument()
  expect(within(summary).getByText('Coral reef recovery after marine heatwaves')).toBeInTheDocument()
  const linkedin = screen.getByRole('link', { name: /linkedin\.com\/in\/ada-reef/ })
  expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer')
  expect(linkedin.getAttribute('target')).toBe('_blank')

  const scores = screen.getAllByTestId('profile-score')
  expect(scores.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Research Potential',
    'Goal Alignment',
    'Collaboration Score',
  ])
  expect(within(scores[0] as HTMLElement).getByText('70%')).toBeInTheDocument()
  expect(within(scores[0] as HTMLElement).getByText('PhD Candidate: doctoral research experience')).toBeInTheDocument()
  expect(within(scores[0] as HTMLElement).getByText('+30 / 60')).toBeInTheDocument()

  const [first, second] = screen.getAllByTestId('profile-recommendation') as [HTMLElement, HTMLElement]
  expect(within(first).getByText('High priority').className).toContain('bg-red-100')
  expect(within(second).getByText('Medium priority').className).toContain('bg-amber-100')
  expect(within(first).getByText('Draft the methods section')).toBeInTheDocument()
  expect(within(first).getByRole('link', { name: 'Open the Methodology Advisor' }).getAttribute('href')).toBe(
    '/ai-methodology-advisor',
  )

  expect(screen.getByText(/coral reef recovery marine heatwaves/)).toBeInTheDocument()
  const journals = screen.getByTestId('venues-journals')
  expect(
    within(journals)
      .getByRole('link', { name: /Coral Reefs/ })
      .getAttribute('href'),
  ).toBe('https://openalex.org/S1')
  expect(within(journals).getByText('1,234 works on your topic')).toBeInTheDocument()
  expect(
    within(screen.getByTestId('venues-conferences')).getByText('No conferences found for these words.'),
  ).toBeInTheDocument()

  const createObjectURL = vi.fn((_blob: Blob) => 'blob:profile')
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
  let downloaded = ''
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloaded = this.download
  })
  await user.click(button('Export Profile'))
  expect(downloaded).toBe('research-profile.md')
  const text = await createObjectURL.mock.calls[0]?.[0].text()
  expect(text).toContain('# Research Profile')
  expect(text).toContain('- [Coral Reefs](<https://openalex.org/S1>): 1,234 works on your topic')
})

test('a failed analysis says so, keeps the answers, and Try again succeeds', async () => {
  const answers = testAnswers()
  let attempts = 0
  const api = fakeApi({
    profilerState: () => profilerState({ answers, step: 8 }),
    saveProfilerDraft: savedState,
    analyzeProfile: () =>
      ++attempts <= 2
        ? errorReply(503, 'SERVICE_UNAVAILABLE', 'The database did not answer. Please try again.')
        : profilerState({ answers, step: 8, analysis: testAnalysis() }),
  })
  const { user } = renderWithApp(<ResearchProfiler />)
  await user.click(await screen.findByRole('button', { name: 'Analyze Profile' }))

  expect(await screen.findByText('Failed to generate analysis. Please try again.')).toBeInTheDocument()
  const failure = screen.getByTestId('profiler-failed')
  expect(within(failure).getByText('Your profile could not be analyzed')).toBeInTheDocument()
  expect(within(failure).getByText('The database did not answer. Please try again.')).toBeInTheDocument()
  expect(screen.queryByTestId('profile-result')).toBeNull()
  await waitFor(() => expect(api.callsTo('saveProfilerDraft')[0]?.request.json).toEqual({ answers, step: 8 }))

  await user.click(button('Back to the questions'))
  expect(screen.getByLabelText<HTMLTextAreaElement>(/career going/).value).toBe(answers.career_aspirations)
  await user.click(button('Analyze Profile'))
  await user.click(await screen.findByRole('button', { name: 'Try again' }))

  expect(await screen.findByRole('heading', { name: 'Your Research Profile' })).toBeInTheDocument()
  expect(api.callsTo('analyzeProfile').map((call) => call.request.json)).toEqual([
    { answers },
    { answers },
    { answers },
  ])
})

test('an answer the server refuses is shown beside its question, and the questionnaire goes back to it', async () => {
  const answers = testAnswers({ research_goals: 'x' })
  fakeApi({
    profilerState: () => profilerState({ answers, step: 8 }),
    analyzeProfile: () =>
      errorReply(400, 'BAD_REQUEST', 'Some fields are invalid', {
        issues: [{ path: 'answers.research_goals', message: 'Say what you want to achieve' }],
      }),
  })
  const { user } = renderWithApp(<ResearchProfiler />)
  await user.click(await screen.findByRole('button', { name: 'Analyze Profile' }))

  const goals = await screen.findByLabelText<HTMLTextAreaElement>(/achieve with your research/)
  expect(screen.getByText('Question 5 of 9')).toBeInTheDocument()
  expect(goals.value).toBe('x')
  expect(goals.getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByText('Say what you want to achieve').id).toBe(goals.getAttribute('aria-describedby'))
  await user.type(goals, ' and more')
  expect(screen.queryByText('Say what you want to achieve')).toBeNull()
})

test('a failed save keeps what was typed and says which answer was refused', async () => {
  fakeApi({
    profilerState: () => profilerState({ answers: testAnswers({ linkedin_url: '' }), step: 2 }),
    saveProfilerDraft: () =>
      errorReply(400, 'BAD_REQUEST', 'Some fields are invalid', {
        issues: [{ path: 'answers.linkedin_url', message: 'Give a LinkedIn profile address' }],
      }),
  })
  const { user } = renderWithApp(<ResearchProfiler />)
  const linkedin = await screen.findByLabelText<HTMLInputElement>(/LinkedIn profile URL/)
  await user.type(linkedin, 'not a profile')
  await user.click(button('Next'))

  expect((await screen.findByRole('alert')).textContent).toContain('Question 3: Give a LinkedIn profile address')
  expect(screen.getByText('Question 4 of 9')).toBeInTheDocument()
  await user.click(button('Previous'))
  const shown = screen.getByLabelText<HTMLInputElement>(/LinkedIn profile URL/)
  expect(shown.value).toBe('not a profile')
  expect(shown.getAttribute('aria-invalid')).toBe('true')
})

test('a stored analysis is shown on load, and Retake Analysis resets it and starts again at question 1', async () => {
  const api = fakeApi({
    profilerState: () => profilerState({ answers: testAnswers(), step: 8, analysis: testAnalysis() }),
    resetProfiler: () => ({ reset: true }),
  })
  const { user } = renderWithApp(<ResearchProfiler />)
  await user.click(await screen.findByRole('button', { name: 'Retake Analysis' }))

  const first = await screen.findByLabelText<HTMLTextAreaElement>(/research topic or question/)
  expect(api.callsTo('resetProfiler')).toHaveLength(1)
  expect(first.value).toBe('')
  expect(screen.getByText('Question 1 of 9')).toBeInTheDocument()
  expect(button('Next').disabled).toBe(true)
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: /research topic or question/ }))
})

test('a profile that could not be loaded offers Retry', async () => {
  let attempts = 0
  fakeApi({
    profilerState: () =>
      ++attempts === 1 ? errorReply(500, 'INTERNAL', 'Something broke.') : profilerState({ step: 0 }),
  })
  const { user } = renderWithApp(<ResearchProfiler />)
  expect((await screen.findByRole('alert')).textContent).toContain('Something broke.')
  await user.click(button('Retry'))
  expect(await screen.findByText('Question 1 of 9')).toBeInTheDocument()
})

test('an answer typed without moving on is saved shortly after the last keystroke, at the question shown', async () => {
  const api = fakeApi({ profilerState: () => profilerState(), saveProfilerDraft: savedState })
  const { user } = renderWithApp(<ResearchProfiler />)

  await user.type(await screen.findByLabelText(/research topic or question/), 'Coral reef recovery')

  await waitFor(() => expect(api.callsTo('saveProfilerDraft')).toHaveLength(1), { timeout: 3000 })
  const saved = api.callsTo('saveProfilerDraft')[0]?.request.json as SaveProfilerDraftInput
  expect(saved).toMatchObject({ step: 0, answers: { research_interest: 'Coral reef recovery' } })
})
