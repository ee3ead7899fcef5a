import type { ResourceGroup } from '#shared/contract/pathways'

/** The Resources & Guides tab: two groups of four external links, each to its publisher's own site. */
export const RESOURCE_GROUPS: readonly ResourceGroup[] = [
  {
    title: 'Research Guides',
    resources: [
      {
        title: 'Grants.gov',
        publisher: 'U.S. Department of Health and Human Services',
        description: 'Search and apply for funding opportunities from every U.S. federal grant-making agency.',
        url: 'https://www.grants.gov/',
      },
      {
        title: 'NIH Grants & Funding',
        publisher: 'National Institutes of Health',
        description: 'How NIH funding works: activity codes, how to apply, the review process and policies.',
        url: 'https://grants.nih.gov/',
      },
      {
        title: 'NIH RePORTER',
        publisher: 'National Institutes of Health',
        description: 'Search funded NIH projects with their abstracts, amounts and publications: see what gets funded.',
        url: 'https://reporter.nih.gov/',
      },
      {
        title: 'Responsible Conduct of Research',
        publisher: 'Office of Research Integrity (HHS)',
        description: 'Guidance, case studies and training on research integrity and misconduct.',
        url: 'https://ori.hhs.gov/',
      },
    ],
  },
  {
    title: 'Career Tools',
    resources: [
      {
        title: 'myIDP',
        publisher: 'Science Careers (AAAS)',
        description:
          'An individual development plan for PhD scientists: assess skills, interests and values, and match them to 20 career paths.',
        url: 'https://myidp.sciencecareers.org/',
      },
      {
        title: 'ImaginePhD',
        publisher: 'Graduate Career Consortium',
        description: 'Career exploration and planning for PhDs in the humanities and social sciences.',
        url: 'https://www.imaginephd.com/',
      },
      {
        title: 'O*NET OnLine',
        publisher: 'U.S. Department of Labor',
        description: 'Detailed descriptions of occupations: tasks, skills, knowledge, work context and related jobs.',
        url: 'https://www.onetonline.org/',
      },
      {
        title: 'Occupational Outlook Handbook',
        publisher: 'U.S. Bureau of Labor Statistics',
        description: 'Pay, education required and projected job growth for hundreds of occupations.',
        url: 'https://www.bls.gov/ooh/',
      },
    ],
  },
]
