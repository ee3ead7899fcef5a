import { Lightbulb } from 'lucide-react'
import { PremiumToolLayout } from '../../components/premium-tool-layout'
import { HypothesisGenerator } from '../../features/hypotheses/components/hypothesis-generator'
import { useSession } from '../../features/session/api/session-queries'

export function HypothesisGeneratorRoute() {
  const { me } = useSession()
  const entitled = Boolean(me?.entitlements.writingTools)
  return (
    <PremiumToolLayout
      icon={Lightbulb}
      title="Hypothesis Generator"
      description="Finds testable hypotheses in the literature: concepts that link your research area to others, each with its evidence chain, how new it is, and a way to test it."
      entitled={entitled}
    >
      <HypothesisGenerator enabled={entitled} />
    </PremiumToolLayout>
  )
}
