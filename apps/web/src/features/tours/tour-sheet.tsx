/**
 * Schedule or change a tour in a `RecordSheet`: the route (active routes), then a unit among
 * those that serve it (`listRouteUnits`), then a driver among that unit's drivers, the departure,
 * and the manifest (employees expected on board; editing starts from `listTourPassengers`, and an
 * unchanged manifest is not sent, since sending replaces it). Changing the route clears the unit
 * and the driver; changing the unit clears the driver.
 */
import {
  createTourMutationOptions,
  listRouteUnitsQueryOptions,
  listTourPassengersQueryOptions,
  updateTourMutationOptions,
  type components,
} from '@jornada/api-client';
import { DateTimeField, RecordSheet, SelectField } from '@jornada/ui/forms';
import { MultiselectField } from '@jornada/ui/forms/multiselect';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppContext } from '../../app/app-context.ts';
import { employeeFullName, useCompanyEmployees } from '../../app/company-employees.ts';
import { sameIds, unitName, useCompanyRoutes } from '../../app/company-fleet.ts';
import { messages } from '../../messages/messages.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { tourFormValues, tourInput, tourSchema } from './tour-form.ts';
import { tourName } from './tour-status.ts';

type Tour = components['schemas']['Tour'];

const m = messages.tours;

/** Props of {@link TourSheet}. */
export interface TourSheetProps {
  companyId: number;
  /** The tour being changed; absent to schedule one. */
  tour?: Tour;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The tour sheet; mount it with a `key` per opening. */
export function TourSheet({ companyId, tour, ...slot }: TourSheetProps) {
  const { open } = slot;
  const { api } = useAppContext();
  const routes = useCompanyRoutes(companyId, { enabled: open });
  const people = useCompanyEmployees(companyId, { enabled: open });
  // The manifest is sent only when it changed (sending replaces it); see `manifestIds` below.
  const input = (values: Parameters<typeof tourInput>[0]) => {
    const chosenIds = values.passenger_employee_ids.map(Number);
    return tourInput(values, manifestIds ? !sameIds(chosenIds, manifestIds) : chosenIds.length > 0);
  };
  const sheet = useRecordSheet({
    ...slot,
    title: tour ? m.editTitle(tourName(tour)) : m.createTitle,
    schema: tourSchema,
    defaultValues: tourFormValues(tour),
    record: tour,
    create: {
      mutation: createTourMutationOptions,
      variables: (values) => ({ companyId, ...input(values) }),
      done: (saved) => m.created(tourName(saved)),
    },
    update: {
      mutation: updateTourMutationOptions,
      variables: (values, { id }) => ({ tourId: id, ...input(values) }),
      done: (saved) => m.updated(tourName(saved)),
    },
  });
  const { form } = sheet;
  const { control, setValue, getValues } = form;
  const routeId = useWatch({ control, name: 'route_id' });
  const unitId = useWatch({ control, name: 'unit_id' });
  const routeUnits = useQuery({
    ...listRouteUnitsQueryOptions(api, Number(routeId)),
    enabled: open && routeId !== '',
  });
  const manifest = useQuery({
    ...listTourPassengersQueryOptions(api, tour?.id ?? 0),
    enabled: open && tour !== undefined,
  });

  // A choice clears what depended on the previous one.
  const chosen = useRef({ routeId, unitId });
  useEffect(() => {
    if (chosen.current.routeId !== routeId) {
      setValue('unit_id', '');
      setValue('driver_employee_id', '');
    } else if (chosen.current.unitId !== unitId) {
      setValue('driver_employee_id', '');
    }
    chosen.current = { routeId, unitId };
  }, [routeId, unitId, setValue]);

  // The manifest arrives after the sheet opens (and its fields mount later still, in a portal):
  // it fills the field unless something was chosen meanwhile, and saving sends the manifest only
  // when it differs from it (sending replaces it, passengers without an employee record included).
  const passengers = manifest.data;
  const manifestIds = useMemo(
    () =>
      tour === undefined ? [] : passengers?.flatMap((p) => (p.employee_id ? [p.employee_id] : [])),
    [tour, passengers],
  );
  useEffect(() => {
    if (manifestIds && manifestIds.length > 0 && getValues('passenger_employee_ids').length === 0)
      setValue('passenger_employee_ids', manifestIds.map(String));
  }, [manifestIds, getValues, setValue]);

  const sameRoute = tour !== undefined && routeId === String(tour.route.id);
  const routeOptions = new Map<string, string>();
  if (tour) routeOptions.set(String(tour.route.id), tour.route.name);
  for (const r of routes.routes) if (r.active) routeOptions.set(String(r.id), r.name);
  const unitOptions = new Map<string, string>();
  if (tour && sameRoute) unitOptions.set(String(tour.unit.id), unitName(tour.unit));
  for (const u of routeUnits.data ?? []) unitOptions.set(String(u.id), unitName(u));
  const driverOptions = new Map<string, string>();
  if (tour?.driver && sameRoute && unitId === String(tour.unit.id))
    driverOptions.set(String(tour.driver.id), tour.driver.name);
  for (const d of routeUnits.data?.find((u) => String(u.id) === unitId)?.drivers ?? [])
    driverOptions.set(String(d.id), d.name);
  const passengerOptions = new Map<string, string>();
  for (const p of passengers ?? [])
    if (p.employee_id) passengerOptions.set(String(p.employee_id), p.name);
  for (const e of people.employees) passengerOptions.set(String(e.id), employeeFullName(e));

  return (
    <RecordSheet {...sheet} className="sm:max-w-lg">
      <SelectField
        name="route_id"
        label={m.route}
        required
        options={[...routeOptions].map(([value, label]) => ({ value, label }))}
      />
      <SelectField
        name="unit_id"
        label={m.unit}
        required
        disabled={routeId === ''}
        description={
          routeId === ''
            ? m.chooseRouteFirst
            : routeUnits.isSuccess && unitOptions.size === 0
              ? m.noUnitsOnRoute
              : m.unitHint
        }
        options={[...unitOptions].map(([value, label]) => ({ value, label }))}
      />
      <SelectField
        name="driver_employee_id"
        label={m.driver}
        disabled={unitId === ''}
        description={unitId === '' ? m.chooseUnitFirst : m.driverHint}
        emptyLabel={m.noDriver}
        options={[...driverOptions].map(([value, label]) => ({ value, label }))}
      />
      <DateTimeField name="scheduled_departure_at" label={m.scheduled} required />
      <MultiselectField
        name="passenger_employee_ids"
        label={m.passengers}
        description={m.passengersHint}
        max={200}
        options={[...passengerOptions].map(([value, label]) => ({ value, label }))}
      />
    </RecordSheet>
  );
}
