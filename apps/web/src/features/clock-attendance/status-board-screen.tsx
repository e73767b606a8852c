/**
 * "Estado del personal" (`listCompanyEmployeeStatus`, decision 39): counters of
 * each status (which also filter the table), a department filter and a day picker in the URL,
 * and the table of employees. Today's board is live over the socket (`clock.status`) and says
 * each change in a polite live region; a past day shows how it ended and does not change.
 */
import {
  listCompanyEmployeeStatusQueryOptions,
  type ClockStatusPayload,
} from '@jornada/api-client';
import {
  Button,
  EmptyState,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@jornada/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages/messages.ts';
import { companyToday, formatLongDay } from './clock-time.ts';
import { countStatuses, StatusCounters } from './status-counters.tsx';
import {
  boardSearch,
  boardView,
  countParams,
  listParams,
  type BoardView,
} from './status-board-params.ts';
import { StatusBoardTable } from './status-board-table.tsx';
import { useClockDepartments } from './use-clock-lookups.ts';
import { useLiveClockStatus } from './use-live-clock-status.ts';

const m = messages.clockAttendance;
const allDepartments = 'all';

/** The status board of company `companyId`. */
export function StatusBoardScreen({ companyId }: { companyId: number }) {
  const { api } = useAppContext();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const today = companyToday();
  const view = boardView(search, today);
  const setView = (next: BoardView) => setSearch(boardSearch(next), { replace: true });
  const counted = useQuery(
    listCompanyEmployeeStatusQueryOptions(api, companyId, countParams(view)),
  );
  const listed = useQuery({
    ...listCompanyEmployeeStatusQueryOptions(api, companyId, listParams(view)),
    placeholderData: keepPreviousData,
  });
  const { departments, departmentName } = useClockDepartments(companyId);
  const [announcement, setAnnouncement] = useState('');
  const live = view.date === undefined;
  useLiveClockStatus(companyId, live, (event: ClockStatusPayload) =>
    setAnnouncement(m.board.announce(event.employee.name, m.statuses[event.clock_status])),
  );
  const rows = listed.data ?? [];
  const filtered = view.departmentId !== undefined || view.status !== undefined;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.board.title}</h1>
        <p className="text-muted-foreground">{m.board.subtitle}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid w-full gap-2 sm:w-64">
          <Label htmlFor={`${id}-department`}>{m.board.department}</Label>
          <Select
            value={view.departmentId ? String(view.departmentId) : allDepartments}
            onValueChange={(value) =>
              setView({
                ...view,
                departmentId: value === allDepartments ? undefined : Number(value),
              })
            }
          >
            <SelectTrigger id={`${id}-department`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={allDepartments}>{m.board.allDepartments}</SelectItem>
              {departments.map((department) => (
                <SelectItem key={department.id} value={String(department.id)}>
                  {department.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-day`}>{m.board.day}</Label>
          <Input
            id={`${id}-day`}
            type="date"
            max={today}
            value={view.date ?? today}
            onChange={(event) => {
              const { date: _date, ...rest } = view;
              const value = event.currentTarget.value;
              setView(value && value < today ? { ...rest, date: value } : rest);
            }}
            className="w-auto"
          />
        </div>
        {live ? (
          <p className="flex items-center gap-2 pb-2 text-sm text-muted-foreground">
            <Radio aria-hidden="true" className="size-4 text-success" />
            {m.board.live}
          </p>
        ) : (
          <Button
            variant="outline"
            onClick={() => {
              const { date: _date, ...rest } = view;
              setView(rest);
            }}
          >
            {m.board.backToToday}
          </Button>
        )}
      </div>
      {view.date ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          {m.board.pastDay(formatLongDay(view.date))}
        </p>
      ) : null}
      {counted.isError || listed.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{m.board.error}</p>
          <Button
            variant="outline"
            onClick={() => {
              void counted.refetch();
              void listed.refetch();
            }}
          >
            {m.retry}
          </Button>
        </div>
      ) : !filtered && counted.isSuccess && counted.data.length === 0 ? (
        <EmptyState title={m.board.empty} />
      ) : (
        <>
          <StatusCounters
            counts={countStatuses(counted.data ?? [])}
            selected={view.status}
            onSelect={(status) => {
              const { status: _status, ...rest } = view;
              setView(status ? { ...rest, status } : rest);
            }}
          />
          <StatusBoardTable
            rows={rows}
            departmentName={departmentName}
            loading={listed.isPending}
            emptyMessage={filtered ? m.board.emptyFiltered : m.board.empty}
          />
        </>
      )}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
