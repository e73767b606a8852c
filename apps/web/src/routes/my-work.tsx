/**
 * /mi-trabajo: the home of employees and drivers (docs/decisions/0013-company-workspace-routes.md):
 * what they can do, and the company and department they work in; a driver gets their day instead
 * (docs/decisions/0016-revision-report-pdf.md; unit, route, tours, revision orders; features/driver). Both link to their clock-in,
 * /mi-asistencia (docs/decisions/0020-clock-in.md), where employees land. Anybody who is not part of a company's
 * workforce gets the 404.
 */
import { getCompanyQueryOptions } from '@jornada/api-client';
import { ButtonLink, Card } from '@jornada/ui';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import { requireWorkforce } from '../app/require-workspace.ts';
import { useSession } from '../app/use-session.ts';
import { clockInMessages } from '../features/clock-in/clock-in-messages.ts';
import { isDriver, loadDriverDay } from '../features/driver/driver-day.ts';
import { usePrefetchOnIdle, useRoutePreloader } from '../features/pwa/use-prefetch.ts';
import { driverMessages } from '../features/driver/driver-messages.ts';
import { roleHomeMessages } from '../features/role-homes/role-home-messages.ts';
import { paths } from '../paths.ts';

const m = driverMessages.myWork;

// Only drivers download the driver's screen (and the map library under it).
const DriverWorkdayScreen = lazy(async () => ({
  default: (await import('../features/driver/driver-workday-screen.tsx')).DriverWorkdayScreen,
}));

function companyIds(context: Pick<AppContext, 'session'>): number[] {
  const departments = context.session.getSnapshot().user?.departments ?? [];
  return [...new Set(departments.map((department) => department.company_id))];
}

/**
 * The workforce check, and the companies' names (`getCompany` admits the workforce); for a
 * driver, their day (from the device first, so the page opens offline).
 */
export function myWorkLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireWorkforce(context, args);
    const user = context.session.getSnapshot().user;
    if (user && isDriver(user)) {
      await loadDriverDay(context, user.id);
      return null;
    }
    await Promise.all(
      companyIds(context).map((id) =>
        context.queryClient.prefetchQuery(getCompanyQueryOptions(context.api, id)),
      ),
    );
    return null;
  };
}

/** The workforce home screen; a driver's day for drivers. */
export function MyWorkRoute() {
  const { user } = useSession();
  if (user && isDriver(user)) return <DriverHome title={m.title(user.name)} />;
  return <EmployeeHome />;
}

/** The link to the clock-in page (docs/decisions/0020-clock-in.md), for drivers and employees. */
function MyAttendanceLink() {
  return (
    <ButtonLink asChild variant="outline" className="w-fit">
      <Link to={paths.myAttendance.href()}>{clockInMessages.myAttendance.link}</Link>
    </ButtonLink>
  );
}

/** The workforce's links: clock-in, and their complaints (docs/decisions/0022-complaints.md). */
function WorkforceLinks() {
  return (
    <>
      <MyAttendanceLink />
      <ButtonLink asChild variant="outline" className="w-fit">
        <Link to={paths.myComplaints.href()}>{roleHomeMessages.links.complaints}</Link>
      </ButtonLink>
    </>
  );
}

function DriverHome({ title }: { title: string }) {
  const preload = useRoutePreloader();
  // The tour page's code is fetched at once, so that the service worker keeps it and a tour
  // opens offline even if none was opened online (docs/decisions/0017-fleet-map.md).
  usePrefetchOnIdle(() => preload(paths.driverTour.href(1)));
  return (
    <Suspense fallback={null}>
      <DriverWorkdayScreen title={title} links={<WorkforceLinks />} />
    </Suspense>
  );
}

function EmployeeHome() {
  const { api, session } = useAppContext();
  const { user } = useSession();
  const ids = companyIds({ session });
  const companies = useQueries({ queries: ids.map((id) => getCompanyQueryOptions(api, id)) });
  if (!user) return null;
  const roles = [
    user.roles.includes('employee') || user.departments.length > 0 ? m.employee : null,
    user.roles.includes('driver') ? m.driver : null,
  ].filter(Boolean);
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{m.title(user.name)}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <Card className="grid gap-3 p-5">
        <h2 className="text-lg font-semibold">{m.companyHeading}</h2>
        {ids.length === 0 ? (
          <p className="text-muted-foreground">{m.noDepartment}</p>
        ) : (
          <ul className="grid gap-3">
            {ids.map((id, i) => (
              <li key={id} className="grid gap-1">
                <p className="font-medium">{companies[i]?.data?.name ?? '…'}</p>
                <ul className="text-sm text-muted-foreground">
                  {user.departments
                    .filter((department) => department.company_id === id)
                    .map((department) => (
                      <li key={department.id}>{m.department(department.name)}</li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">
          <span className="font-medium">{m.roles}:</span> {roles.join(', ')}
        </p>
      </Card>
      <Card className="grid gap-3 p-5">
        <h2 className="text-lg font-semibold">{m.canHeading}</h2>
        <ul className="list-disc space-y-1 ps-5">
          {m.can.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <MyAttendanceLink />
          <ButtonLink asChild variant="outline" className="w-fit">
            <Link to={paths.jobLetters.href()}>{m.letters}</Link>
          </ButtonLink>
          <ButtonLink asChild variant="outline" className="w-fit">
            <Link to={paths.myComplaints.href()}>{roleHomeMessages.links.complaints}</Link>
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

export { MyWorkRoute as Component };
