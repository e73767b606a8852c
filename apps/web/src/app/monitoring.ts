/**
 * Error reporting and session recording. Both load
 * their libraries on demand and only when configured:
 * - errors go to Sentry when `VITE_SENTRY_DSN` is set, with release `v1.9.0`;
 *   errors carrying a status from 300 to 499 are not sent; the client is Sentry's error
 *   reporting only, without session replay or tracing (sentry.ts);
 * - session recording (PostHog) runs only in production with `VITE_SESSION_RECORDING_KEY`,
 *   identifying the signed-in user by id, name and email.
 */
import type { SessionStore } from './session-store.ts';

/** Release label sent with error reports. */
export const release = 'v1.9.0';

/** Whether an error is sent to the reporter: not when its status is 300–499. */
export function shouldReport(error: unknown): boolean {
  const record = error as { status?: unknown } | null;
  const status = typeof record?.status === 'number' ? record.status : null;
  return status === null || status < 300 || status > 499;
}

type Reporter = (error: unknown) => void;
let reporter: Reporter | null = null;

/** Starts error reporting when a DSN is configured. */
export async function initErrorReporting(dsn: string | undefined): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('./sentry.ts');
  Sentry.init({
    dsn,
    release,
    environment: import.meta.env.VITE_APP_ENV ?? 'production',
    beforeSend: (event, hint) => (shouldReport(hint.originalException) ? event : null),
  });
  reporter = (error) => Sentry.captureException(error);
}

/** Logs an error and reports it when reporting is on and {@link shouldReport} allows it. */
export function reportError(error: unknown): void {
  console.error(error);
  if (reporter && shouldReport(error)) reporter(error);
}

/** Starts session recording in production with a key, identifying the signed-in user (and whoever signs in later). */
export async function initSessionRecording(options: {
  key: string | undefined;
  appEnv: string;
  host?: string | undefined;
  session: SessionStore;
}): Promise<void> {
  if (options.appEnv !== 'production' || !options.key) return;
  const { default: posthog } = await import('posthog-js');
  posthog.init(options.key, {
    ...(options.host ? { api_host: options.host } : {}),
    autocapture: false,
    capture_pageview: true,
    disable_session_recording: false,
  });
  const identify = () => {
    const { user } = options.session.getSnapshot();
    if (user) posthog.identify(String(user.id), { name: user.name, email: user.email });
    else posthog.reset();
  };
  identify();
  options.session.subscribe(identify);
}
