/**
 * The error reporter's client, loaded only when a DSN is configured (monitoring.ts imports
 * this module on demand). Named imports of `@sentry/react`, not its namespace, so that the
 * bundler drops what is not used — session replay, tracing, feedback — and the chunk is
 * the error client alone (docs/decisions/0035-first-load.md).
 */
import { captureException, init } from '@sentry/react';

/** Sentry's `init` and `captureException`, the only two calls the app makes. */
export { captureException, init };
