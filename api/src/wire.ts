/**
 * The wire's types, for the app: each is `z.infer` of the schema the route declares (and
 * /api/openapi.json documents), so the PWA's answer types are the API's, never written twice.
 *
 * Imported as `import type { … } from '@propai/api/wire'` (api/package.json `exports`); the lint
 * allows only TYPE imports of it outside the API (eslint.config.js API_BY_NAME), so no server code
 * reaches the bundle. `tsc -p pwa` type-checks every file this one reaches under the PWA's
 * settings (DOM, no Node types): the schema files here import only zod, the domain package and
 * other schema files — keep it so (a schema needing a server module moves that rule to the domain).
 */
import type { z } from '@hono/zod-openapi';
import type {
  RecommendationsAnswer as RecommendationsAnswerSchema,
  RecommendationsBody as RecommendationsBodySchema,
} from './routes/_shared/survey-preferences.schemas';
import type {
  ByProjectAnswer as ShortlistByProjectSchema,
  ShortlistAnswer as ShortlistAnswerSchema,
  ShortlistBody as ShortlistBodySchema,
  ShortlistPickSchema,
} from './routes/survey/shortlist.schemas';
import type { DashboardAnswer as AdminDashboardSchema } from './routes/admin-dashboard/admin-dashboard.schemas';
import type { NewAccountsAnswer as NewAccountsSchema } from './routes/admin-dashboard/new-accounts';
import type {
  AnalyticsAnswer as SurveyAnalyticsSchema,
  LeadsAnswer as SurveyLeadsSchema,
  SurveyLeadSchema,
} from './routes/admin-surveys/admin-surveys.schemas';
import type {
  ConfirmDeletionBody as ConfirmDeletionBodySchema,
  DeletedAnswer as AccountDeletedSchema,
  DeletionCodeAnswer as DeletionCodeAnswerSchema,
  PreferencesAnswer as NotificationPreferencesSchema,
  UpdatePreferencesBody as UpdatePreferencesBodySchema,
} from './routes/account/account.schemas';
import type {
  AdminArticleList as AdminArticleListSchema,
  AdminArticleSchema,
  ArticleBody as ArticleBodySchema,
  ArticleCardSchema,
  ArticlePageSchema,
  ArticleSchema,
} from './routes/blogs/blogs.schemas';
import type { PulseIssueSchema, PulseListSchema } from './routes/pulse/pulse.schemas';
import type {
  SubscribeAnswer as NewsletterSubscribeSchema,
  SubscribeBody as NewsletterSubscribeBodySchema,
  TokenAnswer as NewsletterTokenSchema,
} from './routes/newsletter/newsletter.schemas';
import type { CreatedListing } from './domain/posting/posting-schemas';
import type {
  AvailabilityBody,
  ListingAvailabilityAnswerSchema,
  ListingDetailSchema,
  ListingFreshnessSchema,
  PriceInsightsSchema,
} from './routes/_shared/listing-detail';
import type {
  ModerationItem as ModerationItemSchema,
  MyListingsSchema,
  OwnListingCard,
} from './routes/_shared/listing-cards';
import type { ListingCardSchema, ListingPageSchema } from './routes/_shared/listing-page.schemas';
import type { ReportListSchema } from './routes/_shared/report-list.schemas';
import type {
  ReportDetailSchema,
  ReportSearchQuery,
  ReportSummarySchema,
  VoteAnswer,
  VoteBody,
} from './routes/reports/reports.schemas';
import type {
  AuditAnswer as AuditAnswerSchema,
  AuditItemSchema,
  MeAnswer as MeAnswerSchema,
  RequestOtpBody as RequestOtpSchema,
  ResendAnswer,
  OtpRequestResult as OtpRequestResultSchema,
  SessionAnswer,
  SignupWithSurveyBody as SignupWithSurveySchema,
  UserSchema,
} from './routes/auth/auth.schemas';
import type { ProfilePatchBody } from './routes/auth/profile.schemas';
import type {
  FavoriteIds as FavoriteIdsSchema,
  FavoriteItem as FavoriteItemSchema,
  FavoritePage as FavoritePageSchema,
  FavoriteState as FavoriteStateSchema,
  MergeAnswer as MergeAnswerSchema,
  MergeBody as MergeBodySchema,
  ToggleFavoriteBody as ToggleFavoriteBodySchema,
} from './routes/favorites/favorites.schemas';
import type {
  CreateSavedSearchBody as CreateSavedSearchBodySchema,
  SavedSearchList as SavedSearchListSchema,
  SavedSearchSchema,
  UpdateSavedSearchBody as UpdateSavedSearchBodySchema,
} from './routes/saved-searches/saved-searches.schemas';
import type {
  HandledBody,
  LeadBody,
  LeadList,
  LeadSchema,
  ListerContact as ListerContactSchema,
} from './routes/leads/leads.schemas';
import type { FlagSummary } from './routes/_shared/listing-flags.schemas';
import type { FlagBody, MyFlag, MyFlagAnswer } from './routes/listing-flags/listing-flags.schemas';
import type { EnrichBody } from './routes/user-properties/enrich.schemas';
import type { QueueItem, QueuePage, RejectBody } from './routes/moderation/moderation.schemas';
import type { BulkAnswer, BulkBody, HistoryAnswer, QueueQuery } from './routes/moderation/moderation.schemas';
import type {
  PendingReport as PendingReportSchema,
  PendingReportPage as PendingReportPageSchema,
  RejectReportBody as RejectReportBodySchema,
} from './routes/admin-reports/admin-reports.schemas';
import type { BulkReportAnswer, BulkReportBody } from './routes/admin-reports/admin-reports.schemas';
import type {
  ReportSubmissionBody as ReportSubmissionBodySchema,
  SubmittedReport as SubmittedReportSchema,
} from './domain/reports/report-submission';
import type {
  MarkReadAnswer,
  MarkReadBody,
  NotificationList,
  NotificationSchema,
} from './routes/notifications/notifications.schemas';
import type {
  DeveloperSectionSchema,
  EscrowViewSchema,
  FloorplanSchema,
  FloorplansSchema,
  ProjectDetailSchema,
  SectionSchemas,
} from './routes/projects/project-detail.schemas';
import type {
  ProjectCardSchema,
  ProjectListSchema,
  ProjectPageSchema,
  SuggestionSchema,
} from './routes/projects/projects.schemas';
import type { DeveloperListSchema, PastProjectsSchema } from './routes/projects/project-lists.schemas';

