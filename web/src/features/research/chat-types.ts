import type {
  AnswerSentence,
  BlastResult,
  CompoundRecord,
  Receipt,
  Reference,
  ResearchEvent,
  ResearchModeId,
  ResearchSourceId,
  SourceProgress,
} from '#shared/contract/research'
import type { TrendData } from './visuals'

export type AnswerKind = Receipt['kind']

/** streaming → done; or incomplete (the stream broke), stopped (by the user), failed (an error before any text). */
export type AnswerStatus = 'streaming' | 'done' | 'incomplete' | 'stopped' | 'failed'

export type AnswerState = {
  status: AnswerStatus
  progress: SourceProgress[]
  kind: AnswerKind | null
  model: string | null
  notice: string | null
  sentences: AnswerSentence[] | null
  references: Reference[]
  receipt: Receipt | null
  /** Trends: works per year and the fitted line */
  trend?: TrendData
  /** Chemical and Molecular: PubChem compound records */
  compounds?: CompoundRecord[]
  /** Genomic: the BLAST search of the question's sequence */
  blast?: BlastResult
  /** Deep Research: the rounds as they start, with the budget and what earlier rounds spent of it */
  rounds?: RoundStart[]
}

export type RoundStart = Omit<Extract<ResearchEvent, { type: 'round' }>, 'type'>

/** The spec's chat message (id, content, isUser, timestamp, mode, apis) with the answer's details. */
export type ChatMessage = {
  id: string
  content: string
  isUser: boolean
  timestamp: string
  mode: ResearchModeId
  apis: ResearchSourceId[]
  answer?: AnswerState
}
