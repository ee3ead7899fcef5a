// PLACEHOLDER — being written by the content helper.
export function ExplorationHubRoute() {
  return null
}
