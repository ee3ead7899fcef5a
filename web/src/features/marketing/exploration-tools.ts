import {
  BarChart3,
  BookOpen,
  BookOpenText,
  CalendarRange,
  ClipboardList,
  Compass,
  Lightbulb,
  Route,
  type LucideIcon,
} from 'lucide-react'

export type ExplorationTool = {
  title: string
  to: string
  icon: LucideIcon
  description: string
  features: [string, string, string, string]
  /** Premium tools still open for everyone; non-premium members see what the tool offers and how to upgrade. */
  premium: boolean
  /** false until the tool's own release lands, so no link leads to a missing page */
  available: boolean
}

export const explorationTools: ExplorationTool[] = [
  {
    title: 'Research Profiler',
    to: '/research-profiler',
    icon: Compass,
    description:
      'Answer nine questions about your research interests, experience and goals, and get an analysis of where to go next.',
    features: [
      'Nine-question questionnaire',
      'Scores from a documented rubric, with reasons',
      'Prioritised recommendations with action items',
      'Conferences and journals from real venue data',
    ],
    premium: false,
    available: true,
  },
  {
    title: 'Research Pathways',
    to: '/research-pathways',
    icon: Route,
    description:
      'Explore four research careers step by step, and forecast research trends from real publication data; the other pathway tools arrive in their own releases.',
    features: [
      'Academic, industry, policy and entrepreneur archetypes',
      'Pathway steps, skills and funding sources',
      'Research trends from real publication counts per year',
      'Each forecast backtested against what happened',
    ],
    premium: true,
    available: true,
  },
  {
    title: 'Research Learning Hub',
    to: '/research-verse',
    icon: BookOpen,
    description: 'Learn the vocabulary of research with flashcards, quizzes and spaced repetition that adapts to you.',
    features: [
      '105 flashcards in 6 categories',
      'FSRS spaced repetition, as in modern Anki',
      'Quiz mode with a 30-second timer',
      'XP, streaks and achievements synced to your account',
    ],
    premium: true,
    available: true,
  },
  {
    title: 'Research Timeline Builder',
    to: '/research-timeline-builder',
    icon: CalendarRange,
    description: 'Plan a research project as milestones with deadlines, and keep every plan in your account.',
    features: [
      'Milestones with deadlines, priorities and status',
      'Research paths saved to your account',
      'Reopen, edit and delete in My Research Paths',
      'Calendar export (.ics)',
    ],
    premium: false,
    available: true,
  },
]

/** The premium writing tools, in the hub's second section (the AI Tools menu lists the same four). */
export const writingTools: ExplorationTool[] = [
  {
    title: 'Literature Review Generator',
    to: '/ai-literature-review',
    icon: BookOpenText,
    description: 'A themed review of the works the sources return, every finding quoted from its abstract.',
    features: [
      'Themes found from text and shared references',
      'A PRISMA 2020 flow diagram from the real counts',
      'References as BibTeX, RIS, CSL-JSON, APA or Vancouver',
      'Reviews kept in My reviews',
    ],
    premium: true,
    available: true,
  },
  {
    title: 'Hypothesis Generator',
    to: '/ai-hypothesis-generator',
    icon: Lightbulb,
    description: 'Testable hypotheses found by literature-based discovery, each with its evidence and how new it is.',
    features: [
      'From one research area, or connecting two ideas',
      'Evidence chains quoted with their works',
      'Novelty: works on both ideas against the number expected',
      'Design a study in the methodology advisor',
    ],
    premium: true,
    available: true,
  },
  {
    title: 'Methodology Advisor',
    to: '/ai-methodology-advisor',
    icon: ClipboardList,
    description:
      'Study designs for your question with their trade-offs, checklists, a phased plan and the sample size.',
    features: [
      'Candidate designs with their strengths and risks',
      'Reporting and ethics checklists',
      'Power and sample-size calculator',
      'Plans kept on your account',
    ],
    premium: true,
    available: true,
  },
  {
    title: 'Data Analyzer',
    to: '/ai-data-analyzer',
    icon: BarChart3,
    description: 'Upload a CSV or Excel file and get the right tests, effect sizes and charts, reported in APA style.',
    features: [
      'Tests chosen from your variables, assumptions checked',
      'Effect sizes with confidence intervals',
      'Statistics checked against R',
      'Report and R code to export',
    ],
    premium: true,
    available: true,
  },
]
