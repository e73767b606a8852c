/**
 * Digital signatures and signed documents (spec section 7 "Signatures").
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
} from './query-helpers.ts';

const keys = domainKeys('signatures');

/** Query keys of signatures: `['signatures', 'list' | 'detail', operationId, params]`. */
export const signatureKeys = {
  ...keys,
  /** Key of `getDigitalSignature`. */
  getDigitalSignature: (signatureId: number) => keys.detail('getDigitalSignature', { signatureId }),
  /** Key of `getSignedDocument`. */
  getSignedDocument: (signedDocumentId: number) =>
    keys.detail('getSignedDocument', { signedDocumentId }),
};

/**
 * Store my signature: `POST /api/v1/digital-signature` (`createDigitalSignature`). Invalidates the signatures lists.
 * @throws {ApiError} 400, 401, 422.
 */
export function createDigitalSignatureMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...signatureKeys.all, 'createDigitalSignature'],
    mutationFn: (body: JsonBody<'createDigitalSignature'>) =>
      unwrap(api.main.POST('/api/v1/digital-signature', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [signatureKeys.lists()]),
  });
}

/**
 * One signature: `GET /api/v1/digital-signature/{signatureId}` (`getDigitalSignature`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getDigitalSignatureQueryOptions(api: JornadaClient, signatureId: number) {
  return apiQueryOptions({
    queryKey: signatureKeys.getDigitalSignature(signatureId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/digital-signature/{signatureId}', {
          params: { path: { signatureId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Sign a document: `POST /api/v1/signed-document` (`signDocument`). Invalidates the signatures lists.
 * @throws {ApiError} 400, 401, 403, 409, 422.
 */
export function signDocumentMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...signatureKeys.all, 'signDocument'],
    mutationFn: (body: JsonBody<'signDocument'>) =>
      unwrap(api.main.POST('/api/v1/signed-document', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [signatureKeys.lists()]),
  });
}

/**
 * Verify a signed document: `POST /api/v1/verify-signed-document` (`verifySignedDocument`). Invalidates the signatures lists.
 * @throws {ApiError} 400, 401, 422, 429.
 */
export function verifySignedDocumentMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...signatureKeys.all, 'verifySignedDocument'],
    mutationFn: (body: JsonBody<'verifySignedDocument'>) =>
      unwrap(api.main.POST('/api/v1/verify-signed-document', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [signatureKeys.lists()]),
  });
}

/**
 * One signed document: `GET /api/v1/signed-document/{signedDocumentId}` (`getSignedDocument`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getSignedDocumentQueryOptions(api: JornadaClient, signedDocumentId: number) {
  return apiQueryOptions({
    queryKey: signatureKeys.getSignedDocument(signedDocumentId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/signed-document/{signedDocumentId}', {
          params: { path: { signedDocumentId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}
