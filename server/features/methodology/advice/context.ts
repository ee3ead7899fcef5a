import type { Aim, OutcomeType, ParsedAdviceInput } from '#shared/contract/methodology'
import { readPopulation, type PopulationReading } from '../population'
import { CAUSAL_AIMS, QUANTITATIVE_AIMS } from './aim'

/** The answers with the aim read and every default filled in: what each rule table reads. */
export type Context = ParsedAdviceInput & {
  aimOf: Aim
  outcome: OutcomeType
  groups: number
  humans: boolean
  /** protected groups the population names (minors, patients, …), read by `readPopulation` */
  protectedGroups: PopulationReading[]
}

/** The context of one question, and the assumptions its defaults make (each said to the user). */
export function readContext(input: ParsedAdviceInput, aim: Aim): { context: Context; assumptions: string[] } {
  const assumptions: string[] = []
  const outcome =
    input.outcomeType ?? (aim === 'explore-experiences' || aim === 'describe-case' ? 'text' : 'continuous')
  if (!input.outcomeType && QUANTITATIVE_AIMS.includes(aim))
    assumptions.push('The outcome is assumed to be a continuous measurement.')
  const groups = input.groups ?? 2
  if (input.groups === undefined && CAUSAL_AIMS.includes(aim)) assumptions.push('Two groups are assumed.')
  const unit = input.unit ?? (aim === 'synthesise-literature' ? 'studies' : 'people')
  if (input.unit === undefined && aim !== 'synthesise-literature')
    assumptions.push('The participants are assumed to be people.')
  const context: Context = {
    ...input,
    unit,
    aimOf: aim,
    outcome,
    groups,
    humans: unit === 'people' || unit === 'groups',
    protectedGroups: readPopulation(input.population),
  }
  return { context, assumptions }
}
