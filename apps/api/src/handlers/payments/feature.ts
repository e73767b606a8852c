/**
 * Prices and spending (decision 40): the public price list, and featuring a
 * vacancy with its company's balance (staff; all or nothing; once per
 * `Idempotency-Key`).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import type { Schema } from '../../http/operations.ts';
import { featureVacancy, listPrices } from '../../payments/feature.ts';
import { once } from '../../payments/idempotency.ts';
import { loadTransaction } from '../../payments/serializers.ts';
import { idempotencyKey } from './recharges.ts';

/** Price and spending handlers keyed by operationId. */
export function featureHandlers({ db }: AppContext): Handlers {
  return {
    async listPrices() {
      return {
        data: (await listPrices(db)).map((price) => ({
          code: price.code as Schema<'PriceCode'>,
          name: price.name,
          description: price.description,
          amount: price.amount,
          currency: 'MXN' as const,
          days: price.days,
          free_per_month: price.freePerMonth,
        })),
      };
    },

    async featureVacancy(request) {
      const { vacancyId } = request.params;
      const answer = await once(
        db,
        {
          userId: request.userId,
          operation: 'featureVacancy',
          key: idempotencyKey(request),
          request: { vacancyId, body: request.body },
        },
        async (tx) => {
          const result = await featureVacancy(tx, {
            vacancyId,
            priceCode: request.body.price_code,
            actorUserId: request.userId,
          });
          return {
            status: 200,
            body: {
              data: {
                vacancy_id: vacancyId,
                featured_until: result.featuredUntil.toISOString(),
                transaction: await loadTransaction(tx, result.entryId),
                balance: result.balance,
              },
            },
          };
        },
      );
      return answer.body;
    },
  };
}
