import {
  BookOpen,
  CalendarRange,
  Compass,
  FlaskConical,
  GraduationCap,
  Route,
  Search,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { FREE_DAILY_LIMITS } from '#shared/plans'

export type PlanContent = {
  name: string
  price: string
  period: string
  description: string
  features: string[]
  limitations: string[]
}

export const freePlan: PlanContent = {
  name: 'Free',
  price: '$0',
  period: 'Forever',
  description: 'Everything you need to start exploring research.',
  features: [
    `${FREE_DAILY_LIMITS.aiQuery} AI research queries a day`,
    `${FREE_DAILY_LIMITS.researcherSearch} researcher searches a day`,
    'Comprehensive Intelligence research mode',
    'Answers with numbered citations to real records',
    'College assessment on College Scorecard data',
    'Research profiler',
    'Research timeline builder with calendar export',
  ],
  limitations: [
    'One research mode of twelve',
    'No voice input or spoken replies',
    'No research pathways or learning hub',
    'No premium writing tools',
  ],
}

export const premiumPlan: PlanContent = {
  name: 'Premium',
  price: 'TBD',
  period: 'Lifetime access · contact for pricing',
  description: 'Every tool, every research mode, no daily limits.',
  features: [
    'All 12 research modes of the AI research engine',
    'Unlimited AI research queries',
    'Unlimited researcher searches',
    'Live sources: OpenAlex, PubMed and NCBI E-utilities',
    'arXiv, Crossref and Europe PMC',
    'Semantic Scholar and CORE',
    'PubChem chemical data and a government policy source',
    'Evidence mode: every sentence cited from retrieved abstracts',
    'Web scanning with adjustable scan depth',
    'Voice input and spoken replies',
    'Chat export',
    'Research pathways: four career archetypes',
    'Career Path Analyzer on O*NET and BLS data; Grant Proposal Writer on NIH, NSF and Grants.gov data',
    'Research Trends Predictor from real publication counts',
    'Collaboration Opportunity Finder on OpenAlex co-author networks',
    'Learning hub with 105 research flashcards in 6 categories',
    'FSRS spaced repetition, study and 30-second quiz modes',
    'XP, levels, streaks and 12 achievements, synced to your account',
    'Timeline builder with saved research paths and .ics export',
    'Literature review with BibTeX and RIS references',
    'Hypothesis generator',
    'Methodology advisor with sample-size and power calculation',
    'Data analyzer: upload your data, get statistics and charts',
  ],
  limitations: [],
}

export const enterprisePlan: PlanContent = {
  name: 'Enterprise',
  price: 'Custom',
  period: 'For labs, schools and institutions',
  description: 'Lodestar for a whole team, on infrastructure you control.',
  features: [
    'Everything in Premium for your members',
    'Team accounts on your own Lodestar instance',
    'Admin console: users, plans, messages and usage',
    'Grant and revoke premium access for members',
    'Self-hosting on your own PostgreSQL database',
    'Stateless app instances behind your load balancer',
    'Configurable language model endpoint (any OpenAI-compatible server)',
    'Runs without a language model, in evidence mode',
    'Configurable base URL for every scholarly API',
    'Uploads on local disk or S3-compatible storage',
    'Account e-mail through your own SMTP server',
    'Help with deployment and configuration from our team',
  ],
  limitations: [],
}

export type FeatureCard = { icon: LucideIcon; title: string; description: string }

export const pricingFeatures: FeatureCard[] = [
  {
    icon: Search,
    title: 'AI Research Engine',
    description:
      'Answers grounded in sources retrieved live from scholarly APIs, with numbered citations to real records.',
  },
  {
    icon: Users,
    title: 'Global Researcher Discovery',
    description: 'Find researchers by topic or name through OpenAlex, sorted by citations, works or h-index.',
  },
  {
    icon: GraduationCap,
    title: 'College Assessment',
    description: 'Recommendations from the College Scorecard with transparent match scores and reasons.',
  },
  {
    icon: Compass,
    title: 'Research Profiler',
    description: 'Nine questions, rubric scores, and conferences and journals for your topic.',
  },
  {
    icon: Route,
    title: 'Research Pathways',
    description: 'Four career archetypes and four tools, including trends from real publication counts.',
  },
  {
    icon: BookOpen,
    title: 'Learning Hub',
    description: '105 flashcards with study, quiz and FSRS spaced repetition; progress kept on your account.',
  },
  {
    icon: CalendarRange,
    title: 'Timeline Builder',
    description: 'Plan milestones, save research paths and export them to your calendar.',
  },
  {
    icon: FlaskConical,
    title: 'Writing & Analysis Tools',
    description: 'Literature review, hypotheses, methodology with power calculation, and a data analyzer.',
  },
]

/** The ten modes the pricing page lists; the engine itself offers twelve. */
export const pricingResearchModes = [
  'Comprehensive Intelligence',
  'Biomedical Research',
  'Chemical Intelligence',
  'Genomic Analysis',
  'Literature Meta-Analysis',
  'Trend Forecasting',
  'Statistical Analysis',
  'Molecular Modeling',
  'Policy Research',
  'Cross-Domain Synthesis',
] as const

export type FaqItem = { question: string; answer: string }

export const pricingFaq: FaqItem[] = [
  {
    question: 'How do I get Premium?',
    answer:
      'Lodestar has no online checkout. Send us a message with the form on this page or by e-mail, and the Lodestar team grants Premium to your account from the admin console. It applies straight away: you do not need to sign in again.',
  },
  {
    question: 'What does the Free plan include, and when do the limits reset?',
    answer: `Free accounts get ${FREE_DAILY_LIMITS.aiQuery} AI research queries and ${FREE_DAILY_LIMITS.researcherSearch} researcher searches a day, plus the college assessment, research profiler and timeline builder. Usage is counted on our server for your account, and the counters reset at midnight UTC.`,
  },
  {
    question: 'Where does the research data come from?',
    answer:
      'From real public scholarly services, queried live: OpenAlex, PubMed and NCBI E-utilities, arXiv, Crossref, Europe PMC, Semantic Scholar, CORE and PubChem. College recommendations use the U.S. Department of Education’s College Scorecard. Every citation links to the record it came from.',
  },
  {
    question: 'Is the data openly licensed?',
    answer:
      'The metadata we build on is openly available: OpenAlex, our main index, releases its data under CC0, and the College Scorecard is public U.S. government data. Abstracts and full texts stay under their publishers’ and authors’ own licences, so we quote short excerpts with a citation and link to the original.',
  },
  {
    question: 'Do the answers come from an AI model?',
    answer:
      'Only if one is configured. Without a language model, the engine answers in evidence mode: a structured brief built from the retrieved abstracts, with every sentence cited, and labelled as such.',
  },
  {
    question: 'Can I take my data with me or delete it?',
    answer:
      'Yes. From your profile settings you can export all your data, and deleting your account removes the account and all its data once you confirm it is you.',
  },
]
