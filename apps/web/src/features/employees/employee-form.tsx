/**
 * The employee form (contract `EmployeeInput` to create, multipart with the photo;
 * `EmployeeUpdateInput` to edit, JSON without the photo). Empty optional fields are left out on
 * create and sent as null on edit, so that clearing a field clears it.
 */
import type { components, EmployeeFormFields } from '@jornada/api-client';
import { Button } from '@jornada/ui';
import {
  CheckboxField,
  DateField,
  FileField,
  Form,
  FormRootMessage,
  SelectField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { z } from 'zod';
import { messages } from '../../messages.ts';

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

/** Props of {@link EmployeeForm}. */
export interface EmployeeFormProps {
  /** The company's departments (the employee belongs to one). */
  departments: Schemas['Department'][];
  employee?: Employee;
  onCreate: (employee: NewEmployee) => Promise<unknown>;
  onUpdate: (changes: EmployeeChanges) => Promise<unknown>;
  onCancel: () => void;
}

/** Create or edit an employee. */
export function EmployeeForm({
  departments,
  employee,
  onCreate,
  onUpdate,
  onCancel,
}: EmployeeFormProps) {
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
    <Form
      form={form}
      aria-label={employee ? m.editTitle(employee.name) : m.createTitle}
      onSubmit={(values) => (employee ? onUpdate(toChanges(values)) : onCreate(toNew(values)))}
      failureMessage={messages.workspace.saveError}
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
      <CheckboxField name="is_driver" label={m.isDriver} />
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
      <FormRootMessage />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {messages.workspace.cancel}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {messages.workspace.save}
        </Button>
      </div>
    </Form>
  );
}
