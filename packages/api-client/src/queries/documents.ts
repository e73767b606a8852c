/**
 * Documents attached to a resource (spec section 7 "Other"); upload is multipart (spec section 5).
 * Functions are named after the contract's operationIds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { formDataSerializer, type DocumentUploadFields } from '../multipart.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  invalidateAll,
  type QueryParams,
} from './query-helpers.ts';

const keys = domainKeys('documents');

/** Query keys of documents: `['documents', 'list' | 'detail', operationId, params]`. */
export const documentKeys = {
  ...keys,
  /** Key of `listDocuments`. */
  listDocuments: (params: QueryParams<'listDocuments'>) =>
    keys.list('listDocuments', { ...params }),
};

/**
 * Documents of a record: `GET /api/v1/documents` (`listDocuments`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403.
 */
export function listDocumentsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'listDocuments'>,
) {
  return apiQueryOptions({
    queryKey: documentKeys.listDocuments(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/documents', { params: { query: params }, signal })).then(
        (r) => r.data,
      ),
  });
}

/**
 * Upload a document: `POST /api/v1/documents` (`uploadDocument`); multipart. Invalidates the documents lists.
 * @throws {ApiError} 400, 401, 403, 422.
 */
export function uploadDocumentMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...documentKeys.all, 'uploadDocument'],
    mutationFn: (fields: DocumentUploadFields) =>
      unwrap(
        api.main.POST('/api/v1/documents', {
          body: fields as unknown as components['schemas']['DocumentUploadInput'],
          bodySerializer: formDataSerializer,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [documentKeys.lists()]),
  });
}
