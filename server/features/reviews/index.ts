/**
 * The literature review generator (issue 27). reviews.routes.ts streams one review as server-sent events
 * (POST /api/reviews, premium) and serves the saved ones (list, get, rename, delete, export); make-review.ts is the
 * review's stages: retrieve (the research engine's sources), enrich and follow references (OpenAlex, batched by id),
 * screen.ts (every exclusion counted for the PRISMA flow), themes/ (text + shared references, kNN graph, Louvain,
 * class-based TF-IDF labels), theme-sections.ts (key works, quoted findings, method-names.ts, open questions),
 * overview.ts (the first paragraph, works per year), review-markdown.ts (the Markdown export; the reference formats
 * are the bibliography module's). reviews.service.ts keeps them per user.
 */
export { reviewsRoutes } from './reviews.routes'
export { makeReview, type ReviewDeps } from './make-review'
export { reviewMarkdown } from './review-markdown'
export { findThemes, type FoundTheme, type ThemeDocument, type ThemeResult } from './themes'
export { openQuestionsOf, type NumberedWork } from './theme-sections'
export { synthesiseTheme } from './theme-synthesis'
