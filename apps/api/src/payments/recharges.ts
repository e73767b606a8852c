/**
 * Recharges (docs/decisions/0021-payments.md):
 * created with a fixed amount and a provider's checkout, settled by the
 * provider (paid, declined, expired), then applied to the wallet exactly once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { recharges } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';
import { ensureAccount, postEntry, type AccountOwner } from './ledger.ts';
import type { PaymentMethod, PaymentProvider } from './provider.ts';

/** A recharge row. */
export type RechargeRow = typeof recharges.$inferSelect;

/** Most OXXO takes in one payment: $10,000.00 (cents). */
export const oxxoLimit = 1_000_000;

const messages = serverMessages.payments;

/** What creating a recharge needs. */
export interface NewRecharge {
  /** Whose wallet it credits. */
  owner: { userId: number } | { companyId: number };
  /** Who creates it (and pays). */
  userId: number;
  email: string;
  /** Cents of MXN (5,000–10,000,000, the contract's bounds). */
  amount: number;
  method: PaymentMethod;
}

/**
 * Creates a pending recharge and opens its checkout at the provider.
 * @returns the stored recharge.
 * @throws 422 `oxxo_limit` over $10,000.00 by OXXO; 503 when the provider fails.
 */
export async function createRecharge(
  db: Database,
  provider: PaymentProvider,
  input: NewRecharge,
): Promise<RechargeRow> {
  if (input.method === 'oxxo' && input.amount > oxxoLimit)
    throw new HttpError(422, serverMessages.validation.summary, 'oxxo_limit', {
      amount: [messages.oxxoLimit],
    });
  const accountId = await ensureAccount(db, input.owner);
  const id = crypto.randomUUID();
  let checkout;
  try {
    checkout = await provider.createCheckout({
      rechargeId: id,
      amount: input.amount,
      method: input.method,
      email: input.email,
    });
  } catch {
    throw new HttpError(503, messages.unavailable, 'payments_unavailable');
  }
  const [row] = await db
    .insert(recharges)
    .values({
      id,
      accountId,
      userId: input.userId,
      companyId: 'companyId' in input.owner ? input.owner.companyId : null,
      amount: input.amount,
      paymentMethod: input.method,
      provider: provider.name,
      providerReference: checkout.providerReference,
      checkoutUrl: checkout.checkoutUrl,
      oxxoReference: checkout.oxxoReference,
      speiClabe: checkout.speiClabe,
      expiresAt: checkout.expiresAt,
    })
    .returning();
  return row!;
}

/** A provider's word on a payment. */
export type PaymentOutcome =
  | { paid: true; reference?: string | null; at?: Date }
  | { paid: false; status: 'rechazado' | 'expirado'; reason: string; at?: Date };

/**
 * Records the provider's outcome of a pending payment: `pagado`, or `rechazado` /
 * `expirado` (the recharge then is `fallida`; no money moves).
 * @returns the updated recharge, or undefined when the payment was already settled.
 */
export async function settlePayment(
  db: Database,
  rechargeId: string,
  outcome: PaymentOutcome,
): Promise<RechargeRow | undefined> {
  const at = outcome.at ?? new Date();
  const [row] = await db
    .update(recharges)
    .set(
      outcome.paid
        ? {
            paymentStatus: 'pagado',
            paidAt: at,
            paymentReference: outcome.reference ?? null,
            checkoutUrl: null,
            updatedAt: at,
          }
        : {
            paymentStatus: outcome.status,
            status: 'fallida',
            declineReason: outcome.reason,
            checkoutUrl: null,
            updatedAt: at,
          },
    )
    .where(
      and(
        eq(recharges.id, rechargeId),
        eq(recharges.paymentStatus, 'pendiente'),
        eq(recharges.status, 'pendiente'),
      ),
    )
    .returning();
  return row;
}

/**
 * Applies a paid recharge to its wallet, exactly once, inside the caller's
 * transaction: a conditional update (`pendiente` and `pagado` → `aplicada`)
 * takes the row, so of concurrent calls one applies and the others find it
 * applied; then one balanced entry credits the wallet from the provider's
 * clearing account.
 * @param walletOwner - the wallet the caller named; a recharge of another wallet is 404.
 * @returns the applied recharge and the entry's id.
 * @throws 404 `not_found`, 409 `already_applied`, 422 `payment_not_confirmed` or `payment_failed`.
 */
export async function applyPaidRecharge(
  tx: Database,
  rechargeId: string,
  walletOwner: AccountOwner | null,
  actorUserId: number | null,
  at = new Date(),
): Promise<{ recharge: RechargeRow; entryId: number }> {
  const walletId = walletOwner ? await ensureAccount(tx, walletOwner) : null;
  const [taken] = await tx
    .update(recharges)
    .set({ status: 'aplicada', appliedAt: at, updatedAt: at })
    .where(
      and(
        eq(recharges.id, rechargeId),
        walletId === null ? undefined : eq(recharges.accountId, walletId),
        eq(recharges.status, 'pendiente'),
        eq(recharges.paymentStatus, 'pagado'),
      ),
    )
    .returning();
  if (!taken) {
    const [row] = await tx.select().from(recharges).where(eq(recharges.id, rechargeId)).limit(1);
    if (!row || (walletId !== null && row.accountId !== walletId))
      throw notFound(messages.rechargeNotFound);
    if (row.status === 'aplicada')
      throw new HttpError(409, messages.alreadyApplied, 'already_applied');
    if (row.paymentStatus === 'pendiente')
      throw new HttpError(422, messages.notConfirmed, 'payment_not_confirmed');
    throw new HttpError(422, messages.paymentFailed, 'payment_failed');
  }
  const clearing = await ensureAccount(tx, { system: 'provider_clearing' });
  const { entryId } = await postEntry(tx, {
    walletAccountId: taken.accountId,
    type: 'recarga',
    description: messages.description.recharge[taken.paymentMethod as PaymentMethod],
    reference: taken.paymentReference ?? taken.providerReference,
    actorUserId: actorUserId ?? taken.userId,
    rechargeId: taken.id,
    at,
    lines: [
      { accountId: taken.accountId, amount: taken.amount },
      { accountId: clearing, amount: -taken.amount },
    ],
  });
  await tx.update(recharges).set({ entryId }).where(eq(recharges.id, taken.id));
  return { recharge: { ...taken, entryId }, entryId };
}

/** Marks pending recharges whose checkout closed as `expirado` (read paths call it for one recharge). */
export async function expireIfOverdue(db: Database, row: RechargeRow): Promise<RechargeRow> {
  if (row.paymentStatus !== 'pendiente' || row.expiresAt.getTime() > Date.now()) return row;
  const settled = await settlePayment(db, row.id, {
    paid: false,
    status: 'expirado',
    reason: messages.providerExpired,
  });
  return settled ?? row;
}

/** Loads one recharge. */
export async function findRecharge(db: Database, id: string): Promise<RechargeRow | undefined> {
  const [row] = await db
    .select()
    .from(recharges)
    .where(eq(recharges.id, sql`${id}::uuid`))
    .limit(1);
  return row;
}
