// PLACEHOLDER — being written now.
export function AuthRoute() {
  return null
}
