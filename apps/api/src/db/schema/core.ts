/**
 * The platform's core tables (drizzle-orm): reference data, accounts,
 * companies and their departments, and the job seeker's side (vacancies,
 * applications, interviews, letters, files). Re-exported by `../schema.ts`.
 */
import { sql } from 'drizzle-orm';
import { searchVector, timestamps } from './columns.ts';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  inegiCode: char('inegi_code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  abbreviation: varchar('abbreviation', { length: 8 }).notNull(),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    inegiCode: char('inegi_code', { length: 3 }).notNull(),
    name: text('name').notNull(),
    isCapital: boolean('is_capital').notNull().default(false),
  },
  (t) => [uniqueIndex('municipalities_state_code_idx').on(t.stateId, t.inegiCode)],
);

export const jobCategories = pgTable('job_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const softSkills = pgTable('soft_skills', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const businessSectors = pgTable('business_sectors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  scianCode: varchar('scian_code', { length: 6 }),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    businessSectorId: integer('business_sector_id').references(() => businessSectors.id),
    stateId: integer('state_id').references(() => states.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    description: text('description').notNull().default(''),
    website: text('website'),
    email: text('email'),
    phone: varchar('phone', { length: 20 }),
    size: varchar('size', { length: 10 }),
    address: text('address').notNull().default(''),
    postalCode: varchar('postal_code', { length: 5 }),
    logoUrl: text('logo_url'),
    verified: boolean('verified').notNull().default(false),
    authorized: boolean('authorized').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('companies_rfc_idx').on(t.rfc)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  surname: text('surname'),
  lastname: text('lastname'),
  email: text('email').notNull().unique(),
  phone: varchar('phone', { length: 16 }),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  verifiedProfile: boolean('verified_profile').notNull().default(false),
  profileImageUrl: text('profile_image_url'),
  ...timestamps,
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    managerUserId: integer('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    searchVector: searchVector('name', 'description'),
  },
  (t) => [
    uniqueIndex('departments_company_name_idx').on(t.companyId, t.name),
    index('departments_search_idx').using('gin', t.searchVector),
  ],
);

export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] })],
);

