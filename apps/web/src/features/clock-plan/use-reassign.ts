/**
 * Reassigning a shift from one department or employee to another (docs/decisions/0020-clock-in.md), the same
 * for a drag on the calendar and for the 'Reasignar' form: POST `department-shift/{shiftId}` (or
 * `employee-shift`) for the target, from today (or the assignment's later first day) to the
 * assignment's last day, then DELETE (with a body) for the source; the generated mutations
 * refetch the assignments. While it runs the event shows in its new split; the outcome is
 * announced politely and in a toast.
 */
import {
  assignShiftDepartmentsMutationOptions,
  assignShiftEmployeesMutationOptions,
  unassignShiftDepartmentsMutationOptions,
  unassignShiftEmployeesMutationOptions,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { laterDay, today } from './clock-time.ts';
import { splitId, type Assignment, type Owner } from './planning-model.ts';

const p = clockPlanMessages.planning;

/**
 * The days of the target's assignment: from `day` (today) or the assignment's first day if
 * later, to the assignment's last day; an assignment already over keeps its own days.
 */
export function reassignedDays(a: Assignment, day: string) {
  const from = a.endsOn !== null && a.endsOn < day ? a.startsOn : laterDay(day, a.startsOn);
  return { starts_on: from, ...(a.endsOn ? { ends_on: a.endsOn } : {}) };
}

/** An event shown in another split while its reassignment runs. */
export interface PendingMove {
  eventId: string;
  split: string;
}

/** The reassignment and its state (see the module's comment). */
export function useReassign() {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const assignDepartments = useMutation(assignShiftDepartmentsMutationOptions(api, queryClient));
  const unassignDepartments = useMutation(
    unassignShiftDepartmentsMutationOptions(api, queryClient),
  );
  const assignEmployees = useMutation(assignShiftEmployeesMutationOptions(api, queryClient));
  const unassignEmployees = useMutation(unassignShiftEmployeesMutationOptions(api, queryClient));
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /**
   * Moves assignment `a` (shown as event `eventId`) to `target`; nothing happens for a target
   * of another kind or the assignment's own owner.
   */
  async function reassign(a: Assignment, target: Owner, eventId = '') {
    if (target.kind !== a.kind || target.id === a.ownerId) return;
    setPending({ eventId, split: splitId(target) });
    setAnnouncement('');
    const days = reassignedDays(a, today());
    try {
      if (a.kind === 'department') {
        await assignDepartments.mutateAsync({
          shiftId: a.shiftId,
          department_ids: [target.id],
          ...days,
        });
        await unassignDepartments.mutateAsync({ shiftId: a.shiftId, department_ids: [a.ownerId] });
      } else {
        await assignEmployees.mutateAsync({
          shiftId: a.shiftId,
          employee_ids: [target.id],
          ...days,
        });
        await unassignEmployees.mutateAsync({ shiftId: a.shiftId, employee_ids: [a.ownerId] });
      }
      const text = p.reassigned(a.shiftName, target.name);
      setAnnouncement(text);
      toast({ title: text, variant: 'success' });
    } catch (error) {
      setAnnouncement(p.reassignFailed);
      toast({ title: p.reassignFailed, description: errorText(error), variant: 'danger' });
    } finally {
      setPending(null);
    }
  }

  return { reassign, pending, announcement, busy: pending !== null };
}
