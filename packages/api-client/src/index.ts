/**
 * @jornada/api-client: the typed client of the Jornada contract. Every export is listed here
 * by name (STYLE.md §5), except the generated query layer, listed by name in its own generated
 * index; the rest of query-helpers stays private.
 */

export {
  ApiError,
  apiErrorFromNetwork,
  apiErrorFromResponse,
  fallbackMessages,
  isAbortError,
  isApiError,
  type ApiErrorBody,
} from './api-error.ts';
export {
  bearerMiddleware,
  createJornadaClient,
  networkErrorMiddleware,
  searchKeyMiddleware,
  unwrap,
  type ApiBase,
  type JornadaClient,
  type JornadaClientOptions,
  type JornadaFetchClient,
} from './client.ts';
export type { components, operations, paths } from './generated/schema.ts';
export {
  backoffDelayMs,
  defaultRetryOptions,
  idempotentMethods,
  parseRetryAfter,
  retryStatuses,
  sleep,
  withRetry,
  type FetchLike,
  type RetryAttempt,
  type RetryOptions,
} from './retry.ts';
export {
  formDataSerializer,
  toFormData,
  type ContainerBulkFields,
  type DocumentUploadFields,
  type EmployeeBulkFields,
  type EmployeeFormFields,
  type FormFieldValue,
  type FormFields,
  type ImageUploadFields,
  type WithFiles,
} from './multipart.ts';
export {
  uploadImageWithProgress,
  uploadWithProgress,
  type UploadImageWithProgressOptions,
  type UploadProgress,
  type UploadWithProgressOptions,
} from './upload-progress.ts';
export {
  type EmploymentType,
  type JobCategory,
  type PaginationMeta,
  type State,
  type TokenResponse,
  type User,
  type Vacancy,
  type VacancyModality,
  type VacancyPage,
  type VacancySearchParams,
  type VacancyStatus,
  type VacancySummary,
} from './models.ts';
export {
  finalBatchStatuses,
  batchQueryOptions,
  isFinalBatchStatus,
  pollBatch,
  type Batch,
  type BatchStatus,
  type PollBatchOptions,
} from './batch.ts';
// The generated query layer: per contract tag a `<tag>Keys` object and a `…QueryOptions`,
// `…InfiniteQueryOptions` or `…MutationOptions` per operation. Its index lists every name
// explicitly and is regenerated with the contract, so it is re-exported whole here
// (README.md "Query layer").
export * from './generated/queries/index.ts';
export {
  bookmarksQueryOptions,
  jobLetterQueryOptions,
  notificationCountQueryOptions,
  notificationKeys,
  notificationsQueryOptions,
  userInterviewsQueryOptions,
  userJobApplicationsQueryOptions,
  userJobLettersQueryOptions,
  vacancyQueryOptions,
  workInterviewResultQueryOptions,
} from './queries/aliases.ts';
export { softSkillsQueryOptions, statesQueryOptions } from './queries/reference-aliases.ts';
export {
  requestPasswordResetEmail,
  requestPasswordResetEmailMutationOptions,
  type PasswordResetEmailParams,
} from './queries/account.ts';
export {
  currentUserQueryOptions,
  fetchCurrentUser,
  issueToken,
  revokeToken,
  revokeTokenMutationOptions,
  webClientId,
  type RevokeTokenInput,
} from './queries/auth.ts';
export {
  clockLinkHeader,
  clockLinkKey,
  createClockLinkAttendance,
  createClockLinkAttendanceMutationOptions,
  getClockLink,
  getClockLinkQueryOptions,
  retryAfterSeconds,
  type ClockLink,
  type ClockLinkAttendance,
  type ClockLinkAttendanceInput,
} from './queries/clock-link.ts';
export { cancelUserInterviewMutationOptions } from './queries/interviews.ts';
export {
  applyCompanyRechargeOnceMutationOptions,
  applyRechargeOnceMutationOptions,
  createCompanyRechargeOnceMutationOptions,
  featureVacancyOnceMutationOptions,
  idempotencyKeyHeader,
  type WithIdempotencyKey,
} from './queries/payments-once.ts';
export {
  sanitizeProfile,
  saveUserProfileMutationOptions,
  userProfileOrNullQueryOptions,
  type ProfileDraft,
  type ProfileInput,
} from './queries/profile.ts';
export {
  contentDispositionFilename,
  downloadAttendanceExport,
  downloadContainerDepartureReport,
  downloadContainerExistenceReport,
  downloadContainersReport,
  downloadEmployeeImportTemplate,
  downloadWaybillReport,
  type DownloadOptions,
  type NamedFile,
  type ReportFormat,
} from './queries/reports.ts';
export {
  type ClientToServerEvents,
  type ClockStatusPayload,
  type NotificationPayload,
  type RealtimeEventName,
  type RealtimeEventPayload,
  type RoomJoinAck,
  type RoomMediaState,
  type RoomParticipant,
  type RoomPresencePayload,
  type RoomSignalPayload,
  type ServerToClientEvents,
  type UnitPositionPayload,
  type VideoRecordingPayload,
} from './realtime/events.ts';
export {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeState,
  type RealtimeStateStore,
} from './realtime/realtime-client.ts';
export { useSocketState } from './realtime/use-socket-state.ts';
export {
  createVoiceClient,
  defaultSpeechModel,
  defaultTranscriptionModel,
  type SpeechToTextRequest,
  type SpeechToTextResponse,
  type SpeechToTextWord,
  type TextToSpeechRequest,
  type VoiceClient,
  type VoiceClientOptions,
  type VoiceStatus,
} from './voice/voice-client.ts';
export {
  executeMutation,
  nextPageParam,
  type JsonBody,
  type MultipartBody,
  type QueryParams,
} from './queries/query-helpers.ts';
