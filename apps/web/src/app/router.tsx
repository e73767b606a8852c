/**
 * The route tree (spec section 2). Route modules load lazily; data loads in
 * loaders through TanStack Query so that screens render from the cache.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '../routes/root.tsx';
import { RouteError } from '../routes/route-error.tsx';
import type { AppContext } from './app-context.ts';
import { restoreSession } from './restore-session.ts';

/** The routes, with loaders bound to the app context. */
export function createRoutes(context: AppContext): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteError />,
      loader: () => restoreSession(context),
      hydrateFallbackElement: null,
      children: [
        { path: '/login', lazy: () => import('../routes/login.tsx') },
        {
          element: <RootLayout />,
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: () => import('../routes/landing.tsx') },
            { path: '/inicio', lazy: () => import('../routes/home.tsx') },
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
                return { Component: route.VacancyDetailRoute, loader: route.vacancyLoader(context) };
              },
            },
            { path: '*', lazy: () => import('../routes/not-found.tsx') },
          ],
        },
      ],
    },
  ];
}

/** Creates the browser router. */
export function createAppRouter(context: AppContext) {
  return createBrowserRouter(createRoutes(context));
}
