import type { ProfileAnalysis, Venue } from '#shared/contract/profiler'
import { pointsText, publicationsText, worksText } from './profile-text'

export const PROFILE_EXPORT_FILE_NAME = 'research-profile.md'

/** Answers are free text: kept on one line, so a line break or a leading '#' cannot change the document's shape. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function escapeLinkText(text: string): string {
  return inline(text).replace(/[[\]\\]/g, (character) => `\\${character}`)
}

function day(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 10)
}

function venueLines(title: string, venues: Venue[]): string[] {
  const lines = [`### ${title}`, '']
  if (venues.length === 0) return [...lines, `No ${title.toLowerCase()} found for these words.`, '']
  for (const venue of venues) lines.push(`- [${escapeLinkText(venue.name)}](<${venue.url}>): ${worksText(venue.works)}`)
  return [...lines, '']
}

/** The analysis as a Markdown document: summary, scores with their reasons, recommendations, venues and dates. */
export function buildProfileMarkdown(analysis: ProfileAnalysis, exportedAt: Date): string {
  const { summary, scores, recommendations, opportunities } = analysis
  const lines = [
    '# Research Profile',
    '',
    `Analysed on ${day(analysis.analyzedAt)}; exported from Lodestar on ${exportedAt.toISOString().slice(0, 10)}.`,
    '',
    '## Summary',
    '',
    `- Research interest: ${inline(summary.research_interest)}`,
    `- Experience level: ${inline(summary.experience_level)}`,
    `- Publications: ${publicationsText(inline(summary.publications))}`,
    `- Research goals: ${inline(summary.research_goals)}`,
    `- Collaboration interests: ${inline(summary.collaboration_interests)}`,
  ]
  if (summary.linkedin_url) lines.push(`- LinkedIn profile: <${inline(summary.linkedin_url)}>`)
  lines.push('', '## Scores', '')
  for (const score of scores) {
    lines.push(`### ${score.label}: ${score.score}%`, '')
    for (const reason of score.reasons)
      lines.push(`- ${inline(reason.text)} (${pointsText(reason.points, reason.max)})`)
    lines.push('')
  }
  lines.push('## Recommendations', '')
  if (recommendations.length === 0) lines.push('No recommendations.', '')
  for (const recommendation of recommendations) {
    lines.push(
      `### ${inline(recommendation.title)}`,
      '',
      `${recommendation.type}, ${recommendation.priority} priority.`,
      '',
      inline(recommendation.description),
      '',
    )
    for (const item of recommendation.actionItems) lines.push(`- [ ] ${inline(item)}`)
    if (recommendation.actionItems.length > 0) lines.push('')
  }
  lines.push('## Conferences and journals', '')
  if (opportunities.unavailable) {
    lines.push(`Venues could not be looked up: ${inline(opportunities.unavailable)}`, '')
  } else {
    lines.push(
      `Venues that published works matching “${inline(opportunities.query)}”, by number of works (OpenAlex).`,
      '',
      ...venueLines('Journals', opportunities.journals),
      ...venueLines('Conferences', opportunities.conferences),
    )
  }
  return `${lines.join('\n').trimEnd()}\n`
}
