// PLACEHOLDER — being written by the content helper.
export function SupportersRoute() {
  return null
}
