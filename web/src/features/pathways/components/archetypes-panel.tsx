import { useState, type ReactNode } from 'react'
import type { Archetype } from '#shared/contract/pathways'
import { ExternalLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Tabs } from '../../../components/ui/tabs'

const SECTIONS = ['overview', 'steps', 'skills', 'funding'] as const
type Section = (typeof SECTIONS)[number]

function Overview({ archetype }: { archetype: Archetype }) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900">Key responsibilities</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
        {archetype.responsibilities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function Steps({ archetype }: { archetype: Archetype }) {
  return (
    <ol className="space-y-3">
      {archetype.steps.map((step, index) => (
        <li key={step.title} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-slate-900">{step.title}</p>
            <p className="text-sm text-slate-700">{step.detail}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

function Skills({ archetype }: { archetype: Archetype }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {archetype.skills.map((skill) => (
        <li key={skill.name} className="rounded-lg border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">{skill.name}</p>
          <p className="text-sm text-slate-700">{skill.detail}</p>
        </li>
      ))}
    </ul>
  )
}

function Funding({ archetype }: { archetype: Archetype }) {
  return (
    <div className="space-y-5">
      <div>
        <h4 className="font-semibold text-slate-900">Funding sources</h4>
        <ul className="mt-2 space-y-3">
          {archetype.funding.map((source) => (
            <li key={source.name} className="rounded-lg border border-slate-200 p-3">
              <ExternalLink
                href={source.url}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {source.name}
              </ExternalLink>
              <p className="text-sm text-slate-600">{source.funder}</p>
              <p className="mt-1 text-sm text-slate-700">{source.detail}</p>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">Grant-writing tips</h4>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-700">
          {archetype.grantTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </div>
    </div>
  )
}

function ArchetypeCard({ archetype }: { archetype: Archetype }) {
  const [section, setSection] = useState<Section>('overview')
  const tabId = (name: Section) => `${archetype.id}-${name}`
  const panels: Record<Section, { label: string; panel: ReactNode }> = {
    overview: { label: 'Overview', panel: <Overview archetype={archetype} /> },
    steps: { label: 'Pathway Steps', panel: <Steps archetype={archetype} /> },
    skills: { label: 'Skills & Tools', panel: <Skills archetype={archetype} /> },
    funding: { label: 'Funding', panel: <Funding archetype={archetype} /> },
  }
  return (
    <Card role="region" aria-labelledby={`${archetype.id}-heading`}>
      <div className="p-4 pb-2 sm:p-6 sm:pb-3">
        <h3 id={`${archetype.id}-heading`} className="text-xl font-bold text-slate-900">
          {archetype.title}
        </h3>
        <p className="mt-1 text-slate-700">{archetype.summary}</p>
      </div>
      <div className="p-4 pt-2 sm:p-6 sm:pt-3">
        <Tabs
          label={`${archetype.title} sections`}
          selected={tabId(section)}
          onSelect={(id) => setSection(SECTIONS.find((name) => tabId(name) === id) ?? 'overview')}
          tabs={SECTIONS.map((name) => ({ id: tabId(name), ...panels[name] }))}
        />
      </div>
    </Card>
  )
}

export function ArchetypesPanel({ archetypes }: { archetypes: Archetype[] }) {
  return (
    <section aria-labelledby="pathways-archetypes-heading">
      <h2 id="pathways-archetypes-heading" className="text-xl font-bold text-slate-900">
        Career Pathways
      </h2>
      <p className="mt-1 text-slate-700">
        Four ways to build a career in research: what the work is, the steps to it, the skills it asks for and who funds
        it.
      </p>
      <div className="mt-4 grid items-start gap-6 xl:grid-cols-2">
        {archetypes.map((archetype) => (
          <ArchetypeCard key={archetype.id} archetype={archetype} />
        ))}
      </div>
    </section>
  )
}
