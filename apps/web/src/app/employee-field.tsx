/**
 * The person of a fleet record's form (a ticket's or a service order's assignee, a revision
 * order's inspector): a select of the company's employees ('Nombre Apellido · Puesto',
 * `useCompanyEmployees`), the record's own person offered first even before the list arrives,
 * and an explicit "none" choice. The value is the id as a string ('' for none).
 */
import type { components } from '@jornada/api-client';
import { SelectField } from '@jornada/ui/forms';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { employeeFullName, useCompanyEmployees } from './company-employees.ts';

/** Props of {@link EmployeeField}. */
export interface EmployeeFieldProps<TFieldValues extends FieldValues> {
  companyId: number;
  name: FieldPath<TFieldValues>;
  label: string;
  /** The hint under the select. */
  description: string;
  /** The "none" choice, e.g. 'Sin asignar'. */
  emptyLabel: string;
  /** The record's person. */
  current?: components['schemas']['PersonRef'] | null | undefined;
  /** Wait before reading the employees (for example until a sheet opens). @default true */
  enabled?: boolean;
}

/** The employee picker (see the module's comment); render it inside a `<Form>`. */
export function EmployeeField<TFieldValues extends FieldValues>({
  companyId,
  name,
  label,
  description,
  emptyLabel,
  current,
  enabled = true,
}: EmployeeFieldProps<TFieldValues>) {
  const people = useCompanyEmployees(companyId, { enabled });
  const options = new Map<string, string>();
  if (current) options.set(String(current.id), current.name);
  for (const e of people.employees)
    options.set(String(e.id), `${employeeFullName(e)} · ${e.position}`);
  return (
    <SelectField<TFieldValues>
      name={name}
      label={label}
      description={description}
      emptyLabel={emptyLabel}
      options={[...options].map(([value, text]) => ({ value, label: text }))}
    />
  );
}
