import { ArrowRight, Bot, Compass, GraduationCap, Globe2, PenLine, type LucideIcon } from 'lucide-react'
import { lazy, Suspense, useRef } from 'react'
import { writingToolLinks } from '../../components/layout/nav-items'
import { Link, useSearchParams } from '../../lib/router'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { Tabs, type TabItem } from '../../components/ui/tabs'
import { QuotaSummary } from '../../features/home/quota-summary'
import { ResearcherDiscovery } from '../../features/researchers/components/researcher-discovery'
import { useSession } from '../../features/session/api/session-queries'
import { displayNameOf } from '../../features/session/session-labels'

// Its own chunk: the engine (with the contract's schemas and the Markdown renderer) loads only when its tab opens.
const ResearchEngine = lazy(() =>
  import('../../features/research/components/research-engine').then((module) => ({ default: module.ResearchEngine })),
)

// Its own chunk too: the assessment with its option lists loads only when its tab opens.
const CollegeAssessment = lazy(() =>
  import('../../features/colleges/components/college-assessment').then((module) => ({
    default: module.CollegeAssessment,
  })),
)

const featureCards: { icon: LucideIcon; title: string; text: string; to: string }[] = [
  {
    icon: Globe2,
    title: 'Global Research Network',
    text: 'Find researchers by topic or name, with their works, citations and h-index from OpenAlex.',
    to: '/home?tab=discovery',
  },
  {
    icon: Bot,
    title: 'AI Research Engine',
    text: 'Answers grounded in live scholarly sources, with numbered citations to real records.',
    to: '/home?tab=ai',
  },
  {
    icon: Compass,
    title: 'Exploration Hub',
    text: 'Research profiler, career pathways, a learning hub and a timeline builder.',
    to: '/exploration-hub',
  },
  {
    icon: GraduationCap,
    title: 'College Matcher',
    text: 'A four-step assessment matched against the College Scorecard’s federal data.',
    to: '/home?tab=college',
  },
]

const tabs: TabItem[] = [
  {
    id: 'discovery',
    label: 'Global Research Discovery',
    panel: <ResearcherDiscovery />,
  },
  {
    id: 'ai',
    label: 'AI Research Engine',
    panel: (
      <Suspense fallback={<Spinner label="Loading the AI research engine..." />}>
        <ResearchEngine />
      </Suspense>
    ),
  },
  {
    id: 'college',
    label: 'College Assessment',
    panel: (
      <Suspense fallback={<Spinner label="Loading the college assessment..." />}>
        <CollegeAssessment />
      </Suspense>
    ),
  },
]

export function HomeRoute() {
  const { me } = useSession()
  const [params, setParams] = useSearchParams()
  const tabsRef = useRef<HTMLElement>(null)
  const requested = params.get('tab')
  const toolAsked = tabs.some((tab) => tab.id === requested)
  const selected = toolAsked ? (requested as string) : 'discovery'

  const selectTab = (id: string, scroll = false) => {
    setParams(id === 'discovery' ? {} : { tab: id }, { replace: true })
    if (scroll) tabsRef.current?.scrollIntoView({ block: 'start' })
  }

  // A tool asked for by name (?tab=…, the hero's buttons, the menus) is what the first screen shows: the hero
  // shrinks to its title and the tool cards follow the tools.
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {toolAsked ? (
        <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h1 className="text-2xl font-extrabold text-slate-900">Research Hub</h1>
          <p className="text-sm text-slate-700">Welcome, {displayNameOf(me)}</p>
        </header>
      ) : (
        <section className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 px-6 py-10 text-white sm:px-10">
          <p className="text-sm font-medium text-brand-100">Welcome, {displayNameOf(me)}</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">Research Hub</h1>
          <p className="mt-3 max-w-2xl text-brand-50">
            Discover researchers, ask research questions grounded in real literature, and find the college that fits
            you.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" size="lg" onClick={() => selectTab('discovery', true)}>
              Start Discovering
            </Button>
            <Button variant="inverse" size="lg" onClick={() => selectTab('ai', true)}>
              Explore the AI Research Engine
            </Button>
          </div>
          {me && (
            <div className="mt-6 rounded-xl bg-white p-4">
              <QuotaSummary me={me} />
            </div>
          )}
        </section>
      )}

      {!toolAsked && <ToolCards />}

      <section
        ref={tabsRef}
        aria-label="Research Hub"
        className={toolAsked ? 'mt-4 scroll-mt-20' : 'mt-10 scroll-mt-20'}
      >
        <Tabs
          label="Research Hub tools"
          tabs={tabs}
          selected={selected}
          onSelect={(id) => selectTab(id)}
          trailing={
            <Link
              to="/exploration-hub"
              className="inline-flex items-center gap-1 rounded-lg border border-dashed border-slate-300 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              <Compass aria-hidden="true" className="h-4 w-4" /> Exploration Hub{' '}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          }
        />
      </section>

      {toolAsked && (
        <>
          {me && (
            <div className="mt-10 rounded-xl border border-slate-200 bg-white p-4">
              <QuotaSummary me={me} />
            </div>
          )}
          <ToolCards />
        </>
      )}
    </div>
  )
}

function ToolCards() {
  return (
    <section aria-labelledby="hub-features" className="mt-10">
      <h2 id="hub-features" className="sr-only">
        Tools
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {featureCards.map(({ icon: Icon, title, text, to }) => (
          <li key={title}>
            <Link
              to={to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow"
            >
              <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <PenLine aria-hidden="true" className="h-5 w-5 text-brand-700" /> Writing tools
        </h3>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {writingToolLinks.map((tool) => (
            <li key={tool.to}>
              <Link
                to={tool.to}
                className="block h-full rounded-lg px-3 py-2 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="font-medium text-brand-800">{tool.label}</span>
                <span className="block text-slate-700">{tool.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
