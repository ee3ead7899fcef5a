import type { ComponentType } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'

type UpcomingToolCardProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  title: string
  /** what the tool will do once it arrives */
  description: string
  /** when it arrives, in words */
  arrival: string
}

/** A pathways tool that has not arrived yet: what it will do and when, with no input and no output. */
export function UpcomingToolCard({ icon: Icon, title, description, arrival }: UpcomingToolCardProps) {
  const headingId = `tool-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <Card className="flex h-full flex-col" role="region" aria-labelledby={headingId}>
      <CardHeader className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50">
          <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
        </span>
        <div>
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {title}
          </h3>
          <Badge tone="slate" className="mt-1">
            Not available yet
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="text-slate-700">{description}</p>
        <p className="mt-auto rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{arrival}</p>
      </CardContent>
    </Card>
  )
}
