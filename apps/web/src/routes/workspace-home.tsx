/**
 * /empresa/{companyId}: the staff's landing in a company's workspace, with the counts of its
 * departments, employees, terminals and open tickets, each linking to its section.
 */
import {
  listCompanyDepartmentsQueryOptions,
  listCompanyEmployeesQueryOptions,
  listCompanyTerminalsQueryOptions,
  listCompanyTicketsQueryOptions,
} from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { SummaryCard } from '../features/workspace/summary-card.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const m = messages.workspace.dashboard;
const one = { page: 1, per_page: 1 } as const;

function countQueries({ api }: Pick<AppContext, 'api'>, companyId: number) {
  return [
    listCompanyDepartmentsQueryOptions(api, companyId, one),
    listCompanyEmployeesQueryOptions(api, companyId, one),
    listCompanyTerminalsQueryOptions(api, companyId, one),
    listCompanyTicketsQueryOptions(api, companyId, { ...one, status: 'abierto' }),
  ] as const;
}

/** Prefetches the four counts; one that fails shows 'Sin datos' instead of failing the page. */
export function workspaceHomeLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const [departments, employees, terminals, tickets] = countQueries(context, companyId);
    const { queryClient } = context;
    await Promise.all([
      queryClient.prefetchQuery(departments),
      queryClient.prefetchQuery(employees),
      queryClient.prefetchQuery(terminals),
      queryClient.prefetchQuery(tickets),
    ]);
    return null;
  };
}

function total(query: { data?: { meta: { total: number } }; isError: boolean }) {
  return query.isError ? null : query.data?.meta.total;
}

/** The landing screen. */
export function WorkspaceHomeRoute() {
  const { api } = useAppContext();
  const companyId = parseId(useParams().companyId) ?? 0;
  const [departments, employees, terminals, tickets] = countQueries({ api }, companyId);
  const counts = [
    [m.departments, useQuery(departments), paths.workspaceDepartments.href(companyId)],
    [m.employees, useQuery(employees), paths.workspaceEmployees.href(companyId)],
    [m.terminals, useQuery(terminals), paths.workspaceTerminals.href(companyId)],
    [
      m.openTickets,
      useQuery(tickets),
      paths.workspaceTickets.href(companyId, { status: 'abierto' }),
    ],
  ] as const;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {counts.map(([label, query, href]) => (
          <SummaryCard key={label} label={label} count={total(query)} href={href} section={label} />
        ))}
      </div>
    </div>
  );
}

export { WorkspaceHomeRoute as Component };