import type {
  ConstructionInput as ConstructionInputSchema,
  ConstructionSection as ConstructionEditSchema,
  CostSheet as CostSheetSchema,
  CostSheetInput as CostSheetInputSchema,
  EscrowSection as EscrowSectionSchema,
  EscrowSnapshot as EscrowSnapshotSchema,
  LegalSection as LegalEditSchema,
  LivingPayload as LivingPayloadSchema,
  MergeInput as MergeInputSchema,
} from './domain/project-admin/sections';
import type { ModernDetailsInput as ModernDetailsInputSchema } from './domain/project-admin/modern-schemas';
import type {
  LegacyProject as LegacyProjectSchema,
  LegacySaveInput as LegacySaveInputSchema,
} from './domain/project-admin/legacy-schema';
import type { PublicCostSheet as PublicCostSheetSchema } from './domain/project-admin/cost-sheet';
import type {
  AdminModernDetails as AdminModernDetailsSchema,
  AdminProjectSnapshot as AdminProjectSnapshotSchema,
  ConstructionAnswer as ConstructionAnswerSchema,
  CostSheetAnswer as CostSheetAnswerSchema,
  LegacyAnswer as LegacyAnswerSchema,
  LegacySaveAnswer as LegacySaveAnswerSchema,
  MergeAnswer as MergeAnswerSchema19,
  ModernSaveAnswer as ModernSaveAnswerSchema,
  ProjectChange as ProjectChangeSchema,
  ProjectHistory as ProjectHistorySchema,
  QualityAuditsAnswer as QualityAuditsAnswerSchema,
  RevertAnswer as RevertAnswerSchema,
} from './routes/project-admin/project-admin.schemas';
import type { AdminProjectList as AdminProjectListSchema } from './routes/admin-projects/admin-projects.schemas';
import type {
  LocalitiesAnswer as ValuationLocalitiesSchema,
  SaveValuationBody as SaveValuationBodySchema,
  SavedValuationList as SavedValuationListSchema,
  SavedValuationSchema,
  ValuationAnswer as ValuationAnswerSchema,
} from './routes/valuation/valuation.schemas';
import type {
  AdminApplicationList as AdminAgentApplicationListSchema,
  ApplicationBody as AgentApplicationBodySchema,
  DecisionBody as AgentDecisionBodySchema,
  DirectoryAnswer as AgentDirectorySchema,
  MyApplicationAnswer as MyAgentApplicationSchema,
} from './routes/agents/agents.schemas';
import type { LandlordDashboardSchema } from './routes/rentals/rentals.schemas';

