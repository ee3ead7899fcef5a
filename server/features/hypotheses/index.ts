/**
 * The hypothesis generator (issue 28). hypotheses.routes.ts streams one run as server-sent events (POST
 * /api/hypotheses, premium) and serves the saved runs (list, get, delete, export); make-hypotheses.ts is the run's
 * stages: retrieve (the research engine's sources), concepts (discovery/ on each work, OpenAlex enrichment batched by
 * id through the sources module), expand (a search per linking concept, within the call budget), discover
 * (discovery/: open A → B → C by linking term count, closed A ↔ C) and write (chain-evidence.ts quotes each link,
 * references.ts numbers the works). hypotheses-markdown.ts is the Markdown export; BibTeX/RIS are the bibliography
 * module's. hypotheses.service.ts keeps the runs per user.
 */
export { hypothesesRoutes } from './hypotheses.routes'
export { makeHypotheses, resolveConcept, type HypothesisDeps } from './make-hypotheses'
