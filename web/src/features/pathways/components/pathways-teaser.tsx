import { Crown, Route } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'

/** What a visitor or a free member sees instead of the page; Sign In only for a visitor. */
export function PathwaysTeaser({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="pathways-teaser"
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50">
        <Route aria-hidden="true" className="h-7 w-7 text-brand-700" />
      </span>
      <Badge tone="amber" className="mt-4 gap-1">
        <Crown aria-hidden="true" className="h-3.5 w-3.5" /> Premium Feature
      </Badge>
      <h1 id="pathways-teaser" className="mt-3 text-3xl font-bold text-slate-900">
        Research Pathways
      </h1>
      <p className="mt-3 text-slate-700">
        Explore four research careers (academic researcher, industry innovator, policy analyst or advisor, research
        entrepreneur) with their pathway steps, skills and funding sources, and, as they arrive, AI-powered tools that
        work on real publication data.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {!signedIn && (
          <ButtonLink to="/auth" state={{ from: '/research-pathways' }} size="lg" variant="outline">
            Sign In
          </ButtonLink>
        )}
        <ButtonLink to="/pricing" size="lg">
          Upgrade to Premium
        </ButtonLink>
      </div>
    </section>
  )
}
