import { useQuery } from '@tanstack/react-query'
import { ArrowRight, Code, GitBranch, Plus } from 'lucide-react'
import { Link } from '../../lib/router'
import { ExternalLink, buttonClasses } from '../../components/ui/button'
import { computerScienceBranch, type BranchItem } from '../../features/marketing/about-content'
import { MailButton, PageContainer, PageIntro } from '../../features/marketing/page-parts'
import { publicConfigQuery } from '../../features/session/api/session-queries'

function BranchItemEntry({ item }: { item: BranchItem }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h4 className="font-semibold text-slate-900">
        {item.to ? (
          <Link
            to={item.to}
            className="group inline-flex items-center gap-1 rounded text-brand-700 hover:text-brand-900 hover:underline"
          >
            {item.title}
            <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        ) : (
          item.title
        )}
      </h4>
      <p className="mt-1 text-sm text-slate-700">{item.description}</p>
    </li>
  )
}

export function BranchesRoute() {
  const { data: config } = useQuery(publicConfigQuery())
  return (
    <PageContainer>
      <PageIntro
        title="Our Branches"
        eyebrow={
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            <GitBranch aria-hidden="true" className="h-4 w-4" /> Lodestar, field by field
          </p>
        }
      >
        <p>Branches bring Lodestar’s approach to a single field, with tools shaped around the students who study it.</p>
      </PageIntro>

      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="branch-cs"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <Code aria-hidden="true" className="h-8 w-8 text-brand-700" />
          <h2 id="branch-cs" className="mt-3 text-2xl font-bold text-slate-900">
            {computerScienceBranch.title}
          </h2>
          <p className="mt-2 text-slate-700">{computerScienceBranch.description}</p>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">What the branch offers</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {computerScienceBranch.items.map((item) => (
              <BranchItemEntry key={item.title} item={item} />
            ))}
          </ul>
          {config?.csBranchUrl && (
            <ExternalLink href={config.csBranchUrl} className={buttonClasses('primary', 'md', 'mt-6')}>
              Visit the Branch
            </ExternalLink>
          )}
        </section>

        <section
          aria-labelledby="branch-start"
          className="flex flex-col rounded-2xl border border-dashed border-brand-600 bg-brand-50 p-6 sm:p-8"
        >
          <Plus aria-hidden="true" className="h-8 w-8 text-brand-700" />
          <h2 id="branch-start" className="mt-3 text-2xl font-bold text-slate-900">
            Start a Branch
          </h2>
          <p className="mt-2 flex-1 text-slate-700">
            Want Lodestar for your field, school or community? Tell us what you have in mind and we will help you plan
            it.
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <MailButton email={config?.contactEmail} subject="Start a Branch" className="w-full">
              Contact Us
            </MailButton>
            {config?.companyLinkedinUrl && (
              <ExternalLink href={config.companyLinkedinUrl} className={buttonClasses('outline', 'md', 'w-full')}>
                Connect on LinkedIn
              </ExternalLink>
            )}
          </div>
        </section>
      </div>
    </PageContainer>
  )
}
