import type { Flashcard, LearningProgress } from '#shared/contract/learning'
import type { Me } from '#shared/contract/account'
import type { Profile } from '#shared/contract/profile'
import type { Reference } from '#shared/contract/research'
import type { Researcher, SearchResearchersResponse } from '#shared/contract/researchers'
import type { Work } from '#shared/contract/sources'
import { FREE_DAILY_LIMITS } from '#shared/plans'

/** A signed-in free account that has made `searches` researcher searches today. */
export function freeMe(searches = 0): Me {
  return {
    user: {
      id: 'user-1',
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      emailVerified: true,
      image: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    role: 'free',
    plan: 'free',
    isAdmin: false,
    isPremium: false,
    isFounder: false,
    adminAwaitingVerification: false,
    founderLinks: null,
    entitlements: {
      premiumResearchModes: false,
      voiceMode: false,
      researchPathways: false,
      learningHub: false,
      writingTools: false,
      adminConsole: false,
    },
    quota: {
      day: '2025-06-01',
      resetsAt: '2025-06-02T00:00:00.000Z',
      usage: [
        { kind: 'researcherSearch', used: searches, limit: FREE_DAILY_LIMITS.researcherSearch },
        { kind: 'aiQuery', used: 0, limit: FREE_DAILY_LIMITS.aiQuery },
      ],
    },
  }
}

export function researcher(id: string, name: string, overrides: Partial<Researcher> = {}): Researcher {
  return {
    id,
    display_name: name,
    institution_name: 'University of Somewhere',
    country: 'GB',
    works_count: 42,
    cited_by_count: 1234,
    h_index: 17,
    concepts: [{ display_name: 'Graph Theory' }],
    orcid: null,
    profileWarning: null,
    isSaved: false,
    ...overrides,
  }
}

export function searchPage(researchers: Researcher[], page = 1, hasMore = false): SearchResearchersResponse {
  return { success: true, researchers, hasMore, total: researchers.length, page, quota: null }
}

/** A work with nothing known but what the test sets (an article from OpenAlex, 2020). */
export function testWork(overrides: Partial<Work> = {}): Work {
  return {
    ids: {},
    title: 'Untitled work',
    abstract: null,
    abstractSections: [],
    authors: [],
    year: 2020,
    publicationDate: null,
    venue: null,
    type: 'article',
    citationCount: null,
    url: null,
    openAccessUrl: null,
    topics: [],
    sources: ['openalex'],
    ...overrides,
  }
}

/** Reference `n` of an answer: `testWork(overrides)` with its link. */
export function testReference(n: number, overrides: Partial<Work> = {}, link: string | null = null): Reference {
  return { n, link, work: testWork(overrides) }
}

/** A profile as GET /api/profile answers for a new account (nothing filled in, every notification on). */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    fullName: 'Ada Lovelace',
    email: 'ada@example.test',
    bio: '',
    location: '',
    website: '',
    github: '',
    linkedin: '',
    avatarUrl: null,
    notifications: {
      enableNotifications: true,
      emailNotifications: true,
      achievementAlerts: true,
      progressUpdates: true,
    },
    twoFactorEnabled: false,
    updatedAt: null,
    ...overrides,
  }
}

/** A signed-in premium (lifetime) account, entitled to the premium tools as the server entitles one. */
export function premiumMe(): Me {
  const me = freeMe()
  return {
    ...me,
    role: 'premium',
    plan: 'lifetime',
    isPremium: true,
    entitlements: {
      premiumResearchModes: true,
      voiceMode: true,
      researchPathways: true,
      learningHub: true,
      writingTools: true,
      adminConsole: false,
    },
  }
}

export function testFlashcard(id: string, term: string, relatedTerms: string[] = []): Flashcard {
  return {
    id,
    term,
    definition: `${term} explained plainly.`,
    category: 'Statistics',
    difficulty: 'beginner',
    tags: ['numbers'],
    relatedTerms,
  }
}

/** A learner who has not studied yet. */
export function newLearnerProgress(): LearningProgress {
  return {
    totalStudied: 0,
    correctAnswers: 0,
    xp: 0,
    level: 1,
    levelXp: 0,
    xpPerLevel: 250,
    accuracy: null,
    streakDays: 0,
    lastStudyDay: null,
    masteredCards: [],
    favoriteCards: [],
    categories: [],
    achievements: [],
    settings: { desiredRetention: 0.9, newCardsPerDay: 20, timeZone: 'UTC' },
  }
}
