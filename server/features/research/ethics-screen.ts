import { tokenize } from './text-analysis'

export type EthicsRule = {
  id: 'mass-harm-agents' | 'enhanced-pathogens' | 'explosives' | 'evading-safeguards' | 'research-misconduct'
  name: string
  /** why a request caught by the rule is declined, shown to the user */
  why: string
  /** the request asks for a way to do something (phrases, compared by stems) */
  intents: readonly string[]
  /** actions that count as an intent when the question also asks for a way ("how", "steps", "help me") */
  requestedActions?: readonly string[]
  /** what it asks to do it with or to */
  subjects: readonly string[]
}

export type EthicsVerdict =
  | { allowed: true }
  | {
      allowed: false
      rule: EthicsRule['id']
      ruleName: string
      message: string
      matched: { intent: string; subject: string }
    }

const REQUEST_MARKERS = [
  'how',
  'instructions',
  'steps',
  'step by step',
  'recipe',
  'guide',
  'protocol',
  'procedure',
  'help me',
  'i want',
  'can i',
  'teach me',
]
const MAKE_ACTIONS = [
  'make',
  'made',
  'making',
  'produce',
  'synthesize',
  'synthesise',
  'synthesis',
  'manufacture',
  'prepare',
  'obtain',
  'acquire',
  'purify',
  'cultivate',
  'grow',
  'extract',
]
const HOW_TO_MAKE = ['synthesis route', 'step by step', 'recipe for']
// Intents no legitimate question pairs with a dangerous agent, so they apply to generic words like "pathogen".
const ENHANCE = [
  'weaponize',
  'weaponise',
  'aerosolize',
  'aerosolise',
  'enhance transmissibility',
  'increase transmissibility',
  'increase lethality',
  'more lethal',
  'more transmissible',
  'disperse',
]

export const ETHICS_RULES: readonly EthicsRule[] = [
  {
    id: 'mass-harm-agents',
    name: 'Chemical and biological weapons',
    why: 'It asks how to make, obtain or deploy an agent that can kill many people (a nerve agent, a biological toxin or a dangerous pathogen).',
    intents: [...HOW_TO_MAKE, ...ENHANCE],
    requestedActions: MAKE_ACTIONS,
    subjects: [
      'sarin',
      'soman',
      'tabun',
      'vx',
      'novichok',
      'nerve agent',
      'mustard gas',
      'sulfur mustard',
      'chemical weapon',
      'ricin',
      'abrin',
      'botulinum toxin',
      'anthrax',
      'bacillus anthracis',
      'smallpox',
      'variola',
      'plague',
      'yersinia pestis',
      'bioweapon',
      'biological weapon',
    ],
  },
  {
    id: 'enhanced-pathogens',
    name: 'Enhancing pathogens or toxins',
    why: 'It asks how to make a pathogen or toxin more harmful, more transmissible or easier to spread.',
    intents: ENHANCE,
    subjects: ['pathogen', 'virus', 'bacterium', 'bacteria', 'toxin', 'influenza', 'coronavirus', 'agent'],
  },
  {
    id: 'explosives',
    name: 'Explosive devices',
    why: 'It asks how to make or set off an explosive device.',
    intents: HOW_TO_MAKE,
    requestedActions: [...MAKE_ACTIONS, 'build', 'assemble', 'detonate'],
    subjects: ['bomb', 'pipe bomb', 'explosive', 'explosives', 'detonator', 'ied', 'tatp', 'napalm', 'dirty bomb'],
  },
  {
    id: 'evading-safeguards',
    name: 'Evading safety and oversight',
    why: 'It asks how to get around safeguards that exist to protect people: biosafety rules, export controls, DNA-synthesis screening or ethics review.',
    intents: [
      'evade',
      'bypass',
      'circumvent',
      'get around',
      'avoid',
      'trick',
      'fool',
      'defeat',
      'disable',
      'without being detected',
      'undetected',
    ],
    subjects: [
      'biosafety',
      'synthesis screening',
      'dna synthesis screening',
      'export control',
      'export controls',
      'ethics review',
      'ethics committee',
      'irb',
      'institutional review board',
      'safety interlock',
      'safety review',
    ],
  },
  {
    id: 'research-misconduct',
    name: 'Research misconduct',
    why: 'It asks how to fabricate, falsify or plagiarise research, or to hide doing so.',
    intents: [
      'how to fabricate',
      'how to falsify',
      'how to fake',
      'how can i fake',
      'how do i fake',
      'how can i fabricate',
      'help me fabricate',
      'help me fake',
      'make up data',
      'make up results',
      'plagiarize without',
      'plagiarise without',
      'without getting caught',
      'not get caught',
      'avoid plagiarism detection',
      'bypass plagiarism',
      'bypass turnitin',
      'fool turnitin',
    ],
    subjects: [
      'data',
      'result',
      'results',
      'paper',
      'thesis',
      'essay',
      'plagiarism',
      'turnitin',
      'review',
      'caught',
      'detection',
    ],
  },
]

type Phrase = { text: string; keys: string }
const keyLine = (text: string): string =>
  ` ${tokenize(text)
    .map((token) => token.key)
    .join(' ')} `
type CompiledRule = { rule: EthicsRule; intents: Phrase[]; actions: Phrase[]; subjects: Phrase[] }
let compiled: CompiledRule[] | null = null
let requestMarkers: Phrase[] = []
const compile = (texts: readonly string[]): Phrase[] => texts.map((text) => ({ text, keys: keyLine(text) }))

/**
 * Ethical mode's screen: a request is declined when it pairs an intent of one rule (an action asked for with
 * "how", "steps", "help me"…, or a phrase like "weaponise") with one of its subjects, compared as stems.
 * Asking about a topic ("the toxicity of sarin in history", "how hospitals treat sarin exposure") names a
 * subject without such an intent and passes.
 */
export function screenQuestion(question: string): EthicsVerdict {
  if (!compiled) {
    requestMarkers = compile(REQUEST_MARKERS)
    compiled = ETHICS_RULES.map((rule) => ({
      rule,
      intents: compile(rule.intents),
      actions: compile(rule.requestedActions ?? []),
      subjects: compile(rule.subjects),
    }))
  }
  const line = keyLine(question)
  const isRequest = requestMarkers.some((phrase) => line.includes(phrase.keys))
  for (const { rule, intents, actions, subjects } of compiled) {
    const intent =
      intents.find((phrase) => line.includes(phrase.keys)) ??
      (isRequest ? actions.find((phrase) => line.includes(phrase.keys)) : undefined)
    const subject = subjects.find((phrase) => line.includes(phrase.keys))
    if (intent && subject) {
      return {
        allowed: false,
        rule: rule.id,
        ruleName: rule.name,
        message: `Ethical mode declined this request (rule: ${rule.name}). ${rule.why} You can still ask about the history, effects, detection, treatment or regulation of the subject.`,
        matched: { intent: intent.text, subject: subject.text },
      }
    }
  }
  return { allowed: true }
}
