import type { ProfileScore, ProfilerAnswers, RubricReason } from '#shared/contract/profiler'
import { EXPERIENCE_LEVELS, PUBLICATION_COUNTS } from '#shared/contract/profiler-questions'
import { questionTerms } from '../research'
import { plural } from '../../lib/words'

/**
 * The profiler's rubric (decision 037): three scores of 100 points, each the sum of named criteria read
 * from the answers with fixed rules, so every point can be explained. No model and no default figures.
 */

export type CareerPath = 'academic' | 'industry' | 'policy' | 'entrepreneurship'

const CAREER_WORDS: Record<CareerPath, RegExp> = {
  academic: /\b(faculty|professor|academi\w*|postdoc\w*|lecturer|tenure|universit\w*|teach\w*|phd)\b/i,
  industry: /\b(industr\w*|compan\w*|r&d|corporate|engineer\w*|data scien\w*|pharma\w*|tech)\b/i,
  policy: /\b(polic\w*|government|ngo|think tank|public sector|regulat\w*|advis\w*|non-?profit)\b/i,
  entrepreneurship: /\b(start-?ups?|found\w*|entrepreneur\w*|my own (company|business)|spin-?off|venture)\b/i,
}

/** The career paths an aspiration names, in a fixed order. */
export function careerPathsOf(text: string): CareerPath[] {
  return (Object.keys(CAREER_WORDS) as CareerPath[]).filter((path) => CAREER_WORDS[path].test(text))
}

