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
import { useToast } from '@jornada/ui';
import { RecordSheet, SelectField, TextareaField, TextField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { employeeFullName, useCompanyEmployees } from '../../app/company-employees.ts';
import { messages } from '../../messages.ts';

type Department = components['schemas']['Department'];

const m = messages.departments;
const w = messages.workspace;

const schema = z.object({
  name: z.string().trim().min(2, { error: m.nameInvalid }).max(120, { error: m.nameInvalid }),
  description: z.string().trim().max(1000, { error: m.descriptionInvalid }),
  // A user id as the select's string ('' for none); named as the contract's field so that the
  // server's 422 for it shows on the picker.
  manager_employee_id: z.string(),
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
export function DepartmentSheet({
  companyId,
  department,
  open,
  onOpenChange,
}: DepartmentSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const people = useCompanyEmployees(companyId, { enabled: open });
  const create = useMutation(createDepartmentMutationOptions(api, queryClient));
  const update = useMutation(updateDepartmentMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      manager_employee_id: department?.manager ? String(department.manager.id) : '',
    },
  });
  const managers = new Map<string, string>();
  if (department?.manager) managers.set(String(department.manager.id), department.manager.name);
  for (const e of people.employees)
    if (e.user_id) managers.set(String(e.user_id), employeeFullName(e));

  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={department ? m.editTitle(department.name) : m.createTitle}
      onSubmit={async ({ name, description, manager_employee_id: manager }) => {
        const input = {
          name,
          description: description || null,
          manager_employee_id: manager ? Number(manager) : null,
        };
        const saved = department
          ? await update.mutateAsync({ departmentId: department.id, ...input })
          : await create.mutateAsync({ companyId, ...input });
        toast({
          title: department ? m.updated(saved.name) : m.created(saved.name),
          variant: 'success',
        });
      }}
      onSubmitError={() => toast({ title: w.saveError, variant: 'danger' })}
    >
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
