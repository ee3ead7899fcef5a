/**
 * Researcher discovery: topic experts found through works plus name matches (find-topic-experts, from OpenAlex and
 * Semantic Scholar), merged-profile warnings (profile-plausibility), a search costing one query a day per distinct
 * query (decision 010), and the researchers a member saves (at most 500, with the card as shown).
 */
export { researchersRoutes } from './researchers.routes'
export { toResearcherCard } from './researchers.service'
export { authorIdOf } from './find-topic-experts'
