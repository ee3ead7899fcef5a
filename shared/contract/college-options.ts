/**
 * The college assessment's option lists, as plain data (no zod) so the browser's chunk can use them
 * without the schema library. The spec names the sizes of the lists and samples them; the rest are ours.
 */

export const ACADEMIC_INTERESTS = [
  'Engineering',
  'Computer Science',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Medicine',
  'Nursing',
  'Psychology',
  'Neuroscience',
  'Environmental Science',
  'Economics',
  'Business',
  'Finance',
  'Political Science',
  'International Relations',
  'Law',
  'History',
  'Philosophy',
  'English Literature',
  'Linguistics',
  'Foreign Languages',
  'Sociology',
  'Anthropology',
  'Education',
  'Communications',
  'Journalism',
  'Architecture',
  'Fine Arts',
  'Music',
  'Film & Media',
  'Design',
] as const
export type AcademicInterest = (typeof ACADEMIC_INTERESTS)[number]

export const RESEARCH_AREAS = [
  'Artificial Intelligence',
  'Machine Learning',
  'Quantum Computing',
  'Cybersecurity',
  'Data Science',
  'Robotics',
  'Biotechnology',
  'Genetics',
  'Neuroscience',
  'Climate Science',
  'Renewable Energy',
  'Materials Science',
  'Space Exploration',
  'Public Health',
  'Cancer Research',
  'Drug Discovery',
  'Behavioral Economics',
  'Social Psychology',
  'Urban Planning',
  'Education Policy',
  'Human Rights',
  'Sustainable Agriculture',
  'Marine Biology',
  'Digital Humanities',
  'Computational Linguistics',
] as const
export type ResearchArea = (typeof RESEARCH_AREAS)[number]

export const CAREER_GOALS = [
  'Research Scientist',
  'Professor',
  'Physician',
  'Engineer',
  'Software Developer',
  'Data Scientist',
  'Entrepreneur',
  'Lawyer',
  'Diplomat',
  'Policy Analyst',
  'Journalist',
  'Teacher',
  'Nurse',
  'Psychologist',
  'Architect',
  'Artist',
  'Musician',
  'Financial Analyst',
  'Consultant',
  'Nonprofit Leader',
  'Environmental Scientist',
  'Public Health Official',
  'Government Official',
  'Product Manager',
  'Writer',
] as const
export type CareerGoal = (typeof CAREER_GOALS)[number]

export const EDUCATION_LEVELS = [
  'High School Sophomore',
  'High School Junior',
  'High School Senior',
  'Gap Year',
  'Community College',
  'Undergraduate',
  'Graduate Student',
  'Working Professional',
] as const
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]

