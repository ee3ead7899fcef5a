/**
 * The AI research engine. research.routes.ts streams one answer as server-sent events (POST /api/research/ask): its
 * first event goes out before any write (decision 041), then it claims the AI query before any source is asked (a 429
 * before the stream when the day's were already spent, an error event when a parallel ask took the last one) and
 * gives it back when no answer starts, and runs the answer in a source-caller scope (the user's share of each source,
 * stopped when the client leaves); answer-question.ts is that answer's numbered steps:
 * 1. ethics-screen (ethical mode's rules) may decline; 2. retrieve.ts asks the planned sources in parallel, with the
 * trend (trend.ts), compounds and BLAST beside it, and Deep Research's rounds (deep-research.ts) after it;
 * 3. rank-works (BM25 with citation and recency priors) and abstain; 4. the model's answer (model-answer.ts,
 * answer-prompt, citations' marker gate, support levels) or the evidence brief without one; 5. done, with the
 * receipt. question-terms, text-analysis (wink-nlp) and tag-in-slices read the question and abstracts;
 * until-aborted stops waiting when the client leaves. exchange.ts maps the finished answer to what a saved
 * conversation keeps (conversations.service and conversations.routes: list, get, rename, delete).
 */
export { researchRoutes } from './research.routes'
export { answerQuestion, type AnswerOptions } from './answer-question'
export { toSavedExchange, type Exchange } from './exchange'
export { compoundNamesOf, sourceQueryOf } from './question-terms'
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
  contentKeys,
  forgetTokens,
  questionTerms,
  splitSentences,
  tokenize,
  type SentenceSpan,
  type TermToken,
} from './text-analysis'
export {
  conversationTitle,
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  openThread,
  readThread,
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
