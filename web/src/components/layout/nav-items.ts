export type NavLinkItem = { label: string; to: string; description?: string }
/** A menu; `sections` follow its items under their own headings (the AI Tools menu's "Writing tools"). */
export type NavGroup = { label: string; items: NavLinkItem[]; sections?: { label: string; items: NavLinkItem[] }[] }

/** The premium writing tools, listed in the AI Tools menu, the exploration hub and the Research Hub's cards. */
export const writingToolLinks: NavLinkItem[] = [
  { label: 'Literature Review', to: '/ai-literature-review', description: 'Themes, PRISMA flow and references' },
  { label: 'Hypothesis Generator', to: '/ai-hypothesis-generator', description: 'Testable ideas with their evidence' },
  { label: 'Methodology Advisor', to: '/ai-methodology-advisor', description: 'Study designs and sample size' },
  { label: 'Data Analyzer', to: '/ai-data-analyzer', description: 'Statistics and charts from your data' },
]

export const aboutGroup: NavGroup = {
  label: 'About',
  items: [
    { label: 'Branches', to: '/branches' },
    { label: 'Our Mission', to: '/mission' },
    { label: 'Our Supporters', to: '/supporters' },
  ],
}

export const memberGroups: NavGroup[] = [
  {
    label: 'Discovery',
    items: [
      {
        label: 'Global Research Discovery',
        to: '/home?tab=discovery',
        description: 'Find researchers by topic or name',
      },
      { label: 'Exploration Hub', to: '/exploration-hub', description: 'Profiler, pathways, learning hub, timeline' },
    ],
  },
  {
    label: 'AI Tools',
    items: [
      { label: 'AI Research Engine', to: '/home?tab=ai', description: 'Answers grounded in scholarly sources' },
      {
        label: 'College Assessment',
        to: '/home?tab=college',
        description: 'Matches from federal College Scorecard data',
      },
    ],
    sections: [{ label: 'Writing tools', items: writingToolLinks }],
  },
  aboutGroup,
]

/** Every link of a menu, its sections' included. */
export function allItems(group: NavGroup): NavLinkItem[] {
  return [...group.items, ...(group.sections ?? []).flatMap((section) => section.items)]
}

/** Whether a nav target is the page being shown (query included for the home tabs). */
export function isCurrent(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?')
  if (path !== pathname) return false
  if (!query) return true
  const wanted = new URLSearchParams(query)
  const actual = new URLSearchParams(search)
  return [...wanted].every(([key, value]) => actual.get(key) === value)
}
