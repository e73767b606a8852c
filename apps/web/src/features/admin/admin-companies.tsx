/**
 * The console's companies (docs/decisions/0027-vacancy-console.md): every company with whether an
 * administrator verified it (`verified_company`, the badge seekers see) and authorised it
 * (`is_authorized`, it may publish), filtered to the pending ones; each row's menu verifies or
 * authorises (or takes it back) after a confirmation naming the company, with «Deshacer» in the
 * toast that sends the reverse; it also shows its data and documents, or opens its workspace.
 */
import {
  authorizeCompanyMutationOptions,
  verifyCompanyMutationOptions,
  type components,
} from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { adminCompanyList } from './admin-lists.ts';
import { AdminTable } from '../../app/admin-table.tsx';
import { CompanyDetailsDialog } from './company-details-dialog.tsx';
import { CompanyFlagDialog, type CompanyFlag } from './company-flag-dialog.tsx';
import { useAdminAction } from '../../app/use-admin-action.ts';

type Company = components['schemas']['Company'];

const m = recruitingMessages.admin.companies;
const yesNo = [
  { value: 'false', label: m.no },
  { value: 'true', label: m.yes },
];

function YesNo({ value }: { value: boolean }) {
  return <Badge variant={value ? 'success' : 'warning'}>{value ? m.yes : m.no}</Badge>;
}

const columns: Array<ColumnDef<Company, unknown>> = [
  {
    id: 'name',
    header: m.name,
    enableSorting: false,
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.name}</span>
        <span className="text-sm text-muted-foreground">{row.original.legal_name}</span>
      </div>
    ),
  },
  { id: 'rfc', header: m.rfc, enableSorting: false, cell: ({ row }) => row.original.rfc },
  {
    id: 'contact',
    header: m.contact,
    enableSorting: false,
    cell: ({ row }) => row.original.email ?? '—',
  },
  {
    id: 'verified',
    header: m.verified,
    enableSorting: false,
    cell: ({ row }) => <YesNo value={row.original.verified_company} />,
  },
  {
    id: 'authorized',
    header: m.authorized,
    enableSorting: false,
    cell: ({ row }) => <YesNo value={row.original.is_authorized} />,
  },
];

/** The companies section. */
export function AdminCompanies() {
  const navigate = useNavigate();
  const verify = useAdminAction(verifyCompanyMutationOptions, m.failed);
  const authorize = useAdminAction(authorizeCompanyMutationOptions, m.failed);
  const [details, setDetails] = useState<{ open: boolean; company?: Company }>({ open: false });
  const [asking, setAsking] = useState<{ company: Company; flag: CompanyFlag } | null>(null);
  const done = (company: Company) => m.done(company.name);
  const undone = (company: Company) => m.undone(company.name);
  const current = (company: Company, flag: CompanyFlag) =>
    flag === 'verify' ? company.verified_company : company.is_authorized;
  const change = (company: Company, flag: CompanyFlag) => {
    const to = !current(company, flag);
    if (flag === 'verify')
      void verify.run({ companyId: company.id, verified_company: to }, done, {
        variables: { companyId: company.id, verified_company: !to },
        done: undone,
      });
    else
      void authorize.run({ companyId: company.id, is_authorized: to }, done, {
        variables: { companyId: company.id, is_authorized: !to },
        done: undone,
      });
  };
  return (
    <section className="grid gap-4" aria-labelledby="admin-companies">
      <header className="grid gap-1">
        <h2 id="admin-companies" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </header>
      <AdminTable
        list={adminCompanyList}
        caption={m.caption}
        columns={columns}
        rowLabel={(company) => company.name}
        filters={[
          { id: 'verified', label: m.verified, options: yesNo },
          { id: 'authorized', label: m.authorized, options: yesNo },
        ]}
        rowActions={(company) => [
          {
            label: company.verified_company ? m.unverify : m.verify,
            onSelect: () => setAsking({ company, flag: 'verify' }),
          },
          {
            label: company.is_authorized ? m.unauthorize : m.authorize,
            onSelect: () => setAsking({ company, flag: 'authorize' }),
          },
          { label: m.documents, onSelect: () => setDetails({ open: true, company }) },
          {
            label: m.workspace,
            onSelect: () => void navigate(paths.workspace.href(company.id)),
          },
        ]}
        empty={m.empty}
      />
      <CompanyFlagDialog
        change={
          asking
            ? {
                flag: asking.flag,
                to: !current(asking.company, asking.flag),
                name: asking.company.name,
              }
            : null
        }
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) change(asking.company, asking.flag);
          setAsking(null);
        }}
      />
      {details.company ? (
        <CompanyDetailsDialog
          company={details.company}
          open={details.open}
          onOpenChange={(open) => setDetails((d) => ({ ...d, open }))}
        />
      ) : null}
    </section>
  );
}
