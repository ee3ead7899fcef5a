import { FileText } from 'lucide-react'
import { CareerAnalyzerCard } from '../career-analyzer-card'
import { CollaborationFinderCard } from '../collaboration-finder-card'
import { TrendsPredictorCard } from '../trends-predictor-card'
import { UpcomingToolCard } from './upcoming-tool-card'

const OWN_RELEASE = 'Arrives in its own release. Until then it takes no input and shows no output.'

export function ToolsPanel() {
  return (
    <section aria-labelledby="pathways-tools-heading">
      <h2 id="pathways-tools-heading" className="text-xl font-bold text-slate-900">
        AI-Powered Tools
      </h2>
      <p className="mt-1 text-slate-700">
        Four tools that work on real data; the grant writer arrives in a coming release. Each keeps its last result on
        your account, so it is there when you return.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        <UpcomingToolCard
          icon={FileText}
          title="Grant Proposal Writer"
          description="Will lay out the funder's structure for your proposal, gather evidence with citations, show similar funded projects from NIH RePORTER and NSF awards with their amounts, list open calls and check your draft against the funder's rules. A language model may critique your draft; it never writes it for you."
          arrival={OWN_RELEASE}
        />
        <CareerAnalyzerCard />
        <TrendsPredictorCard />
        <CollaborationFinderCard />
      </div>
    </section>
  )
}
