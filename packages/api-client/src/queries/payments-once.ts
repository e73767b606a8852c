/**
 * The payment operations that take an `Idempotency-Key` (contract
 * `IdempotencyKeyHeader`, decision 40): creating a company's recharge, applying a recharge
 * (a user's or a company's) and featuring a vacancy. The generator leaves optional headers out
 * (scripts/render-queries.ts), so the generated options of these operations send no key; these
 * take it as the variable `idempotencyKey`, which the caller makes once per intended action and
 * sends again on every retry, so a retry or a double click acts once.
 *
 * Their success also refreshes what the generated ones miss: the balances (`getCompanyBalance`,
 * `getUserPoints` are details, not lists) and, for featuring, the vacancies (`featured_until`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import { paymentsKeys } from '../generated/queries/payments.ts';
import { vacanciesKeys } from '../generated/queries/vacancies.ts';
import { apiMutationOptions, invalidateAll, type JsonBody } from './query-helpers.ts';

/** The header's name. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** The key of one intended action (a UUID), sent as `Idempotency-Key`. */
export interface WithIdempotencyKey {
  idempotencyKey: string;
}

const refreshPayments = (queryClient: QueryClient) =>
  invalidateAll(queryClient, [paymentsKeys.all]);

/**
 * Creates a recharge of a company's balance: `POST /payment-api/v1/companies/{companyId}/recharge`
 * (`createCompanyRecharge`) with `Idempotency-Key`. Resolves to the `Recharge`.
 * @throws {ApiError} 400, 401, 403, 404, 422, 503; status null on a network failure.
 */
export function createCompanyRechargeOnceMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...paymentsKeys.all, 'createCompanyRecharge', 'once'],
    mutationFn: ({
      companyId,
      idempotencyKey,
      ...body
    }: JsonBody<'createCompanyRecharge'> & { companyId: number } & WithIdempotencyKey) =>
      unwrap(
        api.payment.POST('/payment-api/v1/companies/{companyId}/recharge', {
          params: { path: { companyId }, header: { [idempotencyKeyHeader]: idempotencyKey } },
          body,
        }),
      ).then((r) => r.data),
    onSuccess: () => refreshPayments(queryClient),
  });
}

/**
 * Applies a paid recharge to a company's balance: `POST /payment-api/v1/companies/{companyId}/apply`
 * (`applyCompanyRecharge`) with `Idempotency-Key`. Resolves to the `recarga` `Transaction`.
 * @throws {ApiError} 409 `already_applied`, 422 `payment_not_confirmed` / `payment_failed`, 400,
 *   401, 403, 404; status null on a network failure.
 */
export function applyCompanyRechargeOnceMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...paymentsKeys.all, 'applyCompanyRecharge', 'once'],
    mutationFn: ({
      companyId,
      idempotencyKey,
      ...body
    }: JsonBody<'applyCompanyRecharge'> & { companyId: number } & WithIdempotencyKey) =>
      unwrap(
        api.payment.POST('/payment-api/v1/companies/{companyId}/apply', {
          params: { path: { companyId }, header: { [idempotencyKeyHeader]: idempotencyKey } },
          body,
        }),
      ).then((r) => r.data),
    onSuccess: () => refreshPayments(queryClient),
  });
}

/**
 * Applies a paid recharge to a user's own balance: `POST /payment-api/v1/payment/{userId}/apply`
 * (`applyRecharge`) with `Idempotency-Key`. Resolves to the `recarga` `Transaction`.
 * @throws {ApiError} 409, 422, 400, 401, 403, 404; status null on a network failure.
 */
export function applyRechargeOnceMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...paymentsKeys.all, 'applyRecharge', 'once'],
    mutationFn: ({
      userId,
      idempotencyKey,
      ...body
    }: JsonBody<'applyRecharge'> & { userId: number } & WithIdempotencyKey) =>
      unwrap(
        api.payment.POST('/payment-api/v1/payment/{userId}/apply', {
          params: { path: { userId }, header: { [idempotencyKeyHeader]: idempotencyKey } },
          body,
        }),
      ).then((r) => r.data),
    onSuccess: () => refreshPayments(queryClient),
  });
}

/**
 * Features a vacancy with its company's balance: `POST /payment-api/v1/vacancies/{vacancyId}/feature`
 * (`featureVacancy`) with `Idempotency-Key`. Resolves to the `VacancyFeature` (new end, the
 * charge, the balance after it in cents).
 * @throws {ApiError} 422 `insufficient_balance`, 409 `vacancy_not_published`, 400, 401, 403, 404;
 *   status null on a network failure.
 */
export function featureVacancyOnceMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...paymentsKeys.all, 'featureVacancy', 'once'],
    mutationFn: ({
      vacancyId,
      idempotencyKey,
      ...body
    }: JsonBody<'featureVacancy'> & { vacancyId: number } & WithIdempotencyKey) =>
      unwrap(
        api.payment.POST('/payment-api/v1/vacancies/{vacancyId}/feature', {
          params: { path: { vacancyId }, header: { [idempotencyKeyHeader]: idempotencyKey } },
          body,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [paymentsKeys.all, vacanciesKeys.all]),
  });
}
