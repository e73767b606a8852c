/**
 * The socket.io events Jornada pushes to a signed-in user, typed for the
 * server and for clients (`socket.io-client`'s `Socket<ServerToClientEvents>`).
 * Every socket joins the room {@link userRoom} of its user.
 */

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
  'pago',
  'sistema',
] as const;

/** One of {@link notificationTypes}. */
export type NotificationType = (typeof notificationTypes)[number];

/** Events the server emits. */
export interface ServerToClientEvents {
  /** A notification was created for the user. */
  'notification.created': (notification: NotificationPayload) => void;
  /** A notification of the user was marked read (or unread). */
  'notification.read': (notification: NotificationPayload) => void;
  /** The user's unread count changed; also sent on connection. */
  'notifications.count': (count: { unread: number }) => void;
}

/** Events clients emit (none yet: the socket only pushes). */
export type ClientToServerEvents = Record<string, never>;

/** Per-socket data: the authenticated user, the SHA-256 of the token it used and when that token expires. */
export interface SocketData {
  userId: number;
  tokenHash: string;
  /** Expiry of the token, in milliseconds since the epoch. */
  tokenExpiresAt: number;
}

/** Room of every socket of one user. */
export const userRoom = (userId: number) => `user:${userId}`;

/** Room of every socket authenticated with one access token (by its SHA-256), to disconnect them when it is revoked. */
export const tokenRoom = (tokenHash: string) => `token:${tokenHash}`;
