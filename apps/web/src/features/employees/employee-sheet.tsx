/**
 * Create or edit an employee in a `RecordSheet` (contract `EmployeeInput` to create: multipart
 * with the photo, in the chosen department; `EmployeeUpdateInput` to edit: JSON without the
 * photo, in the employee's current department, which may move them). Empty optional fields are
 * left out on create and sent as null on edit, so that clearing a field clears it.
 */
import {
  createEmployeeMutationOptions,
  updateEmployeeMutationOptions,
  type components,
  type EmployeeFormFields,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  DateField,
  FileField,
  RecordSheet,
  SelectField,
  SwitchField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { employeeFullName } from '../../app/company-employees.ts';
import { useSaveErrorToast } from '../../records/save-error-toast.ts';
import { messages } from '../../messages/messages.ts';

const m = messages.employees;
type Schemas = components['schemas'];
type Employee = Schemas['Employee'];
type EmployeeStatus = Schemas['EmployeeStatus'];
const statuses = Object.keys(m.statuses) as [EmployeeStatus, ...EmployeeStatus[]];

const optional = (pattern: RegExp, error: string) =>
  z.union([z.literal(''), z.string().trim().regex(pattern, { error })]);

const schema = z.object({
  department_id: z.string().min(1, { error: m.required }),
  employee_number: z.string().trim().max(30),
  name: z.string().trim().min(1, { error: m.required }).max(100),
  surname: z.string().trim().min(1, { error: m.required }).max(100),
  lastname: z.string().trim().max(100),
  email: z.union([z.literal(''), z.email({ error: m.emailInvalid })]),
  phone: optional(/^\+?[0-9]{10,15}$/, m.phoneInvalid),
  curp: optional(/^[A-Z][AEIOUX][A-Z]{2}[0-9]{6}[HM][A-Z]{5}[0-9A-Z][0-9]$/, m.curpInvalid),
  nss: optional(/^[0-9]{11}$/, m.nssInvalid),
  position: z.string().trim().min(1, { error: m.required }).max(120),
  status: z.enum(statuses),
  hired_at: z.string(),
  is_driver: z.boolean(),
  license_number: z.string().trim().max(30),
  license_expires_at: z.string(),
  photo: z.instanceof(File).optional(),
});

type Values = z.output<typeof schema>;

/** A new employee: the department and the multipart fields. */
export type NewEmployee = EmployeeFormFields & { departmentId: number };
/** Changes to an employee: the JSON body of `updateEmployee`. */
export type EmployeeChanges = Schemas['EmployeeUpdateInput'];

const textKeys = [
  'employee_number',
  'lastname',
  'email',
  'phone',
  'curp',
  'nss',
  'hired_at',
  'license_number',
  'license_expires_at',
] as const;

const nullableKeys = [
  'lastname',
  'email',
  'phone',
  'curp',
  'nss',
  'license_number',
  'license_expires_at',
] as const;

function toNew(values: Values): NewEmployee {
  const fields: NewEmployee = {
    departmentId: Number(values.department_id),
    name: values.name,
    surname: values.surname,
    position: values.position,
    status: values.status,
    is_driver: values.is_driver,
    ...(values.photo ? { photo: values.photo } : {}),
  };
  for (const key of textKeys) if (values[key]) fields[key] = values[key];
  return fields;
}

function toChanges(values: Values): EmployeeChanges {
  const changes: EmployeeChanges = {
    department_id: Number(values.department_id),
    name: values.name,
    surname: values.surname,
    position: values.position,
    status: values.status,
    is_driver: values.is_driver,
  };
  // `EmployeeUpdateInput` has no employee number nor hiring date: those are set on create.
  for (const key of nullableKeys) changes[key] = values[key] || null;
  return changes;
}

/** Props of {@link EmployeeSheet}. */
export interface EmployeeSheetProps {
  /** The company's departments (the employee belongs to one). */
  departments: Schemas['Department'][];
  /** The employee being edited; absent to create one. */
  employee?: Employee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The employee sheet; mount it with a `key` per record. */
export function EmployeeSheet({ departments, employee, open, onOpenChange }: EmployeeSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const create = useMutation(createEmployeeMutationOptions(api, queryClient));
  const update = useMutation(updateEmployeeMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      department_id: employee
        ? String(employee.department_id)
        : departments.length === 1
          ? String(departments[0]!.id)
          : '',
      employee_number: employee?.employee_number ?? '',
      name: employee?.name ?? '',
      surname: employee?.surname ?? '',
      lastname: employee?.lastname ?? '',
      email: employee?.email ?? '',
      phone: employee?.phone ?? '',
      curp: employee?.curp ?? '',
      nss: employee?.nss ?? '',
      position: employee?.position ?? '',
      status: employee?.status ?? 'activo',
      hired_at: employee?.hired_at ?? '',
      is_driver: employee?.is_driver ?? false,
      license_number: employee?.license_number ?? '',
      license_expires_at: employee?.license_expires_at ?? '',
    },
  });
  const isDriver = form.watch('is_driver');
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-lg"
      title={employee ? m.editTitle(employeeFullName(employee)) : m.createTitle}
      onSubmit={async (values) => {
        if (employee) {
          const saved = await update.mutateAsync({
            departmentId: employee.department_id,
            employeeId: employee.id,
            ...toChanges(values),
          });
          toast({ title: m.updated(employeeFullName(saved)), variant: 'success' });
        } else {
          const saved = await create.mutateAsync(toNew(values));
          toast({ title: m.created(employeeFullName(saved)), variant: 'success' });
        }
      }}
      onSubmitError={saveFailed}
    >
      <SelectField
        name="department_id"
        label={m.department}
        required
        options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={m.name} required autoComplete="off" />
        <TextField name="surname" label={m.surname} required autoComplete="off" />
        <TextField name="lastname" label={m.lastname} autoComplete="off" />
        <TextField
          name="employee_number"
          label={m.number}
          autoComplete="off"
          disabled={!!employee}
        />
      </div>
      <TextField name="position" label={m.position} required autoComplete="off" />
      <SelectField
        name="status"
        label={m.status}
        required
        options={statuses.map((value) => ({ value, label: m.statuses[value] }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" label={m.email} type="email" autoComplete="off" />
        <TextField name="phone" label={m.phone} type="tel" autoComplete="off" />
        <TextField name="curp" label={m.curp} autoComplete="off" />
        <TextField name="nss" label={m.nss} inputMode="numeric" autoComplete="off" />
      </div>
      <DateField name="hired_at" label={m.hiredAt} disabled={!!employee} />
      <SwitchField name="is_driver" label={m.isDriver} />
      {isDriver ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="license_number" label={m.licenseNumber} autoComplete="off" />
          <DateField name="license_expires_at" label={m.licenseExpiresAt} />
        </div>
      ) : null}
      {employee ? null : (
        <FileField
          name="photo"
          label={m.photo}
          description={m.photoHint}
          accept="image/jpeg,image/png"
          maxSize={5 * 1024 * 1024}
        />
      )}
    </RecordSheet>
  );
}
