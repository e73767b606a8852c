/**
 * Demo balance and points (docs/decisions/0021-payments.md): Transportes del Bajío has a month of
 * transactions (recharges by card, OXXO and SPEI, a declined card, an OXXO
 * voucher still unpaid, vacancies featured with the balance) and the points of
 * its verified hires; `candidato@jornada.test` has the points of a complete
 * profile. Written through the same ledger functions as the API, in date order,
 * so every balance equals the sum of its lines.
 */
import { and, asc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { featureVacancy } from '../payments/feature.ts';
import { ensureAccount } from '../payments/ledger.ts';
import { awardHirePoints, awardPoints, profilePoints } from '../payments/points.ts';
import { sandboxProvider, type PaymentMethod } from '../payments/provider.ts';
import { applyPaidRecharge } from '../payments/recharges.ts';
import { serverMessages } from '../messages.ts';
import type { SeedTx } from './job-seekers.ts';

const day = 86_400_000;

/** A month of the company's wallet, oldest first: [days ago, what]. */
const bajioMonth: [
  number,
  (
    | { recharge: number; method: PaymentMethod; outcome?: 'rechazado' | 'pendiente' }
    | { feature: 'destacar_7_dias' | 'destacar_30_dias'; vacancy: number }
  ),
][] = [
  [30, { recharge: 300_000, method: 'spei' }],
  [28, { feature: 'destacar_30_dias', vacancy: 0 }],
  [24, { recharge: 50_000, method: 'tarjeta', outcome: 'rechazado' }],
  [24, { recharge: 50_000, method: 'tarjeta' }],
  [21, { feature: 'destacar_7_dias', vacancy: 1 }],
  [17, { recharge: 150_000, method: 'oxxo' }],
  [14, { feature: 'destacar_7_dias', vacancy: 2 }],
  [10, { recharge: 100_000, method: 'tarjeta' }],
  [6, { feature: 'destacar_7_dias', vacancy: 1 }],
  [3, { feature: 'destacar_30_dias', vacancy: 3 }],
  [2, { recharge: 80_000, method: 'oxxo', outcome: 'pendiente' }],
  [1, { recharge: 50_000, method: 'tarjeta' }],
];

/** Seeds the demo wallets and points. */
export async function seedPayments(
  tx: SeedTx,
  options: { companyIds: Map<string, number>; userIds: Map<string, number>; now: number },
) {
  const db = tx;
  const companyId = options.companyIds.get('transportes-del-bajio')!;
  const staffId = options.userIds.get('empresa@jornada.test')!;
  const candidateId = options.userIds.get('candidato@jornada.test')!;
  const sandbox = sandboxProvider('http://localhost:5173');
  const accountId = await ensureAccount(db, { companyId });
  const featured = await db
    .select({ id: t.vacancies.id })
    .from(t.vacancies)
    .where(and(eq(t.vacancies.companyId, companyId), eq(t.vacancies.status, 'publicada')))
    .orderBy(asc(t.vacancies.id))
    .limit(4);

  for (const [daysAgo, step] of bajioMonth) {
    const at = new Date(options.now - daysAgo * day);
    if ('feature' in step) {
      const vacancy = featured[step.vacancy % featured.length];
      if (vacancy)
        await featureVacancy(db, {
          vacancyId: vacancy.id,
          priceCode: step.feature,
          actorUserId: staffId,
          at,
        });
      continue;
    }
    const id = crypto.randomUUID();
    const checkout = await sandbox.createCheckout({
      rechargeId: id,
      amount: step.recharge,
      method: step.method,
      email: 'empresa@jornada.test',
    });
    const paid = !step.outcome;
    await db.insert(t.recharges).values({
      id,
      accountId,
      userId: staffId,
      companyId,
      amount: step.recharge,
      paymentMethod: step.method,
      provider: 'sandbox',
      status: step.outcome === 'rechazado' ? 'fallida' : 'pendiente',
      paymentStatus: paid ? 'pagado' : step.outcome!,
      checkoutUrl: step.outcome === 'pendiente' ? checkout.checkoutUrl : null,
      oxxoReference: checkout.oxxoReference,
      speiClabe: checkout.speiClabe,
      declineReason: step.outcome === 'rechazado' ? serverMessages.payments.cardDeclined : null,
      paymentReference: paid && step.method === 'tarjeta' ? 'tarjeta terminación 4242' : null,
      expiresAt:
        step.outcome === 'pendiente'
          ? new Date(options.now + 2 * day)
          : new Date(at.getTime() + day),
      paidAt: paid ? at : null,
      createdAt: at,
      updatedAt: at,
    });
    if (paid) await applyPaidRecharge(db, id, { companyId }, staffId, at);
  }

  await awardPoints(
    db,
    { userId: candidateId },
    {
      points: profilePoints,
      reason: 'perfil_completo',
      description: serverMessages.payments.description.profilePoints,
      at: new Date(options.now - 25 * day),
    },
  );
  const hires = await db
    .select({ id: t.jobApplications.id })
    .from(t.jobApplications)
    .innerJoin(t.vacancies, eq(t.vacancies.id, t.jobApplications.vacancyId))
    .where(and(eq(t.vacancies.companyId, companyId), eq(t.jobApplications.status, 'seleccionada')));
  for (const hire of hires) await awardHirePoints(db, companyId, hire.id);
}
