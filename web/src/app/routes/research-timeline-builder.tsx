import { BackToHomeLink, PageContainer } from '../../features/marketing/page-parts'
import { useSession } from '../../features/session/api/session-queries'
import { TimelineBuilder } from '../../features/timeline/components/timeline-builder'

export function ResearchTimelineBuilderRoute() {
  const { isSignedIn } = useSession()
  return (
    <PageContainer>
      <BackToHomeLink />
      <header className="mt-4 mb-6">
        <h1 className="text-3xl font-bold text-slate-900">Research Timeline Builder</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Plan your project as milestones with deadlines, track their status, and keep the path in your calendar.
        </p>
      </header>
      <TimelineBuilder isSignedIn={isSignedIn} />
    </PageContainer>
  )
}
