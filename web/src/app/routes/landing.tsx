import { BookOpen, Compass, GraduationCap, Search, Sparkles, Users } from 'lucide'
import { ShellIcon } from '../../components/ui/shell-icon'
import { lazy } from 'react'
import { Navigate } from '../../lib/router'
import { RenderWhenNear } from '../../components/render-when-near'
import { ButtonLink } from '../../components/ui/button'
import { FullPageSpinner } from '../../components/ui/spinner'
import { useSession } from '../../features/session/api/session-queries'

// Below the fold: its code (about 10 kB gzip in several chunks) loads only when the visitor scrolls near it.
const ResearcherDiscoveryPreview = lazy(() =>
  import('../../features/researchers/components/researcher-discovery-preview').then((module) => ({
    default: module.ResearcherDiscoveryPreview,
  })),
)

const highlights = [
  {
    icon: Search,
    title: 'AI Research Engine',
    text: 'Ask a research question and get an answer built from live scholarly sources — OpenAlex, PubMed, arXiv, Crossref and more — with numbered citations to real records.',
  },
  {
    icon: Users,
    title: 'Global Research Network',
    text: 'Find the researchers who work on a topic, with their institutions, works, citations and h-index, and reach out to collaborate.',
  },
  {
    icon: GraduationCap,
    title: 'College Matcher',
    text: 'A four-step assessment matched against the U.S. Department of Education’s College Scorecard: real admission rates, costs and outcomes.',
  },
  {
    icon: Compass,
    title: 'Exploration Hub',
    text: 'A research profiler, career pathways, a learning hub with spaced repetition, and a timeline builder for your research path.',
  },
]

export function LandingRoute() {
  const { isLoading, isSignedIn } = useSession()
  if (isLoading) return <FullPageSpinner label="Loading Lodestar..." />
  if (isSignedIn) return <Navigate to="/home" replace />
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <ShellIcon icon={Sparkles} className="h-4 w-4" /> Research, grounded in real sources
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Welcome to Lodestar
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            The research platform for students and researchers: find literature and people, choose a college, plan a
            research path, and learn the craft of research.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to="/auth?mode=signup" size="lg">
              Start Researching Free
            </ButtonLink>
            <ButtonLink to="/auth" size="lg" variant="outline">
              Sign In to Continue
            </ButtonLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="landing-features" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="landing-features" className="text-center text-3xl font-bold text-slate-900">
          Everything a research journey needs
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {highlights.map(({ icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <ShellIcon icon={icon} className="h-8 w-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
              {title === 'AI Research Engine' && (
                <ButtonLink to="/auth" variant="secondary" size="sm" className="mt-4">
                  Explore
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <RenderWhenNear placeholderClassName="h-72">
          <ResearcherDiscoveryPreview />
        </RenderWhenNear>
      </div>
      <section className="bg-brand-800">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6">
          <ShellIcon icon={BookOpen} className="h-10 w-10 text-brand-100" />
          <h2 className="text-3xl font-bold text-white">
            Free to start. Five AI queries and five researcher searches every day.
          </h2>
          <ButtonLink to="/auth?mode=signup" size="lg" variant="secondary">
            Get Started - Sign Up Free
          </ButtonLink>
        </div>
      </section>
    </div>
  )
}
