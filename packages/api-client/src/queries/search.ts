/**
 * Public searches (spec section 7 "Search"): business sectors, tags, the companies directory, municipalities and search terms; the search key is added by the client's middleware. `searchVacancies` lives in vacancies.ts.
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

const keys = domainKeys('search');

/** Query keys of search: `['search', 'list' | 'detail', operationId, params]`. */
export const searchKeys = {
  ...keys,
  /** Key of `searchBusinessSectors`. */
  searchBusinessSectors: (params: QueryParams<'searchBusinessSectors'> = {}) =>
    keys.list('searchBusinessSectors', { ...params }),
  /** Key of `searchTags`. */
  searchTags: (params: QueryParams<'searchTags'> = {}) => keys.list('searchTags', { ...params }),
  /** Key of `searchCompaniesDirectory`. */
  searchCompaniesDirectory: (params: QueryParams<'searchCompaniesDirectory'> = {}) =>
    keys.list('searchCompaniesDirectory', { ...params }),
  /** Key of `searchMunicipalities`. */
  searchMunicipalities: (params: QueryParams<'searchMunicipalities'> = {}) =>
    keys.list('searchMunicipalities', { ...params }),
  /** Key of `listSearchTerms`. */
  listSearchTerms: (params: QueryParams<'listSearchTerms'> = {}) =>
    keys.list('listSearchTerms', { ...params }),
  /** Key of `searchTagSuggestions`. */
  searchTagSuggestions: (params: QueryParams<'searchTagSuggestions'> = {}) =>
    keys.list('searchTagSuggestions', { ...params }),
};

/**
 * Search business sectors: `GET /api/v1/search/business-sectors` (`searchBusinessSectors`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 429.
 */
export function searchBusinessSectorsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchBusinessSectors'> = {},
) {
  return apiQueryOptions({
    queryKey: searchKeys.searchBusinessSectors(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/search/business-sectors', { params: { query: params }, signal }),
      ),
  });
}

/**
 * Search tags: `GET /api/v1/search/tags` (`searchTags`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 429.
 */
export function searchTagsQueryOptions(api: JornadaClient, params: QueryParams<'searchTags'> = {}) {
  return apiQueryOptions({
    queryKey: searchKeys.searchTags(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/tags', { params: { query: params }, signal })),
  });
}

/**
 * Search the company directory: `GET /api/v1/search/companies-directory` (`searchCompaniesDirectory`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 429.
 */
export function searchCompaniesDirectoryQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchCompaniesDirectory'> = {},
) {
  return apiQueryOptions({
    queryKey: searchKeys.searchCompaniesDirectory(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/search/companies-directory', { params: { query: params }, signal }),
      ),
  });
}

/**
 * Search municipalities: `GET /api/v1/search/municipalities` (`searchMunicipalities`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 429.
 */
export function searchMunicipalitiesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchMunicipalities'> = {},
) {
  return apiQueryOptions({
    queryKey: searchKeys.searchMunicipalities(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/municipalities', { params: { query: params }, signal })),
  });
}

/**
 * Popular search terms: `GET /api/v1/search/terms` (`listSearchTerms`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 429.
 */
export function listSearchTermsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'listSearchTerms'> = {},
) {
  return apiQueryOptions({
    queryKey: searchKeys.listSearchTerms(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/terms', { params: { query: params }, signal })).then(
        (r) => r.data,
      ),
  });
}

/**
 * Record a search term: `POST /api/v1/search/terms` (`recordSearchTerm`). Invalidates the search lists.
 * @throws {ApiError} 400, 422, 429.
 */
export function recordSearchTermMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...searchKeys.all, 'recordSearchTerm'],
    mutationFn: (body: JsonBody<'recordSearchTerm'>) =>
      unwrap(api.main.POST('/api/v1/search/terms', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [searchKeys.lists()]),
  });
}

/**
 * Search tags in the tags service: `GET /tags-api/v1/search/tags` (`searchTagSuggestions`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 429.
 */
export function searchTagSuggestionsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchTagSuggestions'> = {},
) {
  return apiQueryOptions({
    queryKey: searchKeys.searchTagSuggestions(params),
    queryFn: ({ signal }) =>
      unwrap(api.tags.GET('/tags-api/v1/search/tags', { params: { query: params }, signal })),
  });
}
