/**
 * The legal pages and contact (with their own chrome, not the default layout's). They
 * are not on the first load of `/`, `/vacantes` or a vacancy: `app/router/deferred-routes.tsx` adds them
 * under the root route on the first navigation to one of them (docs/decisions/0035-first-load.md,
 * item 19). The launch pages stay in the first tree: in launch mode every path redirects there.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** The legal and contact routes, as lazy route objects; mount them under the root route. */
export function marketingPageRoutes(): RouteObject[] {
  return [
    {
      id: 'marketing-cookie-policy',
      path: paths.cookiePolicy.pattern,
      lazy: () => import('./cookie-policy.tsx'),
    },
    {
      id: 'marketing-privacy-policy',
      path: paths.privacyPolicy.pattern,
      lazy: () => import('./privacy-policy.tsx'),
    },
    {
      id: 'marketing-terms',
      path: paths.terms.pattern,
      lazy: () => import('./terms-of-service.tsx'),
    },
    { id: 'marketing-contact', path: paths.contact.pattern, lazy: () => import('./contact.tsx') },
  ];
}
