/**
 * The header fields of a revision order's forms (the sheet and the order's page): the unit, the
 * inspector, when it is inspected and the odometer, and their zod rules (Spanish messages).
 */
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';

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
