/**
 * The events the server pushes over the socket, one definition for the server
 * (apps/api/src/realtime/events.ts re-exports them) and its clients; also published as
 * `@jornada/api-client/realtime` (types only). The spec leaves names and
 * payloads open, the server fixes them.
 */
import type { components } from '../generated/schema.ts';

/** A notification as pushed (the contract's `Notification`). */
export type NotificationPayload = components['schemas']['Notification'];

/**
 * A unit's new GPS fix, pushed to the staff of its company (decision 38): the
 * unit, its status when the fix was stored, and the fix. A fix queued offline
 * arrives late: compare `position.recorded_at` before moving a unit back.
 */
export interface UnitPositionPayload {
  company_id: number;
  unit: components['schemas']['UnitRef'];
  status: components['schemas']['UnitStatus'];
  position: components['schemas']['UnitPosition'];
}

/**
 * An employee's clock-in status after a check, a correction or a deletion,
 * pushed to the staff of their company (decision 39): the status board
 * replaces the employee's row with it.
 */
export type ClockStatusPayload = components['schemas']['EmployeeClockStatus'] & {
  company_id: number;
};

/** A recording of a video room (the contract's `VideoRecording`). */
export type VideoRecordingPayload = components['schemas']['VideoRecording'];

/** Someone in an interview's video room (decision 50). */
export interface RoomParticipant {
  /** The participant's socket id: where `room.signal` messages are addressed. */
  id: string;
  user_id: number;
  /** `empresa` for the company's staff (and administrators), `candidato` for the interview's candidate. */
  role: 'empresa' | 'candidato';
  /** Display name. */
  name: string;
}

/** Who is in a video room and its status (`VideoRoom.status`). */
export interface RoomPresencePayload {
  interview_id: number;
  room_name: string;
  status: 'esperando' | 'en_curso' | 'finalizada';
  participants: RoomParticipant[];
}

/** A WebRTC signalling message relayed between two participants of one room. */
export interface RoomSignalPayload {
  /** Sender socket id (on a received `room.signal`). */
  from?: string;
  /** Recipient socket id (on a sent `room.signal`). */
  to?: string;
  type: 'offer' | 'answer' | 'ice-candidate' | 'media-state';
  /**
   * The SDP description or the ICE candidate, as `RTCPeerConnection` produced it; for
   * `media-state`, the sender's {@link RoomMediaState} (decision 54).
   */
  payload: unknown;
}

/** A participant's microphone and camera, told to the others with a `media-state` signal (decision 54). */
export interface RoomMediaState {
  muted: boolean;
  camera_off: boolean;
}

/** The answer to `room.join`. */
export type RoomJoinAck =
  | {
      ok: true;
      /** This socket's id in the room. */
      self: string;
      presence: RoomPresencePayload;
      recording: VideoRecordingPayload | null;
    }
  | {
      ok: false;
      /** `room_full`: the candidate and three company people are already in (decision 54). */
      code: 'invalid_token' | 'not_available' | 'room_full';
      message: string;
    };

/** Events the server emits, by name. */
export interface ServerToClientEvents {
  /** A notification was created for the user. */
  'notification.created': (notification: NotificationPayload) => void;
  /** A notification of the user was marked read (or unread). */
  'notification.read': (notification: NotificationPayload) => void;
  /** The user's unread count changed; also sent on connection. */
  'notifications.count': (count: { unread: number }) => void;
  /** A unit of a company the user is staff of stored a new position. */
  'unit.position': (payload: UnitPositionPayload) => void;
  /** An employee of a company the user is staff of checked in or out, or a record was corrected. */
  'clock.status': (payload: ClockStatusPayload) => void;
  /** Who is in the video room this socket joined, after anyone joins or leaves (decision 50). */
  'room.presence': (payload: RoomPresencePayload) => void;
  /** A signalling message from another participant of the same room. */
  'room.signal': (payload: RoomSignalPayload & { from: string }) => void;
  /** A recording of the room started or ended (the candidate's recording indicator). */
  'room.recording': (payload: VideoRecordingPayload) => void;
  /** A participant left on purpose («Salir»), not through a network drop: the call ended for them. */
  'room.left': (participant: RoomParticipant) => void;
}

/** Events the client emits: the video room's signalling (decision 50). */
export interface ClientToServerEvents {
  /** Joins the room a participant token (`getVideoRoom`) names; answers through `ack`. */
  'room.join': (request: { token: string }, ack: (answer: RoomJoinAck) => void) => void;
  /** Sends an offer, answer or ICE candidate to another participant of the same room (`to`). */
  'room.signal': (message: RoomSignalPayload & { to: string }) => void;
  /** Leaves the room (the others get `room.presence`). */
  'room.leave': () => void;
}

/** Name of a server event. */
export type RealtimeEventName = keyof ServerToClientEvents;

/** The payload of event `E`. */
export type RealtimeEventPayload<E extends RealtimeEventName> = Parameters<
  ServerToClientEvents[E]
>[0];