export const oauthClients = pgTable('oauth_clients', {
  id: varchar('id', { length: 64 }).primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash'),
  isPublic: boolean('is_public').notNull().default(false),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 64 })
      .notNull()
      .references(() => oauthClients.id),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/**
 * One counter per throttle key (`auth/throttle.ts`): failures in the current
 * window and the time before which the key's next attempt is refused. Updated
 * with one `INSERT … ON CONFLICT DO UPDATE` per attempt, so concurrent attempts
 * on any number of API instances are counted one by one.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    /** Whether the latest attempt was let through (false when it was refused). */
    admitted: boolean('admitted').notNull(),
  },
  (t) => [index('auth_throttle_window_idx').on(t.windowStartedAt)],
);

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: jsonb('requirements')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    benefits: jsonb('benefits')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    jobCategoryId: integer('job_category_id')
      .notNull()
      .references(() => jobCategories.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    salaryMin: integer('salary_min').notNull().default(0),
    salaryMax: integer('salary_max').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull().default('MXN'),
    modality: varchar('modality', { length: 16 }).notNull(),
    employmentType: varchar('employment_type', { length: 24 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('borrador'),
    /** Why the vacancy was rejected (shown to the company). */
    statusReason: text('status_reason'),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    positions: integer('positions').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** Featured until this instant, bought with the company's balance (decision 40). */
    featuredUntil: timestamp('featured_until', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('vacancies_status_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('vacancies_state_idx').on(t.stateId),
    index('vacancies_category_idx').on(t.jobCategoryId),
    index('vacancies_company_idx').on(t.companyId),
  ],
);

/** Emails the server sent; the dev mailbox (`GET /api/v1/dev/mailbox`) reads them when no SMTP server is configured. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('outbound_emails_to_idx').on(t.to, t.createdAt.desc())],
);

/** Messages of the contact and company-contact forms. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  phone: varchar('phone', { length: 20 }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Mailing-list subscribers (one row per address). */
export const mailingListSubscribers = pgTable('mailing_list_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** In-app notifications of a user; pushed over socket.io when created. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 48 }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    url: text('url'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Per-user notification settings. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 48 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('notification_settings_user_type_channel_idx').on(t.userId, t.type, t.channel),
  ],
);

/** Pending sign-ups waiting for their e-mailed six-digit code (or the link's token). */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    lastname: text('lastname'),
    email: text('email').notNull(),
    phone: varchar('phone', { length: 16 }),
    passwordHash: text('password_hash').notNull(),
    service: varchar('service', { length: 16 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('registrations_email_idx').on(t.email)],
);

/** Password-reset codes (only their SHA-256 is stored). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** A requested change of a user's e-mail, applied once the code sent to `newEmail` is confirmed. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** A profile entry kept as JSON (languages, backgrounds, educations, courses). */
export type ProfileItem = Record<string, unknown>;

/** The job-seeker profile and CV, one per user. */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address'),
  desiredPosition: text('desired_position'),
  description: text('description'),
  jobTitle: text('job_title'),
  stateId: integer('state_id').references(() => states.id),
  municipalityId: integer('municipality_id').references(() => municipalities.id),
  languages: jsonb('languages')
    .$type<ProfileItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  travelAvailability: boolean('travel_availability').notNull().default(false),
  relocateAvailability: boolean('relocate_availability').notNull().default(false),
  driverLicense: varchar('driver_license', { length: 16 }),
  minSalary: integer('min_salary').notNull().default(0),
  maxSalary: integer('max_salary').notNull().default(0),
  backgrounds: jsonb('backgrounds')
    .$type<ProfileItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  educations: jsonb('educations')
    .$type<ProfileItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  courses: jsonb('courses')
    .$type<ProfileItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  cvType: varchar('cv_type', { length: 16 }).notNull().default('generado'),
  cvUrl: text('cv_url'),
  ...timestamps,
});

/** Soft skills on a job seeker's profile. */
export const userSoftSkills = pgTable(
  'user_soft_skills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    softSkillId: integer('soft_skill_id')
      .notNull()
      .references(() => softSkills.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.softSkillId] })],
);

/** Vacancies a job seeker saved; one row per user and vacancy. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bookmarks_user_vacancy_idx').on(t.userId, t.vacancyId)],
);

/** Job applications; one per user and vacancy. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('enviada'),
    coverLetter: text('cover_letter'),
    cvUrl: text('cv_url'),
    expectedSalary: integer('expected_salary'),
    answers: jsonb('answers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    matchScore: integer('match_score'),
    comments: text('comments'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_applications_vacancy_user_idx').on(t.vacancyId, t.userId),
    index('job_applications_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Short-lived signed download links (`SignedUrl`): only the token's SHA-256 is stored. */
