import { RESEARCH_SOURCES } from '#shared/contract/research'
import { IDENTIFIED_BY_FOLLOWING, type SavedReview } from '#shared/contract/reviews'
import { escapeMarkdown, markdownReferences } from '../bibliography'

const REASON_WORDS: Record<string, string> = {
  'outside-years': 'outside the year range',
  retracted: 'retracted',
  'no-abstract': 'no abstract',
  'off-topic': 'off-topic (under the relevance floor)',
  'over-limit': 'past the 200 most relevant',
}

const sourceName = (id: string) =>
  id in IDENTIFIED_BY_FOLLOWING
    ? IDENTIFIED_BY_FOLLOWING[id as keyof typeof IDENTIFIED_BY_FOLLOWING]
    : (RESEARCH_SOURCES.find((source) => source.id === id)?.name ?? id)

/** The whole review as Markdown: overview, themes with their quotes and [n], over time, method, PRISMA, references. */
export function reviewMarkdown(saved: SavedReview): string {
  const { review } = saved
  const out: string[] = [`# ${escapeMarkdown(saved.title)}`, '']
  out.push(
    `*Literature review made ${review.method.at.slice(0, 10)} by Lodestar${review.kind === 'extractive' ? ', extractive: every finding is quoted verbatim from a retrieved abstract' : ''}.*`,
    '',
  )
  out.push('## Overview', '', escapeMarkdown(review.overview), '')
  for (const theme of review.themes) {
    out.push(`## Theme ${theme.id}: ${escapeMarkdown(theme.label)}`, '')
    if (theme.topic) out.push(`OpenAlex topic: ${escapeMarkdown(theme.topic)}. `)
    out.push(`${theme.works.length} works: ${theme.works.map((n) => `[${n}]`).join(' ')}`, '')
    const key = theme.keyWorks
    const keyParts = [
      key.mostCited ? `most cited [${key.mostCited}]` : null,
      key.earliest ? `earliest [${key.earliest}]` : null,
      key.mostRecent ? `most recent [${key.mostRecent}]` : null,
    ].filter(Boolean)
    if (keyParts.length) out.push(`Key works: ${keyParts.join(', ')}.`, '')
    if (theme.synthesis?.length)
      out.push('### Synthesis', '', theme.synthesis.map((sentence) => escapeMarkdown(sentence.text)).join(' '), '')
    if (theme.findings.length) {
      out.push('### What the works report', '')
      for (const quote of theme.findings) out.push(`- “${escapeMarkdown(quote.text)}” [${quote.n}]`)
      out.push('')
    }
    if (theme.methods.length) {
      out.push('### Methods used', '')
      for (const method of theme.methods) out.push(`- ${method.name}: ${method.works.map((n) => `[${n}]`).join(' ')}`)
      out.push('')
    }
    if (theme.openQuestions.length) {
      out.push('### Open questions and limitations', '')
      for (const quote of theme.openQuestions) out.push(`- “${escapeMarkdown(quote.text)}” [${quote.n}]`)
      out.push('')
    }
  }
  if (review.overTime.length && review.themes.length) {
    out.push('## The field over time', '')
    out.push(`| Year | ${review.themes.map((theme) => `Theme ${theme.id}`).join(' | ')} |`)
    out.push(`|---|${review.themes.map(() => '---:').join('|')}|`)
    for (const row of review.overTime) out.push(`| ${row.year} | ${row.counts.join(' | ')} |`)
    out.push('')
  }
  const { method, prisma } = review
  out.push('## How this review was made', '')
  out.push(
    `- Searched ${method.at} for “${escapeMarkdown(method.query)}”${method.fromYear || method.toYear ? `, published ${method.fromYear ?? '…'}–${method.toYear ?? '…'}` : ''}.`,
  )
  for (const source of method.sources)
    out.push(
      `- ${sourceName(source.source)}: ${source.status}${source.hits === null ? '' : `, ${source.hits} records`}${source.reason ? ` (${escapeMarkdown(source.reason)})` : ''}`,
    )
  out.push(
    `- References followed: ${method.followReferences ? (method.followNotice ? escapeMarkdown(method.followNotice) : 'yes, one hop') : 'no'}; OpenAlex calls: ${method.openAlexCalls}.`,
  )
  if (method.gapQueries?.length)
    out.push(
      `- Searches ${escapeMarkdown(method.model ?? 'the model')} proposed for what was missing: ${method.gapQueries.map((query) => `“${escapeMarkdown(query)}”`).join(', ')}.`,
    )
  out.push(
    `- Themes: ${escapeMarkdown(method.clustering)}${method.modularity === null ? '' : `; modularity ${method.modularity.toFixed(2)}`}.`,
    '',
  )
  out.push('### PRISMA 2020 flow', '')
  for (const entry of prisma.identified) out.push(`- Identified from ${sourceName(entry.from)}: ${entry.records}`)
  out.push(`- Duplicates removed: ${prisma.duplicatesRemoved}`, `- Records screened: ${prisma.screened}`)
  for (const entry of prisma.excluded)
    if (entry.records) out.push(`- Excluded, ${REASON_WORDS[entry.reason] ?? entry.reason}: ${entry.records}`)
  out.push(`- Included: ${prisma.included}`, '')
  out.push('## References', '')
  out.push(...markdownReferences(review.references))
  return `${out.join('\n')}\n`
}
