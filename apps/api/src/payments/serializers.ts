/**
 * The contract shapes of payments (decision 40): `Transaction` (an entry seen
 * from its wallet's line), `Recharge`, `PointsMovement`, and the paged lists.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { journalEntries, journalLines, ledgerAccounts, pointsMovements } from '../db/schema.ts';
import type { Schema } from '../http/operations.ts';
import { paginate } from '../http/pagination.ts';
import type { RechargeRow } from './recharges.ts';

/** Columns of a transaction: the entry and its line on the wallet it is about. */
function selectTransactions(db: Database) {
  return db
    .select({
      id: journalEntries.id,
      type: journalEntries.type,
      description: journalEntries.description,
      reference: journalEntries.reference,
      actorUserId: journalEntries.actorUserId,
      rechargeId: journalEntries.rechargeId,
      vacancyId: journalEntries.vacancyId,
      createdAt: journalEntries.createdAt,
      amount: journalLines.amount,
      balanceAfter: journalLines.balanceAfter,
      walletUserId: ledgerAccounts.userId,
      walletCompanyId: ledgerAccounts.companyId,
    })
    .from(journalEntries)
    .innerJoin(
      journalLines,
      and(
        eq(journalLines.entryId, journalEntries.id),
        eq(journalLines.accountId, journalEntries.walletAccountId),
      ),
    )
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalEntries.walletAccountId));
}

type TransactionRow = Awaited<ReturnType<ReturnType<typeof selectTransactions>['execute']>>[number];

/** A transaction row in the contract's `Transaction` shape. */
export function toTransaction(row: TransactionRow): Schema<'Transaction'> {
  return {
    id: row.id,
    user_id: row.walletUserId ?? row.actorUserId ?? 0,
    company_id: row.walletCompanyId,
    recharge_id: row.rechargeId,
    vacancy_id: row.vacancyId,
    type: row.type as Schema<'Transaction'>['type'],
    status: 'aplicada',
    amount: row.amount,
    currency: 'MXN',
    balance_after: row.balanceAfter,
    points: 0,
    description: row.description,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

/** One transaction by entry id. */
export async function loadTransaction(db: Database, entryId: number) {
  const [row] = await selectTransactions(db).where(eq(journalEntries.id, entryId)).limit(1);
  return toTransaction(row!);
}

/**
 * A page of a wallet's transactions, newest first.
 * @param accountId - the wallet's account, or undefined (never opened: an empty list).
 */
export function transactionPage(
  db: Database,
  accountId: number | undefined,
  query: { page: number; per_page: number; type?: string | undefined },
) {
  const where: SQL | undefined = and(
    eq(journalEntries.walletAccountId, accountId ?? 0),
    query.type ? eq(journalEntries.type, query.type) : undefined,
  );
  return paginate({
    page: query.page,
    perPage: query.per_page,
    count: async () =>
      accountId === undefined
        ? 0
        : ((await db.select({ n: count() }).from(journalEntries).where(where))[0]?.n ?? 0),
    rows: async (limit, offset) =>
      accountId === undefined
        ? []
        : (
            await selectTransactions(db)
              .where(where)
              .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
              .limit(limit)
              .offset(offset)
          ).map(toTransaction),
  });
}

/** A page of an account's points movements, newest first. */
export function pointsPage(
  db: Database,
  accountId: number | undefined,
  query: { page: number; per_page: number },
) {
  const where = eq(pointsMovements.accountId, accountId ?? 0);
  return paginate({
    page: query.page,
    perPage: query.per_page,
    count: async () =>
      accountId === undefined
        ? 0
        : ((await db.select({ n: count() }).from(pointsMovements).where(where))[0]?.n ?? 0),
    rows: async (limit, offset) =>
      accountId === undefined
        ? []
        : (
            await db
              .select()
              .from(pointsMovements)
              .where(where)
              .orderBy(desc(pointsMovements.createdAt), desc(pointsMovements.id))
              .limit(limit)
              .offset(offset)
          ).map((row) => ({
            id: row.id,
            points: row.points,
            reason: row.reason as Schema<'PointsReason'>,
            description: row.description,
            job_application_id: row.jobApplicationId,
            balance_after: row.balanceAfter,
            created_at: row.createdAt.toISOString(),
          })),
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A recharge in the contract's `Recharge` shape. */
export function toRecharge(row: RechargeRow): Schema<'Recharge'> {
  return {
    id: row.id,
    user_id: row.userId,
    company_id: row.companyId,
    amount: row.amount,
    currency: 'MXN',
    points: 0,
    payment_method: row.paymentMethod as Schema<'PaymentMethod'>,
    status: row.status as Schema<'TransactionStatus'>,
    payment_status: row.paymentStatus as Schema<'PaymentStatus'>,
    provider: row.provider as Schema<'PaymentProvider'>,
    checkout_url: row.checkoutUrl,
    oxxo_reference: row.oxxoReference,
    spei_clabe: row.speiClabe,
    decline_reason: row.declineReason,
    transaction_id: row.entryId,
    expires_at: row.expiresAt.toISOString(),
    paid_at: iso(row.paidAt),
    applied_at: iso(row.appliedAt),
    created_at: row.createdAt.toISOString(),
  };
}
