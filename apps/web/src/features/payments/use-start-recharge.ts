/**
 * Starting a company's recharge (docs/decisions/0021-payments.md): `createCompanyRecharge` with an Idempotency-Key per
 * amount and method (a double click or a retry of the same recharge creates one; a different
 * amount is a different recharge), then to its checkout: the app's own sandbox page, or the real
 * provider's page when `checkout_url` points elsewhere.
 */
import { createCompanyRechargeOnceMutationOptions, type components } from '@jornada/api-client';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { paths } from '../../paths.ts';
import type { RechargeValues } from './recharge-form.tsx';

type Recharge = components['schemas']['Recharge'];

/** Whether a recharge is paid on this app's own checkout page (the sandbox provider). */
export function paysInApp(recharge: Pick<Recharge, 'provider' | 'checkout_url'>): boolean {
  if (recharge.provider === 'sandbox' || !recharge.checkout_url) return true;
  return new URL(recharge.checkout_url, window.location.origin).origin === window.location.origin;
}

/** A submit handler for `RechargeForm` that creates the recharge and goes to its checkout. */
export function useStartRecharge(companyId: number) {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const create = useMutation(createCompanyRechargeOnceMutationOptions(api, queryClient));
  const keys = useRef(new Map<string, string>());
  return async (values: RechargeValues) => {
    const intent = `${values.amount}:${values.payment_method}`;
    const idempotencyKey = keys.current.get(intent) ?? crypto.randomUUID();
    keys.current.set(intent, idempotencyKey);
    const recharge = await create.mutateAsync({
      companyId,
      amount: values.amount,
      currency: 'MXN',
      payment_method: values.payment_method,
      idempotencyKey,
    });
    if (paysInApp(recharge)) await navigate(paths.checkout.href(recharge.id));
    else window.location.assign(recharge.checkout_url as string);
  };
}
