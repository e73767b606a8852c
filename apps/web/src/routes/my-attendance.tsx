/**
 * /mi-asistencia: the employee's clock-in (docs/decisions/0020-clock-in.md; features/clock-in), for employees and
 * drivers; anybody else who is not part of a company's workforce gets the 404. The data comes
 * from the device first, so the page opens offline after a first visit.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireWorkforce } from '../app/require-workspace.ts';
import { useSession } from '../app/use-session.ts';
import { clockInMessages } from '../features/clock-in/clock-in-messages.ts';
import { MyAttendanceScreen } from '../features/clock-in/my-attendance-screen.tsx';
import { loadMyClock } from '../features/clock-in/my-clock.ts';
import { isDriver } from '../features/driver/driver-day.ts';

const m = clockInMessages.myAttendance;

/** The workforce check, then the employee's clock-in and history (saved copy first). */
export function myAttendanceLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireWorkforce(context, args);
    const user = context.session.getSnapshot().user;
    if (user) await loadMyClock(context, user.id);
    return null;
  };
}

/** The page; the link back names what /mi-trabajo holds for this user. */
export function MyAttendanceRoute() {
  const { user } = useSession();
  return <MyAttendanceScreen myWorkLabel={isDriver(user) ? m.driverDay : m.myWork} />;
}

export { MyAttendanceRoute as Component };
