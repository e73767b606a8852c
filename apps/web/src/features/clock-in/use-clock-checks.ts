/**
 * Making checks from a phone (decision 39), shared by /mi-asistencia and
 * /checar: the instant of the click and a `client_id`, the device's position (at most 10 s), the
 * check queued in an outbox (no position is asked for when the company's rule is `off`,
 * docs/decisions/0043-location-policy-per-shift.md) and shown at once on top of the server's state, and what to
 * announce once it is sent, kept offline or refused.
 */
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { clockInMessages } from './clock-in-messages.ts';
import type { CheckOutbox } from './clock-outbox.ts';
import { applyCheck, type Check, type ClockAction, type ClockerEmployee } from './clock-state.ts';
import { clockTime } from './format.ts';
import { currentPosition, type LocationProblem } from './geolocation.ts';
import { asksForPosition, policyOf } from './location-policy.ts';

const m = clockInMessages;
const isOnline = () => onlineManager.isOnline();

/** Options of {@link useClockChecks}. */
export interface UseClockChecksOptions<C extends { check: Check }> {
  outbox: CheckOutbox<C>;
  /** The employee as last known from the server (cached, maybe offline). */
  employee: ClockerEmployee | undefined;
  /** The company's day 'YYYY-MM-DD'. */
  today: string;
  timeZone: string;
  /** Wraps a check into the outbox's change. */
  toChange: (check: Check) => C;
  /** Which queued changes are this screen's (a personal link shows only its own). */
  owns: (change: C) => boolean;
}

/** The screen's clock-in state and the function that makes a check. */
export function useClockChecks<C extends { check: Check }>({
  outbox,
  employee,
  today,
  timeZone,
  toChange,
  owns,
}: UseClockChecksOptions<C>) {
  const entries = useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
  const refusal = useSyncExternalStore(outbox.subscribe, outbox.refusal, outbox.refusal);
  const online = useSyncExternalStore(onlineManager.subscribe, isOnline, () => true);
  const [busy, setBusy] = useState(false);
  const [location, setLocation] = useState<LocationProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const pending = useMemo(
    () => entries.filter(owns).map((change) => change.check),
    [entries, owns],
  );
  const shown = useMemo(
    () =>
      employee ? pending.reduce((e, check) => applyCheck(e, check, today), employee) : employee,
    [employee, pending, today],
  );

  const check = useCallback(
    async (type: ClockAction, recessId?: number) => {
      const at = new Date().toISOString();
      const made: Check = { type, at, client_id: crypto.randomUUID() };
      if (recessId !== undefined) made.recess_id = recessId;
      setBusy(true);
      setAnnouncement('');
      const position =
        employee && !asksForPosition(policyOf(employee)) ? null : await currentPosition();
      if (!position) setLocation(null);
      else if ('coords' in position) {
        made.latitude = position.coords.latitude;
        made.longitude = position.coords.longitude;
        setLocation(null);
      } else setLocation(position.problem);
      outbox.dismissRefusal();
      outbox.add(toChange(made));
      setBusy(false);
      await outbox.flush();
      const time = clockTime(at, timeZone);
      if (outbox.refusal()?.check.client_id === made.client_id) return;
      const waiting = outbox.entries().some((change) => change.check.client_id === made.client_id);
      setAnnouncement(waiting ? m.panel.savedOffline(m.queued[type], time) : m.done[type](time));
    },
    [outbox, toChange, timeZone, employee],
  );

  return {
    /** The employee with the waiting checks applied. */
    shown,
    /** This screen's checks waiting to be sent, oldest first. */
    pending,
    online,
    /** True while the position is being read. */
    busy,
    /** Why the last check went without coordinates, or null. */
    location,
    /** The last check's outcome, for the polite live region. */
    announcement,
    refusal,
    dismissRefusal: outbox.dismissRefusal,
    check,
  };
}
