import { LearningHub } from '../../features/learning/components/learning-hub'
import { LearningHubTeaser } from '../../features/learning/components/premium-teaser'
import { BackToHomeLink, PageContainer } from '../../features/marketing/page-parts'
import { useSession } from '../../features/session/api/session-queries'

export function ResearchVerseRoute() {
  const { me } = useSession()
  return (
    <PageContainer>
      <BackToHomeLink />
      <div className="mt-6">{me?.entitlements.learningHub ? <LearningHub /> : <LearningHubTeaser />}</div>
    </PageContainer>
  )
}
