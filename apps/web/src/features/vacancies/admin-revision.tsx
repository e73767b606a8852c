/**
 * The console's vacancies awaiting revision (ADR 0003):
 * oldest first, each with its company, place and salary; the
 * row's menu opens it, approves it after a confirmation (`publicada`: it enters the seekers' search; a company that is
 * not authorised, or whose wallet does not cover the publication, is refused with the server's
 * message) or rejects it with a reason (reject-dialog.tsx).
 */
import { updateVacancyStatusMutationOptions, type components } from '@jornada/api-client';
import { ConfirmDialog, type ColumnDef } from '@jornada/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { formatPlace, formatSalary } from './format.ts';
import { adminRevisionList } from './revision-list.ts';
import { AdminTable } from '../../app/admin-table.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { useAdminAction } from '../../app/use-admin-action.ts';

type VacancySummary = components['schemas']['VacancySummary'];

const m = recruitingMessages.admin.revision;

const columns: Array<ColumnDef<VacancySummary, unknown>> = [
  { id: 'title', header: m.vacancy, enableSorting: false, cell: ({ row }) => row.original.title },
  {
    id: 'company',
    header: m.company,
    enableSorting: false,
    cell: ({ row }) => row.original.company.name,
  },
  {
    id: 'place',
    header: m.place,
    enableSorting: false,
    cell: ({ row }) => formatPlace(row.original),
  },
  {
    id: 'salary',
    header: m.salary,
    enableSorting: false,
    cell: ({ row }) => formatSalary(row.original),
  },
];

/** The revision section. */
export function AdminRevision() {
  const navigate = useNavigate();
  const approve = useAdminAction(updateVacancyStatusMutationOptions, m.failed);
  // The vacancy stays while the dialog closes, so its title does not vanish mid-animation.
  const [approving, setApproving] = useState<{ open: boolean; vacancy?: VacancySummary }>({
    open: false,
  });
  const [rejecting, setRejecting] = useState<{
    open: boolean;
    vacancy?: VacancySummary;
    key: number;
  }>({ open: false, key: 0 });
  return (
    <section className="grid gap-4" aria-labelledby="admin-revision">
      <header className="grid gap-1">
        <h2 id="admin-revision" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </header>
      <AdminTable
        list={adminRevisionList}
        caption={m.caption}
        columns={columns}
        rowLabel={(vacancy) => vacancy.title}
        rowActions={(vacancy) => [
          {
            label: m.preview,
            onSelect: () =>
              void navigate(paths.workspaceVacancyPreview.href(vacancy.company.id, vacancy.id)),
          },
          {
            label: m.approve,
            onSelect: () => setApproving({ open: true, vacancy }),
          },
          {
            label: m.reject,
            destructive: true,
            onSelect: () => setRejecting((r) => ({ open: true, vacancy, key: r.key + 1 })),
          },
        ]}
        empty={m.empty}
      />
      <ConfirmDialog
        open={approving.open}
        onOpenChange={(open) => setApproving((a) => ({ ...a, open }))}
        title={m.approveTitle(approving.vacancy?.title ?? '')}
        description={m.approveText(approving.vacancy?.company.name ?? '')}
        confirmLabel={m.approve}
        cancelLabel={m.cancel}
        onConfirm={() => {
          const vacancy = approving.vacancy;
          if (vacancy)
            void approve.run({ vacancyId: vacancy.id, status: 'publicada' }, () =>
              m.approved(vacancy.title),
            );
        }}
      />
      {rejecting.vacancy ? (
        <RejectDialog
          key={rejecting.key}
          vacancy={rejecting.vacancy}
          open={rejecting.open}
          onOpenChange={(open) => setRejecting((r) => ({ ...r, open }))}
        />
      ) : null}
    </section>
  );
}
