import type { GrantMechanism, Scaffold, ScaffoldPart } from '#shared/contract/grants'
import {
  CHARS_PER_LINE,
  draftSections,
  findAims,
  LINES_PER_PAGE,
  NSF_SUMMARY_LIMIT,
  sentencesOf,
  type Aim,
  type Funder,
} from '#shared/grants/check-draft'

/**
 * The funder's page as a scaffold (decision 049): NIH's Specific Aims page (hook → gap → long-term goal → objective →
 * central hypothesis and rationale → aims → expected outcomes and impact) or NSF's Project Summary (Overview,
 * Intellectual Merit, Broader Impacts). The member's own sentences are placed where they belong: a draft section
 * headed like a part goes to that part whole; other sentences of the idea (and of the draft's Specific Aims or its
 * text before any heading) go by their cue words ("remains unknown" → the gap, "we hypothesize" → the hypothesis,
 * `Aim 1` lines → the aims…), and what has no cue opens the page. Nothing is written for the member: a part with
 * nothing placed shows its question.
 */

type PartSpec = {
  id: string
  heading: string
  question: string
  guidance: string
  /** draft headings that are this part (normalised: lower case, letters and spaces) */
  headings: string[]
  /** a sentence with one of these cues belongs here */
  cue: RegExp | null
}

const NIH_PARTS: PartSpec[] = [
  {
    id: 'hook',
    heading: 'Opening: the problem',
    question: 'What problem matters, to whom, and how large is it (a figure with its source)?',
    guidance: 'One or two sentences a reviewer outside your subfield would follow, with a cited figure.',
    headings: ['hook', 'opening', 'introduction', 'background', 'the problem', 'problem'],
    cue: null,
  },
  {
    id: 'gap',
    heading: 'The gap',
    question: 'What is not known, or cannot be done yet, that stops progress on this problem?',
    guidance: 'Name the missing knowledge precisely; it is what your aims will fill.',
    headings: ['gap', 'the gap', 'knowledge gap', 'critical need', 'the critical need'],
    cue: /\b(remains? (?:unclear|unknown|poorly understood|elusive|to be)|little is known|not (?:yet )?(?:well )?understood|unknown|no (?:study|studies|method|tool|data)|lack(?:s|ing)? (?:of )?|gap|however|critical (?:barrier|need)|has not been|have not been|cannot (?:yet )?be)\b/i,
  },
  {
    id: 'long-term-goal',
    heading: 'Long-term goal',
    question: 'What is the long-term goal of your research programme, of which this application is one step?',
    guidance: 'Broader than this application; it shows where the work leads.',
    headings: ['long term goal', 'long-term goal', 'goal'],
    cue: /\b(long[- ]term goal|ultimate goal|overall goal|our goal is|long[- ]term objective)\b/i,
  },
  {
    id: 'objective',
    heading: 'Objective of this application',
    question: 'What will be known at the end of this project that is not known now?',
    guidance: 'One sentence; the next step toward the long-term goal, reachable within the award.',
    headings: ['objective', 'objectives', 'the objective'],
    cue: /\b(objective|the (?:aim|purpose|goal) of this (?:application|proposal|project|study)|this (?:application|proposal|project|study) will|in this (?:application|proposal|project))\b/i,
  },
  {
    id: 'hypothesis',
    heading: 'Central hypothesis and rationale',
    question:
      'What is your central hypothesis, and what preliminary data or published work make it plausible and worth testing?',
    guidance: 'A testable statement; the rationale says what completing it makes possible.',
    headings: ['central hypothesis', 'hypothesis', 'rationale', 'central hypothesis and rationale'],
    cue: /\b(hypothes\w*|we propose that|we predict|predicts? that|rationale|preliminary (?:data|results|work|findings))\b/i,
  },
  {
    id: 'aims',
    heading: 'Specific aims (two or three)',
    question:
      'Which two or three aims test the hypothesis? Each should start with a verb, name a measurable outcome and not depend on another aim succeeding.',
    guidance: 'Each aim: what you will do, with what approach, and the measurable result that counts.',
    headings: ['aims', 'specific aims', 'the aims'],
    cue: null,
  },
  {
    id: 'outcomes',
    heading: 'Expected outcomes and impact',
    question: 'What will each aim deliver, and how will it move the field or health forward?',
    guidance: 'Concrete deliverables, then the positive impact they enable.',
    headings: ['expected outcomes', 'outcomes', 'impact', 'expected outcomes and impact', 'payoff'],
    cue: /\b(expected outcomes?|we expect|impact|will (?:enable|provide|inform|lead to|yield|establish)|payoff|benefit)\b/i,
  },
]

const NSF_PARTS: PartSpec[] = [
  {
    id: 'overview',
    heading: 'Overview',
    question: 'What will you do, how, and why — the project’s goals and approach in plain words?',
    guidance: 'Third person is customary; it must stand alone for a reader outside your field.',
    headings: ['overview', 'project overview', 'summary'],
    cue: null,
  },
  {
    id: 'intellectual-merit',
    heading: 'Intellectual Merit',
    question: 'How will the project advance knowledge and understanding within its field or across fields?',
    guidance: 'NSF requires this heading; say what is new and why the approach can deliver it.',
    headings: ['intellectual merit'],
    cue: /\b(intellectual merit|advance (?:knowledge|understanding|the field)|novel|new (?:knowledge|understanding|insight|theory|method)|hypothes\w*|fundamental|transformative|mechanism)\b/i,
  },
  {
    id: 'broader-impacts',
    heading: 'Broader Impacts',
    question: 'How will the project benefit society or advance desired societal outcomes, and for whom?',
    guidance: 'NSF requires this heading; name the people reached and how you will know it worked.',
    headings: ['broader impacts', 'broader impact'],
    cue: /\b(broader impacts?|societ(?:y|al)|public|outreach|students?|education(?:al)?|teach\w*|schools?|train(?:ing|ees?)?|underrepresented|communit(?:y|ies)|k-12|workforce|museum|industry partners?|policy ?makers?)\b/i,
  },
]

