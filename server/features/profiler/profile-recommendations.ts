import type { Opportunities, ProfilerAnswers, Recommendation, RecommendationPriority } from '#shared/contract/profiler'
import type { CareerPath, ProfileFacts } from './profile-rubric'

const PRIORITY_ORDER: Record<RecommendationPriority, number> = { High: 0, Medium: 1, Low: 2 }

const GRADUATE_RANK = 1 // 'Graduate Student' in EXPERIENCE_LEVELS

const CAREER_ADVICE: Record<CareerPath, Omit<Recommendation, 'id' | 'priority'>> = {
  academic: {
    type: 'Career',
    title: 'Prepare for an academic career',
    description:
      'Academic hiring weighs first-author papers, teaching and independent funding. Plan for each of them now.',
    actionItems: [
      'Aim for one first-author paper a year in the journals listed below',
      'Apply for a small grant or fellowship in your own name',
      'Take on a teaching or mentoring role for a term',
    ],
    link: { label: 'Plan it in the Timeline Builder', to: '/research-timeline-builder' },
  },
  industry: {
    type: 'Career',
    title: 'Build a bridge to industry research',
    description:
      'Industry labs look for people who ship: reproducible code, applied results and experience with real data.',
    actionItems: [
      'Publish the code and data of a project in a public repository',
      'Look for an internship or a joint project with a company active in your topic',
      'Describe one result in terms of the problem it solves for a user',
    ],
    link: { label: 'Find researchers in your topic', to: '/home?tab=discovery' },
  },
  policy: {
    type: 'Career',
    title: 'Connect your research to policy',
    description: 'Policy work needs evidence summarised for decision makers, and contacts in the bodies that decide.',
    actionItems: [
      'Write a two-page policy brief on your topic',
      'Follow the consultations of a government body in your field',
      'Look for a fellowship that places researchers in government',
    ],
    link: { label: 'Find the evidence with the AI Research Engine', to: '/home?tab=ai' },
  },
  entrepreneurship: {
    type: 'Career',
    title: 'Test your research as a venture',
    description: 'A venture starts from a problem people pay to solve. Check that before building.',
    actionItems: [
      'Interview ten people who have the problem your research addresses',
      'Ask your institution’s technology transfer office about disclosure and patents',
      'Find a co-founder with the skills you do not list',
    ],
    link: { label: 'Find collaborators', to: '/home?tab=discovery' },
  },
}

/**
 * What to do next, from the rubric's findings and the venues found: each rule names the gap it answers.
 * High first; within a priority, in the order below.
 */
export function recommendFor(
  answers: ProfilerAnswers,
  facts: ProfileFacts,
  opportunities: Opportunities,
): Recommendation[] {
  const list: Recommendation[] = []
  const add = (id: string, priority: RecommendationPriority, body: Omit<Recommendation, 'id' | 'priority'>) =>
    list.push({ id, priority, ...body })

  if (facts.interestTerms < 4)
    add('focus', 'High', {
      type: 'Research focus',
      title: 'Narrow your research question',
      description:
        'Your research interest is described in few specific terms. A question that names its population, its variables and its outcome is easier to search, fund and finish.',
      actionItems: [
        'Rewrite your interest as one question: who or what, which factor, which outcome',
        'Read five recent works on it and note the open questions their authors name',
      ],
      link: { label: 'Search the literature with the AI Research Engine', to: '/home?tab=ai' },
    })

  if (!facts.goalsHaveDeliverable || !facts.goalsHaveTimeFrame)
    add('measurable-goals', 'High', {
      type: 'Goals',
      title: 'Make your goals measurable',
      description: `Your goals have ${
        !facts.goalsHaveDeliverable && !facts.goalsHaveTimeFrame
          ? 'neither a deliverable nor a date'
          : facts.goalsHaveDeliverable
            ? 'no date'
            : 'no deliverable'
      }. A goal you can check (a paper submitted by June) can be planned backwards into milestones.`,
      actionItems: [
        'Name what you will produce: a paper, a thesis chapter, a dataset, a grant application',
        'Give each a date, then the milestones that lead to it',
      ],
      link: { label: 'Plan milestones in the Timeline Builder', to: '/research-timeline-builder' },
    })

  if (answers.publications === '0') {
    const venues = opportunities.journals.slice(0, 3).map((venue) => venue.name)
    add('first-publication', facts.experienceRank >= GRADUATE_RANK ? 'High' : 'Medium', {
      type: 'Publishing',
      title: 'Work toward a first publication',
      description:
        venues.length > 0
          ? `Journals that publish on your topic include ${venues.join(', ')}. A first paper, even a short one, opens collaborations and funding.`
          : 'A first paper, even a short one, opens collaborations and funding.',
      actionItems: [
        'Turn your most advanced project into a short paper or a conference abstract',
        'Ask a supervisor or senior colleague to review a draft',
        'Read the author guidelines of one target venue before you write',
      ],
      link: { label: 'Plan it in the Timeline Builder', to: '/research-timeline-builder' },
    })
  }

  if (facts.tools < 3)
    add('methods', 'Medium', {
      type: 'Skills',
      title: 'Build your methods toolkit',
      description: `You list ${facts.tools === 1 ? 'one tool or method' : `${facts.tools} tools or methods`}. Statistics and one analysis language (R or Python) are asked for in almost every field.`,
      actionItems: [
        'Learn the vocabulary of research design and statistics',
        'Reproduce the analysis of one published paper in your topic',
      ],
      link: { label: 'Study with the Learning Hub', to: '/research-verse' },
    })

  add('collaborators', facts.projectsInvolveOthers ? 'Low' : 'Medium', {
    type: 'Collaboration',
    title: `Find partners for ${answers.collaboration_interests.toLowerCase()}`,
    description: 'Researchers active in your topic are the likeliest collaborators: they already read what you write.',
    actionItems: [
      'Search for researchers in your topic and save five whose recent work is closest to yours',
      'Write to one of them about a specific question in their paper',
    ],
    link: { label: 'Find researchers', to: '/home?tab=discovery' },
  })

  if (opportunities.conferences.length > 0 && facts.experienceRank >= GRADUATE_RANK)
    add('present', 'Medium', {
      type: 'Visibility',
      title: 'Present your work at a conference',
      description: `Conferences where work on your topic appears include ${opportunities.conferences
        .slice(0, 2)
        .map((venue) => venue.name)
        .join(' and ')}.`,
      actionItems: [
        'Note the submission deadlines of one conference',
        'Prepare a poster or a short talk from a project',
      ],
      link: null,
    })

  const [path] = facts.careerPaths
  if (path) add(`career-${path}`, 'Medium', CAREER_ADVICE[path])
  else
    add('career-direction', 'Medium', {
      type: 'Career',
      title: 'Clarify your career direction',
      description:
        'Your career aspiration names no particular path. Academic, industry, policy and entrepreneurial careers ask for different evidence, so choosing early helps.',
      actionItems: [
        'Talk to one person on each path about a typical week',
        'Write down which of the four paths you would rule out, and why',
      ],
      link: { label: 'Explore the research tools', to: '/exploration-hub' },
    })

  if (!answers.linkedin_url)
    add('visibility', 'Low', {
      type: 'Visibility',
      title: 'Make your work easy to find',
      description:
        'Collaborators and recruiters look you up. A public profile that lists your projects and skills helps them.',
      actionItems: ['Create an ORCID iD and add it to your papers', 'Keep a LinkedIn or personal page up to date'],
      link: null,
    })

  return list.sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority])
}
