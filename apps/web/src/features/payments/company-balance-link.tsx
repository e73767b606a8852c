/**
 * The company's balance in the workspace header (docs/decisions/0021-payments.md; "the balance shows in the workspace
 * header"), a link to its balance page, from `sm` up (a phone's header has no room left; there
 * "Saldo" is in the sections' sheet). Staff and administrators only (the workspace admits no one else, and
 * `getCompanyBalance` refuses employees and drivers); while it loads it says so, and when it
 * cannot load it says "Saldo no disponible" and still links to the page.
 */
import { getCompanyBalanceQueryOptions } from '@jornada/api-client';
import { buttonVariants } from '@jornada/ui';
import { formatMoney } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { paths } from '../../paths.ts';
import { paymentMessages } from '../../messages/payment-messages.ts';

const m = paymentMessages.header;

/** Props of {@link CompanyBalanceLink}. */
export interface CompanyBalanceLinkProps {
  /** The workspace's company. */
  companyId: number;
}

/** "Saldo: $1,250.00", linking to `/empresa/{companyId}/saldo` (see the module's comment). */
export function CompanyBalanceLink({ companyId }: CompanyBalanceLinkProps) {
  const { api } = useAppContext();
  const balance = useQuery(getCompanyBalanceQueryOptions(api, companyId));
  const amount = balance.data ? formatMoney(balance.data.balance) : null;
  return (
    <Link
      to={paths.workspaceBalance.href(companyId)}
      data-slot="company-balance"
      className={buttonVariants({ variant: 'outline', size: 'sm', className: 'max-sm:hidden' })}
    >
      <Wallet aria-hidden="true" className="size-4" />
      <span className="tabular-nums">
        {amount ? `${m.balancePrefix}${amount}` : balance.isError ? m.unavailable : m.loading}
      </span>
    </Link>
  );
}
