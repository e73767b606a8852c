/**
 * Images attached to a resource (spec section 7 "Images"); upload is multipart (spec section 5).
 * Functions are named after the contract's operationIds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { formDataSerializer, type ImageUploadFields } from '../multipart.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  invalidateAll,
  type JsonBody,
  type QueryParams,
} from './query-helpers.ts';

const keys = domainKeys('images');

/** Query keys of images: `['images', 'list' | 'detail', operationId, params]`. */
export const imageKeys = {
  ...keys,
  /** Key of `listImages`. */
  listImages: (params: QueryParams<'listImages'>) => keys.list('listImages', { ...params }),
};

/**
 * Images of a record: `GET /api/v1/images` (`listImages`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403.
 */
export function listImagesQueryOptions(api: JornadaClient, params: QueryParams<'listImages'>) {
  return apiQueryOptions({
    queryKey: imageKeys.listImages(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/images', { params: { query: params }, signal })).then(
        (r) => r.data,
      ),
  });
}

/**
 * Upload an image: `POST /api/v1/images` (`uploadImage`); multipart. Invalidates the images lists.
 * @throws {ApiError} 400, 401, 403, 422.
 */
export function uploadImageMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...imageKeys.all, 'uploadImage'],
    mutationFn: (fields: ImageUploadFields) =>
      unwrap(
        api.main.POST('/api/v1/images', {
          body: fields as unknown as components['schemas']['ImageUploadInput'],
          bodySerializer: formDataSerializer,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [imageKeys.lists()]),
  });
}

/**
 * Change the comments of an image: `PUT /api/v1/images/{imageId}` (`updateImage`). Invalidates the images lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function updateImageMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...imageKeys.all, 'updateImage'],
    mutationFn: ({ imageId, ...body }: JsonBody<'updateImage'> & { imageId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/images/{imageId}', {
          params: { path: { imageId } },
          body: body as JsonBody<'updateImage'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [imageKeys.lists(), imageKeys.details()]),
  });
}

/**
 * Delete an image: `DELETE /api/v1/images/{imageId}` (`deleteImage`). Invalidates the images lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteImageMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...imageKeys.all, 'deleteImage'],
    mutationFn: (imageId: number) =>
      unwrap(api.main.DELETE('/api/v1/images/{imageId}', { params: { path: { imageId } } })).then(
        () => undefined,
      ),
    onSuccess: () => invalidateAll(queryClient, [imageKeys.lists(), imageKeys.details()]),
  });
}
