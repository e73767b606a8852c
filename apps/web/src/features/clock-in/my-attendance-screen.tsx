/**
 * /mi-asistencia (decision 39): the signed-in employee's clock-in on a phone —
 * today's shift and status with the one big button, the checks waiting to be sent, today's
 * breaks, this week's shifts, the last 14 days, the kiosk PIN and the personal link's QR code.
 * Works offline once visited: the data is kept on the device and checks wait in the outbox.
 */
import { getMyClockInQueryOptions, isApiError } from '@jornada/api-client';
import { Button } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { useSession } from '../../app/use-session.ts';
import { clockInMessages } from './clock-in-messages.ts';
import { paths } from '../../paths.ts';
import { AttendanceHistory } from './attendance-history.tsx';
import { ClockChecksPanel } from './clock-panel.tsx';
import { myClockOutbox, type MyCheck } from './clock-outbox.ts';
import type { Check } from './clock-state.ts';
import { dayIn } from './format.ts';
import { historyQueryOptions, timeZoneOf } from './my-clock.ts';
import { myClockCache } from './offline-cache.ts';
import { PersonalQr } from './personal-qr.tsx';
import { PinForm } from './pin-form.tsx';
import { useClockChecks } from './use-clock-checks.ts';
import { WeekShifts } from './week-shifts.tsx';

const m = clockInMessages.myAttendance;

/** Props of {@link MyAttendanceScreen}. */
export interface MyAttendanceScreenProps {
  /** The label of the link to /mi-trabajo (a driver's day, or an employee's company). */
  myWorkLabel: string;
}

/** The employee's clock-in page. */
export function MyAttendanceScreen({ myWorkLabel }: MyAttendanceScreenProps) {
  const context = useAppContext();
  const { api, queryClient } = context;
  const userId = useSession().user?.id ?? 0;
  const me = useQuery(getMyClockInQueryOptions(api));
  const employee = me.data;
  const timeZone = timeZoneOf(employee);
  const today = dayIn(timeZone);
  const history = useQuery({
    ...historyQueryOptions(api, employee?.id ?? 0, today),
    enabled: Boolean(employee),
  });
  useEffect(() => myClockCache.persist(queryClient, userId), [queryClient, userId]);
  const outbox = myClockOutbox(context, userId);
  const employeeId = employee?.id ?? 0;
  const toChange = useCallback((check: Check): MyCheck => ({ employeeId, check }), [employeeId]);
  const owns = useCallback(() => true, []);
  const clock = useClockChecks({ outbox, employee, today, timeZone, toChange, owns });

  return (
    <div className="grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        {employee ? <p className="text-muted-foreground">{m.greeting(employee.name)}</p> : null}
        <Link
          to={paths.myWork.href()}
          className="w-fit font-medium text-primary underline underline-offset-4"
        >
          {myWorkLabel}
        </Link>
      </div>
      {!clock.shown || !employee ? (
        me.isError || !clock.online ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>
              {isApiError(me.error) && me.error.status === 404
                ? m.notEmployee
                : clock.online
                  ? m.loadError
                  : m.offlineEmpty}
            </p>
            {clock.online && !(isApiError(me.error) && me.error.status === 404) ? (
              <Button variant="outline" onClick={() => void me.refetch()}>
                {m.retry}
              </Button>
            ) : null}
          </div>
        ) : null
      ) : (
        <>
          <ClockChecksPanel clock={clock} today={today} timeZone={timeZone} />
          <WeekShifts week={employee.week} today={today} />
          <AttendanceHistory records={history.data?.data} timeZone={timeZone} />
          <PinForm employeeId={employee.id} pinSet={employee.pin_set} />
          <PersonalQr employeeId={employee.id} timeZone={timeZone} />
        </>
      )}
    </div>
  );
}
