import type { MilestonePriority } from '#shared/contract/timeline'
import { addDays } from './timeline-dates'

type TemplateStep = { title: string; description: string; priority: MilestonePriority; days: number }

export type TimelineTemplate = {
  id: string
  name: string
  /** 'start': steps fall `days` after the picked date; 'due': `days` before it */
  anchor: 'start' | 'due'
  anchorLabel: string
  steps: TemplateStep[]
}

const step = (days: number, title: string, description: string, priority: MilestonePriority = 'Medium') => ({
  days,
  title,
  description,
  priority,
})

/** Typical schedules, as starting points the user edits; none is a rule of any institution. */
export const TIMELINE_TEMPLATES: TimelineTemplate[] = [
  {
    id: 'science-fair',
    name: 'High-school science fair project',
    anchor: 'due',
    anchorLabel: 'Fair date',
    steps: [
      step(84, 'Choose a question', 'Pick a testable question and check it with your teacher.', 'High'),
      step(77, 'Background research', 'Read about the topic and note your sources.'),
      step(70, 'Hypothesis and plan', 'Write the hypothesis, variables and materials list.', 'High'),
      step(63, 'Safety approval', 'Get the fair’s forms signed before any experiment.', 'High'),
      step(42, 'Run the experiment', 'Collect data in a lab notebook, with repeated trials.', 'High'),
      step(28, 'Analyse the results', 'Tables, graphs and what they show.'),
      step(14, 'Write the report', 'Abstract, method, results, conclusion, references.'),
      step(7, 'Build the display board', 'Board, printouts and a practice run of your talk.'),
      step(0, 'Science fair', 'Present your project.', 'High'),
    ],
  },
  {
    id: 'undergraduate-thesis',
    name: 'Undergraduate thesis',
    anchor: 'due',
    anchorLabel: 'Submission date',
    steps: [
      step(240, 'Agree the topic with a supervisor', 'Meet potential supervisors and settle the question.', 'High'),
      step(210, 'Literature review', 'Map the key papers and the gap your thesis fills.'),
      step(180, 'Research proposal', 'Aims, method and timeline, agreed with the supervisor.', 'High'),
      step(160, 'Ethics approval', 'Needed before working with people or their data.', 'High'),
      step(120, 'Data collection', 'Run the study or gather the sources.'),
      step(75, 'Analysis', 'Analyse the data and draft the results.'),
      step(45, 'Full draft', 'Send the complete draft to the supervisor.', 'High'),
      step(14, 'Revisions', 'Address the feedback, proofread, check references.'),
      step(0, 'Submit the thesis', 'Final submission.', 'High'),
    ],
  },
  {
    id: 'masters-thesis',
    name: 'Master’s thesis',
    anchor: 'start',
    anchorLabel: 'Start date',
    steps: [
      step(30, 'Research question agreed', 'Settle the question and scope with the supervisor.', 'High'),
      step(75, 'Literature review drafted', 'A written review you can reuse as a chapter.'),
      step(90, 'Proposal approved', 'Aims, method and schedule signed off.', 'High'),
      step(105, 'Ethics approval', 'Before any data collection with people or their data.', 'High'),
      step(200, 'Data collection complete', ''),
      step(250, 'Analysis complete', 'Results chapters drafted.'),
      step(300, 'Full draft to supervisor', '', 'High'),
      step(330, 'Final revisions', 'Feedback addressed, formatting and references checked.'),
      step(345, 'Thesis submitted', '', 'High'),
      step(390, 'Defence or viva', 'Prepare slides and answers to likely questions.', 'High'),
    ],
  },
  {
    id: 'phd',
    name: 'PhD',
    anchor: 'start',
    anchorLabel: 'Start date',
    steps: [
      step(120, 'Coursework, first term', 'Required courses and research methods training.'),
      step(270, 'Coursework complete', 'All required credits passed.', 'High'),
      step(365, 'Qualifying exam', 'Comprehensive or qualifying examination.', 'High'),
      step(450, 'Literature review', 'The review chapter or a survey paper.'),
      step(540, 'Thesis proposal defended', 'Proposal approved by the committee.', 'High'),
      step(570, 'Ethics approval', 'Institutional review for studies with people or their data.', 'High'),
      step(730, 'First paper submitted', 'A first-author paper from the early work.'),
      step(1000, 'Second paper submitted', ''),
      step(1180, 'Third paper submitted', ''),
      step(1280, 'Thesis draft to committee', '', 'High'),
      step(1400, 'Thesis submitted', '', 'High'),
      step(1460, 'Defence', 'The final oral examination.', 'High'),
    ],
  },
  {
    id: 'grant-application',
    name: 'Grant application cycle',
    anchor: 'due',
    anchorLabel: 'Funder deadline',
    steps: [
      step(90, 'Read the call', 'Eligibility, criteria, budget limits and required documents.', 'High'),
      step(80, 'Contact the programme officer', 'Check the idea fits the call.'),
      step(70, 'Specific aims page', 'One page: the problem, aims and expected outcomes.', 'High'),
      step(56, 'Partners and letters of support', 'Ask collaborators early; letters take time.'),
      step(42, 'Budget and justification', 'Agree it with your research office.'),
      step(28, 'Full draft', 'Narrative, methods, impact, data management plan.', 'High'),
      step(21, 'Internal review', 'Colleagues read it as reviewers would.'),
      step(10, 'Institutional sign-off', 'Research office approval; many need ten working days.', 'High'),
      step(0, 'Submit the application', '', 'High'),
    ],
  },
  {
    id: 'conference-paper',
    name: 'Conference paper',
    anchor: 'due',
    anchorLabel: 'Submission deadline',
    steps: [
      step(60, 'Pick the venue and read the call', 'Page limits, template, anonymity rules.', 'High'),
      step(49, 'Outline and figures plan', ''),
      step(35, 'Experiments or analysis complete', '', 'High'),
      step(21, 'Full draft', 'All sections written.'),
      step(14, 'Co-author feedback', ''),
      step(7, 'Revise and polish', 'Related work, references, anonymisation.'),
      step(2, 'Abstract registration', 'Many conferences need the abstract a few days early.', 'High'),
      step(0, 'Submit the paper', '', 'High'),
    ],
  },
]

export type PlacedMilestone = {
  title: string
  description: string
  deadline: string
  priority: MilestonePriority
  status: 'Planned'
}

/** The template's steps as milestones dated from the picked date, earliest first. */
export function placeTemplate(template: TimelineTemplate, anchorDate: string): PlacedMilestone[] {
  const sign = template.anchor === 'start' ? 1 : -1
  return template.steps
    .map((entry) => ({
      title: entry.title,
      description: entry.description,
      priority: entry.priority,
      deadline: addDays(anchorDate, sign * entry.days),
      status: 'Planned' as const,
    }))
    .sort((a, b) => a.deadline.localeCompare(b.deadline))
}
