import type { CandidateDesign, DesignId, GuidelineId } from '#shared/contract/methodology'
import { guidelineName } from '../reporting-guidelines'
import type { Context } from './context'

export function chooseGuideline(context: Context, designs: CandidateDesign[]): { id: GuidelineId; because: string } {
  const { aimOf, researchQuestion, unit } = context
  if (aimOf === 'synthesise-literature' || unit === 'studies')
    return /\bscoping\b|\bmap(ping)?\b/i.test(researchQuestion)
      ? { id: 'PRISMA-ScR', because: 'Your question asks for a scoping review.' }
      : { id: 'PRISMA', because: 'Systematic reviews and meta-analyses report by PRISMA 2020.' }
  if (unit === 'animals') return { id: 'ARRIVE', because: 'Your unit of analysis is animals.' }
  if (aimOf === 'diagnostic-accuracy') return { id: 'STARD', because: 'Your question is about diagnostic accuracy.' }
  if (aimOf === 'measure-instrument')
    return { id: 'COSMIN', because: 'Your question is about a measurement instrument.' }
  if (aimOf === 'predict') return { id: 'TRIPOD', because: 'Your question asks for a prediction model.' }
  if (aimOf === 'describe-case')
    return isClinicalCase(context)
      ? { id: 'CARE', because: 'Your question describes a single clinical case.' }
      : {
          id: 'SRQR',
          because: 'A case study outside the clinic is qualitative research; CARE is for clinical case reports.',
        }
  if (aimOf === 'explore-experiences')
    return /\binterview|focus group/i.test(researchQuestion)
      ? { id: 'COREQ', because: 'Your question names interviews or focus groups.' }
      : { id: 'SRQR', because: 'Qualitative studies report by SRQR.' }
  const top = designs[0]?.id
  if (top === 'experimental') return { id: 'CONSORT', because: 'The recommended design is a randomised trial.' }
  return { id: 'STROBE', because: 'The recommended design is observational or non-randomised.' }
}

const CLINICAL_WORDS =
  /\b(case report|patients?|clinical|diagnos(?:is|ed)|treatment|therapy|symptoms?|disease|syndrome|disorder)\b/i

/** CARE reports a patient's case; a case study of a school or a firm is reported as qualitative research. */
function isClinicalCase(context: Context): boolean {
  return (
    CLINICAL_WORDS.test(context.researchQuestion) ||
    context.ethicsFlags.includes('health-data') ||
    context.protectedGroups.some((reading) => reading.group === 'patients')
  )
}

export function otherGuidelines(context: Context, primary: GuidelineId, designs: CandidateDesign[]) {
  const others: { id: GuidelineId; because: string }[] = []
  const has = (id: DesignId) => designs.some((design) => design.id === id && design.fit !== 'unsuitable')
  if (primary !== 'CONSORT' && has('experimental'))
    others.push({ id: 'CONSORT', because: 'If you run it as a randomised trial.' })
  if (
    primary !== 'STROBE' &&
    (has('quasi-experimental') || has('correlational')) &&
    primary !== 'STARD' &&
    primary !== 'TRIPOD'
  )
    others.push({ id: 'STROBE', because: 'For a non-randomised or observational version.' })
  if (!['SRQR', 'COREQ'].includes(primary) && has('mixed') && context.humans)
    others.push({ id: 'SRQR', because: 'For the qualitative strand of a mixed-methods design.' })
  return others.map((other) => ({ ...other, name: guidelineName(other.id) }))
}
