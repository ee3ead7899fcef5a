import type { Me } from '#shared/contract/account'

/** First two letters of the e-mail, upper case (as the original's avatar). */
export function initialsOf(email: string): string {
  return email.slice(0, 2).toUpperCase() || 'U'
}

export function displayNameOf(me: Pick<Me, 'user'> | null): string {
  return me?.user.name.trim() || me?.user.email || 'User'
}

export function planBadgeOf(me: Pick<Me, 'isFounder' | 'isPremium'>): 'Founder' | 'Premium' | 'Free User' {
  if (me.isFounder) return 'Founder'
  return me.isPremium ? 'Premium' : 'Free User'
}

export function planLineOf(me: Pick<Me, 'isPremium'>): string {
  return me.isPremium ? 'Current plan: Lifetime' : 'Current plan: Free'
}

/** The label the pricing page shows beside the plans. */
export function pricingPlanLabelOf(me: Pick<Me, 'isFounder' | 'isPremium'> | null): string | null {
  if (!me) return null
  if (me.isFounder) return 'Premium Account'
  return me.isPremium ? 'Premium Access' : 'Free Plan'
}
