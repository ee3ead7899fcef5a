import type { Work } from '#shared/contract/sources'
import type { ExchangeToSave } from './conversations.service'

/**
 * One question and its answer as the user saw it: what a conversation keeps (ExchangeToSave: question, mode,
 * the answer's Markdown with every [n] naming one of its references, kind, sentences, references, receipt,
 * incomplete when a model's answer broke off midway), and what a follow-up builds on.
 */
export type Exchange = ExchangeToSave & {
  /** the key its quota charge was made under */
  questionId: string
  /** the client went away before the answer ended */
  stopped: boolean
  /** an AI query was counted against the user's daily quota */
  charged: boolean
  /** the relevant works behind the answer, best first: a follow-up's `earlierWorks` */
  works: Work[]
}

/**
 * The exchange as its conversation keeps it: everything the user saw, without what only this request
 * needed (its charge key, the charge, the works); an answer the client left before it ended is incomplete.
 */
export function toSavedExchange(exchange: Exchange): ExchangeToSave {
  const { questionId: _questionId, stopped, charged: _charged, works: _works, ...saved } = exchange
  return { ...saved, incomplete: saved.incomplete || stopped }
}
