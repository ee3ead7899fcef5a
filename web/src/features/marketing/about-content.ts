import { GraduationCap, Handshake, Lightbulb, Search, type LucideIcon } from 'lucide-react'

export const missionStatement =
  'Lodestar exists to make research reachable. We help students and researchers find the literature and the people behind it, choose where to study, plan a research path and learn the craft of research, with tools that always show where their answers come from.'

export type AboutCard = { icon: LucideIcon; title: string; description: string }

export const missionAudiences: AboutCard[] = [
  {
    icon: Search,
    title: 'For the curious',
    description:
      'Students who keep asking why. Start from a question and follow it to the papers, data and people that answer it.',
  },
  {
    icon: Handshake,
    title: 'For the collaborative',
    description:
      'Researchers and students who do their best work together. Find who works on your topic and reach out to them.',
  },
  {
    icon: Lightbulb,
    title: 'For the innovative',
    description:
      'Anyone turning an idea into a project: a hypothesis, a method, a timeline and the evidence to back it.',
  },
]

export type Belief = { title: string; description: string }

export const missionBeliefs: Belief[] = [
  {
    title: 'Research belongs to everyone',
    description: 'A good question deserves good sources, whether you are in high school or running a lab.',
  },
  {
    title: 'Show the evidence',
    description: 'Every answer should point at the real records it came from, so you can check it yourself.',
  },
  {
    title: 'Learn by doing',
    description: 'The craft of research is learned by practising it: reading, planning, testing and revising.',
  },
  {
    title: 'Discovery is shared',
    description: 'Connecting people across institutions and fields moves research further than working alone.',
  },
]

export type BranchItem = { title: string; description: string; to?: string }

/** The computer-science branch's offerings; only those that are Lodestar pages are links. */
export const computerScienceBranch: { title: string; description: string; items: BranchItem[] } = {
  title: 'Computer Science Branch',
  description: 'Our first branch, for students finding their way into computer science and research in computing.',
  items: [
    { title: 'Interest Profiler', description: 'Find the areas of computer science that match your interests.' },
    {
      title: 'Exploration Hub',
      description: 'Lodestar’s profiler, pathways, learning hub and timeline builder in one place.',
      to: '/exploration-hub',
    },
    { title: 'CS Pathways', description: 'Routes through study and careers in computer science.' },
    { title: 'CS Verse', description: 'A learning space for the ideas and vocabulary of computing.' },
  ],
}

export type Supporter = {
  id: 'aiProgram' | 'mentorship'
  description: string
  focus: string
  stats: { value: string; label: string }[]
  icon: LucideIcon
}

export const supporters: Supporter[] = [
  {
    id: 'aiProgram',
    icon: Lightbulb,
    description: 'An AI & machine-learning education program',
    focus: 'Teaches students to build with artificial intelligence and machine learning through hands-on projects.',
    stats: [
      { value: '3000+', label: 'students' },
      { value: '900+', label: 'projects' },
    ],
  },
  {
    id: 'mentorship',
    icon: GraduationCap,
    description: 'A research mentorship institute',
    focus: 'Pairs students with PhD mentors for guided research projects across disciplines.',
    stats: [
      { value: '1000+', label: 'PhD mentors' },
      { value: '100+', label: 'universities' },
    ],
  },
]
