/**
 * The routes that join the tree on the first navigation that needs one (`patchDeferredRoutes` in
 * router.tsx): the legal and contact pages, the sign-in, interview, clock-in and company
 * workspace layouts with their pages, and the default layout's pages other than the vacancy
 * search and a vacancy (the seeker's and
 * the employee's pages, the administrator's console, the «page not found» for any other path).
 * Their route table — some sixty lazy routes and the list of files each one preloads — is then
 * not on the first load of `/`, `/vacantes` or a vacancy (docs/decisions/0035-first-load.md).
 */
import type { RouteObject } from 'react-router';
import { marketingPageRoutes } from '../routes/marketing/page-routes.ts';
import { RouteError } from '../routes/route-error.tsx';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';
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
  return [
    ...marketingPageRoutes(),
    {
      lazy: async () => ({
        Component: (await import('../routes/auth-layout.tsx')).AuthLayoutRoute,
      }),
      children: [
        { path: '/login', lazy: () => import('../routes/login.tsx') },
        { path: '/registro', lazy: () => import('../routes/register.tsx') },
        { path: '/verificarme', lazy: () => import('../routes/verify.tsx') },
        { path: '/recuperar-password', lazy: () => import('../routes/password-recovery.tsx') },
      ],
    },
    {
      lazy: async () => ({
        Component: (await import('../routes/interview-layout.tsx')).InterviewLayoutRoute,
      }),
      children: [
        { path: '/entrevistas/sala', lazy: () => import('../routes/interview-room.tsx') },
        {
          path: '/entrevistas/cargando',
          lazy: () => import('../routes/interview-loading.tsx'),
        },
        {
          path: '/entrevistas/despedida',
          lazy: () => import('../routes/interview-farewell.tsx'),
        },
        {
          path: '/entrevistas/verificar-datos',
          lazy: () => import('../routes/interview-verify.tsx'),
        },
        {
          path: '/entrevistas/:id',
          lazy: async () => {
            const route = await import('../routes/interview-detail.tsx');
            return { Component: route.Component, loader: route.interviewLoader(context) };
          },
        },
      ],
    },
    {
      // The public clock-in pages (issue 18): full screen, no chrome, no sign-in.
      lazy: async () => ({
        Component: (await import('../routes/clock-layout.tsx')).ClockLayoutRoute,
      }),
      errorElement: <RouteError />,
      children: [
        { path: paths.kiosk.pattern, lazy: () => import('../routes/kiosk.tsx') },
        {
          path: paths.clockLink.pattern,
          lazy: async () => {
            const route = await import('../routes/clock-link.tsx');
            return { Component: route.Component, loader: route.clockLinkLoader(context) };
          },
        },
      ],
    },
    {
      path: paths.workspace.pattern,
      errorElement: <RouteError />,
      lazy: async () => {
        const route = await import('../routes/workspace-layout.tsx');
        return {
          Component: route.WorkspaceLayoutRoute,
          loader: route.workspaceLayoutLoader(context),
        };
      },
      // Its sections are patched in on the first navigation into a workspace (see below).
      id: WORKSPACE_ROUTE_ID,
    },
  ];
}

/**
 * The default layout's routes that are not in the initial route tree.
 *
 * @param context - the app context the loaders are bound to.
 */
export function shellRoutes(context: AppContext): RouteObject[] {
  return [
    {
      path: '/inicio',
      lazy: async () => {
        const route = await import('../routes/home.tsx');
        return { Component: route.Component, loader: route.homeLoader(context) };
      },
    },
    { path: '/pasos', lazy: () => import('../routes/steps.tsx') },
    {
      path: paths.verifyDocument.pattern,
      lazy: () => import('../routes/verify-document.tsx'),
    },
    { path: '/solicitud-trabajo', lazy: () => import('../routes/job-application.tsx') },
    { path: '/mis-favoritos', lazy: () => import('../routes/favourites.tsx') },
    { path: '/mis-postulaciones', lazy: () => import('../routes/applications.tsx') },
    { path: '/mis-entrevistas', lazy: () => import('../routes/interviews.tsx') },
    { path: paths.invitations.pattern, lazy: () => import('../routes/invitations.tsx') },
    { path: '/cartas-laborales', lazy: () => import('../routes/job-letters.tsx') },
    {
      path: '/cartas-laborales/ver-carta-laboral/:id',
      lazy: async () => {
        const route = await import('../routes/job-letter.tsx');
        return { Component: route.Component, loader: route.jobLetterLoader(context) };
      },
    },
    {
      path: paths.takeWorkInterview.pattern,
      lazy: () => import('../routes/take-work-interview.tsx'),
    },
    {
      path: '/resultados-evaluacion/:id',
      lazy: () => import('../routes/evaluation-results.tsx'),
    },
    { path: '/mi-perfil', lazy: () => import('../routes/my-profile.tsx') },
    { path: '/extender-perfil', lazy: () => import('../routes/extend-profile.tsx') },
    { path: '/mi-cv', lazy: () => import('../routes/my-cv.tsx') },
    { path: '/ver-plantillas', lazy: () => import('../routes/cv-templates.tsx') },
    { path: '/ajustes', lazy: () => import('../routes/settings.tsx') },
    {
      path: paths.myPoints.pattern,
      lazy: async () => {
        const route = await import('../routes/my-points.tsx');
        return { Component: route.Component, loader: route.myPointsLoader(context) };
      },
    },
    {
      path: paths.checkout.pattern,
      lazy: async () => {
        const route = await import('../routes/checkout.tsx');
        return { Component: route.Component, loader: route.checkoutLoader(context) };
      },
    },
    {
      path: paths.myWork.pattern,
      lazy: async () => {
        const route = await import('../routes/my-work.tsx');
        return { Component: route.Component, loader: route.myWorkLoader(context) };
      },
    },
    {
      path: paths.myAttendance.pattern,
      lazy: async () => {
        const route = await import('../routes/my-attendance.tsx');
        return { Component: route.Component, loader: route.myAttendanceLoader(context) };
      },
    },
    {
      path: paths.driverTour.pattern,
      lazy: async () => {
        const route = await import('../routes/driver-tour.tsx');
        return { Component: route.Component, loader: route.driverTourLoader(context) };
      },
    },
    {
      path: paths.fileComplaint.pattern,
      lazy: () => import('../routes/file-complaint.tsx'),
    },
    {
      path: paths.myComplaints.pattern,
      lazy: async () => {
        const route = await import('../routes/my-complaints.tsx');
        return { Component: route.Component, loader: route.myComplaintsLoader(context) };
      },
    },
    {
      path: paths.myComplaint.pattern,
      lazy: async () => {
        const route = await import('../routes/my-complaint.tsx');
        return { Component: route.Component, loader: route.myComplaintLoader(context) };
      },
    },
    ...adminRoutes(context),
    { path: '*', lazy: () => import('../routes/not-found.tsx') },
  ];
}
