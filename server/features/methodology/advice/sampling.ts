import type { CandidateDesign, DesignId, PlannedAnalysis } from '#shared/contract/methodology'
import type { Context } from './context'

/** How to draw the sample from the stated population, by the kind of study; null without a population. */
export function samplingNote(context: Context, designs: CandidateDesign[], analysis: PlannedAnalysis): string | null {
  const population = context.population?.trim()
  if (!population) return null
  const recommended = (id: DesignId) => designs.some((design) => design.id === id && design.fit === 'recommended')
  if (context.aimOf === 'synthesise-literature' || context.unit === 'studies')
    return `Include studies whose participants are ${population}: in a review the population is an eligibility criterion, not a sample to draw.`
  if (context.aimOf === 'describe-case')
    return `One case of ${population}: say why this case was chosen (typical, extreme or revealing), since it stands for no one else statistically.`
  if (context.unit === 'documents')
    return `Sample the records of ${population}: state the source, the period covered and whether you take all of them, a random sample or consecutive ones.`
  if (context.unit === 'animals')
    return `Report the species, strain, sex, age and source of ${population}, and allocate them to groups at random with outcomes assessed blind.`
  if (recommended('qualitative') && !recommended('mixed'))
    return `Sample ${population} purposively for variety (for example in age, role or setting), until new interviews stop changing the themes.`
  const size = analysis.sampleSize ? `the ${analysis.sampleSize.totalN} participants` : 'the participants'
  const notes = [
    `Draw ${size} from ${population}: a random sample from a list of them lets the results generalise to all ${population}; volunteers or a single site make a convenience sample, which speaks only for people like them, so say which you use.`,
  ]
  if (recommended('mixed'))
    notes.push(
      'For the interviews, choose participants purposively from that sample, for variety in their answers and settings.',
    )
  if (context.unit === 'groups')
    notes.push(
      'Your unit is groups: sample whole clusters (classes, clinics); people in one cluster resemble each other, so multiply the sample size by the design effect 1 + (m − 1)·ICC, m being the people per cluster.',
    )
  if (context.protectedGroups.some((reading) => reading.group === 'own-students'))
    notes.push(
      'Your own students are a convenience sample of one setting: report the results as describing that cohort.',
    )
  return notes.join(' ')
}
