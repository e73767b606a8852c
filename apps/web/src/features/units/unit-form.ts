/**
 * The unit sheet's form: its zod schema (the contract's `UnitInput` bounds, with Spanish
 * messages), its values from a unit, and the `UnitInput` of its values. Pickers hold ids as
 * strings; fields are named as the contract's, so that a server 409/422 for `plate` or
 * `driver_ids` shows on its field.
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';
import { unitStatuses, unitTypes } from './unit-status.ts';

type Unit = components['schemas']['Unit'];

const m = messages.units;
const INT_MAX = 2_147_483_647;

const text = (min: number, max: number, error: string) =>
  z.string().trim().min(min, { error }).max(max, { error });
const count = z
  .number({ error: m.capacityInvalid })
  .int({ error: m.capacityInvalid })
  .min(0, { error: m.capacityInvalid })
  .max(INT_MAX, { error: m.capacityInvalid })
  .nullable();

/** The unit form's schema. */
export const unitSchema = z.object({
  economic_number: text(1, 30, m.economicNumberInvalid),
  plate: text(5, 12, m.plateInvalid),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-HJ-NPR-Z0-9]{17})?$/, { error: m.vinInvalid }),
  type: z.enum(unitTypes, { error: messages.tickets.chooseOption }),
  brand: text(1, 60, m.brandInvalid),
  model: text(1, 60, m.modelInvalid),
  year: z
    .number({ error: m.yearInvalid })
    .int({ error: m.yearInvalid })
    .min(1950, { error: m.yearInvalid })
    .max(2100, { error: m.yearInvalid }),
  capacity_kg: count,
  passenger_capacity: count,
  status: z.enum(unitStatuses, { error: messages.tickets.chooseOption }),
  gps_device_id: z.string().trim().max(60, { error: m.gpsDeviceIdInvalid }),
  insurance_expires_at: z.union([z.literal(''), z.iso.date({ error: m.dateInvalid })]),
  photo: z.instanceof(File, { error: m.photoInvalid }).nullable(),
  driver_ids: z.array(z.string()).max(20, { error: m.driversInvalid }),
  route_ids: z.array(z.string()).max(50, { error: m.routesInvalid }),
});

/** What the form holds. */
export type UnitFormValues = z.input<typeof unitSchema>;

/** The form's first values: the unit's, or a new available unit's. */
export function unitFormValues(unit?: Unit): UnitFormValues {
  return {
    economic_number: unit?.economic_number ?? '',
    plate: unit?.plate ?? '',
    vin: unit?.vin ?? '',
    brand: unit?.brand ?? '',
    model: unit?.model ?? '',
    year: unit?.year ?? (null as unknown as number),
    capacity_kg: unit?.capacity_kg ?? null,
    passenger_capacity: unit?.passenger_capacity ?? null,
    status: unit?.status ?? 'disponible',
    gps_device_id: unit?.gps_device_id ?? '',
    insurance_expires_at: unit?.insurance_expires_at ?? '',
    photo: null,
    driver_ids: unit?.drivers.map((d) => String(d.id)) ?? [],
    route_ids: unit?.routes.map((r) => String(r.id)) ?? [],
    ...(unit ? { type: unit.type } : {}),
  } as UnitFormValues;
}

/** The `UnitInput` of the validated values (empty optional fields as null). */
export function unitInput(values: z.output<typeof unitSchema>): components['schemas']['UnitInput'] {
  return {
    economic_number: values.economic_number,
    plate: values.plate,
    vin: values.vin || null,
    type: values.type,
    brand: values.brand,
    model: values.model,
    year: values.year,
    capacity_kg: values.capacity_kg,
    passenger_capacity: values.passenger_capacity,
    status: values.status,
    gps_device_id: values.gps_device_id || null,
    insurance_expires_at: values.insurance_expires_at || null,
  };
}
