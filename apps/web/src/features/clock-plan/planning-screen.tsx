/**
 * The planning calendar (docs/decisions/0020-clock-in.md; first use of `@jornada/calendar` in the app): the week
 * with one column per department, or per employee of a chosen department, and each assigned
 * shift as a weekly event in its owner's column, in the shift's colour. Dragging an event to
 * another column reassigns the shift (use-reassign.ts); moving it in time is undone with a toast
 * (times belong to the shift). The calendar moves events between days and hours from the
 * keyboard, not between columns, so the same reassignment has a form (reassign-panel.tsx) whose
 * choice follows the event chosen on the calendar.
 */
import {
  CalendarGrid,
  CalendarRoot,
  CalendarTitleBar,
  type CalendarEvent,
  type CalendarViewName,
  type EventChange,
} from '@jornada/calendar';
import { Button, ButtonLink, EmptyState, Skeleton, useToast } from '@jornada/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { paths } from '../../paths.ts';
import { today } from './clock-time.ts';
import { AssignShiftSheet } from './assign-shift-sheet.tsx';
import { PlanningToolbar } from './planning-toolbar.tsx';
import { assignmentKey, eventIdOfKey, splitId, type Assignment } from './planning-model.ts';
import { ReassignPanel } from './reassign-panel.tsx';
import { ShiftEventStyles } from './shift-event-styles.tsx';
import { ShiftLegend } from './shift-legend.tsx';
import { usePlanningData } from './use-planning-data.ts';
import { useReassign } from './use-reassign.ts';

const p = clockPlanMessages.planning;

/** The planning screen of company `companyId`; `?semana=YYYY-MM-DD` opens that week. */
export function PlanningScreen({ companyId }: { companyId: number }) {
  const data = usePlanningData(companyId);
  const { reassign, pending, announcement, busy } = useReassign();
  const { toast, dismiss } = useToast();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [week] = useState(() => params.get('semana') ?? today());
  // A phone shows a day at a time (its columns fit); the title bar switches to the week.
  const [view, setView] = useState<CalendarViewName>(() =>
    window.matchMedia('(max-width: 639px)').matches ? 'day' : 'week',
  );
  const [sheet, setSheet] = useState({ open: false, key: 0 });
  const [chosen, setChosen] = useState('');
  const lockedToast = useRef<string | null>(null);
  const { calendar, owners } = data;

  const events: CalendarEvent[] = pending
    ? calendar.events.map((e) => (e.id === pending.eventId ? { ...e, split: pending.split } : e))
    : calendar.events;
  const day = today();
  const movable = new Map<string, Assignment>();
  for (const planned of calendar.planned.values()) {
    const a = planned.span.assignment;
    if (!planned.inherited && (a.endsOn === null || a.endsOn >= day))
      movable.set(assignmentKey(a), a);
  }

  const explain = (title: string, description: string) => {
    if (lockedToast.current) dismiss(lockedToast.current);
    lockedToast.current = toast({ title, description });
  };

  const onEventsChange = (_events: CalendarEvent[], change: EventChange) => {
    if (change.type !== 'update') return;
    const id = String(change.previous.id);
    const planned = calendar.planned.get(id);
    if (!planned) return;
    if (change.event.split !== change.previous.split) {
      const target = owners.find((o) => splitId(o) === change.event.split);
      if (target) void reassign(planned.span.assignment, target, id);
    } else if (
      change.event.start !== change.previous.start ||
      change.event.end !== change.previous.end
    )
      explain(p.timeLocked, p.timeLockedText);
  };

  // An event chosen on the calendar (clicked, or focused with the keyboard) is chosen in the form.
  const chooseFromCalendar = (event: SyntheticEvent) => {
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-event-key]')?.dataset
      .eventKey;
    const planned = key ? calendar.planned.get(eventIdOfKey(key)) : undefined;
    if (planned && !planned.inherited) setChosen(assignmentKey(planned.span.assignment));
  };

  let body;
  if (data.error)
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{p.error}</p>
        <Button
          variant="outline"
          onClick={() => void queryClient.refetchQueries({ type: 'active' })}
        >
          {p.retry}
        </Button>
      </div>
    );
  else if (data.isPending)
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{p.loading}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  else if (data.shifts.length === 0)
    body = (
      <EmptyState
        title={p.noShiftsTitle}
        description={p.noShiftsText}
        action={
          <ButtonLink asChild>
            <Link to={paths.clockShifts.href(companyId)}>{p.goToShifts}</Link>
          </ButtonLink>
        }
      />
    );
  else if (data.departments.length === 0)
    body = (
      <EmptyState
        title={p.noDepartmentsTitle}
        description={p.noDepartmentsText}
        action={
          <ButtonLink asChild>
            <Link to={paths.workspaceDepartments.href(companyId)}>{p.goToDepartments}</Link>
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <>
        <ShiftLegend shifts={data.shifts} />
        <ShiftEventStyles shifts={data.shifts} />
        {owners.length === 0 ? (
          <p className="rounded-md bg-muted p-4">{p.noEmployees}</p>
        ) : (
          <CalendarRoot
            aria-label={p.calendar}
            // The grid's width stays inside its scroller below, never widening the page.
            className="min-w-0"
            view={view}
            onViewChange={(c) => setView(c.view)}
            disableViews={['years', 'year', 'month']}
            defaultSelectedDate={week}
            splitDays={calendar.splits}
            events={events}
            editable={{ drag: true }}
            onEventsChange={onEventsChange}
            cellHeight={32}
            onClickCapture={chooseFromCalendar}
            onFocusCapture={chooseFromCalendar}
          >
            <CalendarTitleBar />
            <div className="overflow-x-auto">
              {/* a column per owner and day, wide enough for its label; past that it scrolls sideways */}
              <div style={{ minWidth: `${owners.length * (view === 'day' ? 1 : 7) * 5.5 + 4}rem` }}>
                <CalendarGrid />
              </div>
            </div>
          </CalendarRoot>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <ReassignPanel
          assignments={[...movable.values()]}
          owners={owners}
          chosen={chosen}
          onChosenChange={setChosen}
          onReassign={(a, target) => reassign(a, target)}
          busy={busy}
        />
      </>
    );

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{p.title}</h1>
        <p className="text-muted-foreground">{p.subtitle}</p>
      </div>
      <PlanningToolbar
        mode={data.mode}
        onModeChange={data.setMode}
        departments={data.departments}
        departmentId={data.departmentId}
        onDepartmentChange={data.setDepartmentId}
        onAssign={() => setSheet((s) => ({ open: true, key: s.key + 1 }))}
      />
      {body}
      <AssignShiftSheet
        key={sheet.key}
        kind={data.mode === 'departments' ? 'department' : 'employee'}
        owners={owners}
        shifts={data.shifts}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
    </div>
  );
}
