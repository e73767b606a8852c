/**
 * The voice helper's state for a screen (docs/decisions/0031-voice-helper.md):
 * whether the server has a voice provider (asked once per session), and the client to reach it.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { proxyVoiceClient } from './voice-engine.ts';

/** What {@link useVoice} returns. */
export interface Voice {
  /** The proxy client for the signed-in user. */
  client: ReturnType<typeof proxyVoiceClient>;
  /** True when the server has a provider; false when the browser speaks for itself (or nobody is signed in). */
  provider: boolean;
  /** Whether the answer is known yet. */
  ready: boolean;
}

/** The voice proxy's state for the signed-in user; visitors use the browser's speech. */
export function useVoice(): Voice {
  const { session, voice } = useAppContext();
  const { isAuthenticated, userId } = useSession();
  const client = useMemo(() => voice ?? proxyVoiceClient(session.getToken), [voice, session]);
  const status = useQuery({
    queryKey: ['voice-status', userId],
    queryFn: ({ signal }) => client.status({ signal }),
    enabled: isAuthenticated,
    staleTime: Infinity,
    retry: false,
  });
  return {
    client,
    provider: status.data?.provider ?? false,
    ready: !isAuthenticated || status.isFetched,
  };
}
