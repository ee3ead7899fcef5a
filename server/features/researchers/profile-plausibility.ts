import type { AuthorProfile } from '#shared/contract/sources'
import type { ProfileWarning } from '#shared/contract/researchers'

export const PLAUSIBILITY_LIMITS = {
  /**
   * Even the most prolific single authors stay well under this many works a year. It also covers
   * "over 2,500 works in under 15 active years" (that is more than 166 a year).
   */
  maxWorksPerActiveYear: 150,
  /**
   * The per-year counts (OpenAlex counts_by_year) cover recent years only: since 2012 in the 2024–2026
   * recordings. When they hold at least this share of all works, the career started inside them and its
   * length is known; otherwise earlier works exist and the career is assumed to be the longest one.
   */
  careerInsideCountsShare: 0.9,
  /** the career assumed when it started before the per-year counts begin */
  longestCareerYears: 45,
  /** current institutions listed at once */
  manyInstitutions: 5,
  /** distinct broad fields among the profile's topics */
  manyFields: 6,
  /** only the most prominent topics are considered; long tails are noisy for everyone */
  topicsConsidered: 15,
} as const

/**
 * AuthorProfile carries topic names only, not OpenAlex's topic → field hierarchy, so broad fields are
 * guessed from words in the topic names. Order matters: the first field whose pattern matches wins
 * (so "Neural Networks" is computing before "neural" reads as neuroscience).
 */
const FIELD_PATTERNS: [field: string, pattern: RegExp][] = [
  [
    'Computer science',
    /\b(machine learning|deep learning|reinforcement learning|neural networks?|artificial intelligence|comput\w*|algorithm\w*|software|data mining|database\w*|cryptograph\w*|blockchain|internet|cloud|natural language|information retrieval|recommender|cybersecurity|programming|virtual reality)\b/,
  ],
  [
    'Mathematics',
    /\b(mathemat\w*|algebra\w*|geometr\w*|topolog\w*|theorem\w*|number theory|graph theory|stochastic|probabilit\w*|statistic\w*|differential equations?|combinatori\w*)\b/,
  ],
  [
    'Physics and astronomy',
    /\b(quantum|particle\w*|galax\w*|stellar|stars?|cosmolog\w*|astro\w*|plasma|lasers?|optic\w*|photon\w*|superconduct\w*|magnet\w*|relativity|gravit\w*|neutrino\w*|dark matter|black holes?|condensed matter|atomic)\b/,
  ],
  ['Chemistry', /\b(chemi\w*|cataly\w*|polymer\w*|organic|electrochem\w*|spectroscop\w*|crystal\w*|synthesis)\b/],
  ['Materials science', /\b(materials?|alloys?|nano\w*|graphene|ceramic\w*|composites?|thin films?|corrosion)\b/],
  ['Energy', /\b(energy|solar|batter\w*|fuel\w*|photovoltaic\w*|wind power|hydrogen)\b/],
  [
    'Engineering',
    /\b(engineering|mechanical|control systems?|structural|concrete|vibration\w*|turbine\w*|fluid\w*|combustion|power systems?|electric\w*|circuit\w*|antenna\w*|wireless|signal processing|sensors?|robot\w*|manufactur\w*|vehicle\w*)\b/,
  ],
  [
    'Earth and environment',
    /\b(climate|ocean\w*|geolog\w*|seismic|earthquake\w*|soils?|hydrolog\w*|atmospher\w*|pollution|environment\w*|ecosystem\w*|glaci\w*|weather|remote sensing|volcan\w*)\b/,
  ],
  ['Agriculture and food', /\b(agricult\w*|crops?|food|livestock|dairy|farm\w*|veterinar\w*)\b/],
  [
    'Neuroscience and psychology',
    /\b(neuro\w*|brain|cognit\w*|psycholog\w*|emotion\w*|personality|behaviou?r\w*|anxiety|memory)\b/,
  ],
  [
    'Medicine',
    /\b(clinical|patients?|cancer\w*|tumou?r\w*|disease\w*|surg(?:ery|ical|eons?)|therap\w*|medic\w*|cardi\w*|heart|diabet\w*|infecti\w*|hiv|covid\w*|vaccin\w*|health\w*|hospital\w*|pharmac\w*|drugs?|oncolog\w*|pediatric\w*|nursing|dental|epidemiolog\w*|stroke|renal|kidney|liver|hepat\w*|obesity|pain)\b/,
  ],
  [
    'Life sciences',
    /\b(genes?|gene expression|genom\w*|genetic\w*|protein\w*|cells?|cellular|molecular|dna|rna|enzym\w*|bacteri\w*|microbi\w*|vir(?:us|uses|al|olog\w*)|plants?|species|ecolog\w*|evolution\w*|biolog\w*|immun\w*|insects?|fish\w*)\b/,
  ],
  [
    'Economics and business',
    /\b(econom\w*|financ\w*|markets?|business\w*|management|accounting|labou?r|trade|monetary|tax|taxes|taxation|entrepreneur\w*|supply chains?|consumer\w*)\b/,
  ],
  [
    'Social sciences',
    /\b(social|politic\w*|sociolog\w*|education\w*|students?|teach\w*|schools?|law|legal|polic\w*|urban|migration|gender|media|communication)\b/,
  ],
  [
    'Arts and humanities',
    /\b(histor\w*|philosoph\w*|literar\w*|literature|linguist\w*|art|arts|music\w*|religio\w*|archaeolog\w*|cultur\w*|ethic\w*|languages?)\b/,
  ],
]

