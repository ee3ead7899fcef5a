import { BarChart3 } from 'lucide-react'
import { PremiumToolLayout } from '../../components/premium-tool-layout'
import { DataAnalyzer } from '../../features/data-analysis/components/data-analyzer'
import { useSession } from '../../features/session/api/session-queries'

export function DataAnalyzerRoute() {
  const { me } = useSession()
  const entitled = Boolean(me?.entitlements.writingTools)
  return (
    <PremiumToolLayout
      icon={BarChart3}
      title="Data Analyzer"
      description="Upload a CSV or Excel file and run real statistics: every number comes from your data, with the APA sentence, assumption checks, what it means, and the R code."
      entitled={entitled}
    >
      <DataAnalyzer enabled={entitled} />
    </PremiumToolLayout>
  )
}
