/**
 * The call of each room shared by the screens that show it (/entrevistas/cargando and
 * /entrevistas/sala): one {@link CallSession} per room while a screen holds it.
 */
import { CallSession } from './call-session.ts';
import type { CallDependencies } from './call-state.ts';
import type { RoomTarget } from './media-layer.ts';

const sessions = new Map<string, { session: CallSession; users: number; timer?: number }>();
const keyOf = (target: RoomTarget) => `${target.interviewId}:${target.roomName}`;

/**
 * The call of a room for a screen: the same session from /entrevistas/cargando to
 * /entrevistas/sala; a new one after it ended. @returns the session and the release function
 * the screen calls when it goes (the call ends a moment later unless another screen took it).
 */
export function acquireCallSession(
  target: RoomTarget,
  deps: () => CallDependencies,
): { session: CallSession; release: () => void } {
  const key = keyOf(target);
  let entry = sessions.get(key);
  const phase = entry?.session.getSnapshot().phase;
  if (!entry || phase === 'ended' || phase === 'problem') {
    entry = { session: new CallSession(target, deps()), users: 0 };
    sessions.set(key, entry);
  }
  const held = entry;
  held.users += 1;
  if (held.timer) window.clearTimeout(held.timer);
  return {
    session: held.session,
    release: () => {
      held.users -= 1;
      if (held.users > 0) return;
      held.timer = window.setTimeout(() => {
        if (held.users > 0) return;
        if (sessions.get(key) === held) sessions.delete(key);
        void held.session.leave();
      }, 1_000);
    },
  };
}
