/**
 * /pagos/checkout/{rechargeId}: the sandbox provider's checkout page of a recharge (decision 40).
 * Its creator, the staff of its company and administrators read it; for anyone
 * else, and for an id that is not a UUID, the page is the 404 screen (as the API's 404).
 */
import { ApiError, getRechargeQueryOptions } from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import { restoreSession } from '../app/restore-session.ts';
import { CheckoutScreen } from '../features/payments/checkout-screen.tsx';
import { pageNotFound } from './page-not-found.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Validity check and the recharge; a recharge the user may not see is a 404. */
export function checkoutLoader(context: AppContext) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const path = new URL(request.url).pathname;
    if (!uuid.test(params.rechargeId ?? '')) throw pageNotFound(path);
    await restoreSession(context);
    if (!context.session.getSnapshot().user) return null;
    try {
      await context.queryClient.ensureQueryData(
        getRechargeQueryOptions(context.api, params.rechargeId as string),
      );
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

/** The checkout screen. */
export function CheckoutRoute() {
  const { api } = useAppContext();
  const recharge = useQuery(getRechargeQueryOptions(api, useParams().rechargeId ?? ''));
  if (!recharge.data) return null;
  return <CheckoutScreen recharge={recharge.data} />;
}

export { CheckoutRoute as Component };
