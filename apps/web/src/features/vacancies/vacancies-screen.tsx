/**
 * A company's vacancies (docs/decisions/0027-vacancy-console.md) on the records screen
 * (records/company-record-screen.tsx): newest first, a status filter whose options and the line above
 * the table say how many vacancies each status has (`countVacancies`), 'Nueva vacante' and
 * 'Editar' in vacancy-sheet.tsx, 'Duplicar' (a draft copy) and 'Eliminar' in each row's menu.
 * Each title links to the vacancy's page (its moves, the rejection reason, the preview).
 */
import {
  deleteVacancyMutationOptions,
  listCompanyVacanciesQueryOptions,
  type components,
} from '@jornada/api-client';
import type { ColumnDef } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { defineCompanyRecordList, pageParams } from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { linkColumn, statusColumn } from '../../records/record-columns.tsx';
import { firstFilter } from '../../app/use-table-state.ts';
import { paths } from '../../paths.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { formatPlace, formatSalary } from './format.ts';
import { useDuplicateVacancy } from './use-duplicate-vacancy.ts';
import { VacancySheet } from './vacancy-sheet.tsx';
import { vacancyCountsQuery, vacancyStatusVariant, type VacancyStatus } from './vacancy-status.ts';

type VacancySummary = components['schemas']['VacancySummary'];

const m = recruitingMessages.vacancies;
const statuses = Object.keys(m.statuses) as VacancyStatus[];

/** The list: page, page size and the status filter in the URL. */
export const companyVacancyList = defineCompanyRecordList({
  defaults: { filterKeys: ['status'], sortKeys: [] },
  params: (state) => {
    const status = firstFilter(state, 'status') as VacancyStatus | undefined;
    const { page, per_page } = pageParams(state, []);
    return { page, per_page, ...(status ? { status } : {}) };
  },
  query: listCompanyVacanciesQueryOptions,
});

function columns(companyId: number): Array<ColumnDef<VacancySummary, unknown>> {
  return [
    {
      ...linkColumn<VacancySummary>(
        'title',
        m.vacancy,
        (vacancy) => paths.workspaceVacancy.href(companyId, vacancy.id),
        (vacancy) => vacancy.title,
      ),
      enableSorting: false,
    },
    {
      ...statusColumn<VacancySummary>(m.status, m.statuses, vacancyStatusVariant),
      enableSorting: false,
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
    {
      id: 'category',
      header: m.category,
      enableSorting: false,
      cell: ({ row }) => row.original.job_category.name,
    },
  ];
}

/** How many vacancies each status has, as a list above the table. */
function StatusCounts({ counts }: { counts: Partial<Record<VacancyStatus, number>> }) {
  const total = statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return (
    <ul
      aria-label={m.counts}
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
    >
      <li className="font-medium text-foreground">{m.countAll(total)}</li>
      {statuses.map((status) => (
        <li key={status}>{m.countOf(m.statuses[status], counts[status] ?? 0)}</li>
      ))}
    </ul>
  );
}

/** The vacancies screen of company `companyId`. */
export function VacanciesScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const counts = useQuery(vacancyCountsQuery(api, queryClient, companyId));
  const duplicate = useDuplicateVacancy(companyId);
  const byStatus = (counts.data ?? {}) as Partial<Record<VacancyStatus, number>>;
  return (
    <div className="grid gap-4">
      <CompanyRecordScreen
        companyId={companyId}
        list={companyVacancyList}
        messages={m}
        columns={columns(companyId)}
        filters={[
          {
            id: 'status',
            label: m.status,
            options: statuses.map((value) => ({
              value,
              label: m.statuses[value],
              ...(counts.data ? { count: byStatus[value] ?? 0 } : {}),
            })),
          },
        ]}
        toolbar={() => (counts.data ? <StatusCounts counts={byStatus} /> : null)}
        recordName={(vacancy) => vacancy.title}
        recordPage={(vacancy) => paths.workspaceVacancy.href(companyId, vacancy.id)}
        rowActions={(vacancy) => [
          {
            label: recruitingMessages.detail.duplicate,
            onSelect: () => void duplicate(vacancy.id),
          },
        ]}
        deleteMutation={deleteVacancyMutationOptions}
        renderSheet={({ record, ...sheet }) => (
          <VacancySheet companyId={companyId} vacancyId={record?.id} {...sheet} />
        )}
      />
    </div>
  );
}
