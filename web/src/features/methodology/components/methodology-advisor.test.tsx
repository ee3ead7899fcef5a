import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { MethodologyPlan, PowerResult } from '#shared/contract/methodology'
import type { ResearchPath } from '#shared/contract/timeline'
import { MethodologyAdvisorRoute } from '../../../app/routes/ai-methodology-advisor'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { freeMe, premiumMe } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'

const QUESTION = 'Does a peer-tutoring program improve maths grades?'

function plan(checked: string[] = []): MethodologyPlan {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    researchQuestion: QUESTION,
    studyType: 'Mixed Methods',
    input: { researchQuestion: QUESTION, studyType: 'Mixed Methods', ethicsFlags: [] },
    checked,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    advice: {
      aim: 'evaluate-intervention',
      aimSource: 'question',
      matchedPhrase: 'program',
      assumptions: ['Two groups are assumed.'],
      designs: [
        {
          id: 'experimental',
          name: 'Randomised experiment',
          fit: 'recommended',
          why: ['Strongest for a causal question.'],
          strengths: ['Balances confounders.'],
          tradeOffs: ['Needs control.'],
        },
        {
          id: 'qualitative',
          name: 'Qualitative study',
          fit: 'unsuitable',
          why: ['Cannot estimate an effect.'],
          strengths: ['Meanings.'],
          tradeOffs: ['Small samples.'],
        },
      ],
      guideline: {
        id: 'CONSORT',
        name: 'CONSORT (randomised trials)',
        because: 'The recommended design is a randomised trial.',
        items: [
          { id: 'CONSORT-1', section: 'Title and abstract', text: 'Identify the study as a randomised trial.' },
          { id: 'CONSORT-2', section: 'Introduction', text: 'State the rationale.' },
        ],
      },
      otherGuidelines: [],
      ethics: [{ id: 'ethics-consent', text: 'Prepare a consent form.', because: 'The study has human participants.' }],
      phases: [{ name: 'Ethics approval', weeks: 4, because: 'An expedited review.', tasks: ['Submit'] }],
      totalWeeks: 4,
      analysis: {
        test: 'Independent-samples t-test',
        alternative: 'Mann-Whitney U test',
        effectSize: "Cohen's d",
        because: 'Two independent groups.',
        power: { test: 't-independent', effect: 0.5 },
        sampleSize: { n: 64, unit: 'per group', totalN: 128 },
        sampling: 'Draw the 128 participants from first-year students: a random sample from a list of them.',
      },
    },
  }
}

const powerResult: PowerResult = {
  test: 't-independent',
  solvedFor: 'sampleSize',
  alpha: 0.05,
  tails: 2,
  effect: 0.5,
  effectName: "Cohen's d",
  n: 64,
  exactN: 63.77,
  sampleSizeUnit: 'per group',
  totalN: 128,
  power: 0.8015,
  degreesOfFreedom: [126],
  noncentrality: 2.83,
  criticalValue: 1.979,
  curve: [
    { n: 2, power: 0.06 },
    { n: 64, power: 0.8015 },
    { n: 128, power: 0.98 },
  ],
  method: 'Independent-samples t-test',
}

test('a free member sees the Premium Feature overlay with Upgrade Now, and nothing of the tool is reachable or fetched', async () => {
  const api = fakeApi({ me: () => freeMe() })
  renderWithApp(<MethodologyAdvisorRoute />)

  expect(await screen.findByRole('heading', { name: 'Premium Feature' })).toBeInTheDocument()
  expect(screen.getByText('Upgrade to access the Methodology Advisor.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/pricing')
  expect(screen.getByText('Premium Tool')).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: /Research Question/ })).toBeNull()
  expect(api.calls.map((call) => call.name)).toEqual(['me'])
})

