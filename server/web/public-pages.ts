/**
 * The pages a visitor can open, as search engines should describe them. Each gets its own
 * description and a canonical URL in the served HTML, and a place in sitemap.xml; `module` is the
 * page's lazily loaded route (relative to web/), whose code the HTML then asks for at once.
 * Member pages (/home, /profile-settings, /billing-success, /admin) and unknown paths keep the
 * generic description of web/index.html and no canonical.
 */
export const PUBLIC_PAGES: readonly { path: string; module?: string; description: string }[] = [
  {
    path: '/',
    description:
      'Lodestar is a research platform for students and researchers: answers from live scholarly sources with citations, researcher discovery, a college matcher on real federal data, and tools to learn the craft of research.',
  },
  {
    path: '/pricing',
    module: 'src/app/routes/pricing.tsx',
    description:
      'Lodestar plans: start free with five AI queries and five researcher searches a day, or get Premium for every research mode and tool. Enterprise on request.',
  },
  {
    path: '/mission',
    module: 'src/app/routes/mission.tsx',
    description:
      'Lodestar exists to make research reachable: finding literature and the people behind it, choosing where to study and learning the craft of research, with tools that show where their answers come from.',
  },
  {
    path: '/branches',
    module: 'src/app/routes/branches.tsx',
    description:
      'Lodestar branches bring its approach to a single field, with tools shaped around the students who study it.',
  },
  {
    path: '/supporters',
    module: 'src/app/routes/supporters.tsx',
    description:
      'The organisations that support Lodestar and help students learn by doing real work in AI and research.',
  },
  {
    path: '/exploration-hub',
    module: 'src/app/routes/exploration-hub.tsx',
    description:
      'Discover your research profile, explore research careers, learn the language of research with flashcards and plan your project on a timeline.',
  },
  {
    path: '/auth',
    module: 'src/app/routes/auth.tsx',
    description:
      'Sign in to Lodestar, or create a free account to search scholarly sources, find researchers and plan your research.',
  },
]

export function publicPageAt(path: string) {
  return PUBLIC_PAGES.find((page) => page.path === path)
}
