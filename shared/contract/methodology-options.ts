/** Plain data (no zod), so the browser bundle can use it without the schema library. */
export const STUDY_TYPES = [
  'Mixed Methods',
  'Quantitative',
  'Qualitative',
  'Experimental',
  'Observational',
  'Literature Review',
] as const
