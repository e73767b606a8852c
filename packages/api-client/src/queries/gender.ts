/**
 * Gender inference from a full name (spec section 7 "Gender inference").
 * Functions are named after the contract's operationIds.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import { apiQueryOptions, domainKeys, type QueryParams } from './query-helpers.ts';

const keys = domainKeys('gender');

/** Query keys of gender: `['gender', 'list' | 'detail', operationId, params]`. */
export const genderKeys = {
  ...keys,
  /** Key of `inferGender`. */
  inferGender: (params: QueryParams<'inferGender'>) => keys.list('inferGender', { ...params }),
};

/**
 * Infer gender from a name: `GET /api/v1/gender` (`inferGender`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 429.
 */
export function inferGenderQueryOptions(api: JornadaClient, params: QueryParams<'inferGender'>) {
  return apiQueryOptions({
    queryKey: genderKeys.inferGender(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/gender', { params: { query: params }, signal })).then(
        (r) => r.data,
      ),
  });
}
