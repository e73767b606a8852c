/**
 * A signed clock-in link (decision 39: the company's kiosk link, an employee's personal link):
 * the current one (`GET …`, made when there is none), renewing it (`renew=true`, the current one
 * stops working) and revoking it (`DELETE …`; after that the screen says so and makes a new one
 * only when asked, since the next read would make one).
 */
import type { ApiError, components, JornadaClient } from '@jornada/api-client';
import {
  useMutation,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';

type SignedUrl = components['schemas']['SignedUrl'];

/** What {@link useSignedLink} needs of one kind of link. */
export interface SignedLinkSource<TKey extends QueryKey> {
  /** The generated read options for the record, with or without `renew`. */
  read: (params: { renew?: boolean }) => UseQueryOptions<SignedUrl, ApiError, SignedUrl, TKey>;
  /** The generated revoke mutation options. */
  revoke: (
    api: JornadaClient,
    queryClient: QueryClient,
  ) => UseMutationOptions<undefined, ApiError, number>;
  /** The record whose link it is (the company or the employee). */
  id: number;
  /** Wait before reading (a dialog not open yet). @default true */
  enabled?: boolean;
}

/** The link, and renew, revoke and generate (after a revoke). */
export function useSignedLink<TKey extends QueryKey>({
  read,
  revoke,
  id,
  enabled = true,
}: SignedLinkSource<TKey>) {
  const { api, queryClient } = useAppContext();
  const [revoked, setRevoked] = useState(false);
  const link = useQuery({ ...read({}), enabled: enabled && !revoked });
  const renewal = useMutation({
    mutationFn: async () => {
      const renewed = read({ renew: true });
      const data = await queryClient.fetchQuery({ ...renewed, staleTime: 0 });
      // Reading the renewed key again would renew again: keep the answer under the plain key.
      queryClient.removeQueries({ queryKey: renewed.queryKey, exact: true });
      queryClient.setQueryData<SignedUrl>(read({}).queryKey, data);
      return data;
    },
  });
  const revocation = useMutation(revoke(api, queryClient));
  return {
    link,
    revoked,
    renewing: renewal.isPending,
    /** Replaces the link. @throws {ApiError} when the server refuses. */
    renew: () => renewal.mutateAsync(),
    /** Revokes the link. @throws {ApiError} when the server refuses. */
    revoke: async () => {
      await revocation.mutateAsync(id);
      setRevoked(true);
    },
    /** After a revoke, reads (so makes) a new link. */
    generate: () => setRevoked(false),
  };
}
