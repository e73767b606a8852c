/**
 * The socket.io events Jornada pushes to a signed-in user: their types are the
 * client's (`@jornada/api-client/realtime`, one definition for both sides); the
 * server adds its per-socket data and room names.
 * Every socket joins the room {@link userRoom} of its user, and the room
 * {@link companyRoom} of every company its user is staff of.
 */
import type { components } from '@jornada/api-client/schema';

export type {
  ClientToServerEvents,
  ClockStatusPayload,
  NotificationPayload,
  RoomJoinAck,
  RoomMediaState,
  RoomParticipant,
  RoomPresencePayload,
  RoomSignalPayload,
  ServerToClientEvents,
  UnitPositionPayload,
  VideoRecordingPayload,
} from '@jornada/api-client/realtime';

/** Notification types of the contract (`Notification.type`), in the settings' order. */
export const notificationTypes = [
  'postulacion',
  'entrevista',
  'vacante',
  'carta_laboral',
  'queja',
  'pago',
  'sistema',
] as const satisfies readonly components['schemas']['Notification']['type'][];

/** One of {@link notificationTypes}. */
export type NotificationType = (typeof notificationTypes)[number];

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
