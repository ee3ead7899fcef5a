import { BookMarked, Download, Search, Smartphone, Sparkles, type LucideIcon } from 'lucide-react'

export type NextStep = { icon: LucideIcon; title: string; description: string }

export const billingNextSteps: NextStep[] = [
  {
    icon: Search,
    title: 'Unlimited researcher searches',
    description: 'Search the global researcher network as often as you need.',
  },
  {
    icon: Sparkles,
    title: 'AI research recommendations',
    description: 'Unlimited queries in every research mode, each answer cited from live sources.',
  },
  {
    icon: BookMarked,
    title: 'Direct line to the team',
    description: 'Questions and ideas reach the Lodestar team directly, through the contact form or by e-mail.',
  },
  {
    icon: Download,
    title: 'Advanced export',
    description: 'BibTeX and RIS references, calendar files for your timeline, and a full export of your data.',
  },
  {
    icon: Smartphone,
    title: 'Mobile app coming soon',
    description: 'There is no app yet; Lodestar already works in your phone’s browser.',
  },
]
