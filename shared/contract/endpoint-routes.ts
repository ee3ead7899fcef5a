import { shellEndpointRoutes, type EndpointRoute } from './shell-endpoint-routes'

export { fillPath, type EndpointRoute, type PathParamNames } from './shell-endpoint-routes'

/**
 * Method and path (below /api) of every JSON endpoint the web calls, as plain data: the browser's
 * client reads this table at run time without loading zod. Their schemas are in ./endpoints.ts.
 * The browser loads it with the first page that calls one of these (decision 023).
 */
export const endpointRoutes = {
  ...shellEndpointRoutes,
  accountSessions: { method: 'GET', path: '/account/sessions' },
  revokeAccountSession: { method: 'DELETE', path: '/account/sessions/:sessionId' },
  revokeOtherSessions: { method: 'POST', path: '/account/sessions/revoke-others' },
  sendContactMessage: { method: 'POST', path: '/contact' },

  adminUsers: { method: 'GET', path: '/admin/users' },
  grantLifetimeAccess: { method: 'PUT', path: '/admin/users/:userId/lifetime-access' },
  revokeLifetimeAccess: { method: 'DELETE', path: '/admin/users/:userId/lifetime-access' },
  contactInbox: { method: 'GET', path: '/admin/messages' },
  setMessageHandled: { method: 'PATCH', path: '/admin/messages/:messageId' },

  searchResearchers: { method: 'GET', path: '/researchers/search' },
  savedResearchers: { method: 'GET', path: '/researchers/saved' },
  saveResearcher: { method: 'PUT', path: '/researchers/saved/:researcherId' },
  unsaveResearcher: { method: 'DELETE', path: '/researchers/saved/:researcherId' },

  sources: { method: 'GET', path: '/sources' },
  searchWorks: { method: 'GET', path: '/works/search' },
  searchAuthors: { method: 'GET', path: '/authors/search' },

  researchSources: { method: 'GET', path: '/research/sources' },
  researchConversations: { method: 'GET', path: '/research/conversations' },
  researchConversation: { method: 'GET', path: '/research/conversations/:conversationId' },
  renameResearchConversation: { method: 'PATCH', path: '/research/conversations/:conversationId' },
  deleteResearchConversation: { method: 'DELETE', path: '/research/conversations/:conversationId' },

  learningContent: { method: 'GET', path: '/learning/content' },
  learningProgress: { method: 'GET', path: '/learning/progress' },
  recordLearningAnswer: { method: 'POST', path: '/learning/answers' },
  favoriteFlashcard: { method: 'PUT', path: '/learning/favorites/:cardId' },
  unfavoriteFlashcard: { method: 'DELETE', path: '/learning/favorites/:cardId' },
  reviewQueue: { method: 'GET', path: '/learning/review/queue' },
  reviewForecast: { method: 'GET', path: '/learning/review/forecast' },
  reviewFlashcard: { method: 'POST', path: '/learning/review/:cardId' },
  updateLearningSettings: { method: 'PATCH', path: '/learning/settings' },
  reviewParameters: { method: 'GET', path: '/learning/review-parameters' },
  optimiseReviewParameters: { method: 'POST', path: '/learning/review-parameters/optimise' },
  researchPaths: { method: 'GET', path: '/timeline/paths' },
  createResearchPath: { method: 'POST', path: '/timeline/paths' },
  researchPath: { method: 'GET', path: '/timeline/paths/:pathId' },
  updateResearchPath: { method: 'PUT', path: '/timeline/paths/:pathId' },
  renameResearchPath: { method: 'PATCH', path: '/timeline/paths/:pathId' },
  deleteResearchPath: { method: 'DELETE', path: '/timeline/paths/:pathId' },
  duplicateResearchPath: { method: 'POST', path: '/timeline/paths/:pathId/duplicate' },
  createCalendarFeed: { method: 'POST', path: '/timeline/paths/:pathId/feed' },
  revokeCalendarFeed: { method: 'DELETE', path: '/timeline/paths/:pathId/feed' },

  profile: { method: 'GET', path: '/profile' },
  updateProfile: { method: 'PUT', path: '/profile' },
  updateNotificationPreferences: { method: 'PUT', path: '/profile/notifications' },
  removeAvatar: { method: 'DELETE', path: '/profile/avatar' },
  deleteAccount: { method: 'POST', path: '/profile/delete-account' },
  collegeAssessment: { method: 'GET', path: '/colleges/assessment' },
  saveCollegeAssessment: { method: 'PUT', path: '/colleges/assessment' },
  resetCollegeAssessment: { method: 'DELETE', path: '/colleges/assessment' },
  matchColleges: { method: 'POST', path: '/colleges/match' },
  whyNotCollege: { method: 'POST', path: '/colleges/why-not' },
  collegeNarrative: { method: 'POST', path: '/colleges/narrative' },
  savedColleges: { method: 'GET', path: '/colleges/saved' },
  saveCollege: { method: 'PUT', path: '/colleges/saved/:unitId' },
  unsaveCollege: { method: 'DELETE', path: '/colleges/saved/:unitId' },
  profilerState: { method: 'GET', path: '/profiler' },
  saveProfilerDraft: { method: 'PUT', path: '/profiler/draft' },
  analyzeProfile: { method: 'POST', path: '/profiler/analysis' },
  resetProfiler: { method: 'DELETE', path: '/profiler' },
  calculatePower: { method: 'POST', path: '/methodology/power' },
  createMethodologyPlan: { method: 'POST', path: '/methodology/plans' },
  methodologyPlans: { method: 'GET', path: '/methodology/plans' },
  methodologyPlan: { method: 'GET', path: '/methodology/plans/:planId' },
  setMethodologyChecked: { method: 'PUT', path: '/methodology/plans/:planId/checked' },
  deleteMethodologyPlan: { method: 'DELETE', path: '/methodology/plans/:planId' },
  sendMethodologyPlanToTimeline: { method: 'POST', path: '/methodology/plans/:planId/timeline' },

  signUp: { method: 'POST', path: '/auth/sign-up/email' },
  signIn: { method: 'POST', path: '/auth/sign-in/email' },
  requestPasswordReset: { method: 'POST', path: '/auth/request-password-reset' },
  resetPassword: { method: 'POST', path: '/auth/reset-password' },
  sendVerificationEmail: { method: 'POST', path: '/auth/send-verification-email' },
  changePassword: { method: 'POST', path: '/auth/change-password' },
  enableTwoFactor: { method: 'POST', path: '/auth/two-factor/enable' },
  disableTwoFactor: { method: 'POST', path: '/auth/two-factor/disable' },
  verifyTotp: { method: 'POST', path: '/auth/two-factor/verify-totp' },
  verifyBackupCode: { method: 'POST', path: '/auth/two-factor/verify-backup-code' },
} as const satisfies Record<string, EndpointRoute>

export type EndpointName = keyof typeof endpointRoutes
