/**
 * /mis-puntos: the signed-in user's points and their history (docs/decisions/0021-payments.md), linked from the account
 * menu. The API answers only the user's own points (`self`), so there is no other check here.
 */
import {
  getUserPointsQueryOptions,
  listUserPointsMovementsQueryOptions,
} from '@jornada/api-client';
import { tableStateFromSearchParams } from '@jornada/ui';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { restoreSession } from '../app/restore-session.ts';
import { useSession } from '../app/use-session.ts';
import { pageOf, PointsScreen, pointsTableDefaults } from '../features/payments/points-screen.tsx';

/** The points and the history's page the URL names. */
export function myPointsLoader(context: AppContext) {
  return async ({ request }: LoaderFunctionArgs) => {
    await restoreSession(context);
    const user = context.session.getSnapshot().user;
    if (!user) return null;
    const state = tableStateFromSearchParams(
      new URL(request.url).searchParams,
      pointsTableDefaults,
    );
    await Promise.all([
      context.queryClient.prefetchQuery(getUserPointsQueryOptions(context.api, user.id)),
      context.queryClient.prefetchQuery(
        listUserPointsMovementsQueryOptions(context.api, user.id, pageOf(state)),
      ),
    ]);
    return null;
  };
}

/** The points screen. */
export function MyPointsRoute() {
  const { user } = useSession();
  if (!user) return null;
  return <PointsScreen userId={user.id} />;
}

export { MyPointsRoute as Component };
