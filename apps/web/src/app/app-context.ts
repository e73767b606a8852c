/**
 * The app's composition root: one API client, one query client, one
 * session store and one real-time hub, created at start-up and handed to the router and the React tree.
 */
import { createJornadaClient, type JornadaClient, type VoiceClient } from '@jornada/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { createSessionStore, type SessionStore } from './session-store.ts';

/** Everything routes and features share. */
export interface AppContext {
  api: JornadaClient;
  queryClient: QueryClient;
  session: SessionStore;
  /**
   * The real-time events (realtime-hub.ts), attached to the socket once somebody signs in;
   * absent where there is no socket (pre-rendering).
   */
  realtime?: RealtimeHub;
  /**
   * The voice proxy's client (`/voice-api`); tests give one on their fake API. When absent (the
   * app) voice/use-voice.ts makes it from the session where a voice control first renders.
   */
  voice?: VoiceClient;
}

/** Builds the app context from the Vite environment. */
export function createAppContext(): AppContext {
  const session = createSessionStore();
  const api = createJornadaClient({
    origins: {
      main: import.meta.env.VITE_API_ORIGIN ?? '',
      ...(import.meta.env.VITE_JOBS_API_ORIGIN
        ? { jobs: import.meta.env.VITE_JOBS_API_ORIGIN }
        : {}),
    },
    getToken: session.getToken,
    ...(import.meta.env.VITE_SEARCH_KEY ? { searchKey: import.meta.env.VITE_SEARCH_KEY } : {}),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  // The voice client is made where «Escuchar» or «Dictar» first render (voice/use-voice.ts),
  // so it stays off the first load.
  return { api, queryClient, session, realtime: createRealtimeHub() };
}

const Context = createContext<AppContext | null>(null);

/** Provides the {@link AppContext} to the React tree. */
export const AppContextProvider = Context.Provider;

/** Reads the {@link AppContext}. @throws outside its provider. */
export function useAppContext(): AppContext {
  const context = useContext(Context);
  if (!context) throw new Error('useAppContext must be used inside AppContextProvider');
  return context;
}