const MECHANISM_NOTES: Record<GrantMechanism, string> = {
  R01: 'R01: a discrete project of up to five years; reviewers expect preliminary data behind the hypothesis.',
  R21: 'R21: exploratory or developmental research, up to two years; preliminary data are not required, so the rationale carries the case.',
  'K99-R00':
    'K99/R00: a mentored phase then an independent one; the aims should show the research the independent phase will carry, beside the candidate’s training plan.',
  'SBIR-STTR':
    'SBIR/STTR: small-business research; Phase I aims show feasibility with milestones that would justify Phase II, and the page names the commercial need.',
  'Standard Grant':
    'NSF Standard Grant: the Project Summary has three headed parts and is limited to 4,600 characters.',
  CAREER:
    'NSF CAREER: the Project Summary must show research and education integrated in one plan, with Intellectual Merit and Broader Impacts of both.',
}

/** Lower case letters and spaces, as the checker compares headings. */
export const normalHeading = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z -]+/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** NIH's one page in characters, at the checker's estimate (CHARS_PER_LINE × LINES_PER_PAGE). */
export const NIH_PAGE_CHARACTERS = CHARS_PER_LINE * LINES_PER_PAGE

type Placed = ScaffoldPart['placed'][number]

/**
 * An aim ends at the end of its sentence's line: in an idea typed as lines, the line after the last aim is another
 * part ("These results will…"), though the checker reads an aim to its paragraph's end.
 */
const ownLine = (text: string) => (aim: Aim) => {
  const body = text.slice(aim.statementStart, aim.end)
  const stop = body.match(/[.!?][\])"”]*[ \t]*\n/)
  if (!stop || stop.index === undefined) return aim
  const length = stop.index + stop[0].trimEnd().length
  return { ...aim, text: body.slice(0, length).trim(), end: aim.statementStart + length }
}

/** The scaffold of the funder's page with the member's words placed (see the header). */
export function buildScaffold(input: {
  funder: Funder
  mechanism: GrantMechanism
  idea: string
  draft?: string
}): Scaffold {
  const specs = input.funder === 'nih' ? NIH_PARTS : NSF_PARTS
  const placed = new Map<string, Placed[]>(specs.map((spec) => [spec.id, []]))
  const place = (id: string, entry: Placed) => {
    const list = placed.get(id)
    if (list && !list.some((known) => known.text === entry.text)) list.push(entry)
  }

  // 1. Draft sections headed like a part go there whole; the rest of the draft's page is sorted by sentence.
  const pool: { text: string; from: Placed['from'] }[] = [{ text: input.idea, from: 'idea' }]
  const draft = input.draft ?? ''
  const sections = draftSections(draft)
  const preamble = draft.slice(0, sections[0]?.start ?? draft.length)
  if (preamble.trim()) pool.push({ text: preamble, from: 'draft' })
  for (const section of sections) {
    const heading = normalHeading(section.heading)
    const spec = specs.find((candidate) => candidate.headings.includes(heading))
    const body = section.body.trim()
    if (!body) continue
    if (spec && !(input.funder === 'nih' && spec.id === 'aims' && heading === 'specific aims'))
      place(spec.id, { text: body, from: 'draft' })
    else if (heading === 'specific aims' || heading === 'project summary') pool.push({ text: body, from: 'draft' })
  }

  // 2. Aims lines, then sentences by their cues.
  for (const { text, from } of pool) {
    const aims = input.funder === 'nih' ? findAims({ body: text, bodyStart: 0 }).map(ownLine(text)) : []
    const aimRanges = aims.map((aim) => [aim.start, aim.end] as const)
    for (const aim of aims) place('aims', { text: `Aim ${aim.number}: ${aim.text}`, from })
    for (const sentence of sentencesOf(text)) {
      if (aimRanges.some(([start, end]) => sentence.start >= start && sentence.start < end)) continue
      if (/^#/.test(sentence.text)) continue
      const spec = specs.find((candidate) => candidate.cue?.test(sentence.text)) ?? specs[0]
      if (spec) place(spec.id, { text: sentence.text, from })
    }
  }

  const parts: ScaffoldPart[] = specs.map((spec) => ({
    id: spec.id,
    heading: spec.heading,
    question: spec.question,
    guidance: spec.guidance,
    placed: placed.get(spec.id) ?? [],
  }))
  const characters = parts.reduce(
    (sum, part) => sum + part.placed.reduce((inner, entry) => inner + entry.text.length + 1, 0),
    0,
  )
  return input.funder === 'nih'
    ? {
        kind: 'specific-aims',
        title: 'Specific Aims page',
        limit: `One page (about ${NIH_PAGE_CHARACTERS.toLocaleString('en-US')} characters: ${CHARS_PER_LINE} a line, ${LINES_PER_PAGE} lines at 11-pt Arial with half-inch margins, an estimate).`,
        mechanismNote: MECHANISM_NOTES[input.mechanism],
        parts,
        characters,
        limitCharacters: NIH_PAGE_CHARACTERS,
      }
    : {
        kind: 'project-summary',
        title: 'Project Summary',
        limit: `About ${NSF_SUMMARY_LIMIT.toLocaleString('en-US')} characters over its three parts (one page in the NSF form).`,
        mechanismNote: MECHANISM_NOTES[input.mechanism],
        parts,
        characters,
        limitCharacters: NSF_SUMMARY_LIMIT,
      }
}
