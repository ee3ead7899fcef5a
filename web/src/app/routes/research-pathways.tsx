import '../../lib/zod-without-eval'
import { FullPageSpinner } from '../../components/ui/spinner'
import { BackToHomeLink, PageContainer } from '../../features/marketing/page-parts'
import { PathwaysPage } from '../../features/pathways/components/pathways-page'
import { PathwaysTeaser } from '../../features/pathways/components/pathways-teaser'
import { useSession } from '../../features/session/api/session-queries'

/** Premium members and admins see the page; a free member or a visitor the teaser (a visitor with Sign In). */
export function ResearchPathwaysRoute() {
  const { me, isLoading } = useSession()
  if (isLoading) return <FullPageSpinner />
  return (
    <PageContainer>
      <BackToHomeLink to={me ? '/home' : '/'} />
      <div className="mt-6">
        {me?.entitlements.researchPathways ? <PathwaysPage /> : <PathwaysTeaser signedIn={Boolean(me)} />}
      </div>
    </PageContainer>
  )
}
