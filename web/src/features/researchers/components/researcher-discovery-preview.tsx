import { Lock } from 'lucide-react'
import type { Researcher } from '#shared/contract/researchers'
import { FREE_DAILY_LIMITS } from '#shared/plans'
import { ButtonLink } from '../../../components/ui/button'
import { ResearcherCard } from './researcher-card'

const SAMPLE: Researcher[] = [
  {
    id: 'A1',
    display_name: 'Sample Researcher',
    institution_name: 'Example University',
    country: null,
    works_count: 120,
    cited_by_count: 5400,
    h_index: 32,
    concepts: [{ display_name: 'Machine Learning' }, { display_name: 'Computer Vision' }],
    orcid: null,
    profileWarning: null,
    isSaved: false,
  },
  {
    id: 'A2',
    display_name: 'Another Researcher',
    institution_name: 'Example Institute',
    country: null,
    works_count: 85,
    cited_by_count: 3100,
    h_index: 24,
    concepts: [{ display_name: 'Data Science' }, { display_name: 'Statistics' }],
    orcid: null,
    profileWarning: null,
    isSaved: false,
  },
  {
    id: 'A3',
    display_name: 'Third Researcher',
    institution_name: 'Example College',
    country: null,
    works_count: 60,
    cited_by_count: 1900,
    h_index: 19,
    concepts: [{ display_name: 'Biotechnology' }],
    orcid: null,
    profileWarning: null,
    isSaved: false,
  },
]

/** For visitors: a blurred, clearly fictional sample and the way in. */
export function ResearcherDiscoveryPreview() {
  return (
    <section
      aria-labelledby="discovery-preview-heading"
      className="relative overflow-hidden rounded-xl border border-slate-200 bg-white p-5"
    >
      <div
        aria-hidden="true"
        inert
        className="pointer-events-none max-h-96 overflow-hidden blur-sm select-none md:max-h-none"
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {SAMPLE.map((researcher) => (
            <ResearcherCard key={researcher.id} researcher={researcher} onToggleSave={() => undefined} />
          ))}
        </ul>
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-white/60 p-4">
        <div className="max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-lg">
          <Lock aria-hidden="true" className="mx-auto h-8 w-8 text-brand-700" />
          <h2 id="discovery-preview-heading" className="mt-3 text-xl font-semibold text-slate-900">
            Global Research Discovery
          </h2>
          <p className="mt-2 text-slate-700">
            Find researchers by topic or name, with their works, citations and h-index. The cards behind are a sample.
          </p>
          <ButtonLink to="/auth" className="mt-4">
            Sign In to Use
          </ButtonLink>
          <p className="mt-4 text-sm text-slate-700">
            <strong className="font-semibold">Free Account Limits:</strong> {FREE_DAILY_LIMITS.researcherSearch}{' '}
            searches per day for free users
          </p>
        </div>
      </div>
    </section>
  )
}
