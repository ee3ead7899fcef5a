import { FUNDER_NAMES, type GrantWriterResponse } from '#shared/contract/grants'
import type { Finding } from '#shared/grants/check-draft'

/** Where a finding points in the draft, as a short quote (or "the whole draft" for something missing). */
export function findingExcerpt(draft: string, finding: Pick<Finding, 'start' | 'end'>, max = 80): string | null {
  if (finding.end <= finding.start) return null
  const text = draft.slice(finding.start, finding.end).replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/**
 * The Markdown export: the scaffold with the member's own sentences or the questions still to answer, the evidence
 * quoted with [n], the checker's findings on the draft as it is now, and the numbered references. Nothing in it was
 * written by a model; a critique, when there is one, is left out (it is not proposal text).
 */
export function grantMarkdown(result: GrantWriterResponse, draft: string, findings: readonly Finding[]): string {
  const { scaffold, evidence } = result
  const lines: string[] = [
    `# ${FUNDER_NAMES[result.funder]} ${result.mechanism}: ${scaffold.title}`,
    '',
    `_${result.policy}_`,
    '',
    `_${scaffold.limit} ${scaffold.mechanismNote}_`,
    '',
  ]
  for (const part of scaffold.parts) {
    lines.push(`## ${part.heading}`, '')
    if (part.placed.length) lines.push(part.placed.map((entry) => entry.text).join('\n\n'), '')
    else lines.push(`> To answer: ${part.question}`, '')
  }
  lines.push('## Evidence for the Significance', '')
  if (evidence.quotes.length) {
    for (const quote of evidence.quotes)
      lines.push(`- ${quote.kind === 'gap' ? '(gap) ' : ''}“${quote.text}” [${quote.n}]`)
    lines.push('')
  } else lines.push(evidence.status.message ?? 'No evidence was quoted.', '')
  lines.push('## Checker findings on the draft', '')
  if (!draft.trim()) lines.push('No draft was given.', '')
  else if (!findings.length) lines.push('The checker found nothing.', '')
  else {
    for (const finding of findings) {
      const excerpt = findingExcerpt(draft, finding)
      lines.push(`- **${finding.severity}**: ${finding.message}${excerpt ? ` — “${excerpt}”` : ''}`)
    }
    lines.push('')
  }
  lines.push('## References', '')
  lines.push(evidence.exports.markdown.length ? evidence.exports.markdown.join('\n') : 'None.', '')
  return lines.join('\n')
}
