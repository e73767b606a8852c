import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applyCompanyRechargeOnceMutationOptions,
  createJornadaClient,
  featureVacancyOnceMutationOptions,
  getCompanyBalanceQueryOptions,
  listCompanyVacanciesQueryOptions,
  paymentsKeys,
  vacanciesKeys,
} from '../src/index.ts';
import { json, startLocalServer } from './local-server.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());

let queryClient: QueryClient;
beforeEach(() => {
  server.received.length = 0;
  server.answer((_req, res) => json(res, 200, { data: { balance: 1, company_id: 3 }, meta: {} }));
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
});

const api = () =>
  createJornadaClient({ origins: { main: server.origin }, getToken: () => 't', retry: false });

describe('given the payment calls that take an Idempotency-Key', () => {
  it('when a recharge is applied twice with one key → both requests carry it, and the balance is refreshed', async () => {
    const client = api();
    await queryClient.fetchQuery(getCompanyBalanceQueryOptions(client, 3));
    const options = applyCompanyRechargeOnceMutationOptions(client, queryClient);
    const variables = { companyId: 3, recharge_id: 'r-1', idempotencyKey: 'clave-de-prueba-1' };
    await new MutationObserver(queryClient, options).mutate(variables);
    await new MutationObserver(queryClient, options).mutate(variables);
    const applies = server.received.filter((r) => r.method === 'POST');
    expect(applies.map((r) => [r.url, r.headers['idempotency-key'], JSON.parse(r.body)])).toEqual([
      ['/payment-api/v1/companies/3/apply', 'clave-de-prueba-1', { recharge_id: 'r-1' }],
      ['/payment-api/v1/companies/3/apply', 'clave-de-prueba-1', { recharge_id: 'r-1' }],
    ]);
    expect(queryClient.getQueryState(paymentsKeys.getCompanyBalance(3))?.isInvalidated).toBe(true);
  });

  it('when a vacancy is featured → the key is sent and the vacancies are refreshed too', async () => {
    const client = api();
    await queryClient.fetchQuery(listCompanyVacanciesQueryOptions(client, 3));
    await new MutationObserver(
      queryClient,
      featureVacancyOnceMutationOptions(client, queryClient),
    ).mutate({
      vacancyId: 101,
      price_code: 'destacar_7_dias',
      idempotencyKey: 'clave-de-prueba-2',
    });
    const post = server.received.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/payment-api/v1/vacancies/101/feature');
    expect(post?.headers['idempotency-key']).toBe('clave-de-prueba-2');
    expect(queryClient.getQueryState(vacanciesKeys.listCompanyVacancies(3))?.isInvalidated).toBe(
      true,
    );
  });
});
