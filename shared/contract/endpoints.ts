import { z } from 'zod'
import {
  AccountSessionsSchema,
  MeResponseSchema,
  PublicConfigSchema,
  RevokeSessionsResponseSchema,
  SessionIdParamSchema,
  SignOutResponseSchema,
  SubscriptionStatusSchema,
} from './account'
import {
  AdminUserIdParamSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  ContactInboxQuerySchema,
  ContactInboxSchema,
  ContactMessageIdParamSchema,
  LifetimeAccessResponseSchema,
  UpdateContactMessageInputSchema,
} from './admin'
import {
  AuthSessionResponseSchema,
  AuthStatusResponseSchema,
  ChangePasswordInputSchema,
  ChangePasswordResponseSchema,
  RequestPasswordResetInputSchema,
  ResetPasswordInputSchema,
  SendVerificationEmailInputSchema,
  SignInInputSchema,
  SignInResponseSchema,
  SignUpInputSchema,
  SignUpResponseSchema,
  TwoFactorCodeInputSchema,
  TwoFactorEnableResponseSchema,
  TwoFactorPasswordInputSchema,
  TwoFactorVerifiedSchema,
  UpdateUserInputSchema,
} from './auth'
import { NotFoundReportSchema } from './client-log'
import { GrantWriterResponseSchema, WriteGrantInputSchema } from './grants'
import { AnalysisReportSchema, DatasetSummarySchema } from './data-analysis'
import { HealthResponseSchema, LiveResponseSchema } from './health'
import {
  AnalyzeProfileInputSchema,
  ProfilerStateSchema,
  ResetProfilerResponseSchema,
  SaveProfilerDraftInputSchema,
} from './profiler'
import { ContactMessageCreatedSchema, ContactMessageSchema, CreateContactMessageInputSchema } from './contact'
import {
  AdviceInputSchema,
  DeletePlanResponseSchema,
  MethodologyPlanSchema,
  MethodologyPlansResponseSchema,
  PlanIdParamSchema,
  SendToTimelineInputSchema,
  PowerInputSchema,
  PowerResultSchema,
  SetCheckedInputSchema,
} from './methodology'
import {
  endpointRoutes,
  type EndpointName,
  type EndpointKind,
  type EndpointRoute,
  type PathParamNames,
  type RouteName,
} from './endpoint-routes'
import {
  ResearcherIdParamSchema,
  SavedResearcherSchema,
  SavedResearchersResponseSchema,
  SaveResearcherInputSchema,
  SearchResearchersInputSchema,
  SearchResearchersResponseSchema,
  UnsaveResearcherResponseSchema,
} from './researchers'
import {
  ConversationListResponseSchema,
  ConversationParamSchema,
  ConversationSchema,
  AskInputSchema,
  ConversationSummarySchema,
  DeleteConversationResponseSchema,
  ListConversationsInputSchema,
  RenameConversationInputSchema,
  ResearchEventSchema,
  ResearchSourcesResponseSchema,
} from './research'
import {
  AnswerResultSchema,
  CardParamSchema,
  FavoriteResponseSchema,
  ForecastQuerySchema,
  LearningContentSchema,
  LearningProgressSchema,
  LearningSettingsSchema,
  RecordAnswerInputSchema,
  ReviewCardInputSchema,
  ReviewParametersSchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
  ReviewResultSchema,
  UpdateLearningSettingsInputSchema,
  WorkloadForecastSchema,
} from './learning'
import {
  DeleteReviewResponseSchema,
  RenameReviewInputSchema,
  ReviewEventSchema,
  ReviewExportParamSchema,
  ReviewIdParamSchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewSummarySchema,
  SavedReviewSchema,
} from './reviews'
import {
  DeleteHypothesisRunResponseSchema,
  HypothesisEventSchema,
  HypothesisExportParamSchema,
  HypothesisInputSchema,
  HypothesisRunIdParamSchema,
  HypothesisRunListSchema,
  SavedHypothesisRunSchema,
} from './hypotheses'
import { FindCollaboratorsInputSchema, FindCollaboratorsResponseSchema } from './collaborators'
import { PathwayOutputsQuerySchema, PathwaysContentSchema, PathwayToolOutputsSchema } from './pathways'
import { SourcesResponseSchema } from './sources'
import {
  AvatarParamSchema,
  DeleteAccountInputSchema,
  DeleteAccountResponseSchema,
  ExportQuerySchema,
  NotificationPreferencesSchema,
  ProfileSchema,
  UpdateProfileInputSchema,
} from './profile'
import {
  CalendarFeedParamSchema,
  CalendarFeedSchema,
  DeleteResearchPathResponseSchema,
  RenameResearchPathInputSchema,
  ResearchPathListSchema,
  ResearchPathParamSchema,
  ResearchPathSchema,
  RevokeCalendarFeedResponseSchema,
  SaveResearchPathInputSchema,
} from './timeline'
import {
  AssessmentResponseSchema,
  MatchInputSchema,
  MatchResponseSchema,
  ResetAssessmentResponseSchema,
  SaveAssessmentInputSchema,
  CollegeUnitParamSchema,
  NarrativeInputSchema,
  NarrativeResponseSchema,
  SavedCollegesResponseSchema,
  WhyNotInputSchema,
  WhyNotResponseSchema,
} from './colleges'
import {
  AuthorSearchResponseSchema,
  SearchAuthorsInputSchema,
  SearchWorksInputSchema,
  WorkSearchResponseSchema,
} from './works'
import {
  PredictTrendsInputSchema,
  PredictTrendsResponseSchema,
  TopicSuggestionsQuerySchema,
  TopicSuggestionsSchema,
} from './trends'
import {
  AnalyzeCareerInputSchema,
  CareerAnalysisSchema,
  CareerAssessmentStateSchema,
  SaveCareerAssessmentSchema,
} from './careers'

