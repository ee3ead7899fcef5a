export type NavLinkItem = { label: string; to: string; description?: string }
export type NavGroup = { label: string; items: NavLinkItem[] }

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
  },
  aboutGroup,
]

/** Whether a nav target is the page being shown (query included for the home tabs). */
export function isCurrent(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?')
  if (path !== pathname) return false
  if (!query) return true
  const wanted = new URLSearchParams(query)
  const actual = new URLSearchParams(search)
  return [...wanted].every(([key, value]) => actual.get(key) === value)
}
