/**
 * The clock-in panel of a phone (decision 39), shared by /mi-asistencia
 * and /checar: today's shift, the status with its live time, the big buttons, the checks waiting
 * to be sent, the outcome of the last check (a polite live region; refusals as an alert, in the
 * server's own words, right under the buttons) and today's breaks. Before «Registrar entrada» it
 * says whether the company asks for the position (docs/decisions/0043-location-policy-per-shift.md).
 */
import { Badge, Button, Card } from '@jornada/ui';
import { CloudOff } from 'lucide-react';
import { clockInMessages } from './clock-in-messages.ts';
import { checkErrorText } from './check-errors.ts';
import { ClockActions } from './clock-actions.tsx';
import type { Refusal } from './clock-outbox.ts';
import {
  openBreak,
  phaseOf,
  todayBreaks,
  todayShift,
  type Check,
  type ClockAction,
  type ClockerEmployee,
} from './clock-state.ts';
import { Elapsed } from './elapsed.tsx';
import { clockTime } from './format.ts';
import type { LocationProblem } from './geolocation.ts';
import { asksForPosition, locationWarning, policyNotice, policyOf } from './location-policy.ts';

const m = clockInMessages;

/** Props of {@link ClockPanel} (most come from `useClockChecks`). */
export interface ClockPanelProps {
  /** The employee with the waiting checks applied. */
  employee: ClockerEmployee;
  today: string;
  timeZone: string;
  pending: readonly Check[];
  online: boolean;
  busy: boolean;
  location: LocationProblem | null;
  announcement: string;
  refusal: Refusal | null;
  onDismissRefusal: () => void;
  onCheck: (type: ClockAction, recessId?: number) => Promise<void>;
}

/** Status, actions, waiting checks and today's breaks. */
export function ClockPanel({
  employee,
  today,
  timeZone,
  pending,
  online,
  busy,
  location,
  announcement,
  refusal,
  onDismissRefusal,
  onCheck,
}: ClockPanelProps) {
  const shift = todayShift(employee, today);
  const phase = phaseOf(employee);
  const open = employee.open_attendance;
  const running = openBreak(employee);
  const last = employee.last_attendance;
  const breaks = todayBreaks(employee, today);
  const time = (iso: string) => clockTime(iso, timeZone);
  const policy = policyOf(employee);
  const notice = phase === 'out' ? policyNotice(policy) : null;
  return (
    <div className="grid gap-6">
      <Card className="grid gap-4 p-5">
        <h2 className="text-lg font-semibold">{m.panel.statusHeading}</h2>
        <p className="font-medium">
          {shift ? m.panel.todayShift(shift.name, shift.start, shift.end) : m.panel.todayRest}
        </p>
        <div className="grid gap-1">
          <p
            className="text-3xl font-bold"
            data-status={employee.clock_status}
            data-testid="clock-status"
          >
            {m.statuses[employee.clock_status]}
          </p>
          {open ? (
            <p className="text-muted-foreground">{m.panel.checkedInAt(time(open.check_in_at))}</p>
          ) : last?.check_out_at && last.date === today ? (
            <p className="text-muted-foreground">{m.panel.checkedOutAt(time(last.check_out_at))}</p>
          ) : null}
        </div>
        {running ? (
          <Elapsed key={running.started_at} label={m.panel.onBreakFor} since={running.started_at} />
        ) : null}
        {open ? (
          <Elapsed key={open.check_in_at} label={m.panel.onShiftFor} since={open.check_in_at} />
        ) : null}
        {notice ? (
          <p className="text-muted-foreground" data-testid="location-policy">
            {notice}
          </p>
        ) : null}
        <ClockActions phase={phase} recesses={employee.recesses} busy={busy} onCheck={onCheck} />
        <p role="status" className="empty:hidden">
          {busy && asksForPosition(policy) ? m.panel.locating : announcement}
        </p>
        {refusal ? (
          <div
            role="alert"
            className="grid justify-items-start gap-2 rounded-md bg-danger px-3 py-2 text-danger-foreground"
          >
            <p>
              {m.panel.refused(
                m.queued[refusal.check.type],
                time(refusal.check.at),
                checkErrorText(refusal.check.type, refusal.error),
              )}
            </p>
            <Button variant="outline" size="sm" onClick={onDismissRefusal}>
              {m.panel.dismiss}
            </Button>
          </div>
        ) : null}
        {location ? (
          <p role="alert" className="rounded-md bg-warning px-3 py-2 text-warning-foreground">
            {locationWarning(location, policy)}
          </p>
        ) : null}
        {!online ? (
          <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
            <CloudOff aria-hidden="true" className="size-5 shrink-0" />
            {m.panel.offline}
          </p>
        ) : null}
      </Card>
      {pending.length ? (
        <section aria-labelledby="por-enviar" className="grid gap-2">
          <h2 id="por-enviar" className="text-lg font-semibold">
            {m.panel.pendingHeading}
          </h2>
          <ul className="grid gap-2">
            {pending.map((check) => (
              <li
                key={check.client_id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
              >
                <span>{m.panel.pendingItem(m.queued[check.type], time(check.at))}</span>
                <Badge variant="warning">{m.panel.pending}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="mis-recesos" className="grid gap-2">
        <h2 id="mis-recesos" className="text-lg font-semibold">
          {m.panel.breaksHeading}
        </h2>
        {breaks.length ? (
          <ul className="grid gap-1">
            {breaks.map((b) => (
              <li key={`${b.id}-${b.started_at}`}>
                {m.panel.breakItem(
                  b.recess?.name ?? m.panel.unplanned,
                  time(b.started_at),
                  b.ended_at ? time(b.ended_at) : null,
                  b.minutes,
                )}
                {b.paid ? ` · ${m.panel.paid}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{m.panel.noBreaks}</p>
        )}
      </section>
    </div>
  );
}

/** What {@link ClockChecksPanel} reads of `useClockChecks`. */
export interface ClockChecksState {
  /** The employee with the waiting checks applied; nothing is drawn before it is known. */
  shown: ClockerEmployee | undefined;
  pending: readonly Check[];
  online: boolean;
  busy: boolean;
  location: LocationProblem | null;
  announcement: string;
  refusal: Refusal | null;
  dismissRefusal: () => void;
  check: (type: ClockAction, recessId?: number) => Promise<void>;
}

/**
 * The panel wired to the checks of `useClockChecks`, as /mi-asistencia and the personal link
 * page (/checar) both show it. @param today - `YYYY-MM-DD`; @param timeZone - IANA zone.
 */
export function ClockChecksPanel({
  clock,
  today,
  timeZone,
}: {
  clock: ClockChecksState;
  today: string;
  timeZone: string;
}) {
  if (!clock.shown) return null;
  return (
    <ClockPanel
      employee={clock.shown}
      today={today}
      timeZone={timeZone}
      pending={clock.pending}
      online={clock.online}
      busy={clock.busy}
      location={clock.location}
      announcement={clock.announcement}
      refusal={clock.refusal}
      onDismissRefusal={clock.dismissRefusal}
      onCheck={clock.check}
    />
  );
}