/** 30 states, by name, with the postcode the Scorecard's STABBR uses. */
export const US_STATES = [
  ['California', 'CA'],
  ['New York', 'NY'],
  ['Texas', 'TX'],
  ['Florida', 'FL'],
  ['Massachusetts', 'MA'],
  ['Pennsylvania', 'PA'],
  ['Illinois', 'IL'],
  ['Ohio', 'OH'],
  ['Michigan', 'MI'],
  ['North Carolina', 'NC'],
  ['Georgia', 'GA'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['New Jersey', 'NJ'],
  ['Maryland', 'MD'],
  ['Colorado', 'CO'],
  ['Arizona', 'AZ'],
  ['Oregon', 'OR'],
  ['Minnesota', 'MN'],
  ['Wisconsin', 'WI'],
  ['Indiana', 'IN'],
  ['Tennessee', 'TN'],
  ['Missouri', 'MO'],
  ['Connecticut', 'CT'],
  ['Utah', 'UT'],
  ['Louisiana', 'LA'],
  ['South Carolina', 'SC'],
  ['Alabama', 'AL'],
  ['Iowa', 'IA'],
  ['Rhode Island', 'RI'],
] as const
export type UsState = (typeof US_STATES)[number][0]
export const STATE_NAMES = US_STATES.map(([name]) => name) as unknown as readonly [UsState, ...UsState[]]

export const SCHOOL_SIZES = [
  'Small (under 2,000)',
  'Medium (2,000-10,000)',
  'Large (10,000-20,000)',
  'Very Large (over 20,000)',
] as const
export type SchoolSize = (typeof SCHOOL_SIZES)[number]

export const SCHOOL_TYPES = [
  'Public',
  'Private',
  'Liberal Arts',
  'Research University',
  'Community College',
  'Technical/Trade',
] as const
export type SchoolType = (typeof SCHOOL_TYPES)[number]

export const BUDGET_RANGES = [
  'Under $20,000',
  '$20,000-$40,000',
  '$40,000-$60,000',
  '$60,000-$80,000',
  'Over $80,000',
] as const
export type BudgetRange = (typeof BUDGET_RANGES)[number]

/** Ours: the Scorecard reports net price by these family income bands (NPT41..NPT45). */
export const FAMILY_INCOMES = [
  '$0-$30,000',
  '$30,001-$48,000',
  '$48,001-$75,000',
  '$75,001-$110,000',
  'Over $110,000',
] as const
export type FamilyIncome = (typeof FAMILY_INCOMES)[number]

export const CAMPUS_ENVIRONMENTS = ['Urban', 'Suburban', 'Rural', 'College Town'] as const
export type CampusEnvironment = (typeof CAMPUS_ENVIRONMENTS)[number]

export const EXTRACURRICULARS = [
  'Sports/Athletics',
  'Music/Arts',
  'Student Government',
  'Greek Life',
  'Volunteer/Community Service',
  'Research Opportunities',
  'Internship Programs',
  'Study Abroad',
  'Academic Clubs',
  'Cultural Organizations',
] as const
export type Extracurricular = (typeof EXTRACURRICULARS)[number]

export const ASSESSMENT_STEPS = 4

/** The score parts of a match, in the order they are shown. */
export const SCORE_PARTS = ['academic', 'program', 'research', 'cost', 'outcome'] as const
export type ScorePart = (typeof SCORE_PARTS)[number]

export const SCORE_PART_LABELS: Record<ScorePart, string> = {
  academic: 'Academic fit',
  program: 'Program fit',
  research: 'Research fit',
  cost: 'Cost fit',
  outcome: 'Outcome fit',
}

export type ScoreWeights = Record<ScorePart, number>

export const DEFAULT_WEIGHTS: ScoreWeights = { academic: 30, program: 25, research: 15, cost: 15, outcome: 15 }

/** What to run when no institution is in the database. */
/** How many of the top colleges the language model writes a summary for (zod-free: the web reads it). */
export const NARRATIVE_TOP = 3

export const COLLEGE_IMPORT_COMMAND = 'npm run import:colleges ../shared/data/colleges/institutions.csv'

/** A score part without data counts as this in the match score (and its reason says so). */
export const NEUTRAL_SCORE = 50

/**
 * The match score: the weighted mean of the parts, 0-100, a part without data counting as NEUTRAL_SCORE. The
 * server ranks with it and the browser re-ranks with it when the student moves a weight.
 */
export function combineScores(
  parts: readonly { part: ScorePart; score: number | null }[],
  weights: ScoreWeights,
): number {
  const total = SCORE_PARTS.reduce((sum, part) => sum + weights[part], 0)
  if (total <= 0) return 0
  const sum = parts.reduce((acc, part) => acc + weights[part.part] * (part.score ?? NEUTRAL_SCORE), 0)
  return Math.round(sum / total)
}

// ---------- the list's order (decision 019) ----------

/** Reach, match and safety, in the order a round of the list names them when their scores tie. */
export const ADMISSION_CATEGORIES = ['reach', 'match', 'safety'] as const
export type AdmissionCategoryName = (typeof ADMISSION_CATEGORIES)[number]

/** The order of the list in words, shown above it (the server and the browser both order with balancedOrder). */
export const LIST_ORDER_RULE =
  'The list is balanced: it takes reach, match and safety colleges in turn, in rounds of one of each (the best ' +
  'remaining of each group by match score, the round in order of match score), so the first 12 hold 4 of each ' +
  'when your filters leave enough; a group that runs out leaves its turn to the others. Academic fit is highest ' +
  "when your test score sits in a college's middle 50% and falls when you are far below it or far above it; the " +
  'admission rate decides only reach, match or safety. Open-admission and two-year colleges you out-score come ' +
  'after the others unless you chose a community college or technical school, or a budget under $20,000.'

/**
 * The list's order: the items listed after the others (`last`) form a second part; within each part, reach, match
 * and safety are each sorted by `compare` (best first) and taken in rounds of one of each, the round itself in
 * `compare` order. Stable for equal keys: `compare` must break ties (the server and the browser break them by name).
 */
export function balancedOrder<T>(
  items: readonly T[],
  categoryOf: (item: T) => AdmissionCategoryName,
  last: (item: T) => boolean,
  compare: (a: T, b: T) => number,
): T[] {
  const ordered: T[] = []
  for (const tail of [false, true]) {
    const groups = ADMISSION_CATEGORIES.map((category) =>
      items.filter((item) => last(item) === tail && categoryOf(item) === category).sort(compare),
    )
    const next = [0, 0, 0]
    for (;;) {
      const round: T[] = []
      groups.forEach((group, g) => {
        const item = group[next[g] ?? 0]
        if (item !== undefined) {
          round.push(item)
          next[g] = (next[g] ?? 0) + 1
        }
      })
      if (!round.length) break
      ordered.push(...round.sort(compare))
    }
  }
  return ordered
}
