/**
 * The legal pages and contact of spec section 2 (their own chrome, 'none' in spec section 2). They
 * are not on the first load of `/`, `/vacantes` or a vacancy: `app/deferred-routes.tsx` adds them
 * under the root route on the first navigation to one of them (docs/decisions/0035-first-load.md,
 * item 19). The launch pages stay in the first tree: in launch mode every path redirects there.
 */
import type { RouteObject } from 'react-router';

/** The legal and contact routes, as lazy route objects; mount them under the root route. */
export function marketingPageRoutes(): RouteObject[] {
  return [
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
