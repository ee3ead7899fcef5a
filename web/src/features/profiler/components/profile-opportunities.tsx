import type { Opportunities, Venue } from '#shared/contract/profiler'
import { ExternalLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { worksText } from '../profile-text'

/** Journals and conferences that published works on the topic (OpenAlex), or why they could not be looked up. */
export function ProfileOpportunities({ opportunities }: { opportunities: Opportunities }) {
  return (
    <section aria-labelledby="profile-opportunities-heading">
      <h3 id="profile-opportunities-heading" className="text-lg font-semibold text-slate-900">
        Opportunities
      </h3>
      {opportunities.unavailable ? (
        <Card className="mt-3 p-5" data-testid="opportunities-unavailable">
          <p className="text-slate-800">{opportunities.unavailable}</p>
          <p className="mt-2 text-sm text-slate-700">The rest of your analysis is complete.</p>
        </Card>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Venues that published works matching “{opportunities.query}”, by number of works (OpenAlex).
          </p>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            <VenueList title="Journals" venues={opportunities.journals} />
            <VenueList title="Conferences" venues={opportunities.conferences} />
          </div>
        </>
      )}
    </section>
  )
}

function VenueList({ title, venues }: { title: string; venues: Venue[] }) {
  return (
    <Card className="p-5" data-testid={`venues-${title.toLowerCase()}`}>
      <h4 className="text-base font-semibold text-slate-900">{title}</h4>
      {venues.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No {title.toLowerCase()} found for these words.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {venues.map((venue) => (
            <li key={venue.id} className="text-sm">
              <ExternalLink href={venue.url} className="break-words text-brand-700 underline hover:text-brand-900">
                {venue.name}
              </ExternalLink>
              <span className="block text-slate-600">{worksText(venue.works)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
