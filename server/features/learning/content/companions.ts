import type { QuickReferenceSection, Quote, StudyResource } from '#shared/contract/learning'

/** Ten quotes, each with the work or occasion it comes from (checked against that source's published text). */
export const QUOTES: readonly Quote[] = [
  {
    text: 'If I have seen further it is by standing on the shoulders of Giants.',
    author: 'Isaac Newton',
    source: 'Letter to Robert Hooke, 5 February 1675/76',
  },
  {
    text: 'The first principle is that you must not fool yourself — and you are the easiest person to fool.',
    author: 'Richard P. Feynman',
    source: '“Cargo Cult Science”, Caltech commencement address, 1974',
  },
  {
    text: 'All models are wrong but some are useful.',
    author: 'George E. P. Box',
    source: '“Robustness in the Strategy of Scientific Model Building”, 1979',
  },
  {
    text: 'To consult the statistician after an experiment is finished is often merely to ask him to conduct a post mortem examination. He can perhaps say what the experiment died of.',
    author: 'Ronald A. Fisher',
    source: 'Presidential address, First Indian Statistical Congress, 1938 (Sankhyā 4:14–17)',
  },
  {
    text: 'Extraordinary claims require extraordinary evidence.',
    author: 'Carl Sagan',
    source: 'Cosmos, episode 12 “Encyclopaedia Galactica”, 1980',
  },
  {
    text: 'In the fields of observation chance favors only the prepared mind.',
    author: 'Louis Pasteur',
    source: 'Inaugural lecture, Faculty of Sciences, Lille, 7 December 1854 (translated)',
  },
  {
    text: 'The important thing is not to stop questioning. Curiosity has its own reason for existing.',
    author: 'Albert Einstein',
    source: 'As recalled by William Miller, LIFE magazine, 2 May 1955',
  },
  {
    text: 'Absence of evidence is not evidence of absence.',
    author: 'Douglas G. Altman and J. Martin Bland',
    source: 'Statistics Notes, BMJ 1995;311:485',
  },
  {
    text: 'We need less research, better research, and research done for the right reasons.',
    author: 'Douglas G. Altman',
    source: '“The scandal of poor medical research”, BMJ 1994;308:283',
  },
  {
    text: 'Science is built up of facts, as a house is built of stones; but an accumulation of facts is no more a science than a heap of stones is a house.',
    author: 'Henri Poincaré',
    source: 'Science and Hypothesis, 1902 (English translation, 1905)',
  },
]

/** Eight well-known, free guides at the addresses their publishers keep stable. */
export const STUDY_RESOURCES: readonly StudyResource[] = [
  {
    title: 'Purdue Online Writing Lab (OWL)',
    publisher: 'Purdue University',
    description:
      'Research writing, citation styles (APA, MLA, Chicago) and annotated bibliographies, explained step by step.',
    url: 'https://owl.purdue.edu/',
  },
  {
    title: 'APA Style',
    publisher: 'American Psychological Association',
    description: 'The official guide to APA references, in-text citations, tables and paper format.',
    url: 'https://apastyle.apa.org/',
  },
  {
    title: 'Cochrane Handbook for Systematic Reviews of Interventions',
    publisher: 'Cochrane',
    description: 'The standard reference for planning and conducting systematic reviews and meta-analyses.',
    url: 'https://training.cochrane.org/handbook',
  },
  {
    title: 'PRISMA Statement',
    publisher: 'PRISMA Group',
    description: 'The checklist and flow diagram for reporting systematic reviews, with explanations and templates.',
    url: 'https://www.prisma-statement.org/',
  },
  {
    title: 'EQUATOR Network',
    publisher: 'UK EQUATOR Centre, University of Oxford',
    description:
      'Reporting guidelines for every main study type: CONSORT for trials, STROBE for observational studies, and more.',
    url: 'https://www.equator-network.org/',
  },
  {
    title: 'NIST/SEMATECH e-Handbook of Statistical Methods',
    publisher: 'US National Institute of Standards and Technology',
    description:
      'A free, thorough handbook of exploratory data analysis, measurement, tests and modelling with worked examples.',
    url: 'https://www.itl.nist.gov/div898/handbook/',
  },
  {
    title: 'Introductory Statistics',
    publisher: 'OpenStax, Rice University',
    description:
      'A free, peer-reviewed textbook covering descriptive statistics, probability, confidence intervals and hypothesis tests.',
    url: 'https://openstax.org/details/books/introductory-statistics',
  },
  {
    title: 'The Belmont Report',
    publisher: 'US Department of Health and Human Services (OHRP)',
    description: 'The founding statement of the ethical principles for research with human participants.',
    url: 'https://www.hhs.gov/ohrp/regulations-and-policy/belmont-report/index.html',
  },
]

export const QUICK_REFERENCE: readonly QuickReferenceSection[] = [
  {
    title: 'Research Tips',
    items: [
      'Start from one focused, answerable research question and write it down before you choose methods.',
      'Write your search strategy down (databases, terms, limits) so you can rerun and report it.',
      'Read the methods section before the conclusions: how the data were collected decides what they can show.',
      'Keep a research log of decisions and changes, with dates, as you go.',
      'Manage references in a reference manager from the first source you read.',
      'Plan the analysis before collecting data, and preregister it when you can.',
    ],
  },
  {
    title: 'Ethics Checklist',
    items: [
      'Ethics approval (IRB or research ethics committee) obtained before any data collection with people.',
      'Informed consent: purpose, procedures, risks, benefits and the right to withdraw explained in plain language.',
      'Extra safeguards for children and other vulnerable participants.',
      'Data stored securely; identifiers removed or coded; access limited to the team.',
      'Conflicts of interest and funding disclosed.',
      'Every source cited and every contributor credited; data reported honestly, including null results.',
    ],
  },
  {
    title: 'Statistical Guidelines',
    items: [
      'Plan the sample size with a power analysis for the smallest effect that would matter.',
      'Report effect sizes with confidence intervals, not p-values alone.',
      'A p-value is not the probability that the hypothesis is true; p > 0.05 does not prove there is no effect.',
      'Check a test’s assumptions (independence, distribution, equal variances) before relying on it.',
      'Correct for multiple comparisons, or say how many tests you ran.',
      'Correlation does not establish causation: name the confounders you could not rule out.',
    ],
  },
]
