import type { ReactNode } from 'react'
import { StageProgressList } from '../../../components/stage-progress-list'
import { STAGE_LABELS, type GenerationProgress } from '../hypothesis-progress'

type Props = { progress: GenerationProgress; isRunning: boolean; onCancel: () => void; footer?: ReactNode }

/** The stages of a run as they stream in, each source's answer, a live summary for screen readers, and Cancel. */
export function HypothesisProgressList(props: Props) {
  return <StageProgressList {...props} labels={STAGE_LABELS} runningTitle="Generating hypotheses…" name="hypothesis" />
}