test('a blank question shows the spec’s toast; a question makes a plan whose checklist items can be ticked', async () => {
  const api = fakeApi({
    me: premiumMe,
    methodologyPlans: () => ({ plans: [] }),
    createMethodologyPlan: () => plan(),
    methodologyPlan: () => plan(),
    setMethodologyChecked: (request) => plan((request.json as { checked: string[] }).checked),
  })
  const { user } = renderWithApp(<MethodologyAdvisorRoute />)
  const question = await screen.findByRole('textbox', { name: /Research Question/ })
  expect(screen.getByRole('combobox', { name: 'Preferred Study Type' })).toHaveProperty('value', 'Mixed Methods')
  expect(screen.getByText(/candidate designs, the reporting and ethics checklists/)).toBeInTheDocument()

  await user.type(question, '   ')
  await user.click(screen.getByRole('button', { name: 'Generate Methodology' }))
  expect((await screen.findByTestId('toast')).textContent).toContain(
    'Please enter your research question for methodology recommendations.',
  )
  expect(api.callsTo('createMethodologyPlan')).toHaveLength(0)

  await user.clear(question)
  await user.type(question, QUESTION)
  await user.click(screen.getByText('Refine the design (optional questions)'))
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Can you assign participants to conditions at random?' }),
    'yes',
  )
  await user.click(screen.getByRole('checkbox', { name: 'Participants under 18' }))
  await user.click(screen.getByRole('button', { name: 'Generate Methodology' }))

  expect(await screen.findByRole('heading', { name: 'Candidate designs' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'In short' })).toBeNull()
  expect(api.callsTo('createMethodologyPlan')[0]?.request.json).toEqual({
    researchQuestion: QUESTION,
    studyType: 'Mixed Methods',
    canRandomise: true,
    ethicsFlags: ['minors'],
  })
  expect((await screen.findByTestId('toast')).textContent).toContain('Methodology Generated')
  expect(screen.getByTestId('advice-sample-size').textContent).toContain('64 per group (128 in all)')
  expect(screen.getByTestId('advice-sampling').textContent).toContain(
    'Draw the 128 participants from first-year students',
  )

  const checklist = screen.getByRole('group', { name: 'CONSORT checklist' })
  await user.click(within(checklist).getByRole('checkbox', { name: /Identify the study as a randomised trial/ }))
  expect(api.callsTo('setMethodologyChecked')[0]?.request.json).toEqual({ checked: ['CONSORT-1'] })
  expect(await screen.findByText('1 of 2 ticked.')).toBeInTheDocument()
}, 15_000)

test('a question in the address (?question=, from the hypothesis generator) is filled in and sent only on Generate', async () => {
  const api = fakeApi({
    me: premiumMe,
    methodologyPlans: () => ({ plans: [] }),
    createMethodologyPlan: () => plan(),
    methodologyPlan: () => plan(),
  })
  const { user } = renderWithApp(<MethodologyAdvisorRoute />, {
    path: '/ai-methodology-advisor',
    route: `/ai-methodology-advisor?question=${encodeURIComponent(QUESTION)}`,
  })
  expect(await screen.findByRole('textbox', { name: /Research Question/ })).toHaveValue(QUESTION)
  expect(api.callsTo('createMethodologyPlan')).toHaveLength(0)

  await user.click(screen.getByRole('button', { name: 'Generate Methodology' }))
  expect(await screen.findByRole('heading', { name: 'Candidate designs' })).toBeInTheDocument()
  expect(api.callsTo('createMethodologyPlan')[0]?.request.json).toMatchObject({ researchQuestion: QUESTION })
})

