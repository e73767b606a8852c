/**
 * Paying for publishing a vacancy (docs/decisions/0021-payments.md
 * "Publishing"): each company publishes `prices.free_per_month` vacancies free
 * per calendar month in Mexico City time, then each first publication costs
 * the `publicar_vacante` price from its wallet. The charge happens when the
 * vacancy first becomes `publicada` (an administrator's approval), in the
 * transaction of the status change; a vacancy is charged once ever
 * (`vacancy_publications.vacancy_id` is unique), so pausing and resuming, or
 * an edit approved again, is not charged.
 */
import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { prices, vacancyPublications } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';
import { chargeWallet, ensureAccount, lockAccounts } from './ledger.ts';
import { companyTimeZone } from '../time-zone.ts';

const messages = serverMessages.payments;

/** A catalogue text with its `{name}` placeholders filled. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The price code of a publication. */
export const publicationPriceCode = 'publicar_vacante';

/** Cents as Mexican pesos (`$299.00`). */
export function pesos(cents: number): string {
  return (cents / 100).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' });
}

/** What a first publication needs. */
export interface PublicationRequest {
  vacancyId: number;
  companyId: number;
  /** The vacancy's title, for the transaction's description. */
  title: string;
  /** Who published (the approving administrator). */
  actorUserId: number;
  /** @default now */
  at?: Date;
}

/** The outcome of {@link chargePublication}. */
export type PublicationCharge =
  | { kind: 'already' }
  | { kind: 'free' }
  | { kind: 'charged'; entryId: number; amount: number; balance: number };

/**
 * Records the vacancy's first publication and charges it unless a free slot
 * of the month is left. Call it inside the transaction that publishes the
 * vacancy: it locks the company's wallet (and the revenue account, in id order
 * as the ledger does), so two concurrent publications of one company
 * cannot both take the last free slot nor overdraw.
 * @returns `already` when the vacancy was published before (nothing written),
 *   `free`, or `charged` with the entry and the balance after (cents).
 * @throws 422 `insufficient_balance` naming the price and the balance (the
 *   caller's transaction rolls back, so nothing is written).
 */
export async function chargePublication(
  tx: Database,
  request: PublicationRequest,
): Promise<PublicationCharge> {
  const at = request.at ?? new Date();
  const [price] = await tx.select().from(prices).where(eq(prices.code, publicationPriceCode));
  if (!price) throw new Error(`Sin precio ${publicationPriceCode}`);
  const wallet = await ensureAccount(tx, { companyId: request.companyId });
  const revenue = await ensureAccount(tx, { system: 'revenue' });
  const balance = (await lockAccounts(tx, [wallet, revenue])).get(wallet)!.balance;
  const [publication] = await tx
    .insert(vacancyPublications)
    .values({ vacancyId: request.vacancyId, companyId: request.companyId, publishedAt: at })
    .onConflictDoNothing({ target: vacancyPublications.vacancyId })
    .returning({ id: vacancyPublications.id });
  if (!publication) return { kind: 'already' };
  const monthStart = sql`(date_trunc('month', ${at.toISOString()}::timestamptz at time zone ${companyTimeZone}) at time zone ${companyTimeZone})`;
  const nextMonth = sql`((date_trunc('month', ${at.toISOString()}::timestamptz at time zone ${companyTimeZone}) + interval '1 month') at time zone ${companyTimeZone})`;
  const [used] = await tx
    .select({ n: count() })
    .from(vacancyPublications)
    .where(
      and(
        eq(vacancyPublications.companyId, request.companyId),
        ne(vacancyPublications.id, publication.id),
        gte(vacancyPublications.publishedAt, monthStart),
        lt(vacancyPublications.publishedAt, nextMonth),
      ),
    );
  const free = price.freePerMonth ?? 0;
  if ((used?.n ?? 0) < free) return { kind: 'free' };
  if (balance < price.amount) {
    const amounts = { free: String(free), price: pesos(price.amount), balance: pesos(balance) };
    throw new HttpError(422, fill(messages.publishInsufficient, amounts), 'insufficient_balance', {
      status: [fill(messages.publishInsufficientField, amounts)],
    });
  }
  const { entryId, walletBalance } = await chargeWallet(tx, {
    walletAccountId: wallet,
    revenueAccountId: revenue,
    price,
    description: `${messages.description.publish}: ${request.title}`,
    actorUserId: request.actorUserId,
    vacancyId: request.vacancyId,
    at,
  });
  await tx
    .update(vacancyPublications)
    .set({ entryId })
    .where(eq(vacancyPublications.id, publication.id));
  return { kind: 'charged', entryId, amount: price.amount, balance: walletBalance };
}
