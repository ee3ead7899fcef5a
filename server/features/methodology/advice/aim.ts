import type { Advice, Aim, ParsedAdviceInput, StudyType } from '#shared/contract/methodology'

/** Phrases of a question that reveal its aim, checked in this order (the first match wins). */
const AIM_PHRASES: [Aim, RegExp][] = [
  [
    'synthesise-literature',
    /\b(systematic review|scoping review|meta-analys[ie]s|literature review|what is known|existing (evidence|literature|studies))\b/i,
  ],
  [
    'diagnostic-accuracy',
    /\b(diagnostic accuracy|sensitivity and specificity|sensitivity|specificity|screening tool|accurate(ly)? .{0,60}(detect|diagnose|identify|classify))\b/i,
  ],
  [
    'measure-instrument',
    /\b(valid(ate|ity)|reliab(le|ility)|psychometric|questionnaire development|develop (a|an) (scale|instrument|questionnaire))\b/i,
  ],
  ['describe-case', /\b(case report|case study of|single case)\b/i],
  ['predict', /\b(predict(s|or|ors|ive|ion)?|forecast|risk factors? for|who is (likely|at risk))\b/i],
  [
    'evaluate-intervention',
    /\b(effect of|effects of|impact of|effectiveness|efficacy|does .{1,60} (improve|reduce|increase|decrease|affect|change)|intervention|treatment|training|program(me)?)\b/i,
  ],
  [
    'explore-experiences',
    /\b(experiences?|perceptions?|perceive|feel|feelings|meaning|attitudes?|why do|how do .{1,60} (experience|understand|describe|cope|make sense))\b/i,
  ],
  ['compare-groups', /\b(compare|comparison|differ(ence|ences|s)? between|versus|vs\.?|more than|less than)\b/i],
  [
    'relate-variables',
    /\b(relationship|related to|relation between|associat(ed|ion)|correlat(e|ed|ion)|link between|influence)\b/i,
  ],
]

const AIM_FROM_STUDY_TYPE: Record<StudyType, Aim> = {
  'Mixed Methods': 'evaluate-intervention',
  Quantitative: 'relate-variables',
  Qualitative: 'explore-experiences',
  Experimental: 'evaluate-intervention',
  Observational: 'relate-variables',
  'Literature Review': 'synthesise-literature',
}

export const AIM_LABELS: Record<Aim, string> = {
  'compare-groups': 'compare groups',
  'evaluate-intervention': 'test whether an intervention or exposure has an effect',
  'relate-variables': 'relate variables to each other',
  predict: 'predict an outcome',
  'explore-experiences': 'explore experiences and meanings',
  'diagnostic-accuracy': 'judge how accurately a test detects a condition',
  'measure-instrument': 'develop or validate a measurement instrument',
  'describe-case': 'describe a single case in depth',
  'synthesise-literature': 'synthesise existing studies',
}

export function readAim(input: ParsedAdviceInput): Pick<Advice, 'aim' | 'aimSource' | 'matchedPhrase'> {
  if (input.aim) return { aim: input.aim, aimSource: 'answer', matchedPhrase: null }
  if (input.unit === 'studies') return { aim: 'synthesise-literature', aimSource: 'answer', matchedPhrase: null }
  if (input.studyType === 'Literature Review')
    return { aim: 'synthesise-literature', aimSource: 'study type', matchedPhrase: null }
  for (const [aim, pattern] of AIM_PHRASES) {
    const match = pattern.exec(input.researchQuestion)
    if (match) return { aim, aimSource: 'question', matchedPhrase: match[0] }
  }
  return { aim: AIM_FROM_STUDY_TYPE[input.studyType], aimSource: 'study type', matchedPhrase: null }
}

export const QUANTITATIVE_AIMS: Aim[] = [
  'compare-groups',
  'evaluate-intervention',
  'relate-variables',
  'predict',
  'diagnostic-accuracy',
  'measure-instrument',
]
export const CAUSAL_AIMS: Aim[] = ['compare-groups', 'evaluate-intervention']