test('the power calculator sends the form and shows the sample size, its sentence and the curve', async () => {
  const api = fakeApi({ me: premiumMe, methodologyPlans: () => ({ plans: [] }), calculatePower: () => powerResult })
  const { user } = renderWithApp(<MethodologyAdvisorRoute />)
  await user.click(await screen.findByRole('tab', { name: 'Power calculator' }))
  expect(screen.getByText(/Choose a test and press Calculate/)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Calculate' }))

  expect((await screen.findByTestId('power-headline')).textContent).toBe('64')
  expect(api.callsTo('calculatePower')[0]?.request.json).toEqual({
    test: 't-independent',
    solveFor: 'sampleSize',
    alpha: 0.05,
    tails: 2,
    power: 0.8,
    effect: 0.5,
  })
  expect(screen.getByText(/you need 64 per group \(128 in all\)/)).toBeInTheDocument()
  // The SVG's text alternative: the curve in words, and its numbers as a table.
  expect(screen.getByRole('img', { name: /Power by sample size/ }).getAttribute('aria-labelledby')).toBeTruthy()
  expect(screen.getByRole('img').closest('figure')?.querySelector('figcaption')?.textContent).toMatch(
    /^Power by sample size: from 0\.06 at 2 per group to 0\.98 at 128 per group\. The dot is this design, power 0\.80\d at 64 per group\. The dashed line marks power 0\.80\d\.$/,
  )
  expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(4)

  await user.click(screen.getByRole('tab', { name: 'Advisor' }))
  await user.click(screen.getByRole('tab', { name: 'Power calculator' }))
  expect(screen.getByTestId('power-headline').textContent).toBe('64')
}, 15_000)

test("two proportions typed in the calculator become Cohen's h, shown with its working and sent as the effect", async () => {
  const proportionsResult: PowerResult = {
    ...powerResult,
    test: 'two-proportions',
    effect: 0.1924743,
    effectName: "Cohen's h",
    n: 424,
    exactN: 423.73,
    totalN: 848,
    degreesOfFreedom: [],
    method: 'Two independent proportions, arcsine transformation',
  }
  const api = fakeApi({
    me: premiumMe,
    methodologyPlans: () => ({ plans: [] }),
    calculatePower: () => proportionsResult,
  })
  const { user } = renderWithApp(<MethodologyAdvisorRoute />)
  await user.click(await screen.findByRole('tab', { name: 'Power calculator' }))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Test' }), 'two-proportions')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Give the effect as' }), 'proportions')
  expect(screen.queryByRole('textbox', { name: /Effect size/ })).toBeNull()
  expect(screen.getByTestId('derived-effect').textContent).toContain('Enter p₁ and p₂')

  await user.type(screen.getByRole('textbox', { name: /Proportion in group 1/ }), '0.10')
  await user.type(screen.getByRole('textbox', { name: /Proportion in group 2/ }), '0.05')
  expect(screen.getByTestId('derived-effect').textContent).toBe(
    'Derived effect size: h = |2·asin√0.1 − 2·asin√0.05| = 0.1925',
  )
  await user.click(screen.getByRole('button', { name: 'Calculate' }))

  expect((await screen.findByTestId('power-headline')).textContent).toBe('424')
  const sent = api.callsTo('calculatePower')[0]?.request.json as { test: string; effect: number }
  expect(sent.test).toBe('two-proportions')
  expect(sent.effect).toBeCloseTo(0.1924743, 7)
  expect(screen.getByText(/you need 424 per group \(848 in all\)/)).toBeInTheDocument()
}, 15_000)

test('an R² typed for a regression becomes f², and the result says which R² its f² stands for', async () => {
  const regressionResult: PowerResult = {
    ...powerResult,
    test: 'multiple-regression',
    effect: 0.3 / 0.7,
    effectName: 'f²',
    n: 53,
    exactN: 52.89,
    sampleSizeUnit: 'participants',
    totalN: 53,
    tails: null,
    degreesOfFreedom: [2, 50],
    method: 'Multiple regression',
  }
  const api = fakeApi({
    me: premiumMe,
    methodologyPlans: () => ({ plans: [] }),
    calculatePower: () => regressionResult,
  })
  const { user } = renderWithApp(<MethodologyAdvisorRoute />)
  await user.click(await screen.findByRole('tab', { name: 'Power calculator' }))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Test' }), 'multiple-regression')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Give the effect as' }), 'r2')
  await user.type(screen.getByRole('textbox', { name: /R² the predictors explain/ }), '0.3')
  expect(screen.getByTestId('derived-effect').textContent).toBe('Derived effect size: f² = 0.3 / (1 − 0.3) = 0.4286')
  await user.click(screen.getByRole('button', { name: 'Calculate' }))

  expect((await screen.findByTestId('power-headline')).textContent).toBe('53')
  expect((api.callsTo('calculatePower')[0]?.request.json as { effect: number }).effect).toBeCloseTo(0.4285714, 7)
  expect(screen.getByText('R² that f² stands for').nextElementSibling?.textContent).toBe('0.3')
}, 15_000)

const sentPath: ResearchPath = {
  id: '22222222-2222-4222-8222-222222222222',
  title: QUESTION,
  description: 'From the methodology advisor: 4 weeks in 1 phase, starting 2030-01-07.',
  milestoneCount: 1,
  doneCount: 0,
  nextDeadline: '2030-02-04',
  hasFeed: false,
  createdAt: '2025-06-01T10:00:00.000Z',
  updatedAt: '2025-06-01T10:00:00.000Z',
  field: 'Research Timeline',
  goals: ['Ethics approval'],
  notes: '',
  milestones: [
    {
      id: 'm1',
      title: 'Ethics approval',
      description: '4 weeks from 2030-01-07.',
      deadline: '2030-02-04',
      priority: 'High',
      status: 'Planned',
    },
  ],
}

