import type { Me } from '#shared/contract/account'

type Viewer = Pick<Me, 'plan' | 'isPremium'> | null

export type FreePlanAction = 'current-plan' | 'already-signed-up' | 'get-started'
export type PremiumPlanAction = 'current-plan' | 'contact'

/** Free card: the user's own plan, an account that already exists, or an invitation to sign up. */
export function freePlanAction(me: Viewer): FreePlanAction {
  if (me?.plan === 'free') return 'current-plan'
  return me ? 'already-signed-up' : 'get-started'
}

export function premiumPlanAction(me: Viewer): PremiumPlanAction {
  return me?.isPremium ? 'current-plan' : 'contact'
}
