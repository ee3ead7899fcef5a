import { Compass } from 'lucide-react'
import { PremiumToolLayout } from '../../components/premium-tool-layout'
import { MethodologyAdvisor } from '../../features/methodology/components/methodology-advisor'
import { useSession } from '../../features/session/api/session-queries'

export function MethodologyAdvisorRoute() {
  const { me } = useSession()
  const entitled = Boolean(me?.entitlements.writingTools)
  return (
    <PremiumToolLayout
      icon={Compass}
      title="Methodology Advisor"
      description="Study designs with their trade-offs, the reporting and ethics checklists, a phased plan, the analysis, and the sample size it needs."
      entitled={entitled}
    >
      <MethodologyAdvisor enabled={entitled} />
    </PremiumToolLayout>
  )
}