type Section<N extends keyof typeof SectionSchemas> = z.infer<(typeof SectionSchemas)[N]>;

// Project discovery (GET /api/projects/query, /api/projects, /api/projects/suggestions)
export type ProjectCard = z.infer<typeof ProjectCardSchema>;
export type ProjectPage = z.infer<typeof ProjectPageSchema>;
export type ProjectList = z.infer<typeof ProjectListSchema>;
export type Suggestion = z.infer<typeof SuggestionSchema>;
// The project lists (GET /api/projects/developers, /api/projects/past)
export type DeveloperList = z.infer<typeof DeveloperListSchema>;
export type PastProjects = z.infer<typeof PastProjectsSchema>;
export type DeliveredProject = PastProjects['items'][number];
export type DeveloperRecord = PastProjects['developers'][number];

// Community reports (GET /api/reports, GET /api/projects/{idOrSlug}/reports)
export type ReportList = z.infer<typeof ReportListSchema>;
export type Report = ReportList['items'][number];
// GET /api/reports/{id}, /summary, /search; POST /api/reports/{id}/vote
export type ReportDetail = z.infer<typeof ReportDetailSchema>;
export type ReportSummary = z.infer<typeof ReportSummarySchema>;
export type ReportSearchParams = z.input<typeof ReportSearchQuery>;
export type ReportVoteBody = z.input<typeof VoteBody>;
export type ReportVote = z.infer<typeof VoteAnswer>;

// Projects (GET /api/projects/{idOrSlug} and its sections)
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;
export type EscrowView = z.infer<typeof EscrowViewSchema>;
export type PricesSection = Section<'prices'>;
export type PaymentPlansSection = Section<'payment-plans'>;
export type ConstructionSection = Section<'construction'>;
export type UpdatesSection = Section<'updates'>;
export type ConstructionUpdate = UpdatesSection['items'][number];
export type LegalSection = Section<'legal'>;
export type QualitySection = Section<'quality'>;
export type QualityAuditsSection = Section<'quality-audits'>;
export type QualityAudit = QualityAuditsSection['reports'][number];
export type BuyersSection = Section<'buyers'>;
export type AlertsSection = Section<'alerts'>;
export type ProjectAlert = AlertsSection['items'][number];
export type LivingSection = Section<'living'>;
export type DeveloperSection = z.infer<typeof DeveloperSectionSchema>;
export type Floorplan = z.infer<typeof FloorplanSchema>;
export type Floorplans = z.infer<typeof FloorplansSchema>;

// Listings
export type ListingDetail = z.infer<typeof ListingDetailSchema>;
export type ListingCard = z.infer<typeof ListingCardSchema>;
export type ListingPage = z.infer<typeof ListingPageSchema>;
export type CreatedListing = z.infer<typeof CreatedListing>;
// GET /api/listings/{slugOrId}/price-insights; the detail's freshness block; the poster's confirmation
export type PriceInsights = z.infer<typeof PriceInsightsSchema>;
export type ListingFreshness = z.infer<typeof ListingFreshnessSchema>;
export type ListingAvailability = ListingDetail['availability'];
export type ListingAvailabilityBody = z.input<typeof AvailabilityBody>;
export type ListingAvailabilityAnswer = z.infer<typeof ListingAvailabilityAnswerSchema>;
// Improve this listing (POST /api/user-properties/{id}/enrich; the answer is a ListingDetail plus status)
export type EnrichListingBody = z.input<typeof EnrichBody>;

