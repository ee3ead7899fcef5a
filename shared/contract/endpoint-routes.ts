import { shellEndpointRoutes, type EndpointKind, type EndpointRoute } from './shell-endpoint-routes'

export {
  fillPath,
  type EndpointAccess,
  type EndpointKind,
  type EndpointRoute,
  type PathParamNames,
} from './shell-endpoint-routes'

/**
 * Every route of the API (below /api) with its method, path, who may call it and, when not JSON, its kind: the one
 * table the server registers its routes from (server/serve-endpoint.ts), better-auth's exposed endpoints are
 * opened by (server/auth/auth.routes.ts) and the authorization test reads (decision 038). Plain data: the
 * browser's client reads it at run time without loading zod; the schemas are in ./endpoints.ts. The browser
 * loads it with the first page that calls one of these (decision 023).
 */
export const endpointRoutes = {
  ...shellEndpointRoutes,
  live: { method: 'GET', path: '/live', access: 'visitor' },
  health: { method: 'GET', path: '/health', access: 'visitor' },
  accountSessions: { method: 'GET', path: '/account/sessions', access: 'member' },
  revokeAccountSession: { method: 'DELETE', path: '/account/sessions/:sessionId', access: 'member' },
  revokeOtherSessions: { method: 'POST', path: '/account/sessions/revoke-others', access: 'member' },
  sendContactMessage: { method: 'POST', path: '/contact', access: 'visitor' },

  adminUsers: { method: 'GET', path: '/admin/users', access: 'admin' },
  grantLifetimeAccess: { method: 'PUT', path: '/admin/users/:userId/lifetime-access', access: 'admin' },
  revokeLifetimeAccess: { method: 'DELETE', path: '/admin/users/:userId/lifetime-access', access: 'admin' },
  contactInbox: { method: 'GET', path: '/admin/messages', access: 'admin' },
  setMessageHandled: { method: 'PATCH', path: '/admin/messages/:messageId', access: 'admin' },

  searchResearchers: { method: 'GET', path: '/researchers/search', access: 'member' },
  savedResearchers: { method: 'GET', path: '/researchers/saved', access: 'member' },
  saveResearcher: { method: 'PUT', path: '/researchers/saved/:researcherId', access: 'member' },
  unsaveResearcher: { method: 'DELETE', path: '/researchers/saved/:researcherId', access: 'member' },

  sources: { method: 'GET', path: '/sources', access: 'member' },
  searchWorks: { method: 'GET', path: '/works/search', access: 'member' },
  searchAuthors: { method: 'GET', path: '/authors/search', access: 'member' },

  researchSources: { method: 'GET', path: '/research/sources', access: 'visitor' },
  askResearch: { method: 'POST', path: '/research/ask', access: 'member', kind: 'stream' },
  researchConversations: { method: 'GET', path: '/research/conversations', access: 'member' },
  researchConversation: { method: 'GET', path: '/research/conversations/:conversationId', access: 'member' },
  renameResearchConversation: { method: 'PATCH', path: '/research/conversations/:conversationId', access: 'member' },
  deleteResearchConversation: { method: 'DELETE', path: '/research/conversations/:conversationId', access: 'member' },

  learningContent: { method: 'GET', path: '/learning/content', access: 'premium' },
  learningProgress: { method: 'GET', path: '/learning/progress', access: 'premium' },
  recordLearningAnswer: { method: 'POST', path: '/learning/answers', access: 'premium' },
  favoriteFlashcard: { method: 'PUT', path: '/learning/favorites/:cardId', access: 'premium' },
  unfavoriteFlashcard: { method: 'DELETE', path: '/learning/favorites/:cardId', access: 'premium' },
  reviewQueue: { method: 'GET', path: '/learning/review/queue', access: 'premium' },
  reviewForecast: { method: 'GET', path: '/learning/review/forecast', access: 'premium' },
  reviewFlashcard: { method: 'POST', path: '/learning/review/:cardId', access: 'premium' },
  updateLearningSettings: { method: 'PATCH', path: '/learning/settings', access: 'premium' },
  reviewParameters: { method: 'GET', path: '/learning/review-parameters', access: 'premium' },
  optimiseReviewParameters: { method: 'POST', path: '/learning/review-parameters/optimise', access: 'premium' },
  pathwaysContent: { method: 'GET', path: '/pathways/content', access: 'premium' },
  pathwayToolOutputs: { method: 'GET', path: '/pathways/outputs', access: 'premium' },
  researchPaths: { method: 'GET', path: '/timeline/paths', access: 'member' },
  createResearchPath: { method: 'POST', path: '/timeline/paths', access: 'member' },
  researchPath: { method: 'GET', path: '/timeline/paths/:pathId', access: 'member' },
  updateResearchPath: { method: 'PUT', path: '/timeline/paths/:pathId', access: 'member' },
  renameResearchPath: { method: 'PATCH', path: '/timeline/paths/:pathId', access: 'member' },
  deleteResearchPath: { method: 'DELETE', path: '/timeline/paths/:pathId', access: 'member' },
  duplicateResearchPath: { method: 'POST', path: '/timeline/paths/:pathId/duplicate', access: 'member' },
  createCalendarFeed: { method: 'POST', path: '/timeline/paths/:pathId/feed', access: 'member' },
  revokeCalendarFeed: { method: 'DELETE', path: '/timeline/paths/:pathId/feed', access: 'member' },
  researchPathCalendar: { method: 'GET', path: '/timeline/paths/:pathId/calendar', access: 'member', kind: 'file' },
  calendarFeed: { method: 'GET', path: '/timeline/feeds/:pathId/:token', access: 'visitor', kind: 'file' },

  profile: { method: 'GET', path: '/profile', access: 'member' },
  updateProfile: { method: 'PUT', path: '/profile', access: 'member' },
  updateNotificationPreferences: { method: 'PUT', path: '/profile/notifications', access: 'member' },
  removeAvatar: { method: 'DELETE', path: '/profile/avatar', access: 'member' },
  uploadAvatar: { method: 'PUT', path: '/profile/avatar', access: 'member', kind: 'bytes' },
  avatar: { method: 'GET', path: '/avatars/:key', access: 'member', kind: 'file' },
  exportUserData: { method: 'GET', path: '/profile/export', access: 'member', kind: 'file' },
  deleteAccount: { method: 'POST', path: '/profile/delete-account', access: 'member' },
  collegeAssessment: { method: 'GET', path: '/colleges/assessment', access: 'member' },
  saveCollegeAssessment: { method: 'PUT', path: '/colleges/assessment', access: 'member' },
  resetCollegeAssessment: { method: 'DELETE', path: '/colleges/assessment', access: 'member' },
  matchColleges: { method: 'POST', path: '/colleges/match', access: 'member' },
  whyNotCollege: { method: 'POST', path: '/colleges/why-not', access: 'member' },
  collegeNarrative: { method: 'POST', path: '/colleges/narrative', access: 'member' },
  savedColleges: { method: 'GET', path: '/colleges/saved', access: 'member' },
  savedCollegesCsv: { method: 'GET', path: '/colleges/saved/csv', access: 'member', kind: 'file' },
  saveCollege: { method: 'PUT', path: '/colleges/saved/:unitId', access: 'member' },
  unsaveCollege: { method: 'DELETE', path: '/colleges/saved/:unitId', access: 'member' },
  profilerState: { method: 'GET', path: '/profiler', access: 'member' },
  saveProfilerDraft: { method: 'PUT', path: '/profiler/draft', access: 'member' },
  analyzeProfile: { method: 'POST', path: '/profiler/analysis', access: 'member' },
  resetProfiler: { method: 'DELETE', path: '/profiler', access: 'member' },
  calculatePower: { method: 'POST', path: '/methodology/power', access: 'premium' },
  createMethodologyPlan: { method: 'POST', path: '/methodology/plans', access: 'premium' },
  methodologyPlans: { method: 'GET', path: '/methodology/plans', access: 'premium' },
  methodologyPlan: { method: 'GET', path: '/methodology/plans/:planId', access: 'premium' },
  setMethodologyChecked: { method: 'PUT', path: '/methodology/plans/:planId/checked', access: 'premium' },
  deleteMethodologyPlan: { method: 'DELETE', path: '/methodology/plans/:planId', access: 'premium' },
  sendMethodologyPlanToTimeline: { method: 'POST', path: '/methodology/plans/:planId/timeline', access: 'premium' },

  generateLiteratureReview: { method: 'POST', path: '/reviews', access: 'premium', kind: 'stream' },
  literatureReviews: { method: 'GET', path: '/reviews', access: 'premium' },
  literatureReview: { method: 'GET', path: '/reviews/:reviewId', access: 'premium' },
  renameLiteratureReview: { method: 'PATCH', path: '/reviews/:reviewId', access: 'premium' },
  deleteLiteratureReview: { method: 'DELETE', path: '/reviews/:reviewId', access: 'premium' },
  exportLiteratureReview: { method: 'GET', path: '/reviews/:reviewId/export/:format', access: 'premium', kind: 'file' },
  generateHypotheses: { method: 'POST', path: '/hypotheses', access: 'premium', kind: 'stream' },
  hypothesisRuns: { method: 'GET', path: '/hypotheses', access: 'premium' },
  hypothesisRun: { method: 'GET', path: '/hypotheses/:runId', access: 'premium' },
  deleteHypothesisRun: { method: 'DELETE', path: '/hypotheses/:runId', access: 'premium' },
  exportHypothesisRun: { method: 'GET', path: '/hypotheses/:runId/export/:format', access: 'premium', kind: 'file' },

  predictTrends: { method: 'POST', path: '/pathways/trends', access: 'premium' },
  writeGrant: { method: 'POST', path: '/pathways/grants', access: 'premium' },
  trendTopicSuggestions: { method: 'GET', path: '/pathways/trends/topics', access: 'premium' },
  findCollaborators: { method: 'POST', path: '/pathways/collaborators', access: 'premium' },
  careerAssessment: { method: 'GET', path: '/pathways/careers/assessment', access: 'premium' },
  saveCareerAssessment: { method: 'PUT', path: '/pathways/careers/assessment', access: 'premium' },
  analyzeCareer: { method: 'POST', path: '/pathways/careers', access: 'premium' },

  inspectUpload: { method: 'POST', path: '/data-analysis/inspect', access: 'premium', kind: 'multipart' },
  analyseUpload: { method: 'POST', path: '/data-analysis/analyse', access: 'premium', kind: 'multipart' },

  signUp: { method: 'POST', path: '/auth/sign-up/email', access: 'visitor' },
  signIn: { method: 'POST', path: '/auth/sign-in/email', access: 'visitor' },
  requestPasswordReset: { method: 'POST', path: '/auth/request-password-reset', access: 'visitor' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', access: 'visitor' },
  sendVerificationEmail: { method: 'POST', path: '/auth/send-verification-email', access: 'visitor' },
  changePassword: { method: 'POST', path: '/auth/change-password', access: 'member' },
  enableTwoFactor: { method: 'POST', path: '/auth/two-factor/enable', access: 'member' },
  disableTwoFactor: { method: 'POST', path: '/auth/two-factor/disable', access: 'member' },
  verifyTotp: { method: 'POST', path: '/auth/two-factor/verify-totp', access: 'visitor' },
  verifyBackupCode: { method: 'POST', path: '/auth/two-factor/verify-backup-code', access: 'visitor' },
  // better-auth's own: the session cookie's refresh, a profile field, and the links its emails carry
  authSession: { method: 'GET', path: '/auth/get-session', access: 'visitor' },
  updateUser: { method: 'POST', path: '/auth/update-user', access: 'member' },
  verifyEmail: { method: 'GET', path: '/auth/verify-email', access: 'visitor', kind: 'redirect' },
  resetPasswordLink: { method: 'GET', path: '/auth/reset-password/:token', access: 'visitor', kind: 'redirect' },
} as const satisfies Record<string, EndpointRoute>

export type RouteName = keyof typeof endpointRoutes

/** The JSON endpoints (no `kind`): what the web's callApi calls by name. */
export type EndpointName = {
  [Name in RouteName]: (typeof endpointRoutes)[Name] extends { kind: EndpointKind } ? never : Name
}[RouteName]
