import type { ResearcherCard } from '../contract/researchers'

type MailSubject = Pick<ResearcherCard, 'display_name' | 'concepts' | 'works_count' | 'cited_by_count'>

const formatCount = (value: number) => value.toLocaleString('en-US')

function topicsPhrase(concepts: MailSubject['concepts']): string {
  const [first, second] = concepts.map((concept) => concept.display_name)
  if (first && second) return `your work on ${first} and ${second}`
  if (first) return `your work on ${first}`
  return 'your research'
}

export function collaborationSubject(name: string): string {
  return `Research Collaboration Opportunity - ${name}`
}

export function collaborationBody(researcher: MailSubject): string {
  const works = researcher.works_count === 1 ? '1 publication' : `${formatCount(researcher.works_count)} publications`
  const citations =
    researcher.cited_by_count === 1 ? '1 citation' : `${formatCount(researcher.cited_by_count)} citations`
  return [
    `Dear ${researcher.display_name},`,
    '',
    `I came across ${topicsPhrase(researcher.concepts)}, and I was impressed by your contribution to the field: ${works} with ${citations}.`,
    '',
    'I would welcome the chance to discuss a possible research collaboration. Would you be open to a short conversation?',
    '',
    'Best regards,',
  ].join('\r\n')
}

/**
 * A pre-filled collaboration e-mail. No recipient: OpenAlex has no e-mail addresses and the original's
 * guessed address reached strangers, so the user fills it in.
 */
export function collaborationMailto(researcher: MailSubject): string {
  return `mailto:?subject=${encodeURIComponent(collaborationSubject(researcher.display_name))}&body=${encodeURIComponent(collaborationBody(researcher))}`
}
