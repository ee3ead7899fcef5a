import '../../../lib/zod-without-eval'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { Tabs } from '../../../components/ui/tabs'
import { errorMessage } from '../../../lib/api-client'
import { useSearchParams } from '../../../lib/router'
import type { PathwaysContent } from '#shared/contract/pathways'
import { pathwaysContentQuery } from '../api/pathways-queries'
import { ArchetypesPanel } from './archetypes-panel'
import { ResourcesPanel } from './resources-panel'
import { ToolsPanel } from './tools-panel'

const TABS = ['tools', 'careers', 'resources'] as const
type Tab = (typeof TABS)[number]

/** The content tabs wait for the premium content; the tools tab does not need it. */
function WithContent({ render }: { render: (content: PathwaysContent) => ReactNode }) {
  const content = useQuery(pathwaysContentQuery())
  if (content.isPending) return <Spinner label="Loading the pathways" />
  if (content.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>{errorMessage(content.error, 'Could not load the pathways.')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void content.refetch()}>
          Retry
        </Button>
      </div>
    )
  return render(content.data)
}

export function PathwaysPage() {
  // In the address, so a reload or a shared link opens the same tab.
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = TABS.find((id) => id === requested) ?? 'tools'
  const setTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id === 'tools') next.delete('tab')
        else next.set('tab', id)
        return next
      },
      { replace: true },
    )

  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Research Pathways</h1>
        <p className="mx-auto mt-2 max-w-3xl text-slate-700">
          Plan a career in research: four career archetypes with their steps, skills and funding, guides and career
          tools, and AI-powered tools that work on real data.
        </p>
      </header>
      <Tabs
        label="Research pathways sections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'tools', label: 'AI-Powered Tools', panel: <ToolsPanel /> },
          {
            id: 'careers',
            label: 'Career Pathways',
            panel: <WithContent render={(content) => <ArchetypesPanel archetypes={content.archetypes} />} />,
          },
          {
            id: 'resources',
            label: 'Resources & Guides',
            panel: <WithContent render={(content) => <ResourcesPanel groups={content.resourceGroups} />} />,
          },
        ]}
      />
    </div>
  )
}
