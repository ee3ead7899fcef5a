import type { HypothesisReference } from '#shared/contract/hypotheses'
import { ReferenceList } from '../../../components/reference-list'

/** The numbered references; each is the target of its [n] links (focusable, id ref-n). */
export function HypothesisReferences({ references }: { references: HypothesisReference[] }) {
  if (references.length === 0) return <p className="text-sm text-slate-700">No work was cited.</p>
  return <ReferenceList references={references} testId="hypothesis-reference" />
}