// A poster's own listings (GET /api/my/listings) and the moderation queue (/api/admin/listings)
export type MyListing = z.infer<typeof OwnListingCard>;
export type MyListings = z.infer<typeof MyListingsSchema>;
export type ModerationItem = z.infer<typeof ModerationItemSchema>;
export type ModerationPage = z.infer<typeof QueuePage>;
export type ModerationQueueItem = z.infer<typeof QueueItem>;
export type ListingFlagSummary = z.infer<typeof FlagSummary>;

// Report this listing (POST /api/listing-flags/{listingId}, GET /api/listing-flags/{listingId}/mine)
export type ReportListingBody = z.input<typeof FlagBody>;
export type ListingReport = z.infer<typeof MyFlag>;
export type MyListingReport = z.infer<typeof MyFlagAnswer>;
export type RejectListingBody = z.input<typeof RejectBody>;
// Moderation queue filters, bulk decisions and a listing's decision history (issue 19)
export type ModerationQueueQuery = z.input<typeof QueueQuery>;
export type BulkModerationBody = z.input<typeof BulkBody>;
export type BulkModerationAnswer = z.infer<typeof BulkAnswer>;
export type ModerationHistory = z.infer<typeof HistoryAnswer>;

// Notifications and received callback requests (GET /api/notifications, /api/leads/received)
export type NotificationItem = z.infer<typeof NotificationSchema>;
export type NotificationList = z.infer<typeof NotificationList>;
export type MarkReadBody = z.input<typeof MarkReadBody>;
export type MarkReadAnswer = z.infer<typeof MarkReadAnswer>;
export type ReceivedLead = z.infer<typeof LeadSchema>;
export type LeadList = z.infer<typeof LeadList>;
export type CallbackRequestBody = z.input<typeof LeadBody>;
// POST /api/leads/{id}/handled (body) and GET /api/leads/contact/{listingId} (answer)
export type LeadHandledBody = z.input<typeof HandledBody>;
export type ListerContact = z.infer<typeof ListerContactSchema>;

// Sign-in and session
export type ServerUser = z.infer<typeof UserSchema>;
export type OtpRequestResult = z.infer<typeof OtpRequestResultSchema>;
export type SignedInAnswer = z.infer<typeof SessionAnswer>;
export type MeAnswer = z.infer<typeof MeAnswerSchema>;
export type OtpResent = z.infer<typeof ResendAnswer>;
export type RequestOtpBody = z.input<typeof RequestOtpSchema>;
/** POST /api/auth/signup-with-survey (the survey sign-up modal). */
export type SignupWithSurveyBody = z.input<typeof SignupWithSurveySchema>;
export type ProfilePatch = z.input<typeof ProfilePatchBody>;

// Admin: the login audit (GET /api/auth/admin/login-audit)
export type AuditItem = z.infer<typeof AuditItemSchema>;
export type AuditAnswer = z.infer<typeof AuditAnswerSchema>;

// Admin: survey analytics and survey leads (GET /api/admin/surveys/analytics, /leads)
export type SurveyAnalytics = z.infer<typeof SurveyAnalyticsSchema>;
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export type NewAccounts = z.infer<typeof NewAccountsSchema>;
export type SurveyLeadsAnswer = z.infer<typeof SurveyLeadsSchema>;
export type SurveyLead = z.infer<typeof SurveyLeadSchema>;

// Favourites (/api/favorites: POST /{type}/{id}, GET /status, GET /ids, GET /, POST /merge)
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;
export type FavoriteIds = z.infer<typeof FavoriteIdsSchema>;
export type FavoriteItem = z.infer<typeof FavoriteItemSchema>;
export type FavoritePage = z.infer<typeof FavoritePageSchema>;
export type ToggleFavoriteBody = z.input<typeof ToggleFavoriteBodySchema>;
export type MergeFavoritesBody = z.input<typeof MergeBodySchema>;
export type MergeFavoritesAnswer = z.infer<typeof MergeAnswerSchema>;

