/** A CSL name: a person split into parts, or an organisation (or a single word) kept whole. */
export type CslName = { family: string; given?: string; suffix?: string } | { literal: string }

const ORGANISATION_WORDS =
  /\b(academy|agency|alliance|association|board|center|centre|collaboration|college|commission|committee|consortium|corporation|council|department|federation|foundation|group|inc|initiative|institute|institution|investigators|laboratory|ltd|ministry|network|office|organi[sz]ation|panel|partnership|program|programme|project|society|survey|team|trust|university|working)\b/i
export const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'bin',
  'ibn',
  'al',
  'el',
])
const SUFFIX = /^(jr|sr|ii|iii|iv)\.?$/i

/**
 * "Jane Q. Smith" → given "Jane Q.", family "Smith"; "Ludwig van Beethoven" → family "van Beethoven" (a separate
 * particle would be lost in RIS);
 * "Smith, Jane" is read family-first; one word, digits, "&" or an organisation's word → a literal name.
 */
export function splitName(raw: string): CslName | null {
  const name = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
  if (!name) return null
  if (/[\d&@]/.test(name) || ORGANISATION_WORDS.test(name)) return { literal: name }

  const commaParts = name.split(',').map((part) => part.trim())
  if (commaParts.length === 2 && commaParts[0] && commaParts[1]) {
    return personName(commaParts[0].split(' '), commaParts[1], undefined)
  }
  if (commaParts.length === 3 && commaParts[0] && commaParts[1] && commaParts[2] && SUFFIX.test(commaParts[1])) {
    return personName(commaParts[0].split(' '), commaParts[2], commaParts[1])
  }
  if (commaParts.length > 1) return { literal: name }

  const words = name.split(' ')
  const suffix = words.length > 2 && SUFFIX.test(words.at(-1) ?? '') ? words.pop() : undefined
  if (words.length < 2 || words.length > 5) return { literal: name }
  let familyStart = words.length - 1
  while (familyStart > 1 && PARTICLES.has(words[familyStart - 1] ?? '')) familyStart -= 1
  return personName(words.slice(familyStart), words.slice(0, familyStart).join(' '), suffix)
}

function personName(familyWords: string[], given: string, suffix: string | undefined): CslName {
  return { family: familyWords.join(' '), given, ...(suffix ? { suffix } : {}) }
}
