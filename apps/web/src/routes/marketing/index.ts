/**
 * The public routes of spec section 2 (landing, companies, candidates, launch
 * pages, legal pages, contact), as lazy route objects for the app's router.
 */
import type { RouteObject } from 'react-router';
import type { AppContext } from '../../app/app-context.ts';

/**
 * The marketing routes. `/`, `/empresas` and `/candidatos` share the landing
 * layout (a pathless layout route); the others bring their own chrome
 * ('none' in spec section 2). Mount them as children of the root route,
 * outside the signed-in shell.
 *
 * @param _context - the app context (the pages read it through `useAppContext`; kept for loaders to come).
 */
export function marketingRoutes(_context: AppContext): RouteObject[] {
  return [
    {
      id: 'marketing-landing-layout',
      lazy: () => import('./landing-shell.tsx'),
      children: [
        { id: 'marketing-landing', index: true, lazy: () => import('./landing.tsx') },
        { id: 'marketing-companies', path: '/empresas', lazy: () => import('./companies.tsx') },
        { id: 'marketing-candidates', path: '/candidatos', lazy: () => import('./candidates.tsx') },
      ],
    },
    { id: 'marketing-launch', path: '/lanzamiento', lazy: () => import('./launch.tsx') },
    {
      id: 'marketing-launch-legacy',
      path: '/lanzamiento-legacy',
      lazy: () => import('./launch-legacy.tsx'),
    },
    {
      id: 'marketing-cookie-policy',
      path: '/politicas-cookies',
      lazy: () => import('./cookie-policy.tsx'),
    },
    {
      id: 'marketing-privacy-policy',
      path: '/politicas-privacidad',
      lazy: () => import('./privacy-policy.tsx'),
    },
    {
      id: 'marketing-terms',
      path: '/terminos-servicio',
      lazy: () => import('./terms-of-service.tsx'),
    },
    { id: 'marketing-contact', path: '/contacto', lazy: () => import('./contact.tsx') },
  ];
}