// The AI shortlist (/api/survey/shortlist: POST /, GET /by-project/{projectId}) and the
// recommendations' developer projects (POST /api/projects/recommendations)
export type ShortlistRequest = z.input<typeof ShortlistBodySchema>;
export type ShortlistAnswer = z.infer<typeof ShortlistAnswerSchema>;
export type ShortlistPick = z.infer<typeof ShortlistPickSchema>;
export type ShortlistByProject = z.infer<typeof ShortlistByProjectSchema>;
export type RecommendationsRequest = z.input<typeof RecommendationsBodySchema>;
export type RecommendationsAnswer = z.infer<typeof RecommendationsAnswerSchema>;

// Saved searches (/api/saved-searches: POST /, GET /, PATCH /{id}, DELETE /{id})
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;
export type CreateSavedSearchBody = z.input<typeof CreateSavedSearchBodySchema>;
export type UpdateSavedSearchBody = z.input<typeof UpdateSavedSearchBodySchema>;

/** /api/account (settings page). */
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export type UpdateNotificationPreferences = z.input<typeof UpdatePreferencesBodySchema>;
export type DeletionCodeAnswer = z.infer<typeof DeletionCodeAnswerSchema>;
export type ConfirmDeletionBody = z.input<typeof ConfirmDeletionBodySchema>;
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;
// Blogs (/api/blogs: GET /, GET /{slug}; /api/admin/blogs: GET, POST, GET/PUT/DELETE /{slug})
export type ArticleCard = z.infer<typeof ArticleCardSchema>;
export type Article = z.infer<typeof ArticleSchema>;
export type ArticlePage = z.infer<typeof ArticlePageSchema>;
export type AdminArticle = z.infer<typeof AdminArticleSchema>;
export type AdminArticleList = z.infer<typeof AdminArticleListSchema>;
export type ArticleInput = z.input<typeof ArticleBodySchema>;
// The weekly market pulse and the newsletter's double opt-in (routes/pulse, routes/newsletter).
export type PulseIssue = z.infer<typeof PulseIssueSchema>;
export type PulseList = z.infer<typeof PulseListSchema>;
export type PulseIssueSummary = PulseList['issues'][number];
export type NewsletterSubscribeBody = z.input<typeof NewsletterSubscribeBodySchema>;
export type NewsletterSubscribeAnswer = z.infer<typeof NewsletterSubscribeSchema>;
export type NewsletterTokenAnswer = z.infer<typeof NewsletterTokenSchema>;
// Report submission (POST /api/reports) and moderation (/api/admin/reports: GET /, POST /{id}/approve,
// POST /{id}/reject)
export type ReportSubmissionBody = z.input<typeof ReportSubmissionBodySchema>;
export type SubmittedReport = z.infer<typeof SubmittedReportSchema>;
export type PendingReport = z.infer<typeof PendingReportSchema>;
export type PendingReportPage = z.infer<typeof PendingReportPageSchema>;
export type RejectReportBody = z.input<typeof RejectReportBodySchema>;
export type BulkReportModerationBody = z.input<typeof BulkReportBody>;
export type BulkReportModerationAnswer = z.infer<typeof BulkReportAnswer>;

