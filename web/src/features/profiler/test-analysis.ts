import type { ProfileAnalysis, ProfilerDraft } from '#shared/contract/profiler'

/** Complete answers for web tests: a coral-reef PhD candidate with a LinkedIn profile. */
export function testAnswers(overrides: Partial<ProfilerDraft> = {}): ProfilerDraft {
  return {
    research_interest: 'Coral reef recovery after marine heatwaves',
    experience_level: 'PhD Candidate',
    linkedin_url: 'https://www.linkedin.com/in/ada-reef',
    current_projects: 'Field surveys of bleaching on the Great Barrier Reef',
    research_goals: 'Publish a first-author paper on recovery rates and present it at a conference next year',
    collaboration_interests: 'International Research',
    tools_expertise: 'R, Python, underwater photogrammetry',
    publications: '1-3',
    career_aspirations: 'A faculty position in marine ecology',
    ...overrides,
  }
}

/** An analysis for web tests, as the server would make it from `testAnswers()`. */
export function testAnalysis(overrides: Partial<ProfileAnalysis> = {}): ProfileAnalysis {
  return {
    summary: {
      research_interest: 'Coral reef recovery after marine heatwaves',
      experience_level: 'PhD Candidate',
      publications: '1-3',
      research_goals: 'Publish a first-author paper on recovery rates and present it at a conference next year',
      collaboration_interests: 'International Research',
      linkedin_url: 'https://www.linkedin.com/in/ada-reef',
    },
    scores: [
      {
        id: 'researchPotential',
        label: 'Research Potential',
        score: 70,
        reasons: [
          { text: 'PhD Candidate: doctoral research experience', points: 40, max: 40 },
          { text: '1-3 peer-reviewed publications', points: 30, max: 60 },
        ],
      },
      {
        id: 'goalAlignment',
        label: 'Goal Alignment',
        score: 55,
        reasons: [{ text: 'Goals name a deliverable (paper) and a time frame', points: 55, max: 100 }],
      },
      {
        id: 'collaborationScore',
        label: 'Collaboration Score',
        score: 80,
        reasons: [{ text: 'International Research fits a field-based project', points: 80, max: 100 }],
      },
    ],
    recommendations: [
      {
        id: 'publish-first-author',
        type: 'Publication',
        priority: 'High',
        title: 'Plan your first-author paper',
        description: 'You have 1-3 publications; a first-author paper makes your work visible.',
        actionItems: ['Pick a target journal', 'Draft the methods section'],
        link: { label: 'Open the Methodology Advisor', to: '/ai-methodology-advisor' },
      },
      {
        id: 'network',
        type: 'Networking',
        priority: 'Medium',
        title: 'Meet reef researchers abroad',
        description: 'International collaborations suit field work across regions.',
        actionItems: [],
        link: null,
      },
    ],
    opportunities: {
      query: 'coral reef recovery marine heatwaves',
      journals: [{ id: 'S1', name: 'Coral Reefs', works: 1234, url: 'https://openalex.org/S1' }],
      conferences: [],
      unavailable: null,
    },
    analyzedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  }
}
