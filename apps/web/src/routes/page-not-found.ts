/**
 * The not-found error: status 404, message 'Page Not Found: {path}'.
 */
import { data } from 'react-router';

/** A 404 route error response for `path`, to `throw` from a loader. */
export function pageNotFound(path: string) {
  return data(`Page Not Found: ${path}`, { status: 404, statusText: 'Not Found' });
}
