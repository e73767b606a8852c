/**
 * Sends the clock-in checks a closed page left waiting, at app start (docs/decisions/0020-clock-in.md): only when
 * some wait, the outboxes' code is loaded, the session restored and the queues flushed.
 */
import type { AppContext } from '../../app/app-context.ts';
import { restoreSession } from '../../app/restore-session.ts';

const prefixes = ['jornada.clock.outbox.', 'jornada.clock-link.outbox.'];

/** Resumes the waiting checks of this device (never throws). */
export async function resumeClockChecks(context: AppContext): Promise<void> {
  try {
    const keys = Object.keys(localStorage).filter((key) =>
      prefixes.some((prefix) => key.startsWith(prefix)),
    );
    if (!keys.length) return;
    const { linkChecksKey, linkClockOutbox, myChecksKey, myClockOutbox } =
      await import('./clock-outbox.ts');
    if (keys.includes(linkChecksKey)) linkClockOutbox(context);
    await restoreSession(context);
    const userId = context.session.getSnapshot().user?.id;
    if (userId !== undefined && keys.includes(myChecksKey(userId))) myClockOutbox(context, userId);
  } catch {
    // Storage blocked: nothing can wait there either.
  }
}
