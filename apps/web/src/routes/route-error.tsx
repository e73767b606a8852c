/**
 * Global error element: 404s show the not-found
 * screen, anything else the connection-error screen; for search-engine and
 * preview bots nothing is rendered and the error is only logged.
 */
import { ApiError } from '@jornada/api-client';
import { ConnectionErrorScreen, NotFoundScreen } from '@jornada/ui/error-screens';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../paths.ts';

const botPattern = /bot|lighthouse|facebookexternalhit|facebook|google/i;

/** Whether a user agent is a search-engine or preview bot. */
export function isBot(userAgent: string): boolean {
  return botPattern.test(userAgent);
}

/** Whether an error is a "not found" (route 404 or API 404). */
export function isNotFound(error: unknown): boolean {
  return (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404)
  );
}

function RouterLink({
  href,
  ...props
}: {
  href: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return <Link to={href} {...props} />;
}

/** A readable line for the log: a route error's status and message, or the error itself. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${typeof error.data === 'string' ? error.data : error.statusText}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The error element of the root route. */
export function RouteError() {
  const error = useRouteError();
  if (isBot(navigator.userAgent)) {
    console.error(describeError(error));
    return null;
  }
  return isNotFound(error) ? (
    <NotFoundScreen homeHref={paths.home.href()} linkComponent={RouterLink} />
  ) : (
    <ConnectionErrorScreen homeHref={paths.home.href()} linkComponent={RouterLink} />
  );
}
