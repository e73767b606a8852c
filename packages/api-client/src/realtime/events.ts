/**
 * The events the server pushes over the socket (apps/api/src/realtime/events.ts;
 * spec section 7 "Real-time" leaves names and payloads open, the server fixes them).
 */
import type { components } from '../generated/schema.ts';

/** A notification as pushed (the contract's `Notification`). */
export type NotificationPayload = components['schemas']['Notification'];

/**
 * A unit's new position as pushed to its company's staff (`unit.position`, decision 38): the
 * unit, its status and the fix just stored.
 */
export interface UnitPositionPayload {
  company_id: number;
  unit: components['schemas']['UnitRef'];
  status: components['schemas']['UnitStatus'];
  position: components['schemas']['UnitPosition'];
}

/** Events the server emits, by name. */
export interface ServerToClientEvents {
  /** A notification was created for the user. */
  'notification.created': (notification: NotificationPayload) => void;
  /** A notification of the user was marked read (or unread). */
  'notification.read': (notification: NotificationPayload) => void;
  /** The user's unread count changed; also sent on connection. */
  'notifications.count': (count: { unread: number }) => void;
  /** A unit of one of the user's companies sent a position (company staff only). */
  'unit.position': (event: UnitPositionPayload) => void;
}

/** Events the client emits (none: the socket only pushes). */
export type ClientToServerEvents = Record<string, never>;

/** Name of a server event. */
export type RealtimeEventName = keyof ServerToClientEvents;

/** The payload of event `E`. */
export type RealtimeEventPayload<E extends RealtimeEventName> = Parameters<
  ServerToClientEvents[E]
>[0];
