import { Users } from 'lucide-react'
import { UpcomingToolCard } from './components/upcoming-tool-card'

/** Interim card: the Collaboration Opportunity Finder arrives with the pathways data tools, which replace this file. */
export function CollaborationFinderCard() {
  return (
    <UpcomingToolCard
      icon={Users}
      title="Collaboration Opportunity Finder"
      description="Will suggest researchers to work with on your research interest, from the people your co-authors work with and the topic's active experts, each with the reasons: shared co-authors, topic fit and recent works."
      arrival="Arrives with the pathways data tools. Until then it takes no input and shows no output."
    />
  )
}
