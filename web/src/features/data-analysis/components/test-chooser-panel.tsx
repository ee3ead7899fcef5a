import { Lightbulb } from 'lucide-react'
import { useState } from 'react'
import type { DatasetColumn } from '#shared/contract/data-analysis'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/form'
import { Select } from '../../../components/ui/select'
import type { AnalysisDraft } from '../analysis-form-model'
import { AIMS, proposeTest, type Aim } from '../test-chooser'

type TestChooserPanelProps = {
  columns: DatasetColumn[]
  onUse: (draft: Partial<AnalysisDraft>) => void
}

/** The test-selection helper: what the user wants to know and which variables, then the proposed test and why. */
export function TestChooserPanel({ columns, onUse }: TestChooserPanelProps) {
  const [aim, setAim] = useState<Aim>('compare-groups')
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const shape = AIMS.find((candidate) => candidate.value === aim) ?? AIMS[0]
  const column = (name: string) => columns.find((candidate) => candidate.name === name)
  const proposal = first ? proposeTest(aim, column(first), shape?.second ? column(second) : undefined) : null

  const variableSelect = (label: string, value: string, onChange: (value: string) => void) => (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose a variable</option>
          {columns.map((candidate) => (
            <option key={candidate.name} value={candidate.name}>
              {candidate.name} ({candidate.type})
            </option>
          ))}
        </Select>
      )}
    </Field>
  )

  return (
    <details className="rounded-xl border border-slate-200 p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        Not sure which test? Let the helper propose one
      </summary>
      <div className="mt-3 space-y-3">
        <Field label="What do you want to know?">
          {({ id }) => (
            <Select id={id} value={aim} onChange={(event) => setAim(event.target.value as Aim)}>
              {AIMS.map((candidate) => (
                <option key={candidate.value} value={candidate.value}>
                  {candidate.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {shape && variableSelect(shape.first, first, setFirst)}
        {shape?.second && variableSelect(shape.second, second, setSecond)}
        {proposal && (
          <div role="status" className="space-y-2 rounded-lg bg-brand-50 p-3 text-sm text-slate-900">
            {'problem' in proposal ? (
              <p>{proposal.problem}</p>
            ) : (
              <>
                <p className="flex items-center gap-2 font-semibold">
                  <Lightbulb aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" /> {proposal.test}
                </p>
                <p>{proposal.why}</p>
                {proposal.alternative && <p>Alternative: {proposal.alternative}.</p>}
                <Button type="button" variant="outline" size="sm" onClick={() => onUse(proposal.draft)}>
                  Use this test
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </details>
  )
}
