export type MockPlanName = 'Basic' | 'Ultimate' | 'Premium'

/** The plan named in a mock checkout's `plan` parameter: 'basic' or 'ultimate' anywhere in it, else Premium. */
export function mockPlanNameOf(plan: string | null | undefined): MockPlanName {
  const value = (plan ?? '').toLowerCase()
  if (value.includes('basic')) return 'Basic'
  if (value.includes('ultimate')) return 'Ultimate'
  return 'Premium'
}

/** Only the exact value 'true' turns mock mode on. */
export function isMockCheckout(mock: string | null): boolean {
  return mock === 'true'
}
