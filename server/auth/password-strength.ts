import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en'

/**
 * zxcvbn's score 2 needs over 10^6 guesses: every common, patterned or personal password scores lower,
 * while any 8 random characters (the spec's minimum) still pass; 3 would mean 9 or more (decision 011).
 */
export const MIN_PASSWORD_SCORE = 2

let checker: ZxcvbnFactory | undefined

// The dictionaries take a moment to index: built on first use, then shared.
function strengthChecker(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  })
  return checker
}

/** The words of a person's own details that a guesser would try first. */
export function personalWords(details: { email?: string | null; name?: string | null }): string[] {
  const words = new Set<string>()
  const email = details.email?.trim().toLowerCase()
  if (email) {
    words.add(email)
    const [local = '', domain = ''] = email.split('@')
    for (const part of [local, local.replace(/[._+-]/g, ''), ...local.split(/[._+-]/), domain.split('.')[0] ?? ''])
      if (part.length >= 3) words.add(part)
  }
  const nameParts = (details.name ?? '').toLowerCase().split(/\s+/)
  for (const part of [...nameParts, nameParts.join('')]) if (part.length >= 3) words.add(part)
  return [...words]
}

/** Why a password is too weak to accept, in words a person can act on; null when it is strong enough. */
export function passwordWeakness(password: string, personal: string[] = []): string | null {
  if (!password.trim()) return 'A password cannot be made of spaces only.'
  const lower = password.toLowerCase()
  if (personal.some((word) => word.includes('@') && lower.includes(word)))
    return 'Your password must not contain your e-mail address.'
  const result = strengthChecker().check(password, personal)
  if (result.score >= MIN_PASSWORD_SCORE) return null
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter((line): line is string =>
    Boolean(line),
  )
  return ['This password is too easy to guess.', ...advice].join(' ')
}
