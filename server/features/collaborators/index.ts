/**
 * The Collaboration Opportunity Finder (issue 29 §3, decisions 048 and 051), one of the research pathways' tools:
 * POST /api/pathways/collaborators (premium).
 * - collaborators.service: the run — the member's OpenAlex author (by id or ORCID), their co-authors and their
 *   co-authors' co-authors (group_by on works), the interest's authors of the last three years, the candidates'
 *   profiles and two example works each, within COLLABORATOR_CALL_BUDGET calls (server/lib/upstream-call-plan).
 * - rank-collaborators: pure — the candidates (existing co-authors left out), the score from
 *   server/lib/collaborator-score (weighted Adamic–Adar, topic fit, recent works), the sector filter and the reasons.
 */
export { collaboratorsRoutes } from './collaborators.routes'