/** The broad field a topic name most likely belongs to, or null when no word gives it away. */
export function fieldOfTopic(topic: string): string | null {
  const text = topic.toLowerCase()
  for (const [field, pattern] of FIELD_PATTERNS) if (pattern.test(text)) return field
  return null
}

const formatCount = (value: number) => value.toLocaleString('en-US')

type PlausibilityInput = Pick<AuthorProfile, 'worksCount' | 'worksByYear' | 'institutions' | 'topics'>

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`

/** Works at a pace no single person keeps: over the known career, over the longest career, or in one year. */
function implausibleOutput({
  worksCount,
  worksByYear,
}: Pick<PlausibilityInput, 'worksCount' | 'worksByYear'>): string | null {
  const limits = PLAUSIBILITY_LIMITS
  const active = worksByYear.filter((entry) => entry.works > 0)
  const worksCounted = active.reduce((sum, entry) => sum + entry.works, 0)
  if (active.length && worksCounted >= worksCount * limits.careerInsideCountsShare) {
    const years = active.map((entry) => entry.year)
    const span = Math.max(...years) - Math.min(...years) + 1
    const perYear = Math.round(worksCount / span)
    if (perYear > limits.maxWorksPerActiveYear) {
      return `${formatCount(worksCount)} works in ${plural(span, 'active year')} (about ${formatCount(perYear)} a year), far beyond one career`
    }
  } else if (worksCount / limits.longestCareerYears > limits.maxWorksPerActiveYear) {
    return `${formatCount(worksCount)} works, over ${limits.maxWorksPerActiveYear} a year even across a ${limits.longestCareerYears}-year career`
  }
  const peak = active.reduce<(typeof active)[number] | null>(
    (best, entry) => (best === null || entry.works > best.works ? entry : best),
    null,
  )
  if (peak && peak.works > limits.maxWorksPerActiveYear)
    return `${formatCount(peak.works)} works in ${peak.year} alone, far beyond one person’s output`
  return null
}

/**
 * Reasons to suspect that a profile merges several people (OpenAlex's author disambiguation sometimes
 * joins namesakes), or null when nothing stands out. Each reason is a sentence fragment for users.
 */
export function assessProfilePlausibility(profile: PlausibilityInput): ProfileWarning | null {
  const limits = PLAUSIBILITY_LIMITS
  const reasons: string[] = []

  const output = implausibleOutput(profile)
  if (output) reasons.push(output)

  const institutions = [...new Set(profile.institutions)]
  if (institutions.length >= limits.manyInstitutions) {
    reasons.push(`${institutions.length} current institutions at once`)
  }

  const fields = [
    ...new Set(
      profile.topics
        .slice(0, limits.topicsConsidered)
        .map(fieldOfTopic)
        .filter((field) => field !== null),
    ),
  ]
  if (fields.length >= limits.manyFields) {
    const named =
      fields.length > 5 ? `${fields.slice(0, 4).join(', ')} and ${fields.length - 4} more` : fields.join(', ')
    reasons.push(`topics spread over ${fields.length} unrelated fields (${named})`)
  }

  return reasons.length ? { reasons } : null
}
