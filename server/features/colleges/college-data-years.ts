/**
 * The period each Scorecard field describes, from the data dictionary's Most_Recent_Inst_Cohort_Map sheet of
 * the May 19, 2025 release (the README beside the file). Shown next to every figure: "admission rate, fall 2023".
 */
export const DATA_YEARS = {
  characteristics: '2023-24',
  admissionRate: 'fall 2023',
  testScores: 'fall 2023 admits',
  undergraduates: 'fall 2023',
  studentFacultyRatio: 'fall 2023',
  tuition: '2023-24',
  costOfAttendance: '2022-23',
  netPrice: '2022-23',
  pellShare: '2022-23',
  programs: 'awards in 2022-23',
  completion4: 'students who entered in fall 2017, within 6 years',
  completionLess4: 'students who entered in fall 2020, within 150% of normal time',
  retention: 'students who entered in fall 2022',
  earnings10: '10 years after entry (entered 2009-11, measured 2020-21, in 2022 dollars)',
  earnings6: '6 years after entry (entered 2013-15, measured 2020-21, in 2022 dollars)',
  medianDebt: 'completers of federal fiscal years 2020-21',
} as const

export type DataYearKey = keyof typeof DATA_YEARS

export const SCORECARD_RELEASE = 'College Scorecard, Most Recent Institution-Level Data, May 19, 2025 release'
