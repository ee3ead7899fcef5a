import { BookOpen, CalendarRange, Compass, Route, type LucideIcon } from 'lucide-react'

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
    description: 'Explore four research careers step by step, and use four tools that work on real publication data.',
    features: [
      'Academic, industry, policy and entrepreneur archetypes',
      'Pathway steps, skills and funding sources',
      'Research trends from real publication counts per year',
      'Collaborators found among researchers active in your topic',
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
