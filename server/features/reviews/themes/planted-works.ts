import { seededRandom } from '#shared/seeded-random'
import type { ThemeDocument } from './find-themes'

/**
 * Synthetic works for the theme finder's tests: groups with their own vocabulary and their own pool of
 * references, written over a filler vocabulary every group shares, so the planted groups are known.
 */

const NAMED_VOCABULARIES = [
  ['reef', 'lagoon', 'algae', 'sponge', 'seagrass', 'mangrove', 'plankton', 'atoll', 'urchin', 'kelp'],
  ['magma', 'lava', 'caldera', 'basalt', 'crater', 'tephra', 'pumice', 'fumarole', 'geyser', 'obsidian'],
  ['pollinator', 'hive', 'nectar', 'pollen', 'orchard', 'blossom', 'honey', 'beeswax', 'clover', 'apiary'],
  ['quasar', 'nebula', 'redshift', 'supernova', 'pulsar', 'galaxy', 'telescope', 'comet', 'asteroid', 'magnetar'],
]
const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'te', 'vo', 'zi', 'pa', 'ne', 'su', 'do', 'fe', 'gu', 'hi', 'jo', 'be']
/** words every group uses */
export const FILLER = ['sample', 'measurement', 'survey', 'field', 'site', 'season', 'rate', 'level', 'record', 'trend']

export function vocabularyOf(group: number): string[] {
  return (
    NAMED_VOCABULARIES[group] ??
    SYLLABLES.slice(0, 10).map((syllable) => `${SYLLABLES[group % SYLLABLES.length] ?? 'qa'}${syllable}rn`)
  )
}

export type PlantedWorks = { docs: ThemeDocument[]; groupOf: number[] }

export function plantedWorks(options: {
  groups: number
  perGroup: number
  withReferences?: boolean
  seed?: number
}): PlantedWorks {
  const random = seededRandom(options.seed ?? 7)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const docs: ThemeDocument[] = []
  const groupOf: number[] = []
  for (let group = 0; group < options.groups; group++) {
    const words = vocabularyOf(group)
    const references = Array.from({ length: 12 }, (_, index) => `W${group}-${index}`)
    for (let index = 0; index < options.perGroup; index++) {
      const [a, b, c, d, e, f] = Array.from({ length: 6 }, () => pick(words))
      docs.push({
        title: `${capitalise(a ?? '')} and ${b ?? ''} ${pick(FILLER)} in the ${c ?? ''}`,
        abstract:
          `We report ${pick(FILLER)} of ${d ?? ''} and ${e ?? ''} near the ${f ?? ''}. ` +
          `The ${a ?? ''} ${pick(FILLER)} varied with ${b ?? ''} across each ${pick(FILLER)}.`,
        referencedWorks: options.withReferences
          ? [
              ...new Set([
                ...Array.from({ length: 5 }, () => pick(references)),
                `W-common-${Math.floor(random() * 40)}`,
              ]),
            ]
          : [],
        topics: [`Topic ${group}`],
      })
      groupOf.push(group)
    }
  }
  return { docs, groupOf }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
