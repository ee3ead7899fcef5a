/**
 * The AI research engine. Its routes (research.routes.ts) and the orchestrator of one answer
 * (answer-question.ts) stand on retrieval (retrieve.ts: the planned sources in parallel) and on a pure core:
 * ranking retrieved works, the evidence-mode brief, the model's prompt, citation and support checks on its
 * answer, abstention and ethical mode's screen. Saved conversations (their service and routes) are the
 * part that keeps answers in the database.
 */
export { researchRoutes } from './research.routes'
export { answerQuestion, type AnswerOptions } from './answer-question'
export { toSavedExchange, type Exchange } from './exchange'
export { compoundNamesOf, sourceQueryOf } from './question-terms'
export { fitTrend } from './trend'
export {
  plannedSources,
  resultsPerSource,
  retrieve,
  unavailableReason,
  type Retrieval,
  type RetrievalPlan,
} from './retrieve'
export { rankRelevantWorks, rankWorks, workText, type RankedWork, type RankOptions, type RankParts } from './rank-works'
export {
  BRIEF_HEADINGS,
  BRIEF_SECTIONS,
  buildEvidenceBrief,
  isQuotable,
  type BriefSection,
  type BriefSentence,
  type EvidenceBrief,
  type EvidenceBriefOptions,
} from './evidence-brief'
export { createMarkerGate, markerNumbers, repairMarkers, resolveCitations, type CitedAnswer } from './citations'
export { assessSupport, levelOf, PARTLY_AT, scoreSupport, SUPPORTED_AT, type SupportScore } from './support'
export { abstainReason, buildAbstention, suggestReformulation, type Abstention, type AbstainReason } from './abstain'
export {
  buildAnswerPrompt,
  passageText,
  type AnswerPrompt,
  type AnswerPromptInput,
  type ChatMessage,
} from './answer-prompt'
export { referenceLink } from './reference-link'
export { ETHICS_RULES, screenQuestion, type EthicsRule, type EthicsVerdict } from './ethics-screen'
export {
  forgetTokens,
  questionTerms,
  splitSentences,
  tokenize,
  type SentenceSpan,
  type TermToken,
} from './text-analysis'
export {
  conversationTitle,
  deleteConversation,
  getConversation,
  listConversations,
  openThread,
  renameConversation,
  saveExchange,
  THREAD_HISTORY_EXCHANGES,
  type ConversationContext,
  type ExchangeToSave,
  type OpenThreadInput,
  type Thread,
  type ThreadTurn,
} from './conversations.service'
export { conversationsRoutes } from './conversations.routes'
