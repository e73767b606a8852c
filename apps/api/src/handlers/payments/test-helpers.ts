/**
 * Shared steps of the payments tests: ids of the demo accounts, and a recharge
 * created and paid through the HTTP app as a client would.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { companies, users, vacancies } from '../../db/schema.ts';

/** The id of a demo user by e-mail. */
export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The id of a demo company by slug. */
export async function companyIdOf(db: Database, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, slug));
  return row!.id;
}

/** A published vacancy of a company. */
export async function publishedVacancyOf(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(eq(vacancies.companyId, companyId))
    .limit(1);
  return row!.id;
}

/** Creates a company recharge through the API and answers its body's `data`. */
export async function createCompanyRecharge(
  app: FastifyInstance,
  headers: Record<string, string>,
  companyId: number,
  body: { amount: number; payment_method: 'tarjeta' | 'oxxo' | 'spei' },
) {
  const response = await app.inject({
    method: 'POST',
    url: `/payment-api/v1/companies/${companyId}/recharge`,
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; amount: number; payment_status: string };
}

/** Pays a recharge in the sandbox with a card (4242… approves). */
export async function payWithCard(
  app: FastifyInstance,
  headers: Record<string, string>,
  rechargeId: string,
  card = '4242 4242 4242 4242',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/payment-api/v1/recharges/${rechargeId}/sandbox-payment`,
    headers,
    payload: { card_number: card },
  });
}

/** Reads a company's balance in cents through the API. */
export async function companyBalance(
  app: FastifyInstance,
  headers: Record<string, string>,
  companyId: number,
) {
  const response = await app.inject({
    url: `/payment-api/v1/companies/${companyId}/balance`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.balance as number;
}
