/**
 * The route sheet's form: its zod schema (the contract's `RouteInput` bounds, with Spanish
 * messages), its values from a route, and the `RouteInput` of its values. Stops keep the
 * contract's shape (`name`, `location.latitude`, `location.longitude`) so that a server error for
 * `stops.2.location.latitude` shows on its field; their order is the list's, renumbered from 1.
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';

type Route = components['schemas']['Route'];

const m = messages.routes;

const coordinate = (limit: number, error: string) =>
  z.number({ error }).min(-limit, { error }).max(limit, { error });

const stop = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: m.stopNameInvalid })
    .max(200, { error: m.stopNameInvalid }),
  location: z.object({
    latitude: coordinate(90, m.latitudeInvalid),
    longitude: coordinate(180, m.longitudeInvalid),
  }),
});

/** The route form's schema. */
export const routeSchema = z.object({
  name: z.string().trim().min(2, { error: m.nameInvalid }).max(120, { error: m.nameInvalid }),
  code: z.string().trim().max(30, { error: m.codeInvalid }),
  origin: z.string().trim().min(2, { error: m.placeInvalid }).max(200, { error: m.placeInvalid }),
  destination: z
    .string()
    .trim()
    .min(2, { error: m.placeInvalid })
    .max(200, { error: m.placeInvalid }),
  distance_km: z
    .number({ error: m.distanceInvalid })
    .min(0, { error: m.distanceInvalid })
    .max(100_000, { error: m.distanceInvalid })
    .nullable(),
  estimated_minutes: z
    .number({ error: m.minutesInvalid })
    .int({ error: m.minutesInvalid })
    .min(0, { error: m.minutesInvalid })
    .max(2_147_483_647, { error: m.minutesInvalid })
    .nullable(),
  stops: z.array(stop).max(100, { error: m.stopsInvalid }),
  unit_ids: z.array(z.string()).max(200, { error: m.unitsInvalid }),
  active: z.boolean(),
});

/** What the form holds. */
export type RouteFormValues = z.input<typeof routeSchema>;

/** A blank stop (its coordinates empty until typed). */
export function blankStop(): RouteFormValues['stops'][number] {
  return {
    name: '',
    location: { latitude: null, longitude: null },
  } as unknown as RouteFormValues['stops'][number];
}

/** The form's first values: the route's, or a new active route's. */
export function routeFormValues(route?: Route): RouteFormValues {
  return {
    name: route?.name ?? '',
    code: route?.code ?? '',
    origin: route?.origin ?? '',
    destination: route?.destination ?? '',
    distance_km: route?.distance_km ?? null,
    estimated_minutes: route?.estimated_minutes ?? null,
    stops: [...(route?.stops ?? [])]
      .sort((a, b) => a.order - b.order)
      .map(({ name, location }) => ({ name, location: { ...location } })),
    unit_ids: [],
    active: route?.active ?? true,
  };
}

/** The `RouteInput` of the validated values: stops numbered in their order. */
export function routeInput(
  values: z.output<typeof routeSchema>,
): components['schemas']['RouteInput'] {
  return {
    name: values.name,
    code: values.code,
    origin: values.origin,
    destination: values.destination,
    distance_km: values.distance_km,
    estimated_minutes: values.estimated_minutes,
    stops: values.stops.map((s, index) => ({ order: index + 1, ...s })),
    active: values.active,
  };
}