type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<Record<PathParamNames<Path>, string>> }

/**
 * What goes in and comes out; output schemas only check, they must not transform. A JSON endpoint has an output
 * schema; a multipart or bytes upload has no JSON body; a download or redirect may leave its output out.
 */
type EndpointSchemas<Route extends EndpointRoute> = ParamsFor<Route['path']> & {
  query?: z.ZodType
} & (Route extends { kind: 'multipart' | 'bytes' } ? { json?: never } : { json?: z.ZodType }) &
  (Route extends { kind: EndpointKind } ? { output?: z.ZodType } : { output: z.ZodType })

/** One endpoint: its route and schemas, with a params schema exactly when the path has `:params`. */
function endpoint<Route extends EndpointRoute, Schemas extends EndpointSchemas<Route>>(
  route: Route,
  schemas: Schemas,
): Route & Schemas {
  return { ...route, ...schemas }
}

/** No content (204). */
const NoContentSchema = z.undefined()

/** Every route of the table with its schemas: the server validates input with them, the web types its calls. */
export const endpoints = {
  live: endpoint(endpointRoutes.live, { output: LiveResponseSchema }),
  health: endpoint(endpointRoutes.health, { output: HealthResponseSchema }),
  me: endpoint(endpointRoutes.me, { output: MeResponseSchema }),
  subscription: endpoint(endpointRoutes.subscription, { output: SubscriptionStatusSchema }),
  signOutEverywhere: endpoint(endpointRoutes.signOutEverywhere, { output: SignOutResponseSchema }),
  accountSessions: endpoint(endpointRoutes.accountSessions, { output: AccountSessionsSchema }),
  revokeAccountSession: endpoint(endpointRoutes.revokeAccountSession, {
    params: SessionIdParamSchema,
    output: RevokeSessionsResponseSchema,
  }),
  revokeOtherSessions: endpoint(endpointRoutes.revokeOtherSessions, { output: RevokeSessionsResponseSchema }),
  publicConfig: endpoint(endpointRoutes.publicConfig, { output: PublicConfigSchema }),
  sendContactMessage: endpoint(endpointRoutes.sendContactMessage, {
    json: CreateContactMessageInputSchema,
    output: ContactMessageCreatedSchema,
  }),
  reportPageNotFound: endpoint(endpointRoutes.reportPageNotFound, {
    json: NotFoundReportSchema,
    output: NoContentSchema,
  }),

  adminUsers: endpoint(endpointRoutes.adminUsers, { query: AdminUserListQuerySchema, output: AdminUserListSchema }),
  grantLifetimeAccess: endpoint(endpointRoutes.grantLifetimeAccess, {
    params: AdminUserIdParamSchema,
    output: LifetimeAccessResponseSchema,
  }),
  revokeLifetimeAccess: endpoint(endpointRoutes.revokeLifetimeAccess, {
    params: AdminUserIdParamSchema,
    output: LifetimeAccessResponseSchema,
  }),
  contactInbox: endpoint(endpointRoutes.contactInbox, { query: ContactInboxQuerySchema, output: ContactInboxSchema }),
  setMessageHandled: endpoint(endpointRoutes.setMessageHandled, {
    params: ContactMessageIdParamSchema,
    json: UpdateContactMessageInputSchema,
    output: ContactMessageSchema,
  }),

  searchResearchers: endpoint(endpointRoutes.searchResearchers, {
    query: SearchResearchersInputSchema,
    output: SearchResearchersResponseSchema,
  }),
  savedResearchers: endpoint(endpointRoutes.savedResearchers, { output: SavedResearchersResponseSchema }),
  saveResearcher: endpoint(endpointRoutes.saveResearcher, {
    params: ResearcherIdParamSchema,
    json: SaveResearcherInputSchema,
    output: SavedResearcherSchema,
  }),
  unsaveResearcher: endpoint(endpointRoutes.unsaveResearcher, {
    params: ResearcherIdParamSchema,
    output: UnsaveResearcherResponseSchema,
  }),

  sources: endpoint(endpointRoutes.sources, { output: SourcesResponseSchema }),
  searchWorks: endpoint(endpointRoutes.searchWorks, {
    query: SearchWorksInputSchema,
    output: WorkSearchResponseSchema,
  }),
  searchAuthors: endpoint(endpointRoutes.searchAuthors, {
    query: SearchAuthorsInputSchema,
    output: AuthorSearchResponseSchema,
  }),

  researchSources: endpoint(endpointRoutes.researchSources, { output: ResearchSourcesResponseSchema }),
  askResearch: endpoint(endpointRoutes.askResearch, { json: AskInputSchema, output: ResearchEventSchema }),
  researchConversations: endpoint(endpointRoutes.researchConversations, {
    query: ListConversationsInputSchema,
    output: ConversationListResponseSchema,
  }),
  researchConversation: endpoint(endpointRoutes.researchConversation, {
    params: ConversationParamSchema,
    output: ConversationSchema,
  }),
  renameResearchConversation: endpoint(endpointRoutes.renameResearchConversation, {
    params: ConversationParamSchema,
    json: RenameConversationInputSchema,
    output: ConversationSummarySchema,
  }),
  deleteResearchConversation: endpoint(endpointRoutes.deleteResearchConversation, {
    params: ConversationParamSchema,
    output: DeleteConversationResponseSchema,
  }),

  learningContent: endpoint(endpointRoutes.learningContent, { output: LearningContentSchema }),
  learningProgress: endpoint(endpointRoutes.learningProgress, { output: LearningProgressSchema }),
  recordLearningAnswer: endpoint(endpointRoutes.recordLearningAnswer, {
    json: RecordAnswerInputSchema,
    output: AnswerResultSchema,
  }),
  favoriteFlashcard: endpoint(endpointRoutes.favoriteFlashcard, {
    params: CardParamSchema,
    output: FavoriteResponseSchema,
  }),
  unfavoriteFlashcard: endpoint(endpointRoutes.unfavoriteFlashcard, {
    params: CardParamSchema,
    output: FavoriteResponseSchema,
  }),
  reviewQueue: endpoint(endpointRoutes.reviewQueue, { query: ReviewQueueQuerySchema, output: ReviewQueueSchema }),
  reviewForecast: endpoint(endpointRoutes.reviewForecast, {
    query: ForecastQuerySchema,
    output: WorkloadForecastSchema,
  }),
  reviewFlashcard: endpoint(endpointRoutes.reviewFlashcard, {
    params: CardParamSchema,
    json: ReviewCardInputSchema,
    output: ReviewResultSchema,
  }),
  updateLearningSettings: endpoint(endpointRoutes.updateLearningSettings, {
    json: UpdateLearningSettingsInputSchema,
    output: LearningSettingsSchema,
  }),
  reviewParameters: endpoint(endpointRoutes.reviewParameters, { output: ReviewParametersSchema }),
  optimiseReviewParameters: endpoint(endpointRoutes.optimiseReviewParameters, { output: ReviewParametersSchema }),
  pathwaysContent: endpoint(endpointRoutes.pathwaysContent, { output: PathwaysContentSchema }),
  pathwayToolOutputs: endpoint(endpointRoutes.pathwayToolOutputs, {
    query: PathwayOutputsQuerySchema,
    output: PathwayToolOutputsSchema,
  }),
  researchPaths: endpoint(endpointRoutes.researchPaths, { output: ResearchPathListSchema }),
  createResearchPath: endpoint(endpointRoutes.createResearchPath, {
    json: SaveResearchPathInputSchema,
    output: ResearchPathSchema,
  }),
  researchPath: endpoint(endpointRoutes.researchPath, { params: ResearchPathParamSchema, output: ResearchPathSchema }),
  updateResearchPath: endpoint(endpointRoutes.updateResearchPath, {
    params: ResearchPathParamSchema,
    json: SaveResearchPathInputSchema,
    output: ResearchPathSchema,
  }),
  renameResearchPath: endpoint(endpointRoutes.renameResearchPath, {
    params: ResearchPathParamSchema,
    json: RenameResearchPathInputSchema,
    output: ResearchPathSchema,
  }),
  deleteResearchPath: endpoint(endpointRoutes.deleteResearchPath, {
    params: ResearchPathParamSchema,
    output: DeleteResearchPathResponseSchema,
  }),
  duplicateResearchPath: endpoint(endpointRoutes.duplicateResearchPath, {
    params: ResearchPathParamSchema,
    output: ResearchPathSchema,
  }),
  createCalendarFeed: endpoint(endpointRoutes.createCalendarFeed, {
    params: ResearchPathParamSchema,
    output: CalendarFeedSchema,
  }),
  revokeCalendarFeed: endpoint(endpointRoutes.revokeCalendarFeed, {
    params: ResearchPathParamSchema,
    output: RevokeCalendarFeedResponseSchema,
  }),

  researchPathCalendar: endpoint(endpointRoutes.researchPathCalendar, { params: ResearchPathParamSchema }),
  calendarFeed: endpoint(endpointRoutes.calendarFeed, { params: CalendarFeedParamSchema }),
  profile: endpoint(endpointRoutes.profile, { output: ProfileSchema }),
  updateProfile: endpoint(endpointRoutes.updateProfile, { json: UpdateProfileInputSchema, output: ProfileSchema }),
  updateNotificationPreferences: endpoint(endpointRoutes.updateNotificationPreferences, {
    json: NotificationPreferencesSchema,
    output: ProfileSchema,
  }),
  removeAvatar: endpoint(endpointRoutes.removeAvatar, { output: ProfileSchema }),
  uploadAvatar: endpoint(endpointRoutes.uploadAvatar, { output: ProfileSchema }),
  avatar: endpoint(endpointRoutes.avatar, { params: AvatarParamSchema }),
  exportUserData: endpoint(endpointRoutes.exportUserData, { query: ExportQuerySchema }),
  deleteAccount: endpoint(endpointRoutes.deleteAccount, {
    json: DeleteAccountInputSchema,
    output: DeleteAccountResponseSchema,
  }),
  collegeAssessment: endpoint(endpointRoutes.collegeAssessment, { output: AssessmentResponseSchema }),
  saveCollegeAssessment: endpoint(endpointRoutes.saveCollegeAssessment, {
    json: SaveAssessmentInputSchema,
    output: AssessmentResponseSchema,
  }),
  resetCollegeAssessment: endpoint(endpointRoutes.resetCollegeAssessment, { output: ResetAssessmentResponseSchema }),
  matchColleges: endpoint(endpointRoutes.matchColleges, { json: MatchInputSchema, output: MatchResponseSchema }),
  whyNotCollege: endpoint(endpointRoutes.whyNotCollege, { json: WhyNotInputSchema, output: WhyNotResponseSchema }),
  collegeNarrative: endpoint(endpointRoutes.collegeNarrative, {
    json: NarrativeInputSchema,
    output: NarrativeResponseSchema,
  }),
  savedColleges: endpoint(endpointRoutes.savedColleges, { output: SavedCollegesResponseSchema }),
  savedCollegesCsv: endpoint(endpointRoutes.savedCollegesCsv, {}),
  saveCollege: endpoint(endpointRoutes.saveCollege, {
    params: CollegeUnitParamSchema,
    output: SavedCollegesResponseSchema,
  }),
  unsaveCollege: endpoint(endpointRoutes.unsaveCollege, {
    params: CollegeUnitParamSchema,
    output: SavedCollegesResponseSchema,
  }),
  profilerState: endpoint(endpointRoutes.profilerState, { output: ProfilerStateSchema }),
  saveProfilerDraft: endpoint(endpointRoutes.saveProfilerDraft, {
    json: SaveProfilerDraftInputSchema,
    output: ProfilerStateSchema,
  }),
  analyzeProfile: endpoint(endpointRoutes.analyzeProfile, {
    json: AnalyzeProfileInputSchema,
    output: ProfilerStateSchema,
  }),
  resetProfiler: endpoint(endpointRoutes.resetProfiler, { output: ResetProfilerResponseSchema }),
  calculatePower: endpoint(endpointRoutes.calculatePower, { json: PowerInputSchema, output: PowerResultSchema }),
  createMethodologyPlan: endpoint(endpointRoutes.createMethodologyPlan, {
    json: AdviceInputSchema,
    output: MethodologyPlanSchema,
  }),
  methodologyPlans: endpoint(endpointRoutes.methodologyPlans, { output: MethodologyPlansResponseSchema }),
  methodologyPlan: endpoint(endpointRoutes.methodologyPlan, {
    params: PlanIdParamSchema,
    output: MethodologyPlanSchema,
  }),
  setMethodologyChecked: endpoint(endpointRoutes.setMethodologyChecked, {
    params: PlanIdParamSchema,
    json: SetCheckedInputSchema,
    output: MethodologyPlanSchema,
  }),
  deleteMethodologyPlan: endpoint(endpointRoutes.deleteMethodologyPlan, {
    params: PlanIdParamSchema,
    output: DeletePlanResponseSchema,
  }),
  sendMethodologyPlanToTimeline: endpoint(endpointRoutes.sendMethodologyPlanToTimeline, {
    params: PlanIdParamSchema,
    json: SendToTimelineInputSchema,
    output: ResearchPathSchema,
  }),

  predictTrends: endpoint(endpointRoutes.predictTrends, {
    json: PredictTrendsInputSchema,
    output: PredictTrendsResponseSchema,
  }),
  writeGrant: endpoint(endpointRoutes.writeGrant, {
    json: WriteGrantInputSchema,
    output: GrantWriterResponseSchema,
  }),
  careerAssessment: endpoint(endpointRoutes.careerAssessment, { output: CareerAssessmentStateSchema }),
  saveCareerAssessment: endpoint(endpointRoutes.saveCareerAssessment, {
    json: SaveCareerAssessmentSchema,
    output: CareerAssessmentStateSchema,
  }),
  analyzeCareer: endpoint(endpointRoutes.analyzeCareer, {
    json: AnalyzeCareerInputSchema,
    output: CareerAnalysisSchema,
  }),
  trendTopicSuggestions: endpoint(endpointRoutes.trendTopicSuggestions, {
    query: TopicSuggestionsQuerySchema,
    output: TopicSuggestionsSchema,
  }),
  findCollaborators: endpoint(endpointRoutes.findCollaborators, {
    json: FindCollaboratorsInputSchema,
    output: FindCollaboratorsResponseSchema,
  }),
  generateLiteratureReview: endpoint(endpointRoutes.generateLiteratureReview, {
    json: ReviewInputSchema,
    output: ReviewEventSchema,
  }),
  literatureReviews: endpoint(endpointRoutes.literatureReviews, { output: ReviewListSchema }),
  literatureReview: endpoint(endpointRoutes.literatureReview, {
    params: ReviewIdParamSchema,
    output: SavedReviewSchema,
  }),
  renameLiteratureReview: endpoint(endpointRoutes.renameLiteratureReview, {
    params: ReviewIdParamSchema,
    json: RenameReviewInputSchema,
    output: ReviewSummarySchema,
  }),
  deleteLiteratureReview: endpoint(endpointRoutes.deleteLiteratureReview, {
    params: ReviewIdParamSchema,
    output: DeleteReviewResponseSchema,
  }),
  exportLiteratureReview: endpoint(endpointRoutes.exportLiteratureReview, { params: ReviewExportParamSchema }),
  generateHypotheses: endpoint(endpointRoutes.generateHypotheses, {
    json: HypothesisInputSchema,
    output: HypothesisEventSchema,
  }),
  hypothesisRuns: endpoint(endpointRoutes.hypothesisRuns, { output: HypothesisRunListSchema }),
  hypothesisRun: endpoint(endpointRoutes.hypothesisRun, {
    params: HypothesisRunIdParamSchema,
    output: SavedHypothesisRunSchema,
  }),
  deleteHypothesisRun: endpoint(endpointRoutes.deleteHypothesisRun, {
    params: HypothesisRunIdParamSchema,
    output: DeleteHypothesisRunResponseSchema,
  }),
  exportHypothesisRun: endpoint(endpointRoutes.exportHypothesisRun, { params: HypothesisExportParamSchema }),

  inspectUpload: endpoint(endpointRoutes.inspectUpload, { output: DatasetSummarySchema }),
  analyseUpload: endpoint(endpointRoutes.analyseUpload, { output: AnalysisReportSchema }),
  signUp: endpoint(endpointRoutes.signUp, { json: SignUpInputSchema, output: SignUpResponseSchema }),
  signIn: endpoint(endpointRoutes.signIn, { json: SignInInputSchema, output: SignInResponseSchema }),
  requestPasswordReset: endpoint(endpointRoutes.requestPasswordReset, {
    json: RequestPasswordResetInputSchema,
    output: AuthStatusResponseSchema,
  }),
  resetPassword: endpoint(endpointRoutes.resetPassword, {
    json: ResetPasswordInputSchema,
    output: AuthStatusResponseSchema,
  }),
  sendVerificationEmail: endpoint(endpointRoutes.sendVerificationEmail, {
    json: SendVerificationEmailInputSchema,
    output: AuthStatusResponseSchema,
  }),
  changePassword: endpoint(endpointRoutes.changePassword, {
    json: ChangePasswordInputSchema,
    output: ChangePasswordResponseSchema,
  }),
  enableTwoFactor: endpoint(endpointRoutes.enableTwoFactor, {
    json: TwoFactorPasswordInputSchema,
    output: TwoFactorEnableResponseSchema,
  }),
  disableTwoFactor: endpoint(endpointRoutes.disableTwoFactor, {
    json: TwoFactorPasswordInputSchema,
    output: AuthStatusResponseSchema,
  }),
  verifyTotp: endpoint(endpointRoutes.verifyTotp, { json: TwoFactorCodeInputSchema, output: TwoFactorVerifiedSchema }),
  verifyBackupCode: endpoint(endpointRoutes.verifyBackupCode, {
    json: TwoFactorCodeInputSchema,
    output: TwoFactorVerifiedSchema,
  }),
  authSession: endpoint(endpointRoutes.authSession, { output: AuthSessionResponseSchema }),
  updateUser: endpoint(endpointRoutes.updateUser, { json: UpdateUserInputSchema, output: AuthStatusResponseSchema }),
  verifyEmail: endpoint(endpointRoutes.verifyEmail, {}),
  resetPasswordLink: endpoint(endpointRoutes.resetPasswordLink, { params: z.object({ token: z.string() }) }),
} satisfies Record<RouteName, EndpointRoute & { output?: z.ZodType }>

export type Endpoints = typeof endpoints

type InputPart<Endpoint, Key extends 'params' | 'query' | 'json'> =
  Endpoint extends Record<Key, z.ZodType> ? Record<Key, z.input<Endpoint[Key]>> : Partial<Record<Key, never>>

/** What a call sends: `params` for the path, `query` for the search string, `json` for the body. */
export type EndpointInput<Name extends EndpointName> = InputPart<Endpoints[Name], 'params'> &
  InputPart<Endpoints[Name], 'query'> &
  InputPart<Endpoints[Name], 'json'>

export type EndpointOutput<Name extends EndpointName> = Endpoints[Name] extends {
  output: infer Output extends z.ZodType
}
  ? z.output<Output>
  : never
