/**
 * Support tickets (spec section 7 "Tickets").
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

const keys = domainKeys('tickets');

/** Query keys of tickets: `['tickets', 'list' | 'detail', operationId, params]`. */
export const ticketKeys = {
  ...keys,
  /** Key of `listTickets`. */
  listTickets: (params: QueryParams<'listTickets'> = {}) => keys.list('listTickets', { ...params }),
  /** Key of `getTicket`. */
  getTicket: (ticketId: number) => keys.detail('getTicket', { ticketId }),
  /** Key of `listCompanyTickets`. */
  listCompanyTickets: (companyId: number, params: QueryParams<'listCompanyTickets'> = {}) =>
    keys.list('listCompanyTickets', { companyId, ...params }),
};

/**
 * List tickets: `GET /api/v1/tickets` (`listTickets`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403.
 */
export function listTicketsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'listTickets'> = {},
) {
  return apiQueryOptions({
    queryKey: ticketKeys.listTickets(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/tickets', { params: { query: params }, signal })),
  });
}

/**
 * Create a ticket: `POST /api/v1/tickets` (`createTicket`). Invalidates the tickets lists.
 * @throws {ApiError} 400, 401, 403, 422.
 */
export function createTicketMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...ticketKeys.all, 'createTicket'],
    mutationFn: (body: JsonBody<'createTicket'>) =>
      unwrap(api.main.POST('/api/v1/tickets', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [ticketKeys.lists()]),
  });
}

/**
 * One ticket: `GET /api/v1/tickets/{ticketId}` (`getTicket`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getTicketQueryOptions(api: JornadaClient, ticketId: number) {
  return apiQueryOptions({
    queryKey: ticketKeys.getTicket(ticketId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/tickets/{ticketId}', { params: { path: { ticketId } }, signal }),
      ).then((r) => r.data),
  });
}

/**
 * Update a ticket: `PUT /api/v1/tickets/{ticketId}` (`updateTicket`). Invalidates the tickets lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function updateTicketMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...ticketKeys.all, 'updateTicket'],
    mutationFn: ({ ticketId, ...body }: JsonBody<'updateTicket'> & { ticketId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/tickets/{ticketId}', {
          params: { path: { ticketId } },
          body: body as JsonBody<'updateTicket'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [ticketKeys.lists(), ticketKeys.details()]),
  });
}

/**
 * Delete a ticket: `DELETE /api/v1/tickets/{ticketId}` (`deleteTicket`). Invalidates the tickets lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteTicketMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...ticketKeys.all, 'deleteTicket'],
    mutationFn: (ticketId: number) =>
      unwrap(
        api.main.DELETE('/api/v1/tickets/{ticketId}', { params: { path: { ticketId } } }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [ticketKeys.lists(), ticketKeys.details()]),
  });
}

/**
 * List a company's tickets: `GET /api/v1/companies/{companyId}/tickets` (`listCompanyTickets`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyTicketsQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyTickets'> = {},
) {
  return apiQueryOptions({
    queryKey: ticketKeys.listCompanyTickets(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/tickets', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}
