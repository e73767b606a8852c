/**
 * The events the server pushes over the socket (apps/api/src/realtime/events.ts;
 * spec section 7 "Real-time" leaves names and payloads open, the server fixes them).
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
 * An employee's clock-in status changed (a check-in, a break, a check-out, a correction), pushed
 * to the staff of their company (issue 18, decision 39): the contract's `EmployeeClockStatus` of
 * the employee now, with the company.
 */
export type ClockStatusPayload = components['schemas']['EmployeeClockStatus'] & {
  company_id: number;
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
  /** An employee of a company the user is staff of changed clock-in status. */
  'clock.status': (payload: ClockStatusPayload) => void;
}

/** Events the client emits (none: the socket only pushes). */
export type ClientToServerEvents = Record<string, never>;

/** Name of a server event. */
export type RealtimeEventName = keyof ServerToClientEvents;

/** The payload of event `E`. */
export type RealtimeEventPayload<E extends RealtimeEventName> = Parameters<
  ServerToClientEvents[E]
>[0];
