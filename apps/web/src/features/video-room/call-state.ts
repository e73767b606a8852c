/**
 * What an interview call shows (decisions 50 and 54): its phase, the other participants of the
 * mesh and one's own media; what a call needs from the app; the problem a refused room means.
 */
import {
  ApiError,
  type JornadaClient,
  type RoomParticipant,
  type VideoRecordingPayload,
} from '@jornada/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { MediaProblem } from '../../messages/video-room-messages.ts';
import type { ChosenDevices, MediaLayer } from './media-layer.ts';
import type { LinkStatus } from './peer-link.ts';

/** Where the call is. */
export type CallPhase = 'starting' | 'waiting' | 'in-call' | 'reconnecting' | 'ended' | 'problem';

/** Another participant of the call, as the screen shows them. */
export interface RemoteParticipant {
  participant: RoomParticipant;
  /** Their camera and microphone, once media arrived. */
  stream: MediaStream | null;
  /** Whether they muted their microphone or turned their camera off (their `media-state`). */
  muted: boolean;
  cameraOff: boolean;
  status: LinkStatus;
}

/** What the screens show. */
export interface CallState {
  phase: CallPhase;
  /** Why the call cannot go on (`phase: 'problem'`). */
  problem: MediaProblem | null;
  /** This side: the company (staff) or the candidate; null until the room answered. */
  role: 'empresa' | 'candidato' | null;
  /** The other participants in the room, in the room's order. */
  remotes: RemoteParticipant[];
  localStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  sharing: boolean;
  /** The room's recording while it records (the indicator), else null. */
  recording: VideoRecordingPayload | null;
  /** Who ended the call (`phase: 'ended'`). */
  endedBy: 'self' | 'other' | null;
  /** The last recording saved (`lista`), for the company's notice. */
  savedRecording: VideoRecordingPayload | null;
}

/** What a call session needs from the app. */
export interface CallDependencies {
  api: JornadaClient;
  queryClient: QueryClient;
  getToken: () => string | null | undefined;
  /** Origin of the socket (the app's realtime host). */
  realtimeUrl: string;
  media: MediaLayer;
  devices: ChosenDevices;
}

/** How long the first connection may take before the network screen, in ms. */
export const connectTimeoutMs = 15_000;

/** A call's state before it starts. */
export const initialState: CallState = {
  phase: 'starting',
  problem: null,
  role: null,
  remotes: [],
  localStream: null,
  muted: false,
  cameraOff: false,
  sharing: false,
  recording: null,
  endedBy: null,
  savedRecording: null,
};

/** The problem a failed `getVideoRoom` means. */
export function roomProblemOf(error: unknown): MediaProblem {
  if (!(error instanceof ApiError) || error.status === null) return 'network';
  const code = (error.data as { code?: unknown } | null)?.code;
  return code === 'room_full' ? 'room-full' : 'room-unavailable';
}
