import type { AnalysisReport } from '../../../shared/contract/data-analysis'

export const emptyReport = (kind: string, title: string): AnalysisReport => ({
  kind,
  title,
  apa: [],
  reading: [],
  assumptions: [],
  suggestions: [],
  tables: [],
  charts: [],
  rCode: '',
  notes: [],
})
