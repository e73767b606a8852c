/**
 * The app's side of the real-time events: screens subscribe here at any time, even before the
 * socket client is loaded (it is loaded only after sign-in, realtime-loader.ts); once the client
 * is attached, the events it receives reach them. Tests dispatch events straight into the hub.
 */
import type {
  RealtimeClient,
  RealtimeEventName,
  RealtimeEventPayload,
  ServerToClientEvents,
} from '@jornada/api-client';

type Handler = (payload: never) => void;

/** Events for screens, independent of when the socket connects. */
export interface RealtimeHub {
  /**
   * Calls `handler` for every `event` pushed from now on.
   * @returns the unsubscribe function.
   */
  subscribe: <E extends RealtimeEventName>(
    event: E,
    handler: ServerToClientEvents[E],
  ) => () => void;
  /** Calls `listener` whenever the connection opens (again): events may have been missed. */
  onOpen: (listener: () => void) => () => void;
  /** Delivers an event to the subscribers (what the socket does; tests call it directly). */
  dispatch: <E extends RealtimeEventName>(event: E, payload: RealtimeEventPayload<E>) => void;
  /** Connects the hub to the socket client: its events are dispatched from now on. */
  attach: (client: Pick<RealtimeClient, 'subscribe' | 'state'>) => void;
  /**
   * Calls `listener` once, when a screen first subscribes to an event or to the opening (at once
   * when one already has): realtime-loader.ts then loads the socket client.
   */
  whenWanted: (listener: () => void) => void;
}

/** Creates an empty hub, not attached to any socket. */
export function createRealtimeHub(): RealtimeHub {
  const handlers = new Map<RealtimeEventName, Set<Handler>>();
  const openListeners = new Set<() => void>();
  let client: Pick<RealtimeClient, 'subscribe' | 'state'> | null = null;
  const bridged = new Set<RealtimeEventName>();
  let wanted = false;
  const wantedListeners = new Set<() => void>();
  const want = () => {
    if (wanted) return;
    wanted = true;
    for (const listener of [...wantedListeners]) listener();
    wantedListeners.clear();
  };

  const bridge = (event: RealtimeEventName) => {
    if (!client || bridged.has(event)) return;
    bridged.add(event);
    // The client's typed `subscribe` cannot relate a generic name to its handler.
    (client.subscribe as (event: RealtimeEventName, handler: (payload: unknown) => void) => void)(
      event,
      (payload) => hub.dispatch(event, payload as never),
    );
  };

  const hub: RealtimeHub = {
    subscribe(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler as Handler);
      bridge(event);
      want();
      return () => void set.delete(handler as Handler);
    },
    onOpen(listener) {
      openListeners.add(listener);
      want();
      return () => void openListeners.delete(listener);
    },
    dispatch(event, payload) {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(payload as never);
    },
    whenWanted(listener) {
      if (wanted) listener();
      else wantedListeners.add(listener);
    },
    attach(next) {
      client = next;
      bridged.clear();
      for (const event of handlers.keys()) bridge(event);
      let state = next.state.getSnapshot();
      next.state.subscribe(() => {
        const now = next.state.getSnapshot();
        if (now === 'open' && state !== 'open')
          for (const listener of [...openListeners]) listener();
        state = now;
      });
    },
  };
  return hub;
}
