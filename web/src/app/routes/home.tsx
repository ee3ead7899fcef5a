// PLACEHOLDER — being written now.
export function HomeRoute() {
  return null
}
