export type PopulationGroup = 'minors' | 'patients' | 'prisoners' | 'own-students' | 'lacking-capacity'

export type PopulationReading = { group: PopulationGroup; phrase: string }

/** "Parents of children", "nurses caring for patients": the people so named are not the participants. */
const NOT_THE_PARTICIPANTS = String.raw`(?<!\b(?:parents|mothers|fathers|carers|caregivers|families|relatives|teachers|nurses|staff|doctors|clinicians|professionals) (?:of|for|caring for|working with) (?:[\w-]+ ){0,2})`

const phrases = (words: string) => new RegExp(String.raw`${NOT_THE_PARTICIPANTS}\b(?:${words})\b(?!['’]s)`, 'i')

/**
 * Words that name a group needing extra protection. Conservative on purpose: a plain noun such as
 * "students" or "adults" matches nothing, so a group is read only where the text names it outright.
 */
const GROUP_PHRASES: [PopulationGroup, RegExp][] = [
  [
    'minors',
    phrases(
      String.raw`children|child|kids|infants?|toddlers?|babies|newborns?|neonates|adolescents?|teen(?:ager)?s?|minors|pupils|schoolchildren|under[- ](?:1[0-8]|[1-9])s|under (?:the age of )?(?:1[0-8]|[1-9])(?! (?:weeks|months|days|hours|minutes|kg|%))|(?:primary|elementary|middle|high|secondary)[- ]school (?:students|pupils)`,
    ),
  ],
  [
    'patients',
    phrases(
      String.raw`patients?|in-?patients?|out-?patients?|hospitali[sz]ed (?:people|adults|older adults)|hospice (?:users|residents)|people (?:living )?with (?:cancer|diabetes|dementia|hiv|stroke|epilepsy|schizophrenia|depression)`,
    ),
  ],
  [
    'prisoners',
    phrases(
      String.raw`prisoners?|inmates?|incarcerated (?:people|adults|men|women|youth)|detainees?|(?:people|men|women|adults|youths?|young people) in (?:prison|custody|detention)|young offenders|people on (?:probation|parole)`,
    ),
  ],
  [
    'own-students',
    phrases(
      String.raw`(?:my|our) (?:own )?(?:students|pupils|tutees|trainees|class(?:es)?|course|module|seminar groups?)|students (?:I|we) (?:teach|supervise|tutor)|in (?:my|our) (?:class|classes|course|module|lectures)`,
    ),
  ],
  [
    'lacking-capacity',
    phrases(
      String.raw`dementia|alzheimer['’]?s|intellectual disabilit(?:y|ies)|learning disabilit(?:y|ies)|cognitive impairment|(?:lack|lacking|without) (?:the )?(?:mental )?capacity|unconscious|coma(?:tose)?|delirium|(?:acquired |traumatic )?brain injur(?:y|ies)|psychosis|severe mental illness`,
    ),
  ],
]

/** An age range such as "aged 12–16" or "ages 8 to 11": minors when its lower bound is under 18. */
const AGE_RANGE = /\bage[sd]? (\d{1,2})\s*(?:–|-|to)\s*(\d{1,2})\b/i

/** The protected groups a population names, each with the phrase that named it, in a fixed order. */
export function readPopulation(population: string | undefined): PopulationReading[] {
  const text = population?.trim() ?? ''
  if (!text) return []
  const readings: PopulationReading[] = []
  for (const [group, pattern] of GROUP_PHRASES) {
    const match = pattern.exec(text) ?? (group === 'minors' ? ageRangeOfMinors(text) : null)
    if (match) readings.push({ group, phrase: match[0] })
  }
  return readings
}

function ageRangeOfMinors(text: string): RegExpExecArray | null {
  const range = AGE_RANGE.exec(text)
  return range && Number(range[1]) < 18 ? range : null
}

/** Groups whose research goes to a full committee review rather than an expedited one. */
export const FULL_REVIEW_GROUPS: PopulationGroup[] = ['minors', 'patients', 'prisoners', 'lacking-capacity']
