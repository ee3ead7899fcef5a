import type { LinkEvidence } from '#shared/contract/hypotheses'
import { plural } from '../../lib/words'
import { evidenceSentence, type ChainLink, type Hypothesis, type Link } from './discovery'
import { outranks, type References } from './references'

const QUOTES_PER_LINK = 2
/** Works read for a sentence naming both concepts before the link is shown with fewer quotes. */
const WORKS_READ_PER_LINK = 15

/**
 * One link's evidence: its count of works against chance, and the sentences of the most cited works that name both
 * concepts, quoted verbatim with the work's reference number.
 */
export function linkEvidence(link: Link, from: string, to: string, references: References): LinkEvidence {
  const candidates = link.workIds
    .flatMap((id) => {
      const work = references.work(id)
      return work ? [{ id, work }] : []
    })
    .sort((x, y) => (outranks(x.work, y.work) ? -1 : outranks(y.work, x.work) ? 1 : 0))
    .slice(0, WORKS_READ_PER_LINK)
  const quotes: LinkEvidence['quotes'] = []
  for (const { id, work } of candidates) {
    if (quotes.length >= QUOTES_PER_LINK) break
    const sentence = evidenceSentence(work, from, to)
    const n = sentence && references.cite(id)
    if (sentence && n) quotes.push({ text: sentence.text, n })
  }
  return { works: link.observed, expected: Math.round(link.expected * 10) / 10, quotes }
}

/** The evidence behind a hypothesis, in words: counts only, never a made-up probability. */
export function plausibilityOf(hypothesis: Hypothesis, shown: readonly ChainLink[]): string {
  const strongest = shown[0]
  if (!strongest) return 'No linking concept joins them in the retrieved works.'
  const a = hypothesis.a.name
  const c = hypothesis.c.name
  const through =
    hypothesis.linkingTermCount > 1
      ? `${plural(hypothesis.linkingTermCount, 'concept')} link ${a} to ${c}`
      : `One concept links ${a} to ${c}`
  return `${through}. The strongest, ${strongest.via.name}, is named with ${a} in ${plural(strongest.ab.observed, 'work')} (${strongest.ab.expected.toFixed(1)} expected by chance) and with ${c} in ${plural(strongest.bc.observed, 'work')} (${strongest.bc.expected.toFixed(1)} expected).`
}
