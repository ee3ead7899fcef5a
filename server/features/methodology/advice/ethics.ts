import type { CandidateDesign, EthicsItem } from '#shared/contract/methodology'
import type { PopulationGroup, PopulationReading } from '../population'
import type { Context } from './context'

const ETHICS_FLAG_ITEMS: Record<string, EthicsItem[]> = {
  minors: [
    {
      id: 'ethics-parental-consent',
      text: 'Obtain parental or guardian consent and the child’s own assent, in age-appropriate language.',
      because: 'Participants include minors.',
    },
    {
      id: 'ethics-safeguarding',
      text: 'Write a safeguarding procedure: what you do if a child discloses harm; check researchers’ background clearance.',
      because: 'Participants include minors.',
    },
  ],
  'health-data': [
    {
      id: 'ethics-health-law',
      text: 'Check the health-data rules that apply (e.g. HIPAA in the US, GDPR special-category data in the EU) and the legal basis.',
      because: 'You handle health data.',
    },
    {
      id: 'ethics-deidentify',
      text: 'Plan de-identification before analysis and restrict access to the key file.',
      because: 'You handle health data.',
    },
  ],
  'vulnerable-adults': [
    {
      id: 'ethics-capacity',
      text: 'Assess capacity to consent and plan for consultees or advocates where capacity is lacking.',
      because: 'Participants include vulnerable adults.',
    },
  ],
  deception: [
    {
      id: 'ethics-deception',
      text: 'Justify why deception is necessary, and debrief every participant with the option to withdraw their data.',
      because: 'The study uses deception or incomplete disclosure.',
    },
  ],
  'identifiable-data': [
    {
      id: 'ethics-pseudonymise',
      text: 'Pseudonymise at collection, store identifiers separately, encrypt devices, and set a retention period.',
      because: 'You collect identifiable data.',
    },
  ],
  'online-data': [
    {
      id: 'ethics-online',
      text: 'Check platform terms, users’ expectations of privacy, and whether quotations could be searched back to their authors.',
      because: 'You use online or social-media data.',
    },
  ],
  'intervention-risk': [
    {
      id: 'ethics-adverse-events',
      text: 'Plan how adverse events are recorded and reported, with stopping rules.',
      because: 'The intervention carries a risk to participants.',
    },
    {
      id: 'ethics-registration',
      text: 'Register the trial (e.g. ClinicalTrials.gov, ISRCTN) before the first participant is enrolled.',
      because: 'The intervention carries a risk to participants.',
    },
  ],
}

export const GROUP_LABELS: Record<PopulationGroup, string> = {
  minors: 'minors',
  patients: 'patients',
  prisoners: 'prisoners',
  'own-students': 'your own students',
  'lacking-capacity': 'people who may lack capacity to consent',
}

const POPULATION_ITEMS: Record<PopulationGroup, Omit<EthicsItem, 'because'>[]> = {
  minors: (ETHICS_FLAG_ITEMS.minors ?? []).map(({ id, text }) => ({ id, text })),
  patients: [
    {
      id: 'ethics-clinical-site',
      text: 'Obtain the clinical site’s research approval as well as the ethics committee’s, and have someone other than the treating clinician invite patients, so that care never seems to depend on taking part.',
    },
  ],
  prisoners: [
    {
      id: 'ethics-prison-access',
      text: 'Obtain the prison or probation service’s research approval; say in the consent materials that taking part or declining has no effect on parole, privileges or treatment, and which disclosures you would have to report.',
    },
  ],
  'own-students': [
    {
      id: 'ethics-dual-role',
      text: 'Separate teaching from research: a colleague recruits and keeps the consent forms, you learn who took part only after grades are final, and those who decline lose nothing.',
    },
  ],
  'lacking-capacity': (ETHICS_FLAG_ITEMS['vulnerable-adults'] ?? []).map(({ id, text }) => ({ id, text })),
}

/** The ethics items the population's own words call for, each saying which phrase called for it. */
function populationEthics(readings: PopulationReading[]): EthicsItem[] {
  return readings.flatMap(({ group, phrase }) =>
    POPULATION_ITEMS[group].map((item) => ({
      ...item,
      because: `Your population names ${GROUP_LABELS[group]} (“${phrase}”).`,
    })),
  )
}

export function ethicsChecklist(context: Context, designs: CandidateDesign[]): EthicsItem[] {
  if (context.aimOf === 'synthesise-literature' || context.unit === 'documents' || context.unit === 'studies')
    return [
      {
        id: 'ethics-exemption',
        text: 'Confirm with your institution that the project is exempt from ethics review (no new participants).',
        because: 'Your data are published studies or documents.',
      },
      {
        id: 'ethics-licences',
        text: 'Check the licences and terms of the databases and documents you use.',
        because: 'Your data are published studies or documents.',
      },
    ]
  if (context.unit === 'animals')
    return [
      {
        id: 'ethics-animal-committee',
        text: 'Obtain approval from the animal ethics committee (e.g. IACUC) before any procedure.',
        because: 'Your unit of analysis is animals.',
      },
      {
        id: 'ethics-3rs',
        text: 'Justify the numbers by the 3Rs: replacement, reduction (a power calculation), refinement.',
        because: 'Your unit of analysis is animals.',
      },
      {
        id: 'ethics-humane-end-points',
        text: 'Define humane end points and monitoring.',
        because: 'Your unit of analysis is animals.',
      },
    ]
  const items: EthicsItem[] = [
    {
      id: 'ethics-approval',
      text: 'Obtain approval from your ethics committee or IRB before recruiting anyone.',
      because: 'The study has human participants.',
    },
    {
      id: 'ethics-consent',
      text: 'Prepare an information sheet and consent form: purpose, what taking part involves, risks, and the right to withdraw.',
      because: 'The study has human participants.',
    },
    {
      id: 'ethics-data-plan',
      text: 'Write a data-management plan: where data are stored, who can see them, how long they are kept.',
      because: 'The study has human participants.',
    },
  ]
  if (designs.some((design) => design.id === 'experimental' && design.fit === 'recommended'))
    items.push({
      id: 'ethics-equipoise',
      text: 'Justify equipoise and say what the control group receives (usual care, waiting list, placebo).',
      because: 'Participants are assigned to conditions.',
    })
  if (designs.some((design) => (design.id === 'qualitative' || design.id === 'mixed') && design.fit === 'recommended'))
    items.push({
      id: 'ethics-distress',
      text: 'Plan for distress during interviews: breaks, stopping, and where to refer participants for support.',
      because: 'Interviews may touch on personal experiences.',
    })
  for (const flag of context.ethicsFlags) items.push(...(ETHICS_FLAG_ITEMS[flag] ?? []))
  items.push(...populationEthics(context.protectedGroups))
  // A group both ticked and named in the population keeps one item, with the tick's reason.
  return items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index)
}
