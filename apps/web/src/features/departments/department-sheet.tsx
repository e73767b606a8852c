/**
 * Create or edit a department (contract `DepartmentInput`) in a `RecordSheet`: name, description
 * and the manager. `manager_employee_id` is, despite its name, the **user id** of a member of the
 * company (the server checks membership, apps/api/src/handlers/departments/definition.ts), so the
 * picker lists the company's employees that have a platform account (`Employee.user_id`), plus
 * the current manager if they are not among them (staff without an employee record).
 */
import {
  createDepartmentMutationOptions,
  updateDepartmentMutationOptions,
  type components,
} from '@jornada/api-client';
import { departmentInputFormSchema } from '@jornada/api-client/forms';
import { RecordSheet, SelectField, TextareaField, TextField } from '@jornada/ui/forms';
import { z } from 'zod';
import { employeeFullName, useCompanyEmployees } from '../../app/company-employees.ts';
import { messages } from '../../messages/messages.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';

type Department = components['schemas']['Department'];

const m = messages.departments;

const schema = departmentInputFormSchema({
  name: m.nameInvalid,
  description: m.descriptionInvalid,
}).extend({
  // A user id as the select's string ('' for none); named as the contract's field so that the
  // server's 422 for it shows on the picker.
  manager_employee_id: z.string().transform((id) => (id ? Number(id) : null)),
});

/** Props of {@link DepartmentSheet}. */
export interface DepartmentSheetProps {
  companyId: number;
  /** The department being edited; absent to create one. */
  department?: Department;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The department sheet. Mount it with a `key` per record so that each record starts from its
 * own values; a failed save keeps what was typed.
 */
export function DepartmentSheet({ companyId, department, ...slot }: DepartmentSheetProps) {
  const people = useCompanyEmployees(companyId, { enabled: slot.open });
  const sheet = useRecordSheet({
    ...slot,
    title: department ? m.editTitle(department.name) : m.createTitle,
    schema,
    defaultValues: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      manager_employee_id: department?.manager ? String(department.manager.id) : '',
    },
    record: department,
    create: {
      mutation: createDepartmentMutationOptions,
      variables: (body) => ({ companyId, ...body }),
      done: (saved) => m.created(saved.name),
    },
    update: {
      mutation: updateDepartmentMutationOptions,
      variables: (body, { id }) => ({ departmentId: id, ...body }),
      done: (saved) => m.updated(saved.name),
    },
  });
  const managers = new Map<string, string>();
  if (department?.manager) managers.set(String(department.manager.id), department.manager.name);
  for (const e of people.employees)
    if (e.user_id) managers.set(String(e.user_id), employeeFullName(e));

  return (
    <RecordSheet {...sheet}>
      <TextField name="name" label={m.name} required autoComplete="off" />
      <TextareaField name="description" label={m.description} />
      <SelectField
        name="manager_employee_id"
        label={m.manager}
        description={m.managerHint}
        emptyLabel={m.noManager}
        options={[...managers].map(([value, label]) => ({ value, label }))}
      />
    </RecordSheet>
  );
}
