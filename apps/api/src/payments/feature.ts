/**
 * Spending a company's balance (docs/decisions/0021-payments.md
 * "Prices"): featuring a vacancy charges its price to the company's wallet and
 * features the vacancy until then, all in the caller's transaction, so a
 * refused charge writes nothing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { prices, vacancies } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';
import { chargeWallet, ensureAccount, lockAccounts } from './ledger.ts';

const messages = serverMessages.payments;

/** Every price, in display order. */
export function listPrices(db: Database) {
  return db.select().from(prices).orderBy(asc(prices.position), asc(prices.code));
}

/** What featuring needs. */
export interface FeatureRequest {
  vacancyId: number;
  /** `destacar_7_dias` or `destacar_30_dias`. */
  priceCode: string;
  actorUserId: number;
  /** @default now */
  at?: Date;
}

/**
 * Charges the price to the vacancy's company and extends its `featured_until`
 * by the price's days (from now, or from the current end when still featured).
 * @returns the entry's id, the new end and the company's balance after (cents).
 * @throws 409 `vacancy_not_published`; 422 `insufficient_balance` (nothing written).
 */
export async function featureVacancy(tx: Database, request: FeatureRequest) {
  const at = request.at ?? new Date();
  const [vacancy] = await tx
    .select({
      id: vacancies.id,
      companyId: vacancies.companyId,
      status: vacancies.status,
      featuredUntil: vacancies.featuredUntil,
    })
    .from(vacancies)
    .where(eq(vacancies.id, request.vacancyId))
    .for('update');
  if (!vacancy || vacancy.status !== 'publicada')
    throw new HttpError(409, messages.vacancyNotPublished, 'vacancy_not_published');
  const [price] = await tx.select().from(prices).where(eq(prices.code, request.priceCode));
  if (!price) throw new Error(`Sin precio ${request.priceCode}`);
  const wallet = await ensureAccount(tx, { companyId: vacancy.companyId });
  const revenue = await ensureAccount(tx, { system: 'revenue' });
  const balance = (await lockAccounts(tx, [wallet, revenue])).get(wallet)!.balance;
  if (balance < price.amount)
    throw new HttpError(422, messages.insufficientBalance, 'insufficient_balance', {
      price_code: [messages.insufficientField],
    });
  const from = Math.max(at.getTime(), vacancy.featuredUntil?.getTime() ?? 0);
  const featuredUntil = new Date(from + (price.days ?? 0) * 86_400_000);
  const { entryId, walletBalance } = await chargeWallet(tx, {
    walletAccountId: wallet,
    revenueAccountId: revenue,
    price,
    description: `${messages.description.feature}: ${price.name}`,
    actorUserId: request.actorUserId,
    vacancyId: vacancy.id,
    at,
  });
  await tx
    .update(vacancies)
    .set({ featuredUntil, updatedAt: sql`${vacancies.updatedAt}` })
    .where(eq(vacancies.id, vacancy.id));
  return { entryId, featuredUntil, balance: walletBalance };
}