export const downloadTokens = pgTable('download_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  resourceType: varchar('resource_type', { length: 32 }).notNull(),
  resourceId: integer('resource_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Job interviews between a company and a candidate for a vacancy. */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobApplicationId: integer('job_application_id').references(() => jobApplications.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 16 }).notNull().default('propuesta'),
    mode: varchar('mode', { length: 16 }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    location: text('location'),
    roomName: text('room_name'),
    notes: text('notes'),
    rejectionReason: text('rejection_reason'),
    candidateComments: text('candidate_comments'),
    proposedAt: timestamp('proposed_at', { withTimezone: true, mode: 'date' }),
    /** The times the company offers while `propuesta` (contract decision 51); empty once fixed. */
    proposedSlots: timestamp('proposed_slots', { withTimezone: true, mode: 'date' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('interviews_active_idx')
      .on(t.vacancyId, t.candidateUserId)
      .where(sql`status in ('propuesta', 'confirmada', 'reprogramada')`),
    index('interviews_candidate_idx').on(t.candidateUserId, t.scheduledAt),
  ],
);

/** Labour letters (cartas laborales) a company issues for a worker. */
export const jobLetters = pgTable(
  'job_letters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 24 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('solicitada'),
    position: text('position').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    monthlySalary: integer('monthly_salary'),
    includeSalary: boolean('include_salary').notNull().default(false),
    addressee: text('addressee'),
    body: text('body').notNull(),
    /** Why the company rejected the request (contract decision 51); null unless `rechazada`. */
    rejectionReason: text('rejection_reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('job_letters_user_idx').on(t.userId),
    index('job_letters_company_idx').on(t.companyId, t.status),
  ],
);

/** Terms people searched for (search suggestions), one row per normalised term. */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull().unique(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('search_terms_count_idx').on(t.count.desc())],
);

/** Keywords of vacancies (`VacancyInput.tags`) with how many vacancies use them. */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  usageCount: integer('usage_count').notNull().default(0),
});

/** Uploaded images and documents attached to a record; bytes live under the uploads directory. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    resourceType: varchar('resource_type', { length: 24 }).notNull(),
    resourceId: integer('resource_id').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    category: varchar('category', { length: 32 }),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    comments: text('comments'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('files_resource_idx').on(t.kind, t.resourceType, t.resourceId)],
);

/** A question of a work interview; `keywords` / `expected` feed the evaluator and are never shown. */
export interface StoredQuestion {
  id: number;
  order: number;
  text: string;
  type: 'abierta' | 'opcion_multiple' | 'voz';
  options: string[];
  time_limit_seconds: number | null;
  keywords?: string[];
  expected?: string;
}

/** The automated evaluation interview of a vacancy (one per vacancy). */
export const workInterviews = pgTable('work_interviews', {
  id: serial('id').primaryKey(),
  vacancyId: integer('vacancy_id')
    .notNull()
    .unique()
    .references(() => vacancies.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 16 }).notNull().default('borrador'),
  passingScore: integer('passing_score').notNull().default(60),
  language: varchar('language', { length: 16 }).notNull().default('es-MX'),
  questions: jsonb('questions')
    .$type<StoredQuestion[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  ...timestamps,
});

/** A candidate's evaluated answers to a work interview (one per candidate). */
export const workInterviewResults = pgTable(
  'work_interview_results',
  {
    id: serial('id').primaryKey(),
    workInterviewId: integer('work_interview_id')
      .notNull()
      .references(() => workInterviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobApplicationId: integer('job_application_id').references(() => jobApplications.id, {
      onDelete: 'set null',
    }),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    summary: text('summary'),
    answers: jsonb('answers')
      .$type<{ question_id: number; answer: string; score: number; feedback: string | null }[]>()
      .notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('work_interview_results_user_idx').on(t.workInterviewId, t.userId)],
);

/**
 * A vacancy a person publishes on their own, without a company (openapi/README.md
 * decision 12). Its `search_vector` (Spanish full-text search) is maintained by a
 * trigger of the hand-written part of migration 0011.
 */
export const userVacancies = pgTable(
  'user_vacancies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: jsonb('requirements')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    benefits: jsonb('benefits')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    jobCategoryId: integer('job_category_id')
      .notNull()
      .references(() => jobCategories.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    salaryMin: integer('salary_min').notNull().default(0),
    salaryMax: integer('salary_max').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull().default('MXN'),
    modality: varchar('modality', { length: 16 }).notNull(),
    employmentType: varchar('employment_type', { length: 24 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('borrador'),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    positions: integer('positions').notNull().default(1),
    /** How candidates reach the publisher (shown on the vacancy). */
    contactEmail: text('contact_email'),
    contactPhone: varchar('contact_phone', { length: 20 }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('user_vacancies_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('user_vacancies_status_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
  ],
);
