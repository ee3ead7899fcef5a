// PLACEHOLDER — being written now.
export function ProfileSettingsRoute() {
  return null
}
