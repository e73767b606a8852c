/**
 * The call of the room named in the URL, for the loading and room screens: the same
 * {@link CallSession} across both, started once, released when the screen goes.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { acquireCallSession } from './call-registry.ts';
import type { CallSession } from './call-session.ts';
import type { CallState } from './call-state.ts';
import { mediaLayer, readChosenDevices, type RoomTarget } from './media-layer.ts';

/** The session of `target` and its state. */
export function useCallSession(target: RoomTarget): { session: CallSession; state: CallState } {
  const { api, queryClient, session: auth } = useAppContext();
  const [held] = useState(() =>
    acquireCallSession(target, () => ({
      api,
      queryClient,
      getToken: auth.getToken,
      realtimeUrl: import.meta.env.VITE_REALTIME_URL ?? window.location.origin,
      media: mediaLayer,
      devices: readChosenDevices(),
    })),
  );
  useEffect(() => {
    void held.session.start();
    return held.release;
  }, [held]);
  const state = useSyncExternalStore(held.session.subscribe, held.session.getSnapshot);
  return { session: held.session, state };
}