const DELIVERABLE =
  /\b(paper|papers|publish\w*|publication|article|thesis|dissertation|conference|present\w*|poster|grant|fellowship|funding|dataset|prototype|patent|degree|master'?s|phd|doctorate|apply|application|submit\w*|launch\w*|book)\b/i
const TIME_FRAME =
  /\b(19|20)\d\d\b|\b(by|before|within|next|this|end of)\s+(the\s+)?(year|month|semester|term|summer|spring|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\b|\b\d+\s*(months?|years?|weeks?)\b|\b(months?|years?|semesters?)\b/i
const TEAMWORK =
  /\b(team|lab|group|collaborat\w*|co-?author\w*|supervis\w*|advis\w*|mentor\w*|partner\w*|colleague\w*|consortium|together)\b/i

/** Tools and methods named in a free-text list: split on commas, semicolons, slashes, "and" and new lines. */
export function toolsOf(text: string): string[] {
  const parts = text
    .split(/[,;/\n•]|\band\b|\s&\s/i)
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter((part) => /\p{L}/u.test(part))
  return [...new Set(parts.map((part) => part.toLowerCase()))]
}

const reason = (text: string, points: number, max: number): RubricReason => ({ text, points, max })
const total = (reasons: RubricReason[]) =>
  Math.min(
    100,
    reasons.reduce((sum, item) => sum + item.points, 0),
  )
const toolCount = (count: number) => (count === 1 ? '1 tool or method' : `${count} tools or methods`)

/** Points by position in an ordered list of options. */
const byIndex = <T extends string>(options: readonly T[], value: T, points: readonly number[]) =>
  points[options.indexOf(value)] ?? 0

const EXPERIENCE_POINTS = [8, 12, 16, 20, 20, 25, 25] as const
const PUBLICATION_POINTS = [0, 8, 13, 17, 19, 20] as const
const COAUTHOR_POINTS = [0, 8, 12, 15, 15, 15] as const

function topicFocus(answers: ProfilerAnswers): RubricReason {
  const terms = questionTerms(answers.research_interest).length
  const points = terms >= 6 ? 25 : terms >= 4 ? 20 : terms >= 2 ? 12 : 5
  return reason(`Your research interest names ${plural(terms, 'specific term')}`, points, 25)
}

function researchPotential(answers: ProfilerAnswers): ProfileScore {
  const projectTerms = questionTerms(answers.current_projects).length
  const tools = toolsOf(answers.tools_expertise).length
  const reasons = [
    topicFocus(answers),
    reason(
      `Experience level: ${answers.experience_level}`,
      byIndex(EXPERIENCE_LEVELS, answers.experience_level, EXPERIENCE_POINTS),
      25,
    ),
    reason(
      `${answers.publications} peer-reviewed publications`,
      byIndex(PUBLICATION_COUNTS, answers.publications, PUBLICATION_POINTS),
      20,
    ),
    reason(
      `Your current projects are described in ${plural(projectTerms, 'specific term')}`,
      projectTerms >= 12 ? 15 : projectTerms >= 6 ? 10 : projectTerms >= 2 ? 5 : 0,
      15,
    ),
    reason(
      `You list ${toolCount(tools)}`,
      tools >= 5 ? 15 : tools >= 3 ? 11 : tools === 2 ? 7 : tools === 1 ? 4 : 0,
      15,
    ),
  ]
  return { id: 'researchPotential', label: 'Research Potential', score: total(reasons), reasons }
}

function goalAlignment(answers: ProfilerAnswers): ProfileScore {
  const interest = questionTerms(answers.research_interest)
  const planned = new Set(questionTerms(`${answers.research_goals} ${answers.current_projects}`))
  const shared = interest.filter((term) => planned.has(term)).length
  const needed = Math.min(3, interest.length)
  const paths = careerPathsOf(answers.career_aspirations)
  const aspirationTerms = new Set(questionTerms(answers.career_aspirations))
  const aspirationOnTopic = interest.some((term) => aspirationTerms.has(term))
  const goalsText = answers.research_goals
  const tools = toolsOf(answers.tools_expertise)
  const goalsUseTools = tools.some((tool) => `${goalsText} ${answers.current_projects}`.toLowerCase().includes(tool))
  const reasons = [
    reason(
      shared === 0
        ? 'Your goals and projects do not use the words of your research interest'
        : `Your goals and projects share ${plural(shared, 'term')} with your research interest`,
      needed === 0 ? 0 : Math.round((35 * Math.min(shared, needed)) / needed),
      35,
    ),
    reason(
      DELIVERABLE.test(goalsText)
        ? 'Your goals name a deliverable (a paper, thesis, grant…)'
        : 'Your goals name no deliverable',
      DELIVERABLE.test(goalsText) ? 15 : 0,
      15,
    ),
    reason(
      TIME_FRAME.test(goalsText) ? 'Your goals have a time frame' : 'Your goals have no time frame',
      TIME_FRAME.test(goalsText) ? 10 : 0,
      10,
    ),
    reason(
      paths.length > 0
        ? `Your career aspiration names a path: ${paths.join(', ')}`
        : 'Your career aspiration names no particular path (academic, industry, policy or a venture)',
      paths.length > 0 ? 20 : questionTerms(answers.career_aspirations).length >= 4 ? 10 : 0,
      20,
    ),
    reason(
      aspirationOnTopic
        ? 'Your career aspiration is about your topic'
        : 'Your career aspiration does not mention your topic',
      aspirationOnTopic ? 10 : 0,
      10,
    ),
    reason(
      goalsUseTools
        ? 'Your goals or projects use tools you know'
        : 'Your goals and projects name none of the tools you know',
      goalsUseTools ? 10 : 0,
      10,
    ),
  ]
  return { id: 'goalAlignment', label: 'Goal Alignment', score: total(reasons), reasons }
}

/** Which career paths each kind of collaboration leads towards; null: it helps on any path. */
const COLLABORATION_PATHS: Record<ProfilerAnswers['collaboration_interests'], CareerPath | null> = {
  'Industry Partnerships': 'industry',
  'Academic Collaborations': 'academic',
  'Cross-disciplinary Projects': null,
  'International Research': null,
  'Startup Ventures': 'entrepreneurship',
  'Government Projects': 'policy',
  'Open Source Projects': null,
}

function collaborationScore(answers: ProfilerAnswers): ProfileScore {
  const kind = answers.collaboration_interests
  const leadsTo = COLLABORATION_PATHS[kind]
  const paths = careerPathsOf(answers.career_aspirations)
  const fit =
    leadsTo === null
      ? { points: 15, text: `${kind} help on any career path` }
      : paths.includes(leadsTo)
        ? { points: 25, text: `${kind} lead where your career aspiration goes (${leadsTo})` }
        : paths.length === 0
          ? { points: 10, text: `${kind}: your career aspiration names no path to match them with` }
          : { points: 5, text: `${kind} lead towards ${leadsTo}, your aspiration towards ${paths.join(', ')}` }
  const tools = toolsOf(answers.tools_expertise).length
  const reasons = [
    reason(`You chose a kind of collaboration: ${kind}`, 20, 20),
    reason(fit.text, fit.points, 25),
    reason(`${toolCount(tools)} you can bring to a team`, tools >= 3 ? 20 : tools === 2 ? 14 : tools === 1 ? 8 : 0, 20),
    reason(
      answers.publications === '0'
        ? 'No co-authored publications yet'
        : `${answers.publications} publications to show collaborators`,
      byIndex(PUBLICATION_COUNTS, answers.publications, COAUTHOR_POINTS),
      15,
    ),
    reason(
      answers.linkedin_url ? 'A public LinkedIn profile' : 'No public profile given',
      answers.linkedin_url ? 10 : 0,
      10,
    ),
    reason(
      TEAMWORK.test(answers.current_projects)
        ? 'Your projects already involve others (a team, lab, supervisor or partners)'
        : 'Your projects mention no team, lab, supervisor or partner',
      TEAMWORK.test(answers.current_projects) ? 10 : 0,
      10,
    ),
  ]
  return { id: 'collaborationScore', label: 'Collaboration Score', score: total(reasons), reasons }
}

export function scoreProfile(answers: ProfilerAnswers): ProfileScore[] {
  return [researchPotential(answers), goalAlignment(answers), collaborationScore(answers)]
}

/** The rubric's findings the recommendations are built on. */
export function profileFacts(answers: ProfilerAnswers) {
  return {
    interestTerms: questionTerms(answers.research_interest).length,
    tools: toolsOf(answers.tools_expertise).length,
    goalsHaveDeliverable: DELIVERABLE.test(answers.research_goals),
    goalsHaveTimeFrame: TIME_FRAME.test(answers.research_goals),
    careerPaths: careerPathsOf(answers.career_aspirations),
    experienceRank: EXPERIENCE_LEVELS.indexOf(answers.experience_level),
    projectsInvolveOthers: TEAMWORK.test(answers.current_projects),
  }
}
export type ProfileFacts = ReturnType<typeof profileFacts>
