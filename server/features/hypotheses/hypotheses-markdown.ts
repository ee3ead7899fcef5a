import type { LinkEvidence, SavedHypothesisRun } from '#shared/contract/hypotheses'
import { RESEARCH_SOURCES } from '#shared/contract/research'
import { escapeMarkdown, markdownReferences } from '../bibliography'

const sourceName = (id: string) => RESEARCH_SOURCES.find((source) => source.id === id)?.name ?? id

function linkLines(label: string, link: LinkEvidence): string[] {
  const lines = [`  - ${label}: ${link.works} works (${link.expected.toFixed(1)} expected by chance)`]
  for (const quote of link.quotes) lines.push(`    - “${escapeMarkdown(quote.text)}” [${quote.n}]`)
  return lines
}

/** The run as Markdown: each hypothesis with its null form, variables, evidence chain and novelty; method; references. */
export function hypothesesMarkdown(saved: SavedHypothesisRun): string {
  const { result } = saved
  const out: string[] = [`# Hypotheses: ${escapeMarkdown(saved.title)}`, '']
  out.push(
    `*Found ${result.method.at.slice(0, 10)} by Lodestar's hypothesis generator (${result.mode === 'closed' ? 'connecting two ideas' : 'open discovery'}); every quote is verbatim from a retrieved work.*`,
    '',
  )
  if (result.notice) out.push(`> ${escapeMarkdown(result.notice)}`, '')
  for (const hypothesis of result.hypotheses) {
    out.push(`## H${hypothesis.rank}. ${escapeMarkdown(hypothesis.statement)}`, '')
    out.push(`- Null hypothesis: ${escapeMarkdown(hypothesis.nullHypothesis)}`)
    const { variables } = hypothesis
    out.push(
      `- Variables: independent ${escapeMarkdown(variables.independent)}; dependent ${escapeMarkdown(variables.dependent)}${variables.mediators.length ? `; mediators ${variables.mediators.map(escapeMarkdown).join(', ')}` : ''}`,
    )
    if (hypothesis.mechanism?.length)
      out.push(`- Mechanism: ${hypothesis.mechanism.map((sentence) => escapeMarkdown(sentence.text)).join(' ')}`)
    out.push(`- Evidence: ${escapeMarkdown(hypothesis.plausibility)}`)
    const novelty = hypothesis.novelty
    out.push(
      `- Novelty: ${novelty.observed} retrieved works study both, against ${novelty.expected.toFixed(1)} expected${novelty.isGap ? ' — a gap' : ''}${novelty.closest ? `; closest [${novelty.closest}]` : ''}.`,
    )
    out.push('- Evidence chain:')
    for (const link of hypothesis.links) {
      out.push(`  - Through ${escapeMarkdown(link.via.name)}:`)
      out.push(...linkLines(`${hypothesis.a.name} – ${link.via.name}`, link.ab).map((line) => `  ${line}`))
      out.push(...linkLines(`${link.via.name} – ${hypothesis.c.name}`, link.bc).map((line) => `  ${line}`))
    }
    out.push('')
  }
  if (result.openQuestions.length) {
    out.push('## Open questions stated in the literature', '')
    for (const quote of result.openQuestions) out.push(`- “${escapeMarkdown(quote.text)}” [${quote.n}]`)
    out.push('')
  }
  const { method } = result
  out.push('## How these were found', '')
  out.push(`- Searched ${method.at} for ${method.queries.map((query) => `“${escapeMarkdown(query)}”`).join(' and ')}.`)
  for (const source of method.sources)
    out.push(
      `- ${sourceName(source.source)}: ${source.status}${source.hits === null ? '' : `, ${source.hits} records`}${source.reason ? ` (${escapeMarkdown(source.reason)})` : ''}`,
    )
  if (method.expansions.length)
    out.push(
      `- Linking concepts searched: ${method.expansions.map((entry) => `${escapeMarkdown(entry.concept)} (${entry.works} works)`).join(', ')}.`,
    )
  out.push(
    `- ${method.works} works, ${method.concepts} concepts, ${method.upstreamCalls} upstream calls.`,
    `- ${escapeMarkdown(method.ranking)}`,
    '',
  )
  out.push('## References', '')
  out.push(...markdownReferences(result.references))
  return `${out.join('\n')}\n`
}
