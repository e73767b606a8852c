/**
 * The company's balance in the workspace header (issue 21: "the balance shows in the workspace
 * header"), a link to its balance page; below `sm` only the amount shows (the link's name keeps
 * "Saldo: …"). Staff and administrators only (the workspace admits no one else, and
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
import { paymentMessages } from '../../payment-messages.ts';

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
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <Wallet aria-hidden="true" className="size-4" />
      {amount ? (
        <span className="tabular-nums">
          {/* Below `sm` the amount alone shows; the link's name still says "Saldo: …". */}
          <span className="sr-only sm:not-sr-only">{m.balancePrefix}</span>
          {amount}
        </span>
      ) : (
        <span>{balance.isError ? m.unavailable : m.loading}</span>
      )}
    </Link>
  );
}
