import { CareerAnalyzerCard } from '../career-analyzer-card'
import { CollaborationFinderCard } from '../collaboration-finder-card'
import { GrantWriterCard } from '../grant-writer-card'
import { TrendsPredictorCard } from '../trends-predictor-card'

export function ToolsPanel() {
  return (
    <section aria-labelledby="pathways-tools-heading">
      <h2 id="pathways-tools-heading" className="text-xl font-bold text-slate-900">
        AI-Powered Tools
      </h2>
      <p className="mt-1 text-slate-700">
        Four tools that work on real data. Each keeps its last result on your account, so it is there when you return.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        <GrantWriterCard />
        <CareerAnalyzerCard />
        <TrendsPredictorCard />
        <CollaborationFinderCard />
      </div>
    </section>
  )
}
