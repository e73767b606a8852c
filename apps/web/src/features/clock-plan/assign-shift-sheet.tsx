/**
 * 'Asignar turno' on the planning screen (docs/decisions/0020-clock-in.md) in a `RecordSheet`: a shift, the
 * departments (or, in the view by employee, the employees) it goes to, and from which day (to
 * which, optionally) → POST `department-shift/{shiftId}` or `employee-shift/{shiftId}`. An
 * employee keeps one shift per day: the server ends an overlapping one the day before.
 */
import {
  ApiError,
  assignShiftDepartmentsMutationOptions,
  assignShiftEmployeesMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import { DateField, RecordSheet, SelectField, useZodForm } from '@jornada/ui/forms';
import { MultiselectField } from '@jornada/ui/forms/multiselect';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { useSaveErrorToast } from '../../records/save-error-toast.ts';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { timeRange, today } from './clock-time.ts';
import { fieldsValid } from './form-rules.ts';
import type { Owner, OwnerKind } from './planning-model.ts';

type Shift = components['schemas']['Shift'];

const s = clockPlanMessages.planning.assignSheet;
const t = clockPlanMessages.time;

function assignSchema(kind: OwnerKind) {
  const day = z.iso.date({ error: t.dateInvalid });
  return z
    .object({
      shift_id: z.string().min(1, { error: s.chooseShift }),
      owner_ids: z
        .array(z.string())
        .min(1, { error: kind === 'department' ? s.chooseDepartments : s.chooseEmployees }),
      starts_on: day,
      ends_on: z.union([z.literal(''), day]),
    })
    .refine((v) => v.ends_on === '' || v.ends_on >= v.starts_on, {
      error: s.endsBeforeStart,
      path: ['ends_on'],
      when: fieldsValid('starts_on', 'ends_on'),
    });
}

/**
 * The failed request with the server's `department_ids` / `employee_ids` messages (also
 * `department_ids.0`) moved to the form's `owner_ids`, so that they show on the field.
 */
function onOwnerField(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(error.fieldErrors)) {
    const field = /^(department|employee)_ids\b/.test(name) ? 'owner_ids' : name;
    errors[field] = [...(errors[field] ?? []), ...list];
  }
  return new ApiError(error.message, error.status, { ...(error.data as object), errors });
}

/** Props of {@link AssignShiftSheet}. */
export interface AssignShiftSheetProps {
  /** Departments or employees. */
  kind: OwnerKind;
  /** Who can get the shift. */
  owners: readonly Owner[];
  shifts: readonly Shift[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The assignment sheet; mount it with a `key` per opening. */
export function AssignShiftSheet({
  kind,
  owners,
  shifts,
  open,
  onOpenChange,
}: AssignShiftSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const toDepartments = useMutation(assignShiftDepartmentsMutationOptions(api, queryClient));
  const toEmployees = useMutation(assignShiftEmployeesMutationOptions(api, queryClient));
  const form = useZodForm(assignSchema(kind), {
    defaultValues: { shift_id: '', owner_ids: [], starts_on: today(), ends_on: '' },
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={s.title}
      submitLabel={s.title}
      onSubmit={async (values) => {
        const shiftId = Number(values.shift_id);
        const ids = values.owner_ids.map(Number);
        const days = {
          starts_on: values.starts_on,
          ...(values.ends_on ? { ends_on: values.ends_on } : {}),
        };
        try {
          if (kind === 'department')
            await toDepartments.mutateAsync({ shiftId, department_ids: ids, ...days });
          else await toEmployees.mutateAsync({ shiftId, employee_ids: ids, ...days });
        } catch (error) {
          throw onOwnerField(error);
        }
        const names = owners.filter((o) => ids.includes(o.id)).map((o) => o.name);
        const who =
          names.length > 0 && names.length <= 2
            ? new Intl.ListFormat('es-MX', { type: 'conjunction' }).format(names)
            : kind === 'department'
              ? s.departmentsCount(ids.length)
              : s.employeesCount(ids.length);
        const shift = shifts.find((x) => x.id === shiftId);
        toast({ title: s.assigned(shift?.name ?? '', who), variant: 'success' });
      }}
      onSubmitError={saveFailed}
    >
      <SelectField
        name="shift_id"
        label={s.shift}
        required
        options={shifts.map((shift) => ({
          value: String(shift.id),
          label: `${shift.name} (${timeRange(shift.start_time, shift.end_time)})`,
        }))}
      />
      <MultiselectField
        name="owner_ids"
        label={kind === 'department' ? s.departments : s.employees}
        required
        options={owners.map((o) => ({ value: String(o.id), label: o.name }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="starts_on" label={s.startsOn} required />
        <DateField name="ends_on" label={s.endsOn} description={s.endsOnHint} />
      </div>
    </RecordSheet>
  );
}
