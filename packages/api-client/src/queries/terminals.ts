/**
 * Terminals of a company (spec section 7 "Terminals").
 * Functions are named after the contract's operationIds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  invalidateAll,
  type JsonBody,
  type QueryParams,
} from './query-helpers.ts';

const keys = domainKeys('terminals');

/** Query keys of terminals: `['terminals', 'list' | 'detail', operationId, params]`. */
export const terminalKeys = {
  ...keys,
  /** Key of `listCompanyTerminals`. */
  listCompanyTerminals: (companyId: number, params: QueryParams<'listCompanyTerminals'> = {}) =>
    keys.list('listCompanyTerminals', { companyId, ...params }),
  /** Key of `getTerminal`. */
  getTerminal: (terminalId: number) => keys.detail('getTerminal', { terminalId }),
};

/**
 * List a company's terminals: `GET /api/v1/companies/{companyId}/terminals` (`listCompanyTerminals`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyTerminalsQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyTerminals'> = {},
) {
  return apiQueryOptions({
    queryKey: terminalKeys.listCompanyTerminals(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/terminals', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Create a terminal: `POST /api/v1/companies/{companyId}/terminals` (`createTerminal`). Invalidates the terminals lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createTerminalMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...terminalKeys.all, 'createTerminal'],
    mutationFn: ({ companyId, ...body }: JsonBody<'createTerminal'> & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/terminals', {
          params: { path: { companyId } },
          body: body as JsonBody<'createTerminal'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [terminalKeys.lists(), terminalKeys.details()]),
  });
}

/**
 * One terminal: `GET /api/v1/terminals/{terminalId}` (`getTerminal`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getTerminalQueryOptions(api: JornadaClient, terminalId: number) {
  return apiQueryOptions({
    queryKey: terminalKeys.getTerminal(terminalId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/terminals/{terminalId}', {
          params: { path: { terminalId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update a terminal: `PUT /api/v1/terminals/{terminalId}` (`updateTerminal`). Invalidates the terminals lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateTerminalMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...terminalKeys.all, 'updateTerminal'],
    mutationFn: ({ terminalId, ...body }: JsonBody<'updateTerminal'> & { terminalId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/terminals/{terminalId}', {
          params: { path: { terminalId } },
          body: body as JsonBody<'updateTerminal'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [terminalKeys.lists(), terminalKeys.details()]),
  });
}

/**
 * Delete a terminal: `DELETE /api/v1/terminals/{terminalId}` (`deleteTerminal`). Invalidates the terminals lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteTerminalMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...terminalKeys.all, 'deleteTerminal'],
    mutationFn: (terminalId: number) =>
      unwrap(
        api.main.DELETE('/api/v1/terminals/{terminalId}', { params: { path: { terminalId } } }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [terminalKeys.lists(), terminalKeys.details()]),
  });
}
