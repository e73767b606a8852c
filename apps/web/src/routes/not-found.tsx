/**
 * Catch-all route: an unknown path raises the 404.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { pageNotFound } from './page-not-found.ts';

/** Throws 'Page Not Found: {path}'. */
export function loader({ request }: LoaderFunctionArgs): never {
  throw pageNotFound(new URL(request.url).pathname);
}

/** Never rendered: the loader always throws. */
export function Component() {
  return null;
}
