/**
 * What the sandbox checkout page does (decision 40):
 * pays the recharge in the sandbox (`payRechargeInSandbox`), and when the payment is
 * confirmed applies it to its wallet (`applyCompanyRecharge`, or `applyRecharge` for a personal
 * one) with the Idempotency-Key the page keeps (idempotency-key.ts), then goes back to the balance
 * saying what was credited. A declined or expired payment changes no balance; the page shows it.
 * Applying again after a lost answer is safe: the same key answers the same transaction, and a
 * 409 `already_applied` means it is credited.
 */
import {
  applyCompanyRechargeOnceMutationOptions,
  applyRechargeOnceMutationOptions,
  payRechargeInSandboxMutationOptions,
  paymentsKeys,
  type components,
} from '@jornada/api-client';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { paths } from '../../paths.ts';
import type { BalanceLocationState } from './balance-screen.tsx';
import { applyIdempotencyKey, forgetIdempotencyKey } from './idempotency-key.ts';
import { errorCode } from './payment-errors.ts';

type Recharge = components['schemas']['Recharge'];

/** What the sandbox is told: a test card's digits, or the OXXO/SPEI outcome. */
export type SandboxPayment = { card_number: string } | { outcome: 'pagado' | 'expirado' };

/** Where a recharge's wallet is shown: the company's balance page, or the user's points page. */
export function balanceHref(recharge: Pick<Recharge, 'company_id'>): string {
  return recharge.company_id === null
    ? paths.myPoints.href()
    : paths.workspaceBalance.href(recharge.company_id);
}

/** The checkout's actions and their state (see the module's comment). */
export function useSandboxCheckout(recharge: Recharge) {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const payMutation = useMutation(payRechargeInSandboxMutationOptions(api, queryClient));
  const applyCompany = useMutation(applyCompanyRechargeOnceMutationOptions(api, queryClient));
  const applyPersonal = useMutation(applyRechargeOnceMutationOptions(api, queryClient));
  const applying = applyCompany.isPending || applyPersonal.isPending;
  const applyError = applyCompany.error ?? applyPersonal.error;

  const done = async () => {
    forgetIdempotencyKey(recharge.id);
    const state: BalanceLocationState = { recharged: recharge.amount };
    await navigate(balanceHref(recharge), { state });
  };

  const apply = async () => {
    if (applying) return;
    const idempotencyKey = applyIdempotencyKey(recharge.id);
    const body = { recharge_id: recharge.id, idempotencyKey };
    try {
      if (recharge.company_id === null)
        await applyPersonal.mutateAsync({ userId: recharge.user_id, ...body });
      else await applyCompany.mutateAsync({ companyId: recharge.company_id, ...body });
    } catch (error) {
      if (errorCode(error) !== 'already_applied') return;
    }
    await done();
  };

  /** Pays; resolves once paid and applied (and navigated), or declined (the page shows why). */
  const pay = async (payment: SandboxPayment) => {
    const paid = await payMutation.mutateAsync({ rechargeId: recharge.id, ...payment });
    // Show the outcome at once, without waiting for the recharge's refetch.
    queryClient.setQueryData(paymentsKeys.getRecharge(recharge.id), paid);
    if (paid.payment_status === 'pagado') await apply();
  };

  return {
    pay,
    apply,
    applying,
    /** Applying failed (other than "already applied"): the page offers to retry. */
    applyFailed: applyError !== null && errorCode(applyError) !== 'already_applied',
    /** Paying itself failed (network, 409 `payment_settled`, 422): no money moved. */
    payError: payMutation.error,
  };
}
