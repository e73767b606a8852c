/**
 * The route tree of spec section 2. Route modules and layouts load lazily, so
 * the landing page does not download the signed-in shell; data loads in
 * loaders through TanStack Query so that screens render from the cache. The
 * root loader applies launch mode, server redirect rules, the access rules
 * and session restoring on every navigation. The company workspace's sections
 * (company-workspace-routes.tsx) join the tree on the first navigation into a
 * workspace, so that their route table is not on anyone else's first load
 * (docs/decisions/0035-first-load.md).
 */
import {
  createBrowserRouter,
  matchPath,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { paths } from '../paths.ts';
import { marketingRoutes } from '../routes/marketing/index.ts';
import { RouteError } from '../routes/route-error.tsx';
import type { AppContext } from './app-context.ts';
import { adminRoutes } from './admin-routes.ts';
import { rootLoader } from './root-loader.ts';

/** The routes, with loaders bound to the app context. */
export function createRoutes(context: AppContext): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteError />,
      loader: rootLoader(context),
      shouldRevalidate: () => true,
      hydrateFallbackElement: null,
      children: [
        ...marketingRoutes(context),
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
        {
          lazy: async () => ({ Component: (await import('../routes/root.tsx')).RootLayout }),
          errorElement: <RouteError />,
          children: [
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
            {
              path: '/vacantes',
              lazy: async () => {
                const route = await import('../routes/vacancies.tsx');
                return { Component: route.Component, loader: route.vacanciesLoader(context) };
              },
            },
            {
              path: '/vacantes/:id',
              lazy: async () => {
                const route = await import('../routes/vacancy-detail.tsx');
                return {
                  Component: route.VacancyDetailRoute,
                  loader: route.vacancyLoader(context),
                };
              },
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
          ],
        },
      ],
    },
  ];
}

/** Id of the company workspace's layout route, under which its sections are patched in. */
export const WORKSPACE_ROUTE_ID = 'workspace';

/**
 * The router's `patchRoutesOnNavigation`: on the first navigation into a company workspace
 * (`/empresa/:companyId…`), loads the workspace's route table and adds its sections under
 * the layout route; every other navigation passes through at once.
 *
 * @param context - the app context the sections' loaders are bound to.
 * @throws the import's error when the route table cannot load (the navigation shows the error
 *   screen; the next navigation tries again).
 */
export function patchWorkspaceRoutes(context: AppContext): PatchRoutesOnNavigationFunction {
  let patched: Promise<void> | null = null;
  return ({ path, patch }) => {
    if (!matchPath({ path: paths.workspace.pattern, end: false }, path)) return;
    patched ??= import('./company-workspace-routes.tsx').then(
      ({ workspaceRoutes }) => patch(WORKSPACE_ROUTE_ID, workspaceRoutes(context)),
      (error: unknown) => {
        patched = null;
        throw error;
      },
    );
    return patched;
  };
}

/** Creates the browser router. */
export function createAppRouter(context: AppContext) {
  return createBrowserRouter(createRoutes(context), {
    patchRoutesOnNavigation: patchWorkspaceRoutes(context),
  });
}
