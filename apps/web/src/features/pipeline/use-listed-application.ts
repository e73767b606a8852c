/**
 * The application the side panel shows, kept current (docs/decisions/0028-applications-pipeline.md): the panel opens on the
 * application as its card or row listed it, and then follows the newest copy of it in any cached
 * application list (a board column, the table's page), so that a change made from the panel —
 * an invitation to the workforce sent, a move — shows there once the lists refetch. Reading the
 * cache avoids `getJobApplication`, which marks a sent application as seen.
 */
import { applicationsKeys, type components } from '@jornada/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useAppContext } from '../../app/app-context.ts';

type Application = components['schemas']['JobApplication'];
type ListData = { data?: Application[]; pages?: Array<{ data: Application[] }> };

function newestListed(queryClient: QueryClient, id: number): Application | undefined {
  let newest: Application | undefined;
  for (const [, value] of queryClient.getQueriesData<ListData>({
    queryKey: applicationsKeys.lists(),
  })) {
    const rows = value?.pages ? value.pages.flatMap((page) => page.data) : (value?.data ?? []);
    for (const row of rows)
      if (row.id === id && (!newest || row.updated_at > newest.updated_at)) newest = row;
  }
  return newest;
}

/**
 * The newest cached copy of `opened` (see the module's comment), or `opened` itself when no list
 * holds it; `null` when nothing is open.
 */
export function useListedApplication(opened: Application | null): Application | null {
  const { queryClient } = useAppContext();
  const id = opened?.id ?? 0;
  const subscribe = useCallback(
    (notify: () => void) => queryClient.getQueryCache().subscribe(notify),
    [queryClient],
  );
  const listed = useSyncExternalStore(subscribe, () =>
    id ? newestListed(queryClient, id) : undefined,
  );
  return opened ? (listed ?? opened) : null;
}
