/**
 * The header fields of a revision order's forms (the sheet and the order's page): the unit, the
 * inspector, when it is inspected and the odometer, their zod rules (Spanish messages) and the
 * inspector's choices.
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { employeeFullName, useCompanyEmployees } from '../../app/company-employees.ts';
import { messages } from '../../messages.ts';

const m = messages.revisionOrders;

/** The header's fields; pickers hold ids as strings ('' for none). */
export const orderHeaderSchema = {
  unit_id: z.string().min(1, { error: m.unitRequired }),
  inspector_employee_id: z.string(),
  inspected_at: z.union([z.literal(''), z.iso.datetime({ error: m.inspectedAtInvalid })]),
  odometer_km: z
    .number({ error: m.odometerInvalid })
    .int({ error: m.odometerInvalid })
    .min(0, { error: m.odometerInvalid })
    .max(2147483647, { error: m.odometerInvalid })
    .nullable(),
};

/** The company's employees, to pick the inspector from. */
export function useInspectors(companyId: number, enabled = true) {
  return useCompanyEmployees(companyId, { enabled }).employees;
}

/** The inspector's choices: the order's own first (even before the list arrives), then everyone. */
export function inspectorOptions(
  employees: ReturnType<typeof useInspectors>,
  current?: components['schemas']['PersonRef'] | null,
) {
  const options = new Map<string, string>();
  if (current) options.set(String(current.id), current.name);
  for (const e of employees) options.set(String(e.id), `${employeeFullName(e)} · ${e.position}`);
  return [...options].map(([value, label]) => ({ value, label }));
}
