/**
 * Research pathways (premium or admin on every route; issue 29).
 * - content/: the four career archetypes (responsibilities, five pathway steps, five skills, five funding sources
 *   with the funder's page, five grant-writing tips) and the two groups of resources; served only through
 *   GET /api/pathways/content, never shipped in the public JavaScript.
 * - pathways.service: the content, and each tool's last run per user (saveToolOutput, called by the tools' routes;
 *   lastToolOutputs, served by GET /api/pathways/outputs). The rows go with the account's export and deletion
 *   through their foreign key to the user.
 */
export { pathwaysRoutes } from './pathways.routes'
export { lastToolOutputs, saveToolOutput } from './pathways.service'
