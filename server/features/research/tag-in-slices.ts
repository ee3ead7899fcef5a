import type { Work } from '#shared/contract/sources'
import { tokenize } from './text-analysis'

const WORKS_PER_SLICE = 3

/**
 * Tags the works' texts a few works at a time, yielding between slices: ranking and the brief then read the
 * tags from tokenize's memory, and the other answers streaming meanwhile are not held up behind this one.
 */
export async function tagInSlices(
  works: readonly Work[],
  textsOf: (work: Work) => readonly string[],
  signal: AbortSignal,
): Promise<void> {
  for (let start = 0; start < works.length && !signal.aborted; start += WORKS_PER_SLICE) {
    for (const work of works.slice(start, start + WORKS_PER_SLICE)) for (const text of textsOf(work)) tokenize(text)
    await new Promise((resolve) => setImmediate(resolve))
  }
}
