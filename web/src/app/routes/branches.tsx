// PLACEHOLDER — being written by the content helper.
export function BranchesRoute() {
  return null
}
