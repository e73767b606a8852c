/**
 * The routes that join the tree on the first navigation that needs one (`patchDeferredRoutes` in
 * router.tsx): the legal and contact pages, the sign-in, interview, clock-in and company
 * workspace layouts with their pages, and the default layout's pages other than the vacancy
 * search and a vacancy (the seeker's and
 * the employee's pages, the «page not found» for any other path), and the administrator's console.
 * Their route table — some sixty lazy routes and the list of files each one preloads — is then
 * not on the first load of `/`, `/vacantes` or a vacancy (docs/decisions/0035-first-load.md).
 */
import type { RouteObject } from 'react-router';
import { marketingPageRoutes } from '../../routes/marketing/page-routes.ts';
import { RouteError } from '../../routes/route-error.tsx';
import { paths } from '../../paths.ts';
import type { AppContext } from '../app-context.ts';
import { screens } from './screen-route.ts';
import { adminRoutes } from './admin-routes.ts';
import { WORKSPACE_ROUTE_ID } from './route-ids.ts';

/**
 * The layouts under the root route that are not in the initial route tree. The company
 * workspace's layout has the id `workspace`; its sections join it afterwards
 * (company-workspace-routes.tsx).
 *
 * @param context - the app context the loaders are bound to.
 */
export function rootRoutes(context: AppContext): RouteObject[] {
  const screen = screens(context);
  return [
    ...marketingPageRoutes(),
    {
      lazy: async () => ({
        Component: (await import('../../routes/auth-layout.tsx')).AuthLayoutRoute,
      }),
      children: [
        screen(paths.login, () => import('../../routes/login.tsx')),
        screen(paths.register, () => import('../../routes/register.tsx')),
        screen(paths.verify, () => import('../../routes/verify.tsx')),
        screen(paths.passwordRecovery, () => import('../../routes/password-recovery.tsx')),
      ],
    },
    {
      lazy: async () => ({
        Component: (await import('../../routes/interview-layout.tsx')).InterviewLayoutRoute,
      }),
      children: [
        screen(paths.interviewRoom, () => import('../../routes/interview-room.tsx')),
        screen(paths.interviewLoading, () => import('../../routes/interview-loading.tsx')),
        screen(paths.interviewFarewell, () => import('../../routes/interview-farewell.tsx')),
        screen(paths.interviewVerify, () => import('../../routes/interview-verify.tsx')),
        screen(
          paths.interview,
          () => import('../../routes/interview-detail.tsx'),
          'interviewLoader',
        ),
      ],
    },
    {
      // The public clock-in pages: full screen, no chrome, no sign-in.
      lazy: async () => ({
        Component: (await import('../../routes/clock-layout.tsx')).ClockLayoutRoute,
      }),
      errorElement: <RouteError />,
      children: [
        screen(paths.kiosk, () => import('../../routes/kiosk.tsx')),
        screen(paths.clockLink, () => import('../../routes/clock-link.tsx'), 'clockLinkLoader'),
      ],
    },
    {
      path: paths.workspace.pattern,
      errorElement: <RouteError />,
      lazy: async () => {
        const route = await import('../../routes/workspace-layout.tsx');
        return {
          Component: route.WorkspaceLayoutRoute,
          loader: route.workspaceLayoutLoader(context),
        };
      },
      // Its sections are patched in on the first navigation into a workspace (see below).
      id: WORKSPACE_ROUTE_ID,
    },
    // The administrator's console, in its own shell (routes/admin-layout.tsx).
    ...adminRoutes(context),
  ];
}

/**
 * The default layout's routes that are not in the initial route tree.
 *
 * @param context - the app context the loaders are bound to.
 */
export function shellRoutes(context: AppContext): RouteObject[] {
  const screen = screens(context);
  return [
    screen(paths.home, () => import('../../routes/home.tsx'), 'homeLoader'),
    screen(paths.steps, () => import('../../routes/steps.tsx')),
    screen(paths.verifyDocument, () => import('../../routes/verify-document.tsx')),
    screen(paths.jobApplication, () => import('../../routes/job-application.tsx')),
    screen(paths.favourites, () => import('../../routes/favourites.tsx')),
    screen(paths.applications, () => import('../../routes/applications.tsx')),
    screen(paths.interviews, () => import('../../routes/interviews.tsx')),
    screen(paths.invitations, () => import('../../routes/invitations.tsx')),
    screen(paths.jobLetters, () => import('../../routes/job-letters.tsx')),
    screen(paths.jobLetter, () => import('../../routes/job-letter.tsx'), 'jobLetterLoader'),
    screen(paths.takeWorkInterview, () => import('../../routes/take-work-interview.tsx')),
    screen(paths.evaluationResults, () => import('../../routes/evaluation-results.tsx')),
    screen(paths.myProfile, () => import('../../routes/my-profile.tsx')),
    screen(paths.extendProfile, () => import('../../routes/extend-profile.tsx')),
    screen(paths.myCv, () => import('../../routes/my-cv.tsx')),
    screen(paths.templates, () => import('../../routes/cv-templates.tsx')),
    screen(paths.settings, () => import('../../routes/settings.tsx')),
    screen(paths.myPoints, () => import('../../routes/my-points.tsx'), 'myPointsLoader'),
    screen(paths.checkout, () => import('../../routes/checkout.tsx'), 'checkoutLoader'),
    screen(paths.myWork, () => import('../../routes/my-work.tsx'), 'myWorkLoader'),
    screen(
      paths.myAttendance,
      () => import('../../routes/my-attendance.tsx'),
      'myAttendanceLoader',
    ),
    screen(paths.driverTour, () => import('../../routes/driver-tour.tsx'), 'driverTourLoader'),
    screen(paths.fileComplaint, () => import('../../routes/file-complaint.tsx')),
    screen(
      paths.myComplaints,
      () => import('../../routes/my-complaints.tsx'),
      'myComplaintsLoader',
    ),
    screen(paths.myComplaint, () => import('../../routes/my-complaint.tsx'), 'myComplaintLoader'),
    screen('*', () => import('../../routes/not-found.tsx')),
  ];
}
