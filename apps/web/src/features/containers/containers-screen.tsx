/**
 * A company's containers (docs/decisions/0023-container-tracking.md) on the records screen
 * (records/company-record-screen.tsx): status, type and size filters and the page in the URL; typing
 * in the search box asks `searchContainers` (number, seal, line, customer) within the company,
 * otherwise the list is `listCompanyContainers`, most recently moved first. Each row links to the
 * container's page; create and edit in container-sheet.tsx.
 */
import {
  deleteContainerMutationOptions,
  listCompanyContainersQueryOptions,
  searchContainersQueryOptions,
  type components,
  type JornadaClient,
  type QueryParams,
} from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import type { QueryKey } from '@tanstack/react-query';
import { defineCompanyRecordList } from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { linkColumn, statusColumn } from '../../records/record-columns.tsx';
import { choiceFilter } from '../../records/record-filters.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { paths } from '../../paths.ts';
import { ContainerSheet } from './container-sheet.tsx';
import { containerStatusVariant } from './container-status.ts';

type Schemas = components['schemas'];
type Container = Schemas['Container'];
type ListParams = QueryParams<'listCompanyContainers'> & { q?: string };

const m = containerMessages.containers;

/** The list's query: the company's list, or its search when the box has text. */
function containersQuery(api: JornadaClient, companyId: number, { q, ...params }: ListParams) {
  const options = q
    ? searchContainersQueryOptions(api, {
        q,
        company_id: companyId,
        page: params.page ?? 1,
        per_page: params.per_page ?? 15,
        ...(params.status ? { status: params.status } : {}),
        ...(params.type ? { type: params.type } : {}),
      })
    : listCompanyContainersQueryOptions(api, companyId, params);
  return options as ReturnType<typeof listCompanyContainersQueryOptions> & { queryKey: QueryKey };
}

/** The list: page, page size, `q` and the status, type and size filters in the URL. */
export const containerList = defineCompanyRecordList({
  defaults: { filterKeys: ['status', 'type', 'size'], sortKeys: [] },
  params: (state): ListParams => {
    const status = firstFilter(state, 'status') as Schemas['ContainerStatus'] | undefined;
    const type = firstFilter(state, 'type') as Schemas['ContainerType'] | undefined;
    const size = Number(firstFilter(state, 'size')) as Schemas['ContainerSize'] | 0;
    return {
      page: state.page,
      per_page: state.perPage,
      ...(state.q ? { q: state.q } : {}),
      ...(status ? { status } : {}),
      ...(type ? { type } : {}),
      ...(size ? { size } : {}),
    };
  },
  query: containersQuery,
});

function columns(companyId: number): Array<ColumnDef<Container, unknown>> {
  return [
    {
      ...linkColumn<Container>(
        'number',
        m.number,
        (container) => paths.workspaceContainer.href(companyId, container.id),
        (container) => container.number,
      ),
      enableSorting: false,
    },
    {
      id: 'kind',
      header: m.type,
      enableSorting: false,
      cell: ({ row }) => (
        <span>
          {m.sizeFeet(row.original.size)} {m.types[row.original.type]}
          {row.original.high_cube ? ` · ${m.highCubeShort}` : ''}
        </span>
      ),
    },
    {
      ...statusColumn<Container>(m.status, m.statuses, containerStatusVariant),
      enableSorting: false,
    },
    {
      id: 'where',
      header: m.where,
      enableSorting: false,
      cell: ({ row }) => {
        const where = row.original.location;
        if (!where) return m.nowhere;
        return where.terminal?.name ?? where.description ?? m.nowhere;
      },
    },
    {
      id: 'owner',
      header: m.owner,
      enableSorting: false,
      cell: ({ row }) => row.original.owner ?? '—',
    },
    {
      id: 'customer',
      header: m.customer,
      enableSorting: false,
      cell: ({ row }) => row.original.customer ?? '—',
    },
    {
      id: 'load',
      header: m.load,
      enableSorting: false,
      cell: ({ row }) => (
        <Badge variant="outline">{row.original.is_empty ? m.empty : m.full}</Badge>
      ),
    },
  ];
}

/** The containers screen of company `companyId`. */
export function ContainersScreen({ companyId }: { companyId: number }) {
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={containerList}
      messages={m}
      columns={columns(companyId)}
      filters={[
        choiceFilter('status', m.status, m.statuses),
        choiceFilter('type', m.type, m.types),
        {
          id: 'size',
          label: m.size,
          options: [20, 40, 45].map((feet) => ({ value: String(feet), label: m.sizeFeet(feet) })),
        },
      ]}
      recordName={(container) => container.number}
      recordPage={(container) => paths.workspaceContainer.href(companyId, container.id)}
      deleteMutation={deleteContainerMutationOptions}
      renderSheet={({ record, ...sheet }) => (
        <ContainerSheet
          companyId={companyId}
          {...sheet}
          {...(record ? { container: record } : {})}
        />
      )}
    />
  );
}
