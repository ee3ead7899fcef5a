import type { Aim, EthicsFlag, OutcomeType, UnitOfAnalysis } from '#shared/contract/methodology'

export const AIM_OPTIONS: { value: Aim; label: string }[] = [
  { value: 'evaluate-intervention', label: 'Test whether an intervention has an effect' },
  { value: 'compare-groups', label: 'Compare groups' },
  { value: 'relate-variables', label: 'Relate variables to each other' },
  { value: 'predict', label: 'Predict an outcome' },
  { value: 'explore-experiences', label: 'Explore experiences and meanings' },
  { value: 'diagnostic-accuracy', label: 'Judge the accuracy of a test' },
  { value: 'measure-instrument', label: 'Develop or validate a questionnaire or scale' },
  { value: 'describe-case', label: 'Describe a single case' },
  { value: 'synthesise-literature', label: 'Synthesise existing studies' },
]

export const OUTCOME_OPTIONS: { value: OutcomeType; label: string }[] = [
  { value: 'continuous', label: 'A measurement (scores, times, amounts)' },
  { value: 'ordinal', label: 'Ordered categories (e.g. Likert ratings)' },
  { value: 'binary', label: 'Yes / no' },
  { value: 'categorical', label: 'Unordered categories' },
  { value: 'count', label: 'A count of events' },
  { value: 'time-to-event', label: 'Time until an event' },
  { value: 'text', label: 'Words (interviews, documents)' },
]

export const UNIT_OPTIONS: { value: UnitOfAnalysis; label: string }[] = [
  { value: 'people', label: 'People' },
  { value: 'groups', label: 'Groups (classes, schools, clinics)' },
  { value: 'animals', label: 'Animals' },
  { value: 'documents', label: 'Documents or records' },
  { value: 'studies', label: 'Published studies' },
]

export const ETHICS_OPTIONS: { value: EthicsFlag; label: string }[] = [
  { value: 'minors', label: 'Participants under 18' },
  { value: 'health-data', label: 'Health data' },
  { value: 'vulnerable-adults', label: 'Vulnerable adults' },
  { value: 'deception', label: 'Deception or incomplete disclosure' },
  { value: 'identifiable-data', label: 'Identifiable personal data' },
  { value: 'online-data', label: 'Online or social-media data' },
  { value: 'intervention-risk', label: 'An intervention with some risk' },
]
