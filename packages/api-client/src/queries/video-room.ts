/**
 * The video room of an interview (spec section 7 "Video room"; POST starts a recording).
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

const keys = domainKeys('video-room');

/** Query keys of video-room: `['video-room', 'list' | 'detail', operationId, params]`. */
export const videoRoomKeys = {
  ...keys,
  /** Key of `getVideoRoom`. */
  getVideoRoom: (interviewId: number, roomName: string) =>
    keys.detail('getVideoRoom', { interviewId, roomName }),
};

/**
 * Join the video room of an interview: `GET /api/v1/webrtc/{interviewId}/room/{roomName}` (`getVideoRoom`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getVideoRoomQueryOptions(
  api: JornadaClient,
  interviewId: number,
  roomName: string,
) {
  return apiQueryOptions({
    queryKey: videoRoomKeys.getVideoRoom(interviewId, roomName),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/webrtc/{interviewId}/room/{roomName}', {
          params: { path: { interviewId, roomName } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Start recording the video room: `POST /api/v1/webrtc/{interviewId}/room/{roomName}` (`startVideoRoomRecording`). Invalidates the video-room lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function startVideoRoomRecordingMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...videoRoomKeys.all, 'startVideoRoomRecording'],
    mutationFn: ({
      interviewId,
      roomName,
      ...body
    }: JsonBody<'startVideoRoomRecording'> & { interviewId: number; roomName: string }) =>
      unwrap(
        api.main.POST('/api/v1/webrtc/{interviewId}/room/{roomName}', {
          params: { path: { interviewId, roomName } },
          body: body as JsonBody<'startVideoRoomRecording'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [videoRoomKeys.lists(), videoRoomKeys.details()]),
  });
}
