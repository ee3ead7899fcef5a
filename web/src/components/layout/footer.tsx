import { Link } from '../../lib/router'
import type { PublicConfig } from '#shared/contract/account'
import { ExternalLink } from '../ui/button'

/** `config` is undefined until the public settings have loaded. */
export function Footer({ config }: { config: Pick<PublicConfig, 'contactEmail' | 'companyLinkedinUrl'> | undefined }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 text-sm text-slate-700 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-semibold text-slate-900">Lodestar</p>
          <p className="mt-1">Revolutionary AI-Powered Research Platform</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/pricing" className="hover:underline">
            Pricing
          </Link>
          <Link to="/mission" className="hover:underline">
            Our Mission
          </Link>
          <Link to="/branches" className="hover:underline">
            Branches
          </Link>
          <Link to="/supporters" className="hover:underline">
            Supporters
          </Link>
        </nav>
        <div className="space-y-1 md:text-right">
          {config && (
            <p>
              Contact:{' '}
              <a href={`mailto:${config.contactEmail}`} className="font-medium text-brand-700 hover:underline">
                {config.contactEmail}
              </a>
            </p>
          )}
          {config?.companyLinkedinUrl && (
            <p>
              <ExternalLink href={config.companyLinkedinUrl} className="text-brand-700 hover:underline">
                Lodestar on LinkedIn
              </ExternalLink>
            </p>
          )}
          {/* A visitor's page is prerendered when the server starts (decision 035): across New Year its year is the
              old one, which hydration keeps rather than calling it a mismatch. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} Lodestar. All rights reserved.</p>
        </div>
      </div>
    </footer>
  )
}