async function openPlan(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    me: premiumMe,
    methodologyPlans: () => ({ plans: [] }),
    createMethodologyPlan: () => plan(),
    methodologyPlan: () => plan(),
    ...handlers,
  })
  const rendered = renderWithApp(<MethodologyAdvisorRoute />)
  await rendered.user.type(await screen.findByRole('textbox', { name: /Research Question/ }), QUESTION)
  await rendered.user.click(screen.getByRole('button', { name: 'Generate Methodology' }))
  await screen.findByRole('heading', { name: 'Phased plan: 4 weeks' })
  return { api, ...rendered }
}

test('the phased plan goes to the timeline builder from the picked start date, with the spec’s saved toast', async () => {
  const { api, user } = await openPlan({ sendMethodologyPlanToTimeline: () => sentPath })
  const start = screen.getByLabelText('Start date')
  expect((start as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  await user.clear(start)
  await user.type(start, '2030-01-07')
  await user.click(screen.getByRole('button', { name: 'Send to the timeline builder' }))

  expect(await screen.findByText('Left for another page')).toBeInTheDocument()
  expect(window.location.pathname + window.location.search).toBe(`/research-timeline-builder?path=${sentPath.id}`)
  expect(api.callsTo('sendMethodologyPlanToTimeline')[0]?.request).toMatchObject({
    params: { planId: plan().id },
    json: { startDate: '2030-01-07' },
  })
  const toast = await screen.findByTestId('toast')
  expect(toast.textContent).toContain('Research Path Saved')
  expect(toast.textContent).toContain('Your research timeline has been saved to My Research Paths.')
}, 15_000)

test('a refused send stays on the plan and says why: the timeline’s limit, or the spec’s failure toast', async () => {
  let reply = errorReply(409, 'CONFLICT', 'You can keep up to 100 research paths. Delete one to save another.')
  const { user } = await openPlan({ sendMethodologyPlanToTimeline: () => reply })

  await user.click(screen.getByRole('button', { name: 'Send to the timeline builder' }))
  expect((await screen.findByTestId('toast')).textContent).toContain(
    'Save FailedYou can keep up to 100 research paths. Delete one to save another.',
  )
  expect(window.location.pathname).toBe('/')

  reply = errorReply(500, 'INTERNAL', 'Something broke')
  await user.click(screen.getByRole('button', { name: 'Send to the timeline builder' }))
  expect(
    (await screen.findAllByTestId('toast')).some((toast) =>
      toast.textContent.includes('Failed to save research timeline. Please try again.'),
    ),
  ).toBe(true)
}, 15_000)

test('a plan with a model’s rewording shows it first, named as the model’s', async () => {
  const reworded: MethodologyPlan = {
    ...plan(),
    advice: {
      ...plan().advice,
      rationale: {
        text: 'A randomised experiment suits your question; you need 64 per group, 128 in all.',
        source: 'model',
        model: 'fake-llm',
        notice: null,
      },
    },
  }
  await openPlan({ createMethodologyPlan: () => reworded, methodologyPlan: () => reworded })

  expect(screen.getByRole('heading', { name: 'In short' })).toBeInTheDocument()
  expect(screen.getByTestId('advice-rationale').textContent).toBe(reworded.advice.rationale?.text)
  expect(screen.getByText(/Reworded by the language model \(fake-llm\)/)).toBeInTheDocument()
}, 15_000)

test('a rewording the check refused shows the rules’ reasons with the notice', async () => {
  const refused: MethodologyPlan = {
    ...plan(),
    advice: {
      ...plan().advice,
      rationale: { text: 'The rules’ sentences.', source: 'rules', model: null, notice: 'The model changed a number.' },
    },
  }
  await openPlan({ createMethodologyPlan: () => refused, methodologyPlan: () => refused })

  expect(screen.getByTestId('advice-rationale').textContent).toBe('The rules’ sentences.')
  expect(screen.getByText('The model changed a number.')).toBeInTheDocument()
}, 15_000)
