import { Compass, Heart } from 'lucide-react'
import { ButtonLink } from '../../components/ui/button'
import { missionAudiences, missionBeliefs, missionStatement } from '../../features/marketing/about-content'
import { PageContainer, PageIntro } from '../../features/marketing/page-parts'

export function MissionRoute() {
  return (
    <PageContainer>
      <PageIntro
        title="Our Mission"
        eyebrow={
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            <Compass aria-hidden="true" className="h-4 w-4" /> Why Lodestar exists
          </p>
        }
      >
        <p>{missionStatement}</p>
      </PageIntro>

      <section aria-labelledby="mission-audiences" className="mt-16">
        <h2 id="mission-audiences" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          Who we build for
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {missionAudiences.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="mission-beliefs"
        className="mt-16 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
      >
        <h2 id="mission-beliefs" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          What we believe
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {missionBeliefs.map(({ title, description }) => (
            <li key={title} className="flex gap-3">
              <Heart aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-700">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mission-join" className="mt-16 text-center">
        <h2 id="mission-join" className="text-2xl font-bold text-slate-900">
          Research is better together
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">Create a free account and start with real sources today.</p>
        <ButtonLink to="/auth" size="lg" className="mt-6">
          Join Our Community
        </ButtonLink>
      </section>
    </PageContainer>
  )
}
