// PLACEHOLDER — being written now.
export function AdminRoute() {
  return null
}
