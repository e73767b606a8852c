/**
 * /checar#<token> (the employee's side; decision 39): the personal link on the
 * employee's phone, no sign-in. Their name, company, today's shift and status with the same big
 * buttons as /mi-asistencia through `createClockLinkAttendance`, with the position and the same
 * offline queue (`client_id` + `at`); the week's shifts. An expired or revoked link (410) shows a
 * page that sends them to their supervisor. Kept on the device after a first visit.
 */
import { getClockLinkQueryOptions, isApiError } from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { clockInMessages } from './clock-in-messages.ts';
import { ClockChecksPanel } from './clock-panel.tsx';
import { linkClockOutbox, type LinkCheck } from './clock-outbox.ts';
import type { Check } from './clock-state.ts';
import { dayIn } from './format.ts';
import { LinkProblem } from './link-problem.tsx';
import { useLinkToken } from './link-token.ts';
import { timeZoneOf } from './my-clock.ts';
import { linkClockCache } from './offline-cache.ts';
import { useClockChecks } from './use-clock-checks.ts';
import { WeekShifts } from './week-shifts.tsx';

const m = clockInMessages.link;

/** The personal link's page for the token in the location's hash. */
export function ClockLinkPage() {
  const token = useLinkToken() ?? '';
  const context = useAppContext();
  const { api, queryClient } = context;
  const link = useQuery({
    ...getClockLinkQueryOptions(api, token),
    enabled: token !== '',
    retry: false,
  });
  useEffect(() => linkClockCache.persist(queryClient, 'device'), [queryClient]);
  const employee = link.data?.employee ?? undefined;
  const timeZone = timeZoneOf(employee);
  const today = dayIn(timeZone);
  const toChange = useCallback((check: Check): LinkCheck => ({ token, check }), [token]);
  const owns = useCallback((change: LinkCheck) => change.token === token, [token]);
  const clock = useClockChecks({
    outbox: linkClockOutbox(context),
    employee,
    today,
    timeZone,
    toChange,
    owns,
  });

  const status = isApiError(link.error) ? link.error.status : undefined;
  const refusedAs = isApiError(clock.refusal?.error) ? clock.refusal.error.status : undefined;
  if (status === 410 || refusedAs === 410)
    return <LinkProblem title={m.expiredTitle} text={m.expiredText} />;
  if (
    !token ||
    status === 401 ||
    status === 400 ||
    refusedAs === 401 ||
    (link.data && !link.data.employee)
  )
    return <LinkProblem title={m.invalidTitle} text={m.invalidText} />;
  if (!link.data || !employee || !clock.shown) {
    if (!link.isError && clock.online) return null;
    return clock.online ? (
      <LinkProblem
        title={m.loadError}
        text={m.loadErrorText}
        onRetry={() => void link.refetch()}
        retryLabel={clockInMessages.myAttendance.retry}
      />
    ) : (
      <LinkProblem title={m.loadError} text={clockInMessages.myAttendance.offlineEmpty} />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 p-4 sm:py-8">
      <title>{m.documentTitle(employee.name)}</title>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{employee.name}</h1>
        <p className="text-muted-foreground">{m.company(link.data.company.name)}</p>
      </div>
      <ClockChecksPanel clock={clock} today={today} timeZone={timeZone} />
      <WeekShifts week={employee.week} today={today} />
    </div>
  );
}