// The project editors (issue 19; /work/briefs/contract-19-editors.md). `ConstructionSection`,
// `LegalSection` and `QualityAudit` above are the public sections' answers, so the editors' shapes
// of those two sections are `ConstructionEdit` and `LegalEdit` (QualityAudit is the same shape).
export type ConstructionEdit = z.infer<typeof ConstructionEditSchema>;
export type ConstructionInput = z.input<typeof ConstructionInputSchema>;
export type EscrowSection = z.infer<typeof EscrowSectionSchema>;
export type EscrowSnapshot = z.infer<typeof EscrowSnapshotSchema>;
export type LegalEdit = z.infer<typeof LegalEditSchema>;
export type LivingPayload = z.infer<typeof LivingPayloadSchema>;
export type CostSheet = z.infer<typeof CostSheetSchema>;
export type CostSheetInput = z.input<typeof CostSheetInputSchema>;
export type PublicCostSheet = z.infer<typeof PublicCostSheetSchema>;
export type CostSheetSection = Section<'cost-sheet'>;
export type ModernDetails = Section<'modern-details'>;
export type AdminModernDetails = z.infer<typeof AdminModernDetailsSchema>;
export type ModernDetailsInput = z.input<typeof ModernDetailsInputSchema>;
export type { ModernSectionName } from './domain/project-admin/modern-section-names';
export type LegacyProject = z.infer<typeof LegacyProjectSchema>;
export type LegacySaveInput = z.input<typeof LegacySaveInputSchema>;
export type MergeInput = z.input<typeof MergeInputSchema>;
export type ProjectChange = z.infer<typeof ProjectChangeSchema>;
export type ProjectHistory = z.infer<typeof ProjectHistorySchema>;
export type AdminProjectSnapshot = z.infer<typeof AdminProjectSnapshotSchema>;
export type AdminProjectList = z.infer<typeof AdminProjectListSchema>;
export type MergeAnswer = z.infer<typeof MergeAnswerSchema19>;
export type ConstructionAnswer = z.infer<typeof ConstructionAnswerSchema>;
export type CostSheetAnswer = z.infer<typeof CostSheetAnswerSchema>;
export type ModernSaveAnswer = z.infer<typeof ModernSaveAnswerSchema>;
export type QualityAuditsAnswer = z.infer<typeof QualityAuditsAnswerSchema>;
export type LegacyAnswer = z.infer<typeof LegacyAnswerSchema>;
export type LegacySaveAnswer = z.infer<typeof LegacySaveAnswerSchema>;
export type RevertAnswer = z.infer<typeof RevertAnswerSchema>;

// The map (/api/map: GET /points, GET /config; issue 20).
import type {
  MapCellSchema,
  MapConfigAnswer as MapConfigAnswerSchema,
  MapPointSchema,
  MapPointsAnswer as MapPointsAnswerSchema,
} from './routes/map/map.schemas';
export type MapPoint = z.infer<typeof MapPointSchema>;
export type MapCell = z.infer<typeof MapCellSchema>;
export type MapPointsAnswer = z.infer<typeof MapPointsAnswerSchema>;
export type MapConfig = z.infer<typeof MapConfigAnswerSchema>;

// Market insights (GET /api/insights, /api/insights/area, /api/insights/summaries; issue 20).
export type {
  AreaInsights as MarketArea,
  AreaRow as MarketAreaRow,
  Change as MarketChange,
  Figure as MarketFigure,
  InsightsOverview as MarketOverview,
  InsightsSummaries as MarketSummaries,
  LocalitySummary as MarketLocalitySummary,
  MarketWindowWire as MarketWindow,
} from './domain/insights/insights-schemas';

// Valuation (GET /api/valuation/estimate, /localities; saved valuations under /api/valuation/saved)
export type Valuation = z.infer<typeof ValuationAnswerSchema>;
export type ValuationEstimate = Valuation['sale'];
export type ValuationComparable = ValuationEstimate['comparables'][number];
export type ValuationLocalities = z.infer<typeof ValuationLocalitiesSchema>;
export type SaveValuationBody = z.input<typeof SaveValuationBodySchema>;
export type SavedValuation = z.infer<typeof SavedValuationSchema>;
export type SavedValuationList = z.infer<typeof SavedValuationListSchema>;

// Agents (GET /api/agents, /api/agents/applications…, /api/admin/agents/applications…)
export type AgentDirectory = z.infer<typeof AgentDirectorySchema>;
export type AgentCard = AgentDirectory['items'][number];
export type AgentApplicationBody = z.input<typeof AgentApplicationBodySchema>;
export type MyAgentApplication = z.infer<typeof MyAgentApplicationSchema>;
export type AgentApplication = NonNullable<MyAgentApplication['application']>;
export type AdminAgentApplicationList = z.infer<typeof AdminAgentApplicationListSchema>;
export type AdminAgentApplication = AdminAgentApplicationList['items'][number];
export type AgentDecisionBody = z.input<typeof AgentDecisionBodySchema>;

// The landlord dashboard (GET /api/rentals/landlord)
export type LandlordDashboard = z.infer<typeof LandlordDashboardSchema>;
export type LandlordListing = LandlordDashboard['items'][number];
