/** The research profiler's nine questions, in the spec's order, with its ids, kinds and options. */

export const EXPERIENCE_LEVELS = [
  'Undergraduate Student',
  'Graduate Student',
  'PhD Candidate',
  'Postdoc',
  'Early Career Researcher',
  'Senior Researcher',
  'Principal Investigator',
] as const

export const COLLABORATION_INTERESTS = [
  'Industry Partnerships',
  'Academic Collaborations',
  'Cross-disciplinary Projects',
  'International Research',
  'Startup Ventures',
  'Government Projects',
  'Open Source Projects',
] as const

export const PUBLICATION_COUNTS = ['0', '1-3', '4-10', '11-25', '26-50', '50+'] as const

export type ProfilerQuestionId =
  | 'research_interest'
  | 'experience_level'
  | 'linkedin_url'
  | 'current_projects'
  | 'research_goals'
  | 'collaboration_interests'
  | 'tools_expertise'
  | 'publications'
  | 'career_aspirations'

export type ProfilerQuestion = {
  id: ProfilerQuestionId
  question: string
  type: 'textarea' | 'input' | 'select'
  placeholder: string
  options?: readonly string[]
  /** only the LinkedIn URL may be left empty (the spec's Next rule) */
  optional?: boolean
}

export const PROFILER_TEXT_MAX = 2000

export const PROFILER_QUESTIONS: readonly ProfilerQuestion[] = [
  {
    id: 'research_interest',
    question: 'What research topic or question interests you most?',
    type: 'textarea',
    placeholder: 'e.g. How coral reefs recover after marine heatwaves',
  },
  {
    id: 'experience_level',
    question: 'What is your current research experience level?',
    type: 'select',
    placeholder: 'Select an option',
    options: EXPERIENCE_LEVELS,
  },
  {
    id: 'linkedin_url',
    question: 'What is your LinkedIn profile URL? (optional)',
    type: 'input',
    placeholder: 'https://www.linkedin.com/in/your-name',
    optional: true,
  },
  {
    id: 'current_projects',
    question: 'Describe the research projects you are working on now.',
    type: 'textarea',
    placeholder: 'What you study, the methods you use, and where each project stands',
  },
  {
    id: 'research_goals',
    question: 'What do you want to achieve with your research in the next two years?',
    type: 'textarea',
    placeholder: 'e.g. Submit a first-author paper by next June and present it at a conference',
  },
  {
    id: 'collaboration_interests',
    question: 'What kind of collaboration interests you most?',
    type: 'select',
    placeholder: 'Select an option',
    options: COLLABORATION_INTERESTS,
  },
  {
    id: 'tools_expertise',
    question: 'Which research tools, methods and software do you know?',
    type: 'textarea',
    placeholder: 'e.g. Python, R, SPSS, qualitative interviews, PCR, GIS',
  },
  {
    id: 'publications',
    question: 'How many peer-reviewed publications do you have?',
    type: 'select',
    placeholder: 'Select an option',
    options: PUBLICATION_COUNTS,
  },
  {
    id: 'career_aspirations',
    question: 'Where do you see your career going?',
    type: 'textarea',
    placeholder: 'e.g. A faculty position, an industry research lab, science policy, a startup',
  },
]
