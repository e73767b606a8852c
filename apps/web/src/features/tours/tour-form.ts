/**
 * The tour sheet's form: its zod schema (the contract's `TourInput`, with Spanish messages), its
 * values from a tour, and the `TourInput` of its values. Pickers hold ids as strings; fields are
 * named as the contract's, so that a server 422 for `unit_id` ("the unit does not serve the
 * route") or `driver_employee_id` shows on its field.
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';

type Tour = components['schemas']['Tour'];

const m = messages.tours;

/** The tour form's schema. */
export const tourSchema = z.object({
  route_id: z.string().min(1, { error: m.routeInvalid }),
  unit_id: z.string().min(1, { error: m.unitInvalid }),
  driver_employee_id: z.string(),
  scheduled_departure_at: z.iso.datetime({ error: m.scheduledInvalid }),
  passenger_employee_ids: z.array(z.string()).max(200, { error: m.passengersInvalid }),
});

/** What the form holds. */
export type TourFormValues = z.input<typeof tourSchema>;

/** The form's first values: the tour's, or empty (its manifest arrives later: `listTourPassengers`). */
export function tourFormValues(tour?: Tour): TourFormValues {
  return {
    route_id: tour ? String(tour.route.id) : '',
    unit_id: tour ? String(tour.unit.id) : '',
    driver_employee_id: tour?.driver ? String(tour.driver.id) : '',
    scheduled_departure_at: tour?.scheduled_departure_at ?? '',
    passenger_employee_ids: [],
  };
}

/**
 * The `TourInput` of the validated values; the manifest only when `withPassengers` (it replaces
 * the tour's, so an unchanged one is not sent).
 */
export function tourInput(
  values: z.output<typeof tourSchema>,
  withPassengers: boolean,
): components['schemas']['TourInput'] {
  return {
    route_id: Number(values.route_id),
    unit_id: Number(values.unit_id),
    driver_employee_id: values.driver_employee_id ? Number(values.driver_employee_id) : null,
    scheduled_departure_at: values.scheduled_departure_at,
    ...(withPassengers
      ? { passenger_employee_ids: values.passenger_employee_ids.map(Number) }
      : {}),
  };
}
