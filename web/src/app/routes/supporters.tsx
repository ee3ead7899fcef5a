import { useQuery } from '@tanstack/react-query'
import { HeartHandshake } from 'lucide-react'
import { buttonClasses, ExternalLink } from '../../components/ui/button'
import { supporters } from '../../features/marketing/about-content'
import { MailButton, PageContainer, PageIntro } from '../../features/marketing/page-parts'
import { publicConfigQuery } from '../../features/session/api/session-queries'

export function SupportersRoute() {
  const { data: config } = useQuery(publicConfigQuery())
  return (
    <PageContainer>
      <PageIntro
        title="Our Supporters"
        eyebrow={
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            <HeartHandshake aria-hidden="true" className="h-4 w-4" /> With thanks
          </p>
        }
      >
        <p>Lodestar is supported by organisations that help students learn by doing real work in AI and research.</p>
      </PageIntro>

      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {supporters.map(({ id, icon: Icon, description, focus, stats }) => (
          <li
            key={description}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
            <h2 className="mt-3 text-xl font-bold text-slate-900">{description}</h2>
            <p className="mt-2 flex-1 text-slate-700">{focus}</p>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              {stats.map(({ value, label }) => (
                <div key={label} className="flex flex-col rounded-lg bg-brand-50 p-4 text-center">
                  <dt className="text-sm font-medium text-slate-700">{label}</dt>
                  <dd className="order-first text-2xl font-extrabold text-brand-800">{value}</dd>
                </div>
              ))}
            </dl>
            {config?.supporterUrls[id] ? (
              <ExternalLink
                href={config.supporterUrls[id]}
                className={buttonClasses('outline', 'md', 'mt-6 self-start')}
              >
                Visit Website
              </ExternalLink>
            ) : (
              <MailButton
                email={config?.contactEmail}
                subject={`Introduction: ${description}`}
                variant="outline"
                className="mt-6 self-start"
              >
                Ask for an Introduction
              </MailButton>
            )}
          </li>
        ))}
      </ul>

      <section aria-labelledby="supporters-join" className="mt-12 rounded-2xl bg-brand-800 px-6 py-10 text-center">
        <h2 id="supporters-join" className="text-2xl font-bold text-white">
          Support Lodestar
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Does your organisation want to help students do real research? We would like to hear from you.
        </p>
        <MailButton
          email={config?.contactEmail}
          subject="Supporting Lodestar"
          variant="secondary"
          className="mt-6 focus-visible:outline-white!"
        >
          Get in Touch
        </MailButton>
      </section>
    </PageContainer>
  )
}
