/**
 * Statistics (spec section 7 "Statistics").
 * Functions are named after the contract's operationIds.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import { apiQueryOptions, domainKeys, type QueryParams } from './query-helpers.ts';

const keys = domainKeys('statistics');

/** Query keys of statistics: `['statistics', 'list' | 'detail', operationId, params]`. */
export const statisticsKeys = {
  ...keys,
  /** Key of `getRegisteredUserStatistics`. */
  getRegisteredUserStatistics: (params: QueryParams<'getRegisteredUserStatistics'> = {}) =>
    keys.list('getRegisteredUserStatistics', { ...params }),
};

/**
 * Registered users over time: `GET /api/v1/statistics/registered-users` (`getRegisteredUserStatistics`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403.
 */
export function getRegisteredUserStatisticsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'getRegisteredUserStatistics'> = {},
) {
  return apiQueryOptions({
    queryKey: statisticsKeys.getRegisteredUserStatistics(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/statistics/registered-users', { params: { query: params }, signal }),
      ).then((r) => r.data),
  });
}
