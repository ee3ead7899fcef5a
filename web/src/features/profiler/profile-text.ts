/** Wording the result screen and the exported profile share. */

/** The spec's summary shows the goals cut at 150 characters, with an ellipsis when they were longer. */
export function shortenGoals(goals: string, limit = 150): string {
  return goals.length > limit ? `${goals.slice(0, limit).trimEnd()}…` : goals
}

export function publicationsText(publications: string): string {
  return `${publications} peer-reviewed publications`
}

export function worksText(works: number): string {
  return `${works.toLocaleString('en-US')} ${works === 1 ? 'work' : 'works'} on your topic`
}

export function pointsText(points: number, max: number): string {
  return `${points < 0 ? '' : '+'}${points} / ${max}`
}
