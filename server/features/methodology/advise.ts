/**
 * The methodology advisor's composer: each rule table under advice/ answers one part of the advice, in the
 * order a reader meets them: the aim, the candidate designs, the reporting guideline, the ethics checklist,
 * the planned analysis with its sample size and sampling note, and the phased plan.
 */
import type { Advice, ParsedAdviceInput, PlannedAnalysis } from '#shared/contract/methodology'
import { readAim } from './advice/aim'
import { planAnalysis, sampleSizeAssumptions, sampleSizeFor } from './advice/analysis'
import { readContext } from './advice/context'
import { judgeDesigns } from './advice/designs'
import { ethicsChecklist } from './advice/ethics'
import { chooseGuideline, otherGuidelines } from './advice/guidelines'
import { planPhases } from './advice/phases'
import { samplingNote } from './advice/sampling'
import { guidelineItems, guidelineName } from './reporting-guidelines'

export function advise(input: ParsedAdviceInput): Advice {
  // 1. The aim, and the context every rule reads (defaults filled in, each one said as an assumption).
  const reading = readAim(input)
  const { context, assumptions } = readContext(input, reading.aim)
  // 2. Candidate designs, best fit first; the reporting guideline follows from the aim and the top design.
  const designs = judgeDesigns(context)
  const guideline = chooseGuideline(context, designs)
  // 3. The planned analysis, its sample size by the power calculator, and how to draw that sample.
  const partialAnalysis = planAnalysis(context)
  const withSize = { ...partialAnalysis, sampleSize: sampleSizeFor(partialAnalysis.power) }
  const analysis: PlannedAnalysis = { ...withSize, sampling: samplingNote(context, designs, withSize) }
  assumptions.push(...sampleSizeAssumptions(analysis))
  // 4. The phases, from the design, the population and the sample size.
  const phases = planPhases(context, designs, analysis)
  return {
    ...reading,
    assumptions,
    designs,
    guideline: {
      id: guideline.id,
      name: guidelineName(guideline.id),
      because: guideline.because,
      items: guidelineItems(guideline.id),
    },
    otherGuidelines: otherGuidelines(context, guideline.id, designs),
    ethics: ethicsChecklist(context, designs),
    phases,
    totalWeeks: phases.reduce((sum, phase) => sum + phase.weeks, 0),
    analysis,
  }
}
