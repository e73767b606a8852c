/**
 * @jornada/api-client: the typed client of the Jornada contract. Every export is listed here
 * by name (STYLE.md §5); internals (query-helpers) stay private.
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
  batchKeys,
  batchQueryOptions,
  finalBatchStatuses,
  isFinalBatchStatus,
  pollBatch,
  type Batch,
  type BatchStatus,
  type PollBatchOptions,
} from './batch.ts';
export {
  accountKeys,
  assignUserRolesMutationOptions,
  confirmAccountMutationOptions,
  confirmEmailChangeMutationOptions,
  confirmRegistrationMutationOptions,
  deleteUserMutationOptions,
  registerMutationOptions,
  requestPasswordResetEmail,
  requestPasswordResetEmailMutationOptions,
  resetPasswordMutationOptions,
  updatePasswordMutationOptions,
  updateUserMutationOptions,
  verifyUserMutationOptions,
  type ConfirmAccountInput,
  type ConfirmRegistrationInput,
  type DeleteUserParams,
  type EmailChangeConfirmationInput,
  type PasswordResetEmailParams,
  type RegisterInput,
  type ResetPasswordInput,
  type UpdatePasswordInput,
  type UserUpdateInput,
} from './queries/account.ts';
export {
  createJobApplicationMutationOptions,
  invalidateJobApplicationLists,
  jobApplicationKeys,
  jobApplicationQueryOptions,
  jobApplicationReportUrlQueryOptions,
  updateJobApplicationMutationOptions,
  userJobApplicationsQueryOptions,
  type JobApplicationInput,
  type JobApplicationUpdateInput,
  type UserJobApplicationListParams,
} from './queries/applications.ts';
export {
  authKeys,
  currentUserQueryOptions,
  fetchCurrentUser,
  issueToken,
  revokeToken,
  revokeTokenMutationOptions,
  webClientId,
  type RevokeTokenInput,
} from './queries/auth.ts';
export {
  bookmarkKeys,
  bookmarkVacancyMutationOptions,
  bookmarksQueryOptions,
  invalidateBookmarkLists,
  unbookmarkVacancyMutationOptions,
  type BookmarkListParams,
} from './queries/bookmarks.ts';
export {
  businessSectorKeys,
  createBusinessSectorMutationOptions,
  getBusinessSectorQueryOptions,
  listBusinessSectorsQueryOptions,
} from './queries/business-sectors.ts';
export {
  clockInKeys,
  createAttendanceMutationOptions,
  deleteAttendanceMutationOptions,
  getAttendanceQueryOptions,
  getClockerEmployeeQueryOptions,
  getCompanyKioskUrlQueryOptions,
  getEmployeeClockInUrlQueryOptions,
  listCompanyAttendancesQueryOptions,
  listCompanyEmployeeStatusQueryOptions,
  listEmployeeAttendancesQueryOptions,
  listEmployeeShiftsQueryOptions,
  updateAttendanceMutationOptions,
} from './queries/clock-in.ts';
export {
  authorizeCompanyMutationOptions,
  companyKeys,
  createCompanyMutationOptions,
  deleteCompanyMutationOptions,
  getCompanyQueryOptions,
  listCompaniesQueryOptions,
  listTopCompaniesQueryOptions,
  listUserCompaniesQueryOptions,
  updateCompanyMutationOptions,
  verifyCompanyMutationOptions,
} from './queries/companies.ts';
export {
  companySearchKeys,
  searchCompaniesQueryOptions,
  searchCompanyVacanciesQueryOptions,
  searchContainersQueryOptions,
  searchDepartmentShiftsQueryOptions,
  searchDepartmentsQueryOptions,
  searchEmployeeAttendancesQueryOptions,
  searchEmployeeShiftsQueryOptions,
  searchEmployeesQueryOptions,
  searchRecessesQueryOptions,
  searchRoutesQueryOptions,
  searchSchedulesQueryOptions,
  searchServiceOrdersQueryOptions,
  searchShiftsQueryOptions,
  searchTerminalsQueryOptions,
  searchTicketsQueryOptions,
  searchUnitsQueryOptions,
  searchUserVacanciesQueryOptions,
} from './queries/company-search.ts';
export {
  complaintKeys,
  createComplaintMutationOptions,
  getComplaintQueryOptions,
  listCompanyComplaintsQueryOptions,
  listUserComplaintsQueryOptions,
} from './queries/complaints.ts';
export {
  sendCompanyContactMessageMutationOptions,
  sendContactMessageMutationOptions,
  subscribeToMailingListMutationOptions,
  type CompanyContactMessageInput,
  type ContactMessageInput,
  type MailingListInput,
} from './queries/contact.ts';
export {
  containerCallKeys,
  createContainerCallMutationOptions,
  deleteContainerCallMutationOptions,
  listContainerCallsOfContainerQueryOptions,
  listContainerCallsQueryOptions,
  updateContainerCallMutationOptions,
} from './queries/container-calls.ts';
export {
  containerHistoryKeys,
  createContainerHistoryEntryMutationOptions,
  listContainerHistoryQueryOptions,
} from './queries/container-history.ts';
export {
  containerLocationKeys,
  createContainerLocationMutationOptions,
  listContainerLocationsQueryOptions,
} from './queries/container-locations.ts';
export {
  containerKeys,
  createContainerMutationOptions,
  deleteContainerMutationOptions,
  getContainerQueryOptions,
  importContainersMutationOptions,
  listCompanyContainersQueryOptions,
  updateContainerMutationOptions,
} from './queries/containers.ts';
export {
  createDepartmentMutationOptions,
  deleteDepartmentMutationOptions,
  departmentKeys,
  getDepartmentQueryOptions,
  listCompanyDepartmentsQueryOptions,
  updateDepartmentMutationOptions,
} from './queries/departments.ts';
export {
  documentKeys,
  listDocumentsQueryOptions,
  uploadDocumentMutationOptions,
} from './queries/documents.ts';
export {
  assignDriverUnitsMutationOptions,
  createEmployeeMutationOptions,
  deleteEmployeeMutationOptions,
  employeeKeys,
  getEmployeeQueryOptions,
  importEmployeesMutationOptions,
  listCompanyEmployeesQueryOptions,
  listDepartmentEmployeesQueryOptions,
  updateEmployeeMutationOptions,
} from './queries/employees.ts';
export { genderKeys, inferGenderQueryOptions } from './queries/gender.ts';
export {
  deleteImageMutationOptions,
  imageKeys,
  listImagesQueryOptions,
  updateImageMutationOptions,
  uploadImageMutationOptions,
} from './queries/images.ts';
export {
  cancelUserInterviewMutationOptions,
  confirmInterviewMutationOptions,
  createInterviewMutationOptions,
  interviewKeys,
  invalidateInterviewLists,
  rejectInterviewMutationOptions,
  requestUserInterviewMutationOptions,
  updateInterviewMutationOptions,
  updateUserInterviewMutationOptions,
  userInterviewsQueryOptions,
  vacancyInterviewsQueryOptions,
  type InterviewConfirmInput,
  type InterviewInput,
  type InterviewRejectInput,
  type InterviewUpdateInput,
  type UserInterviewInput,
  type UserInterviewListParams,
  type UserInterviewUpdateInput,
  type VacancyInterviewListParams,
} from './queries/interviews.ts';
export {
  companyJobLettersQueryOptions,
  createJobLetterMutationOptions,
  invalidateJobLetterLists,
  jobLetterKeys,
  jobLetterQueryOptions,
  updateJobLetterMutationOptions,
  userJobLettersQueryOptions,
  type CompanyJobLetterListParams,
  type JobLetterInput,
  type JobLetterUpdateInput,
  type UserJobLetterListParams,
} from './queries/job-letters.ts';
export {
  invalidateNotifications,
  markNotificationReadMutationOptions,
  notificationCountQueryOptions,
  notificationKeys,
  notificationQueryOptions,
  notificationSettingsQueryOptions,
  notificationsQueryOptions,
  updateNotificationSettingMutationOptions,
  type NotificationListParams,
  type NotificationReadInput,
  type NotificationSettingInput,
} from './queries/notifications.ts';
export {
  createContainerOrderMutationOptions,
  getOrderQueryOptions,
  orderKeys,
  updateOrderMutationOptions,
} from './queries/orders.ts';
export {
  applyRechargeMutationOptions,
  createRechargeMutationOptions,
  getUserPointsQueryOptions,
  listUserTransactionsQueryOptions,
  paymentKeys,
} from './queries/payments.ts';
export {
  createUserVacancyMutationOptions,
  deleteUserVacancyMutationOptions,
  profileKeys,
  sanitizeProfile,
  saveUserProfileMutationOptions,
  setUserProfessionalCoursesMutationOptions,
  setUserSoftSkillsMutationOptions,
  updateUserVacancyMutationOptions,
  userProfileQueryOptions,
  userVacanciesQueryOptions,
  userVacancyKeys,
  type ProfessionalCoursesInput,
  type ProfileDraft,
  type ProfileInput,
  type SoftSkillsInput,
  type UserVacancyInput,
  type UserVacancyListParams,
} from './queries/profile.ts';
export {
  createRecessMutationOptions,
  deleteRecessMutationOptions,
  getRecessQueryOptions,
  listCompanyRecessesQueryOptions,
  recessKeys,
  updateRecessMutationOptions,
} from './queries/recesses.ts';
export {
  jobCategoriesQueryOptions,
  referenceKeys,
  softSkillsQueryOptions,
  statesQueryOptions,
} from './queries/reference.ts';
export {
  downloadContainerDepartureReport,
  downloadContainerExistenceReport,
  downloadContainersReport,
  downloadWaybillReport,
  type DownloadOptions,
  type ReportFormat,
} from './queries/reports.ts';
export {
  createRevisionOrderMutationOptions,
  deleteRevisionOrderMutationOptions,
  getRevisionOrderQueryOptions,
  getRevisionOrderReportUrlQueryOptions,
  listCompanyRevisionOrdersQueryOptions,
  revisionOrderKeys,
  updateRevisionOrderMutationOptions,
} from './queries/revision-orders.ts';
export {
  assignRouteUnitsMutationOptions,
  createRouteMutationOptions,
  deleteRouteMutationOptions,
  getRouteQueryOptions,
  listCompanyRoutesQueryOptions,
  listRouteUnitsQueryOptions,
  listTransportSectorRoutesQueryOptions,
  routeKeys,
  updateRouteMutationOptions,
} from './queries/routes.ts';
export {
  createScheduleMutationOptions,
  deleteScheduleMutationOptions,
  getScheduleQueryOptions,
  listCompanySchedulesQueryOptions,
  scheduleKeys,
  updateScheduleMutationOptions,
} from './queries/schedules.ts';
export {
  listSearchTermsQueryOptions,
  recordSearchTermMutationOptions,
  searchBusinessSectorsQueryOptions,
  searchCompaniesDirectoryQueryOptions,
  searchKeys,
  searchMunicipalitiesQueryOptions,
  searchTagSuggestionsQueryOptions,
  searchTagsQueryOptions,
} from './queries/search.ts';
export {
  createServiceOrderMutationOptions,
  deleteServiceOrderMutationOptions,
  getServiceOrderQueryOptions,
  listCompanyServiceOrdersQueryOptions,
  listServiceOrdersQueryOptions,
  serviceOrderKeys,
  updateServiceOrderMutationOptions,
} from './queries/service-orders.ts';
export {
  assignShiftDepartmentsMutationOptions,
  assignShiftEmployeesMutationOptions,
  createShiftMutationOptions,
  deleteShiftMutationOptions,
  getShiftQueryOptions,
  listCompanyShiftsQueryOptions,
  listShiftDepartmentsQueryOptions,
  listShiftEmployeesQueryOptions,
  shiftKeys,
  unassignShiftDepartmentsMutationOptions,
  unassignShiftEmployeesMutationOptions,
  updateShiftMutationOptions,
} from './queries/shifts.ts';
export {
  createDigitalSignatureMutationOptions,
  getDigitalSignatureQueryOptions,
  getSignedDocumentQueryOptions,
  signDocumentMutationOptions,
  signatureKeys,
  verifySignedDocumentMutationOptions,
} from './queries/signatures.ts';
export { getRegisteredUserStatisticsQueryOptions, statisticsKeys } from './queries/statistics.ts';
export {
  createTerminalMutationOptions,
  deleteTerminalMutationOptions,
  getTerminalQueryOptions,
  listCompanyTerminalsQueryOptions,
  terminalKeys,
  updateTerminalMutationOptions,
} from './queries/terminals.ts';
export {
  createTicketMutationOptions,
  deleteTicketMutationOptions,
  getTicketQueryOptions,
  listCompanyTicketsQueryOptions,
  listTicketsQueryOptions,
  ticketKeys,
  updateTicketMutationOptions,
} from './queries/tickets.ts';
export {
  listCompanyToursQueryOptions,
  listTourPassengersQueryOptions,
  tourKeys,
} from './queries/tours.ts';
export {
  assignUnitDriversMutationOptions,
  assignUnitRoutesMutationOptions,
  createUnitMutationOptions,
  deleteUnitMutationOptions,
  getUnitPositionQueryOptions,
  getUnitQueryOptions,
  listCompanyUnitLocationsQueryOptions,
  listCompanyUnitsQueryOptions,
  unitKeys,
  updateUnitMutationOptions,
} from './queries/units.ts';
export {
  companyVacanciesQueryOptions,
  createVacancyMutationOptions,
  deleteVacancyMutationOptions,
  invalidateVacancyLists,
  searchVacanciesQueryOptions,
  updateVacancyMutationOptions,
  updateVacancyStatusMutationOptions,
  vacanciesToRevisionQueryOptions,
  vacancyApplicationsQueryOptions,
  vacancyCountQueryOptions,
  vacancyKeys,
  vacancyQueryOptions,
  type CompanyVacancyListParams,
  type VacanciesToRevisionParams,
  type VacancyApplicationListParams,
  type VacancyCountInput,
  type VacancyInput,
  type VacancyStatusInput,
} from './queries/vacancies.ts';
export {
  getVideoRoomQueryOptions,
  startVideoRoomRecordingMutationOptions,
  videoRoomKeys,
} from './queries/video-room.ts';
export {
  createWaybillMutationOptions,
  listOrderWaybillsQueryOptions,
  waybillKeys,
} from './queries/waybills.ts';
export {
  createWorkInterviewMutationOptions,
  submitWorkInterviewAnswersMutationOptions,
  updateVacancyWorkInterviewMutationOptions,
  vacancyWorkInterviewQueryOptions,
  workInterviewKeys,
  workInterviewQueryOptions,
  workInterviewResultQueryOptions,
  type WorkInterviewAnswersInput,
  type WorkInterviewInput,
  type WorkInterviewParams,
  type WorkInterviewResultParams,
  type WorkInterviewUpdateInput,
} from './queries/work-interviews.ts';
export {
  type ClientToServerEvents,
  type NotificationPayload,
  type RealtimeEventName,
  type RealtimeEventPayload,
  type ServerToClientEvents,
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
} from './voice/voice-client.ts';
export type { JsonBody, QueryParams } from './queries/query-helpers.ts';
