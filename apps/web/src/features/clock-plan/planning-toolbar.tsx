/**
 * The planning screen's controls: 'Ver por' (a radio group: by department or by employee), the
 * department whose employees are the columns (in the view by employee) and 'Asignar turno'.
 */
import type { components } from '@jornada/api-client';
import { Button, Label, RadioGroup, RadioGroupItem } from '@jornada/ui';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { LabelledSelect } from '../../app/labelled-select.tsx';
import type { PlanningMode } from './use-planning-data.ts';

type Department = components['schemas']['Department'];

const p = clockPlanMessages.planning;

/** Props of {@link PlanningToolbar}. */
export interface PlanningToolbarProps {
  mode: PlanningMode;
  onModeChange: (mode: PlanningMode) => void;
  departments: readonly Department[];
  departmentId: number | null;
  onDepartmentChange: (id: number) => void;
  onAssign: () => void;
}

/** The controls (see the module's comment). */
export function PlanningToolbar({
  mode,
  onModeChange,
  departments,
  departmentId,
  onDepartmentChange,
  onAssign,
}: PlanningToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <div className="grid gap-2">
        <span id={`${id}-view`} className="text-sm leading-none font-medium">
          {p.viewBy}
        </span>
        <RadioGroup
          aria-labelledby={`${id}-view`}
          value={mode}
          onValueChange={(value) => onModeChange(value as PlanningMode)}
          orientation="horizontal"
          className="flex h-9 flex-wrap items-center gap-x-5 gap-y-2"
        >
          {(
            [
              ['departments', p.byDepartment],
              ['employees', p.byEmployee],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem value={value} id={`${id}-${value}`} />
              <Label htmlFor={`${id}-${value}`} className="font-normal">
                {label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      {mode === 'employees' ? (
        <LabelledSelect
          label={p.department}
          className="grid w-full gap-2 sm:w-64"
          value={departmentId === null ? '' : String(departmentId)}
          onValueChange={(value) => onDepartmentChange(Number(value))}
          placeholder={p.chooseDepartment}
          options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
        />
      ) : null}
      <Button className="sm:ml-auto" onClick={onAssign}>
        <Plus aria-hidden="true" />
        {p.assign}
      </Button>
    </div>
  );
}
