// PLACEHOLDER — being written by the content helper.
export function MissionRoute() {
  return null
}
