import {
  CAREER_SKILLS,
  PREFERENCE_RATING_MAX,
  RIASEC,
  SKILL_RATING_MAX,
  WORK_VALUES,
  type ArchetypeFit,
  type CareerAnswers,
  type GapStep,
  type OccupationFit,
  type SkillComparison,
  type SourcedFigure,
} from '#shared/contract/careers'
import { ARCHETYPE_IDS, type ArchetypeId } from '#shared/contract/pathways'
import type { SkillRating } from './careers.tables'

/**
 * The matching, pure: answers × O*NET occupations → ranked fits with their why, the four archetypes, the gap plan.
 * Weights (shown on the page): skills 0.5, interests 0.3, work values 0.2.
 */
export const FIT_WEIGHTS = { skills: 0.5, interests: 0.3, values: 0.2 } as const
export const OCCUPATIONS_SHOWN = 10
/** Interests: 0.7 × profile correlation + 0.3 × agreement of the high-point codes (as O*NET's own matching uses). */
export const INTEREST_WEIGHTS = { profile: 0.7, code: 0.3 } as const
/** An O*NET level scale runs 0–7; a self-rating 0–5 is placed on it linearly. */
export const ONET_LEVEL_MAX = 7

export const FIT_METHOD =
  `Occupation fit = ${FIT_WEIGHTS.skills} × skills + ${FIT_WEIGHTS.interests} × interests + ${FIT_WEIGHTS.values} × work values. ` +
  'Skills: your rating placed on O*NET’s 0–7 level scale, against each skill’s level for the occupation, weighted by its importance (1–5 → 0–1): the share of the importance-weighted level you cover. ' +
  `Interests: ${INTEREST_WEIGHTS.profile} × the correlation of your six RIASEC ratings with the occupation’s O*NET interest profile (mapped to 0–1) + ${INTEREST_WEIGHTS.code} × how far your three highest areas agree with its O*NET high-point code (first 3, second 2, third 1, of 6). ` +
  'Work values: the share of what you value (your rating, 1–5 → 0–1) that the occupation offers (O*NET extent, 1–7 → 0–1). ' +
  'Archetype fit = 0.5 × your answers against the archetype’s interest, value and skill profile + 0.5 × the best fit among its occupations (the profile alone when no occupation data is imported).'

export type OccupationRecord = {
  code: string
  title: string
  soc: string
  jobZone: number | null
  interests: number[] | null
  interestCode: string | null
  workValues: number[] | null
  skills: Record<string, SkillRating> | null
}

export type ProjectionRecord = {
  soc: string
  title: string
  changePercent: string
  openings: string
  medianWage: string
  entryEducation: string
}

export type DataYears = { blsRelease: string; wageYear: string }

const SKILL_NAME = new Map<string, string>(CAREER_SKILLS.map((s) => [s.id, s.name]))
const round2 = (x: number) => Math.round(x * 100) / 100

/** Your self-rating (0–5) on O*NET's level scale (0–7). */
export const userLevel = (rating: number) => (rating * ONET_LEVEL_MAX) / SKILL_RATING_MAX

/** Importance 1–5 as a weight 0–1. */
const importanceWeight = (im: number) => Math.max(0, Math.min(1, (im - 1) / 4))

export function pearson(a: number[], b: number[]): number | null {
  const n = Math.min(a.length, b.length)
  if (n < 2) return null
  const ma = a.reduce((s, x) => s + x, 0) / n
  const mb = b.reduce((s, x) => s + x, 0) / n
  let num = 0
  let da = 0
  let db = 0
  for (let i = 0; i < n; i++) {
    const x = (a[i] as number) - ma
    const y = (b[i] as number) - mb
    num += x * y
    da += x * x
    db += y * y
  }
  if (da === 0 || db === 0) return null
  return num / Math.sqrt(da * db)
}

/** Correlation mapped to 0–1; a flat profile (every area rated the same) says nothing: 0.5. */
const similarity = (a: number[], b: number[]) => {
  const r = pearson(a, b)
  return r === null ? 0.5 : (r + 1) / 2
}

export const interestVector = (answers: CareerAnswers) => RIASEC.map((r) => answers.interests[r.id])
export const valueVector = (answers: CareerAnswers) => WORK_VALUES.map((v) => answers.values[v.id])

