import type { CandidateDesign, Phase, PlannedAnalysis } from '#shared/contract/methodology'
import { FULL_REVIEW_GROUPS, type PopulationGroup } from '../population'
import type { Context } from './context'
import { GROUP_LABELS } from './ethics'

export function planPhases(context: Context, designs: CandidateDesign[], analysis: PlannedAnalysis): Phase[] {
  const recommended = designs.filter((design) => design.fit === 'recommended').map((design) => design.id)
  const population = context.population?.trim() ?? ''
  const phases: Phase[] = []
  if (context.aimOf === 'synthesise-literature' || context.unit === 'studies') {
    phases.push(
      {
        name: 'Protocol and registration',
        weeks: 3,
        because: 'A review registers its protocol (e.g. PROSPERO, OSF) before searching.',
        tasks: [
          'Write the question (PICO or PCC)',
          population ? `Draft eligibility criteria, with the population: ${population}` : 'Draft eligibility criteria',
          'Register the protocol',
        ],
      },
      {
        name: 'Search',
        weeks: 2,
        because: 'Several databases, each with its own search string.',
        tasks: ['Build and test search strings with a librarian', 'Run searches, export and de-duplicate records'],
      },
      {
        name: 'Screening',
        weeks: 4,
        because: 'Two reviewers screen titles, abstracts and then full texts.',
        tasks: ['Screen titles and abstracts', 'Screen full texts, recording reasons for exclusion'],
      },
      {
        name: 'Data extraction and appraisal',
        weeks: 3,
        because: 'Extraction and risk-of-bias assessment in duplicate.',
        tasks: ['Pilot the extraction form', 'Extract data', 'Assess risk of bias'],
      },
      { name: 'Synthesis', weeks: 4, because: analysis.because, tasks: [analysis.test] },
      {
        name: 'Writing and reporting',
        weeks: 4,
        because: 'Report by the checklist below.',
        tasks: ['Draft the report with its flow diagram', 'Check every reporting item'],
      },
    )
    return phases
  }
  phases.push({
    name: 'Literature review and design',
    weeks: 3,
    because: 'Ground the question and fix the design before asking for approval.',
    tasks: [
      'Review related studies',
      ...(population ? [`Write the eligibility criteria: which ${population} are included, and who is excluded`] : []),
      'Fix the design, measures and analysis plan',
      'Pre-register the hypotheses if confirmatory',
    ],
  })
  if (context.unit !== 'documents') {
    const heavyGroups = context.protectedGroups.filter((reading) => FULL_REVIEW_GROUPS.includes(reading.group))
    const heavy =
      context.unit === 'animals' ||
      heavyGroups.length > 0 ||
      context.ethicsFlags.some((flag) =>
        ['minors', 'health-data', 'vulnerable-adults', 'intervention-risk'].includes(flag),
      )
    const named = heavyGroups.map((reading) => GROUP_LABELS[reading.group]).join(' and ')
    phases.push({
      name: 'Ethics approval',
      weeks: heavy ? 8 : 4,
      because: heavy
        ? `Your answers call for a full committee review${named ? ` (your population names ${named})` : ''}, which takes longer than an expedited one.`
        : 'An expedited review usually takes about a month.',
      tasks: ['Submit the application with consent materials', 'Answer the committee’s questions'],
    })
  }
  const qualitative = recommended.includes('qualitative')
  const mixed = recommended.includes('mixed')
  phases.push({
    name: 'Instruments and pilot',
    weeks: 2,
    because: 'A pilot finds problems while they are cheap to fix.',
    tasks: qualitative
      ? ['Draft the interview guide', 'Run one or two pilot interviews']
      : ['Choose or build the measures', 'Pilot with a few participants and check timing'],
  })
  const sample = analysis.sampleSize
  const collectionWeeks = qualitative && !mixed ? 6 : 8 + (context.repeatedMeasures ? 4 : 0) + (mixed ? 4 : 0)
  phases.push({
    name: 'Recruitment and data collection',
    weeks: collectionWeeks,
    because: [
      qualitative && !mixed
        ? 'Interviews continue until themes stop changing, typically 12–20 participants.'
        : sample
          ? `The power calculation asks for ${sample.totalN} participants in all (${sample.n} ${sample.unit}).`
          : 'Recruit the sample your analysis needs.',
      context.repeatedMeasures ? 'Repeated measures add a follow-up period.' : '',
      mixed ? 'The qualitative strand adds interviews after the survey.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    tasks: [
      ...(qualitative && !mixed
        ? [population ? `Recruit purposively among ${population}` : 'Recruit purposively']
        : [population ? `Recruit ${population} and obtain consent` : 'Recruit and obtain consent']),
      ...recruitmentTasks(context, population),
      ...(qualitative && !mixed
        ? ['Interview, transcribe, and note emerging ideas']
        : ['Collect the data', 'Check data quality weekly']),
    ],
  })
  phases.push({
    name: 'Analysis',
    weeks: qualitative || mixed ? 6 : 4,
    because:
      qualitative || mixed
        ? 'Coding and theme development take several passes.'
        : 'Cleaning, assumption checks and the planned tests.',
    tasks: [
      analysis.test,
      analysis.alternative ? `Fallback: ${analysis.alternative}` : 'Report themes with quotations',
    ],
  })
  phases.push({
    name: 'Writing and reporting',
    weeks: 4,
    because: 'Report by the checklist below.',
    tasks: ['Draft the paper or thesis chapter', 'Check every reporting item', 'Share data and code where allowed'],
  })
  return phases
}

const GROUP_RECRUITMENT: Record<PopulationGroup, string> = {
  minors: 'Ask parents or guardians for consent first, then each child for their own assent',
  patients: 'Recruit through the clinical team, with someone other than the treating clinician making the invitation',
  prisoners: 'Arrange access, rooms and escorts through the prison’s research office',
  'own-students': 'Have a colleague recruit and hold the consent forms until grades are final',
  'lacking-capacity': 'Assess capacity before consent, and consult a consultee or advocate where it is lacking',
}

/** Screening and flow counts for any stated population, then each protected group's own step. */
function recruitmentTasks(context: Context, population: string): string[] {
  if (!population || !context.humans) return []
  return [
    'Screen each person against the eligibility criteria; count those approached, eligible, consenting and analysed',
    ...context.protectedGroups.map((reading) => GROUP_RECRUITMENT[reading.group]),
  ]
}
