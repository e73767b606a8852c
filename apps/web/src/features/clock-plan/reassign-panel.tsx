/**
 * Reassigning a shift without dragging (docs/decisions/0020-clock-in.md; WCAG 2.5.7): a form with the assigned
 * shift ('Matutino — Tráfico'), whom it goes to ('Reasignar a…') and 'Reasignar'. Choosing an
 * event on the calendar (a click, or focus with the keyboard) chooses its assignment here.
 */
import { Button } from '@jornada/ui';
import { useId, useState, type FormEvent } from 'react';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { LabelledSelect } from '../../app/labelled-select.tsx';
import { assignmentKey, type Assignment, type Owner } from './planning-model.ts';

const r = clockPlanMessages.planning.reassign;

/** Props of {@link ReassignPanel}. */
export interface ReassignPanelProps {
  /** The assignments that can move (current or future, of the view's owners). */
  assignments: readonly Assignment[];
  /** The view's owners (the targets). */
  owners: readonly Owner[];
  /** The chosen assignment's key (controlled: the calendar chooses it too). */
  chosen: string;
  onChosenChange: (key: string) => void;
  onReassign: (assignment: Assignment, target: Owner) => Promise<void>;
  /** A reassignment is running. */
  busy: boolean;
}

/** The reassignment form (see the module's comment). */
export function ReassignPanel({
  assignments,
  owners,
  chosen,
  onChosenChange,
  onReassign,
  busy,
}: ReassignPanelProps) {
  const titleId = useId();
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState('');
  const assignment = assignments.find((a) => assignmentKey(a) === chosen);
  const targets = owners.filter((o) => o.id !== assignment?.ownerId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = targets.find((o) => String(o.id) === target);
    if (!assignment) return setProblem(r.chooseAssignment);
    if (!to) return setProblem(r.chooseTarget);
    setProblem('');
    await onReassign(assignment, to);
    setTarget('');
  };
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {r.title}
      </h2>
      <p className="text-sm text-muted-foreground">{r.hint}</p>
      {assignments.length === 0 ? (
        <p className="text-sm">{r.none}</p>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          className="grid items-end gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
        >
          <LabelledSelect
            label={r.assignment}
            value={assignment ? chosen : ''}
            onValueChange={(key) => {
              onChosenChange(key);
              setProblem('');
            }}
            options={assignments.map((a) => ({
              value: assignmentKey(a),
              label: r.option(a.shiftName, a.ownerName),
            }))}
          />
          <LabelledSelect
            label={r.target}
            value={targets.some((o) => String(o.id) === target) ? target : ''}
            onValueChange={(value) => {
              setTarget(value);
              setProblem('');
            }}
            options={targets.map((o) => ({ value: String(o.id), label: o.name }))}
          />
          <Button type="submit" loading={busy}>
            {r.submit}
          </Button>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-danger md:col-span-3">
              {problem}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
