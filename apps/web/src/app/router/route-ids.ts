/**
 * Ids of the routes under which router.tsx patches the route tables that join on the way in
 * (docs/decisions/0035-first-load.md). Their own module, so that the lazy tables can name them
 * without importing the router.
 */

/** The root route (launch mode, redirects, access rules, session). */
export const ROOT_ROUTE_ID = 'root';

/** The company workspace's layout route, under which its sections are patched in. */
export const WORKSPACE_ROUTE_ID = 'workspace';

/** The default layout's route (`RootLayout`), under which deferred-routes.tsx's pages join. */
export const SHELL_ROUTE_ID = 'shell';