export function skillPart(answers: CareerAnswers, skills: Record<string, SkillRating>) {
  let covered = 0
  let demanded = 0
  const comparisons: (SkillComparison & { weight: number })[] = []
  for (const [id, rating] of Object.entries(skills)) {
    const name = SKILL_NAME.get(id)
    if (!name) continue
    const yours = userLevel(answers.skills[id as keyof CareerAnswers['skills']])
    const weight = importanceWeight(rating.im)
    covered += weight * Math.min(yours, rating.lv)
    demanded += weight * rating.lv
    comparisons.push({ id, name, yours: round2(yours), level: rating.lv, importance: rating.im, weight })
  }
  const score = demanded > 0 ? covered / demanded : 1
  const strip = ({ weight: _weight, ...rest }: SkillComparison & { weight: number }): SkillComparison => rest
  const matches = comparisons
    .filter((c) => c.yours >= c.level && c.weight > 0)
    .sort((a, b) => b.weight * b.level - a.weight * a.level || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map(strip)
  const gaps = comparisons
    .filter((c) => c.level > c.yours && c.weight > 0)
    .sort((a, b) => b.weight * (b.level - b.yours) - a.weight * (a.level - a.yours) || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map(strip)
  return { score, matches, gaps }
}

/** What you value (1–5 → 0–1) against what the occupation offers (1–7 → 0–1): the share offered, and the conflicts. */
export function valuePart(answers: CareerAnswers, extents: number[]) {
  const mine = valueVector(answers)
  let offered = 0
  let wanted = 0
  const conflicts: OccupationFit['conflicts'] = []
  WORK_VALUES.forEach((value, i) => {
    const rating = mine[i] as number
    const extent = extents[i] as number
    const weight = (rating - 1) / (PREFERENCE_RATING_MAX - 1)
    offered += weight * Math.min(1, (extent - 1) / 6)
    wanted += weight
    if (rating >= 4 && extent <= 3.5)
      conflicts.push({
        id: value.id,
        name: value.name,
        yours: rating,
        extent,
        why: `You rate ${value.name} ${rating}/5; O*NET rates how far this occupation offers it at ${extent} of 7.`,
      })
  })
  return { score: wanted > 0 ? offered / wanted : 0.5, conflicts }
}

/** The high-point code of ratings (highest first, O*NET's order on ties), e.g. 'IAS'. */
export function codeOf(interests: number[], n = 3): string {
  return RIASEC.map((r, i) => ({ letter: r.letter, rating: interests[i] ?? 1, i }))
    .sort((a, b) => b.rating - a.rating || a.i - b.i)
    .slice(0, n)
    .map((r) => r.letter)
    .join('')
}

/** First letters agreeing count 3, second 2, third 1, out of 6. */
export function codeAgreement(mine: string, theirs: string): number {
  let score = 0
  for (let i = 0; i < 3; i++) if (mine[i] !== undefined && mine[i] === theirs[i]) score += 3 - i
  return score / 6
}

export function interestSimilarity(interests: number[], profile: number[], code: string | null): number {
  return (
    INTEREST_WEIGHTS.profile * similarity(interests, profile) +
    INTEREST_WEIGHTS.code * codeAgreement(codeOf(interests), code ?? '')
  )
}

export const interestPart = (
  answers: CareerAnswers,
  occupation: Pick<OccupationRecord, 'interests' | 'interestCode'>,
) => interestSimilarity(interestVector(answers), occupation.interests ?? [], occupation.interestCode)

const pct = (x: number) => `${Math.round(x * 100)} %`

/** The strongest interests: the areas rated highest (ties kept in O*NET's order), as letters. */
export const topInterestLetters = (answers: CareerAnswers, n = 3): string => codeOf(interestVector(answers), n)

const isPlainNumber = (text: string) => /^-?\d+(\.\d+)?$/.test(text)

/** BLS cells as published: a plain number is given its unit; text (`>=$239,200`, `—`) is shown as it is. */
export function blsFigures(projection: ProjectionRecord, years: DataYears): NonNullable<OccupationFit['bls']> {
  const source = 'BLS Employment Projections, Table 1.2'
  const figure = (value: string, year: string, detail: string): SourcedFigure => ({
    value,
    source: `${source} (${detail})`,
    year,
  })
  const wage = projection.medianWage
  const change = projection.changePercent
  const openings = projection.openings
  return {
    soc: projection.soc,
    title: projection.title,
    medianPay: figure(
      isPlainNumber(wage) ? `$${Number(wage).toLocaleString('en-US')}` : wage,
      years.wageYear,
      'median annual wage, from OEWS',
    ),
    entryEducation: figure(projection.entryEducation, years.wageYear, 'typical education needed for entry'),
    growth: figure(
      isPlainNumber(change) ? `${Number(change) > 0 ? '+' : ''}${change} %` : change,
      years.blsRelease,
      'projected employment change',
    ),
    openings: figure(
      isPlainNumber(openings) ? `${Math.round(Number(openings) * 1000).toLocaleString('en-US')} a year` : openings,
      years.blsRelease,
      'annual average openings',
    ),
  }
}

export type RankOptions = { weights?: typeof FIT_WEIGHTS; limit?: number }

type Scored = { occupation: OccupationRecord; fit: number; parts: OccupationFit['parts'] }

/** Every occupation with skills, interests and values rated, scored; best first, code order on ties (stable). */
export function scoreOccupations(
  answers: CareerAnswers,
  occupations: OccupationRecord[],
  weights: typeof FIT_WEIGHTS = FIT_WEIGHTS,
): Scored[] {
  const scored: Scored[] = []
  for (const occupation of occupations) {
    if (!occupation.skills || !occupation.interests || !occupation.workValues) continue
    const parts = {
      skills: skillPart(answers, occupation.skills).score,
      interests: interestPart(answers, occupation),
      values: valuePart(answers, occupation.workValues).score,
    }
    const fit = weights.skills * parts.skills + weights.interests * parts.interests + weights.values * parts.values
    scored.push({ occupation, fit, parts })
  }
  return scored.sort((a, b) => b.fit - a.fit || a.occupation.code.localeCompare(b.occupation.code))
}

/** RIASEC alone (the eval's check against O*NET's own interest codes). */
export function rankByInterests(interests: number[], occupations: OccupationRecord[]): OccupationRecord[] {
  return occupations
    .filter((o) => o.interests)
    .map((o) => ({ o, s: interestSimilarity(interests, o.interests as number[], o.interestCode) }))
    .sort((a, b) => b.s - a.s || a.o.code.localeCompare(b.o.code))
    .map((x) => x.o)
}

export function describeOccupation(
  answers: CareerAnswers,
  scored: Scored,
  projections: Map<string, ProjectionRecord>,
  years: DataYears | null,
): OccupationFit {
  const { occupation, parts, fit } = scored
  const skills = skillPart(answers, occupation.skills ?? {})
  const values = valuePart(answers, occupation.workValues ?? [])
  const projection = projections.get(occupation.soc)
  const why = [
    `Skills ${pct(parts.skills)} covered`,
    `interests ${pct(parts.interests)} alike (yours ${topInterestLetters(answers)}, its O*NET code ${occupation.interestCode ?? '—'})`,
    `work values ${pct(parts.values)} offered`,
  ].join('; ')
  return {
    code: occupation.code,
    title: occupation.title,
    fit: round2(fit),
    parts: { skills: round2(parts.skills), interests: round2(parts.interests), values: round2(parts.values) },
    interestCode: occupation.interestCode ?? '',
    jobZone: occupation.jobZone,
    why: `${why}.`,
    matches: skills.matches,
    gaps: skills.gaps,
    conflicts: values.conflicts,
    bls: projection && years ? blsFigures(projection, years) : null,
    onetUrl: `https://www.onetonline.org/link/summary/${occupation.code}`,
  }
}

/**
 * The archetypes as profiles on the same scales (RIASEC 1–7 and values 1–7 in O*NET's order; five key O*NET skills)
 * and as occupation sets (SOC code prefixes). Decision 050 gives the reasons.
 */
export const ARCHETYPE_PROFILES: Record<
  ArchetypeId,
  { title: string; interests: number[]; values: number[]; skills: string[]; socPrefixes: string[] }
> = {
  'academic-researcher': {
    title: 'Academic Researcher',
    interests: [2, 7, 4, 5, 2, 3],
    values: [7, 3, 5, 4, 2, 6],
    skills: ['2.A.1.f', '2.A.1.c', '2.A.1.a', '2.A.2.a', '2.B.1.e'],
    socPrefixes: ['25-10', '19-1', '19-2'],
  },
  'industry-innovator': {
    title: 'Industry Innovator',
    interests: [5, 7, 3, 2, 4, 4],
    values: [7, 5, 4, 3, 5, 5],
    skills: ['2.B.3.b', '2.B.3.e', '2.B.2.i', '2.B.4.g', '2.B.3.a'],
    socPrefixes: ['15-', '17-2', '11-9041', '11-9121', '11-3021'],
  },
  'policy-advisor': {
    title: 'Policy Analyst/Advisor',
    interests: [1, 6, 3, 6, 6, 4],
    values: [5, 5, 4, 6, 4, 4],
    skills: ['2.A.1.c', '2.A.1.d', '2.B.1.c', '2.B.4.e', '2.B.4.h'],
    socPrefixes: ['19-3', '13-1111', '13-1041', '11-1031', '23-1011', '11-9161'],
  },
  'research-entrepreneur': {
    title: 'Research Entrepreneur',
    interests: [3, 6, 4, 3, 7, 3],
    values: [7, 2, 6, 3, 2, 7],
    skills: ['2.B.5.b', '2.B.1.c', '2.B.1.d', '2.B.5.d', '2.B.4.e'],
    socPrefixes: ['11-1011', '11-1021', '11-2', '11-9041', '11-9121'],
  },
}

export const inArchetype = (id: ArchetypeId, soc: string) =>
  ARCHETYPE_PROFILES[id].socPrefixes.some((prefix) => soc.startsWith(prefix))

export function archetypeFits(answers: CareerAnswers, scored: Scored[] | null): ArchetypeFit[] {
  return ARCHETYPE_IDS.map((id) => {
    const profile = ARCHETYPE_PROFILES[id]
    const interests = similarity(interestVector(answers), profile.interests)
    const values = similarity(valueVector(answers), profile.values)
    const keySkills =
      profile.skills.reduce((s, skill) => s + answers.skills[skill as keyof CareerAnswers['skills']], 0) /
      (profile.skills.length * SKILL_RATING_MAX)
    const profileFit = 0.5 * interests + 0.3 * values + 0.2 * keySkills
    const members = scored ? scored.filter((s) => inArchetype(id, s.occupation.soc)).slice(0, 3) : []
    const best = members[0]?.fit
    const fit = best === undefined ? profileFit : 0.5 * profileFit + 0.5 * best
    const skillNames = profile.skills.map((s) => SKILL_NAME.get(s)).join(', ')
    const why =
      `Interests ${pct(interests)} alike its profile, work values ${pct(values)} alike, your ratings of its key skills (${skillNames}) ${pct(keySkills)} of the top` +
      (members[0]
        ? `; its best-fitting occupation for you: ${members[0].occupation.title} (${pct(members[0].fit)}).`
        : '.')
    return {
      id,
      title: profile.title,
      fit: round2(fit),
      why,
      occupations: members.map((m) => ({ code: m.occupation.code, title: m.occupation.title, fit: round2(m.fit) })),
    }
  }).sort((a, b) => b.fit - a.fit || ARCHETYPE_IDS.indexOf(a.id) - ARCHETYPE_IDS.indexOf(b.id))
}

const LEARNING_HUB = { label: 'Research Learning Hub', href: '/research-verse' }
const COLLABORATORS = { label: 'Collaboration Opportunity Finder', href: '/research-pathways' }

/** Concrete next steps by the kind of skill (O*NET's groups), worded for the skill. */
function stepsFor(skillId: string, name: string): Pick<GapStep, 'steps' | 'links'> {
  if (skillId.startsWith('2.A.1'))
    return {
      steps: [
        `Set a weekly ${name.toLowerCase()} exercise on your own field's material (a paper, a talk, a data set) and keep a log.`,
        `Ask a colleague or mentor to review one piece of your ${name.toLowerCase()} each month against a short rubric.`,
      ],
      links: [LEARNING_HUB],
    }
  if (skillId.startsWith('2.A.2'))
    return {
      steps: [
        `Pick one method you do not know yet and learn it to the point of using it on a small project.`,
        `Review your last project: where did ${name.toLowerCase()} fall short, and what will you do differently?`,
      ],
      links: [LEARNING_HUB],
    }
  if (skillId.startsWith('2.B.1'))
    return {
      steps: [
        `Take a role that needs ${name.toLowerCase()}: lead a reading group, co-organise a workshop, or mentor a student.`,
        `Work with someone outside your group on a shared piece of work and ask for their feedback afterwards.`,
      ],
      links: [COLLABORATORS],
    }
  if (skillId.startsWith('2.B.3'))
    return {
      steps: [
        `Complete a hands-on course or tutorial in ${name.toLowerCase()} and apply it to a small project of your own.`,
        `Pair with someone experienced in ${name.toLowerCase()} on a real task.`,
      ],
      links: [LEARNING_HUB, COLLABORATORS],
    }
  if (skillId.startsWith('2.B.5'))
    return {
      steps: [
        `Take responsibility for one part of a project's ${name.replace('Management of ', '').toLowerCase()}: plan it, track it, report on it.`,
        `Ask a principal investigator or manager to walk you through how they handle it.`,
      ],
      links: [COLLABORATORS],
    }
  return {
    steps: [
      `Practise ${name.toLowerCase()} on a problem from your work with a written analysis of the options.`,
      `Ask a mentor to review the analysis and your decision.`,
    ],
    links: [LEARNING_HUB, COLLABORATORS],
  }
}

/** The gaps of the top occupations, most shared first; each with its steps and links. */
export function gapPlan(occupations: OccupationFit[], top = 5): GapStep[] {
  const bySkill = new Map<string, { name: string; titles: string[] }>()
  for (const occupation of occupations.slice(0, top))
    for (const gap of occupation.gaps) {
      const entry = bySkill.get(gap.id) ?? { name: gap.name, titles: [] }
      entry.titles.push(occupation.title)
      bySkill.set(gap.id, entry)
    }
  return [...bySkill.entries()]
    .sort((a, b) => b[1].titles.length - a[1].titles.length || a[0].localeCompare(b[0]))
    .map(([skillId, entry]) => ({
      skillId,
      skill: entry.name,
      forOccupations: entry.titles,
      ...stepsFor(skillId, entry.name),
    }))
}
