/**
 * The socket.io events Jornada pushes to a signed-in user, typed for the
 * server and for clients (`socket.io-client`'s `Socket<ServerToClientEvents>`).
 * Every socket joins the room {@link userRoom} of its user, and the room
 * {@link companyRoom} of every company its user is staff of.
 */
import type { components } from '@jornada/api-client/schema';

/** The contract's `Notification` schema (openapi/src/schemas/notifications.yaml). */
export interface NotificationPayload {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  url: string | null;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

/** Notification types of the contract. */
export const notificationTypes = [
  'postulacion',
  'entrevista',
  'vacante',
  'carta_laboral',
  'queja',
  'pago',
  'sistema',
] as const;

/** One of {@link notificationTypes}. */
export type NotificationType = (typeof notificationTypes)[number];

/**
 * A unit's new GPS fix, pushed to the staff of its company (decision 38): the
 * unit, its status when the fix was stored, and the fix (the contract's
 * `UnitRef`, `UnitStatus` and `UnitPosition`). A fix queued offline arrives
 * late: compare `position.recorded_at` before moving a unit back.
 */
export interface UnitPositionPayload {
  company_id: number;
  unit: components['schemas']['UnitRef'];
  status: components['schemas']['UnitStatus'];
  position: components['schemas']['UnitPosition'];
}

/**
 * An employee's clock-in status after a check, a correction or a deletion,
 * pushed to the staff of their company (decision 39): the contract's
 * `EmployeeClockStatus` and the company. The status board replaces the
 * employee's row with it.
 */
export type ClockStatusPayload = components['schemas']['EmployeeClockStatus'] & {
  company_id: number;
};

/** The contract's `VideoRecording`. */
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
  /** Sender (on `room.signal` received) or recipient (sent) socket id. */
  from?: string;
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

/** Events the server emits. */
export interface ServerToClientEvents {
  /** A notification was created for the user. */
  'notification.created': (notification: NotificationPayload) => void;
  /** A notification of the user was marked read (or unread). */
  'notification.read': (notification: NotificationPayload) => void;
  /** The user's unread count changed; also sent on connection. */
  'notifications.count': (count: { unread: number }) => void;
  /** A unit of a company the user is staff of stored a new position (room {@link companyRoom}). */
  'unit.position': (payload: UnitPositionPayload) => void;
  /** An employee of a company the user is staff of checked in or out, or a record was corrected (room {@link companyRoom}). */
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

/** Events clients emit: the video room's signalling (decision 50). */
export interface ClientToServerEvents {
  /** Joins the room a participant token (`getVideoRoom`) names; answers through `ack`. */
  'room.join': (request: { token: string }, ack: (answer: RoomJoinAck) => void) => void;
  /** Sends an offer, answer or ICE candidate to another participant of the same room (`to`). */
  'room.signal': (message: RoomSignalPayload & { to: string }) => void;
  /** Leaves the room (the others get `room.presence`). */
  'room.leave': () => void;
}

/** Per-socket data: the authenticated user, the SHA-256 of the token it used and when that token expires. */
export interface SocketData {
  userId: number;
  tokenHash: string;
  /** Expiry of the token, in milliseconds since the epoch. */
  tokenExpiresAt: number;
  /** The companies the user is staff of when the socket connected (their rooms it joined). */
  staffCompanyIds: number[];
  /** The video room this socket joined, if any. */
  videoRoom?: {
    interviewId: number;
    roomName: string;
    role: 'empresa' | 'candidato';
    name: string;
  };
}

/** Room of every socket of one user. */
export const userRoom = (userId: number) => `user:${userId}`;

/** Room of the sockets of a company's staff (ADR 0002: staff, never its employees or drivers). */
export const companyRoom = (companyId: number) => `company:${companyId}`;

/** Room of every socket authenticated with one access token (by its SHA-256), to disconnect them when it is revoked. */
export const tokenRoom = (tokenHash: string) => `token:${tokenHash}`;

/** Room of the sockets in one interview's video room. */
export const videoRoom = (interviewId: number, roomName: string) =>
  `video:${interviewId}:${roomName}`;
