import { BookOpenText } from 'lucide-react'
import { PremiumToolLayout } from '../../components/premium-tool-layout'
import { LiteratureReview } from '../../features/reviews/components/literature-review'
import { useSession } from '../../features/session/api/session-queries'

export function LiteratureReviewRoute() {
  const { me } = useSession()
  const entitled = Boolean(me?.entitlements.writingTools)
  return (
    <PremiumToolLayout
      icon={BookOpenText}
      title="Literature Review Generator"
      description="Searches the scholarly sources, follows references one hop, groups the works into themes with what they report, and shows how: a PRISMA flow diagram and references to export."
      entitled={entitled}
    >
      <LiteratureReview enabled={entitled} />
    </PremiumToolLayout>
  )
}
