import { expect, test } from 'vitest'
import { ARCHETYPE_IDS, PathwaysContentSchema } from '#shared/contract/pathways'
import { ARCHETYPES } from './archetypes'
import { RESOURCE_GROUPS } from './resources'

/** Hosts of the funders and publishers themselves: a link anywhere else is not an official page. */
const OFFICIAL_HOSTS = new Set([
  'grants.nih.gov',
  'researchtraining.nih.gov',
  'reporter.nih.gov',
  'seed.nih.gov',
  'www.nsf.gov',
  'seedfund.nsf.gov',
  'sloan.org',
  'www.hhmi.org',
  'www.darpa.mil',
  'arpa-e.energy.gov',
  'www.manufacturingusa.com',
  'www.ukri.org',
  'www.aaas.org',
  'www.nationalacademies.org',
  'www.pmf.gov',
  'ccst.us',
  'wtgrantfoundation.org',
  'www.sbir.gov',
  'www.activate.org',
  'www.grants.gov',
  'ori.hhs.gov',
  'myidp.sciencecareers.org',
  'www.imaginephd.com',
  'www.onetonline.org',
  'www.bls.gov',
])

test('the content is valid against the contract: four archetypes of five steps, skills, sources and tips; 2 × 4 links', () => {
  const content = PathwaysContentSchema.parse({ archetypes: ARCHETYPES, resourceGroups: RESOURCE_GROUPS })
  expect(content.archetypes.map((archetype) => archetype.id)).toEqual([...ARCHETYPE_IDS])
})

test('every funding source and resource links to an official https page of its funder or publisher', () => {
  const urls = [
    ...ARCHETYPES.flatMap((archetype) => archetype.funding.map((source) => source.url)),
    ...RESOURCE_GROUPS.flatMap((group) => group.resources.map((resource) => resource.url)),
  ]
  const elsewhere = urls.filter((url) => !OFFICIAL_HOSTS.has(new URL(url).host))
  expect(elsewhere).toEqual([])
})

test('the funding named in the issue is there: R01, R21, K99/R00, CAREER, SBIR/STTR Phase I/II, I-Corps, AAAS fellowships', () => {
  const names = ARCHETYPES.flatMap((archetype) => archetype.funding.map((source) => source.name)).join('\n')
  for (const expected of ['R01', 'R21', 'K99/R00', 'CAREER', 'SBIR', 'STTR', 'Phase I and II', 'I-Corps'])
    expect(names).toContain(expected)
  const policy = ARCHETYPES.find((archetype) => archetype.id === 'policy-advisor')
  expect(policy?.funding.map((source) => source.funder)).toContain(
    'American Association for the Advancement of Science (AAAS)',
  )
})

test('no two funding sources of one archetype and no two resources share a page, and no text repeats', () => {
  for (const archetype of ARCHETYPES) {
    expect(new Set(archetype.funding.map((source) => source.url)).size, archetype.id).toBe(5)
    const texts = [
      ...archetype.responsibilities,
      ...archetype.steps.map((step) => step.title),
      ...archetype.skills.map((skill) => skill.name),
      ...archetype.grantTips,
    ]
    expect(new Set(texts).size, archetype.id).toBe(texts.length)
  }
  const resourceUrls = RESOURCE_GROUPS.flatMap((group) => group.resources.map((resource) => resource.url))
  expect(new Set(resourceUrls).size).toBe(8)
})

test('the career tools group holds myIDP, ImaginePhD, O*NET OnLine and the Occupational Outlook Handbook', () => {
  expect(RESOURCE_GROUPS[1]?.resources.map((resource) => resource.title)).toEqual([
    'myIDP',
    'ImaginePhD',
    'O*NET OnLine',
    'Occupational Outlook Handbook',
  ])
})
