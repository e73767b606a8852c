/**
 * Prepaid balance, payments and points (docs/decisions/0021-payments.md;
 * decision 40 in openapi/README.md). Money is integer cents of MXN.
 *
 * - `ledger_accounts`: one account per wallet (a user's, a company's) and the
 *   system accounts (`system:provider_clearing`, money the provider owes us;
 *   `system:revenue`, what the wallets spent). `balance` is a cache of the
 *   sum of the account's journal lines, updated under the account's row lock.
 * - `journal_entries` + `journal_lines`: the double-entry ledger; the lines of
 *   an entry sum to zero (a deferred constraint trigger, migration
 *   `0025_payments_rules.sql`). A recharge is applied by at most one entry
 *   (unique `recharge_id`).
 * - `recharges`: created, paid at the provider, then applied; the amount never
 *   changes (trigger).
 * - `idempotency_keys`: the stored answer of a call made with an `Idempotency-Key`.
 * - `prices`: what paid actions cost (seeded by the rules migration).
 * - `points_movements`: the points ledger; `ledger_accounts.points` caches its sum.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, jobApplications, users, vacancies } from './core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An account of the ledger: a wallet (`user:<id>`, `company:<id>`) or a system account (`system:<name>`). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** `user:12`, `company:3`, `system:provider_clearing`, `system:revenue`. */
    ownerKey: varchar('owner_key', { length: 64 }).notNull().unique(),
    /** `user_wallet`, `company_wallet`, `provider_clearing`, `revenue`. */
    kind: varchar('kind', { length: 24 }).notNull(),
    /** The wallet's user; set to null when the user is deleted (the ledger is kept). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The wallet's company; set to null when the company is deleted (the ledger is kept). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Cents; the sum of the account's journal lines. */
    balance: integer('balance').notNull().default(0),
    /** The sum of the owner's points movements. */
    points: integer('points').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_accounts_wallet_not_negative',
      sql`${t.kind} not in ('user_wallet', 'company_wallet') or (${t.balance} >= 0 and ${t.points} >= 0)`,
    ),
  ],
);

/** One balanced movement of money (a recharge applied, a charge). */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    /** The wallet this entry is about (what its transaction list shows). */
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** `recarga`, `cargo`, `bonificacion`, `reembolso` (contract `TransactionType`). */
    type: varchar('type', { length: 16 }).notNull(),
    description: text('description').notNull(),
    /** The provider's reference (a Stripe payment intent, a sandbox card's last digits). */
    reference: text('reference'),
    /** Who made it (the staff member who recharged or spent). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A recharge is applied by at most one entry. */
    rechargeId: uuid('recharge_id').unique(),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    priceCode: varchar('price_code', { length: 32 }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('journal_entries_wallet_idx').on(t.walletAccountId, t.id.desc())],
);

/** A line of an entry: signed cents on one account; an entry's lines sum to zero. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: integer('amount').notNull(),
    /** The account's balance right after this line. */
    balanceAfter: integer('balance_after').notNull(),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.accountId, t.id),
    check('journal_lines_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** A recharge of a wallet: created, paid at the provider, then applied. */
export const recharges = pgTable(
  'recharges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Who created it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company whose wallet it credits; null for a personal recharge. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Cents; never changes (trigger `recharges_amount_immutable`). */
    amount: integer('amount').notNull(),
    paymentMethod: varchar('payment_method', { length: 8 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** `pendiente`, `aplicada`, `fallida`, `cancelada`. */
    status: varchar('status', { length: 16 }).notNull().default('pendiente'),
    /** `pendiente`, `pagado`, `rechazado`, `expirado`. */
    paymentStatus: varchar('payment_status', { length: 16 }).notNull().default('pendiente'),
    /** The provider's id of the checkout (a Stripe Checkout Session). */
    providerReference: varchar('provider_reference', { length: 255 }).unique(),
    checkoutUrl: text('checkout_url'),
    oxxoReference: varchar('oxxo_reference', { length: 32 }),
    speiClabe: varchar('spei_clabe', { length: 18 }),
    declineReason: text('decline_reason'),
    /** What the provider said of the payment (last digits of a card, a payment intent). */
    paymentReference: text('payment_reference'),
    entryId: integer('entry_id').references(() => journalEntries.id),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    appliedAt: at('applied_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('recharges_account_idx').on(t.accountId, t.createdAt.desc()),
    check('recharges_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The stored answer of a call made with an `Idempotency-Key` (per caller and operation). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: varchar('operation', { length: 64 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    /** SHA-256 of what the call named (path and body): the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operation, t.key] })],
);

/** What a paid action costs (seeded by migration `0025_payments_rules.sql`). */
export const prices = pgTable('prices', {
  code: varchar('code', { length: 32 }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Cents of MXN, IVA included. */
  amount: integer('amount').notNull(),
  /** Days the action lasts; null when it does not expire. */
  days: integer('days'),
  position: smallint('position').notNull().default(0),
  /**
   * Uses free per company and calendar month (Mexico City) before the price is
   * charged; null when every use is charged (`publicar_vacante`: 3; decision 0021).
   */
  freePerMonth: smallint('free_per_month'),
});

/**
 * The first publication of a vacancy (decision 0021 "Publishing"): one row per
 * vacancy ever, free (within the month's allowance) or charged, so a vacancy
 * paused and published again, or approved again after an edit, is not charged
 * twice. It outlives a deleted vacancy, so deleting does not give a free slot back.
 */
export const vacancyPublications = pgTable(
  'vacancy_publications',
  {
    id: serial('id').primaryKey(),
    vacancyId: integer('vacancy_id')
      .unique()
      .references(() => vacancies.id, { onDelete: 'set null' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publishedAt: at('published_at').notNull().defaultNow(),
    /** The charge; null when the publication used a free slot. */
    entryId: integer('entry_id').references(() => journalEntries.id),
  },
  (t) => [index('vacancy_publications_company_idx').on(t.companyId, t.publishedAt)],
);

/** The points ledger of a user or a company. */
export const pointsMovements = pgTable(
  'points_movements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** `perfil_completo`, `contratacion_verificada`, `ajuste`. */
    reason: varchar('reason', { length: 32 }).notNull(),
    description: text('description').notNull(),
    jobApplicationId: integer('job_application_id').references(() => jobApplications.id, {
      onDelete: 'set null',
    }),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('points_movements_account_idx').on(t.accountId, t.id.desc()),
    // Earned once each: the profile once per user, a hire once per application.
    uniqueIndex('points_movements_profile_once')
      .on(t.accountId)
      .where(sql`reason = 'perfil_completo'`),
    uniqueIndex('points_movements_hire_once')
      .on(t.accountId, t.jobApplicationId)
      .where(sql`reason = 'contratacion_verificada'`),
  ],
);
