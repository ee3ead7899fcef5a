import type { ProfilerAnswersInput } from '#shared/contract/profiler'

/** Complete research profiler answers, as a member would give them. */
export const PROFILE_ANSWERS = {
  research_interest: 'How coral reefs recover after marine heatwaves and bleaching events',
  experience_level: 'Graduate Student',
  linkedin_url: '',
  current_projects: 'Surveying coral cover on three reefs with my lab, using photo quadrats and R',
  research_goals: 'Publish a first-author paper on coral recovery by June 2027',
  collaboration_interests: 'Academic Collaborations',
  tools_expertise: 'R, Python, photo quadrats, GIS',
  publications: '0',
  career_aspirations: 'A faculty position at a university studying reef ecology',
} satisfies ProfilerAnswersInput
