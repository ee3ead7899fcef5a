/** Researcher search (by topic or name, from OpenAlex and Semantic Scholar) and the researchers a member saves. */
export { researchersRoutes } from './researchers.routes'
