import { ArrowRight, Check, Crown, Lock, Telescope } from 'lucide-react'
import { Badge } from '../../components/ui/badge'
import { ButtonLink } from '../../components/ui/button'
import { explorationTools, writingTools, type ExplorationTool } from '../../features/marketing/exploration-tools'
import { BackToHomeLink, PageContainer, PageIntro } from '../../features/marketing/page-parts'
import { useSession } from '../../features/session/api/session-queries'

const SIGN_UP = '/auth?mode=signup'

type ToolCardProps = {
  tool: ExplorationTool
  viewer: 'loading' | 'member' | 'visitor'
  showPremiumBadge: boolean
  /** h3 inside a titled section */
  Heading?: 'h2' | 'h3'
}

function ToolCard({ tool, viewer, showPremiumBadge, Heading = 'h2' }: ToolCardProps) {
  const { icon: Icon, title, description, features, to, available } = tool
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50">
          <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
        </span>
        {showPremiumBadge && (
          <Badge tone="amber" className="gap-1">
            <Crown aria-hidden="true" className="h-3.5 w-3.5" /> Premium
          </Badge>
        )}
      </div>
      <Heading className="mt-4 text-xl font-bold text-slate-900">{title}</Heading>
      <p className="mt-2 text-slate-700">{description}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            {feature}
          </li>
        ))}
      </ul>
      {viewer === 'loading' && <div aria-hidden="true" className="mt-6 h-10" />}
      {viewer === 'member' &&
        (available ? (
          <ButtonLink to={to} className="mt-6" aria-label={`Explore Tool: ${title}`}>
            Explore Tool <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
        ) : (
          <p className="mt-6 rounded-lg bg-slate-100 px-4 py-2.5 text-center text-sm font-medium text-slate-800">
            Not available yet in this release
          </p>
        ))}
      {viewer === 'visitor' && (
        <ButtonLink to={SIGN_UP} variant="outline" className="mt-6" aria-label={`Join to Access ${title}`}>
          <Lock aria-hidden="true" className="h-4 w-4" /> Join to Access
        </ButtonLink>
      )}
    </li>
  )
}

export function ExplorationHubRoute() {
  const { me, isLoading, isSignedIn } = useSession()
  const viewer = isLoading ? 'loading' : isSignedIn ? 'member' : 'visitor'
  return (
    <PageContainer>
      <BackToHomeLink />
      <div className="mt-6">
        <PageIntro
          title="Exploration Hub"
          eyebrow={
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              <Telescope aria-hidden="true" className="h-4 w-4" /> Tools for your research journey
            </p>
          }
        >
          <p>Discover your research profile, explore careers, learn the language of research and plan your project.</p>
        </PageIntro>
        {viewer === 'visitor' && (
          <div className="mt-6 text-center">
            <ButtonLink to={SIGN_UP} size="lg">
              Join to Access Tools
            </ButtonLink>
          </div>
        )}
      </div>

      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {explorationTools.map((tool) => (
          <ToolCard key={tool.to} tool={tool} viewer={viewer} showPremiumBadge={tool.premium && !me?.isPremium} />
        ))}
      </ul>

      <section aria-labelledby="hub-writing-tools" className="mt-12">
        <h2 id="hub-writing-tools" className="text-2xl font-bold text-slate-900">
          Writing tools
        </h2>
        <p className="mt-2 text-slate-700">From the literature to a hypothesis, a study design and its analysis.</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {writingTools.map((tool) => (
            <ToolCard key={tool.to} tool={tool} viewer={viewer} showPremiumBadge={!me?.isPremium} Heading="h3" />
          ))}
        </ul>
      </section>

      {viewer === 'visitor' && (
        <section aria-labelledby="hub-ready" className="mt-12 rounded-2xl bg-brand-800 px-6 py-10 text-center">
          <h2 id="hub-ready" className="text-2xl font-bold text-white">
            Ready to Start Exploring?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Create a free account to use the profiler and the timeline builder today; Premium adds pathways, the
            learning hub and the writing tools.
          </p>
          <ButtonLink to={SIGN_UP} size="lg" variant="secondary" className="mt-6 focus-visible:outline-white!">
            Sign Up Free
          </ButtonLink>
        </section>
      )}
    </PageContainer>
  )
}
