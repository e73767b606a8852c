/**
 * Create or edit a unit in a `RecordSheet`: every `UnitInput` field, a photo (`uploadUnitPhoto`),
 * its drivers (`assignUnitDrivers`, picked among the company's drivers) and its routes
 * (`assignUnitRoutes`). Saving writes the unit first, then the photo and the assignments that
 * changed; if one of those fails the sheet stays open with the message on its field, and saving
 * again updates the unit just created instead of creating another.
 */
import {
  assignUnitDriversMutationOptions,
  assignUnitRoutesMutationOptions,
  createUnitMutationOptions,
  routesKeys,
  updateUnitMutationOptions,
  uploadUnitPhotoMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  DateField,
  FileField,
  NumberField,
  RecordSheet,
  SelectField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { MultiselectField } from '@jornada/ui/forms/multiselect';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { employeeFullName, useCompanyEmployees } from '../../app/company-employees.ts';
import { sameIds, unitName, useCompanyRoutes } from '../../app/company-fleet.ts';
import { useSaveErrorToast } from '../../records/save-error-toast.ts';
import { messages } from '../../messages/messages.ts';
import { unitFormValues, unitInput, unitSchema } from './unit-form.ts';
import { unitStatuses, unitTypes } from './unit-status.ts';

type Unit = components['schemas']['Unit'];

const m = messages.units;
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Props of {@link UnitSheet}. */
export interface UnitSheetProps {
  companyId: number;
  /** The unit being edited; absent to create one. */
  unit?: Unit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The unit sheet; mount it with a `key` per opening. */
export function UnitSheet({ companyId, unit, open, onOpenChange }: UnitSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const drivers = useCompanyEmployees(companyId, { enabled: open, onlyDrivers: true });
  const routes = useCompanyRoutes(companyId, { enabled: open });
  const create = useMutation(createUnitMutationOptions(api, queryClient));
  const update = useMutation(updateUnitMutationOptions(api, queryClient));
  const uploadPhoto = useMutation(uploadUnitPhotoMutationOptions(api, queryClient));
  const assignDrivers = useMutation(assignUnitDriversMutationOptions(api, queryClient));
  const assignRoutes = useMutation(assignUnitRoutesMutationOptions(api, queryClient));
  // The unit as last saved by this sheet: a retry after a failed assignment updates it.
  const saved = useRef<Unit | undefined>(unit);
  const form = useZodForm(unitSchema, { defaultValues: unitFormValues(unit) });

  const driverOptions = new Map<string, string>();
  for (const d of unit?.drivers ?? []) driverOptions.set(String(d.id), d.name);
  for (const e of drivers.employees) driverOptions.set(String(e.id), employeeFullName(e));
  const routeOptions = new Map<string, string>();
  for (const r of unit?.routes ?? []) routeOptions.set(String(r.id), r.name);
  for (const r of routes.routes) routeOptions.set(String(r.id), r.name);

  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-xl"
      title={unit ? m.editTitle(unitName(unit)) : m.createTitle}
      onSubmit={async (values) => {
        const input = unitInput(values);
        const before = saved.current;
        let result = before
          ? await update.mutateAsync({ unitId: before.id, ...input })
          : await create.mutateAsync({ companyId, ...input });
        saved.current = result;
        if (values.photo) {
          result = await uploadPhoto.mutateAsync({ unitId: result.id, photo: values.photo });
          saved.current = result;
          form.setValue('photo', null);
        }
        const driverIds = values.driver_ids.map(Number);
        if (
          !sameIds(
            driverIds,
            result.drivers.map((d) => d.id),
          )
        ) {
          result = await assignDrivers.mutateAsync({ unitId: result.id, driver_ids: driverIds });
          saved.current = result;
        }
        const routeIds = values.route_ids.map(Number);
        if (
          !sameIds(
            routeIds,
            result.routes.map((r) => r.id),
          )
        ) {
          result = await assignRoutes.mutateAsync({ unitId: result.id, route_ids: routeIds });
          saved.current = result;
          // A route's `units_count` changed.
          await queryClient.invalidateQueries({ queryKey: routesKeys.lists() });
        }
        toast({
          title: unit ? m.updated(unitName(result)) : m.created(unitName(result)),
          variant: 'success',
        });
      }}
      onSubmitError={saveFailed}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="economic_number"
          label={m.economicNumber}
          required
          autoComplete="off"
          maxLength={30}
        />
        <TextField name="plate" label={m.plate} required autoComplete="off" maxLength={12} />
      </div>
      <TextField
        name="vin"
        label={m.vin}
        description={m.vinHint}
        autoComplete="off"
        maxLength={17}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="type"
          label={m.type}
          required
          options={unitTypes.map((value) => ({ value, label: m.types[value] }))}
        />
        <SelectField
          name="status"
          label={m.status}
          required
          options={unitStatuses.map((value) => ({ value, label: m.statuses[value] }))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="brand" label={m.brand} required autoComplete="off" maxLength={60} />
        <TextField name="model" label={m.model} required autoComplete="off" maxLength={60} />
        <NumberField name="year" label={m.year} required min={1950} max={2100} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="capacity_kg" label={m.capacityKg} min={0} unit={m.kg} />
        <NumberField name="passenger_capacity" label={m.passengerCapacity} min={0} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="gps_device_id"
          label={m.gpsDeviceId}
          description={m.gpsDeviceIdHint}
          autoComplete="off"
          maxLength={60}
        />
        <DateField name="insurance_expires_at" label={m.insuranceExpiresAt} />
      </div>
      <MultiselectField
        name="driver_ids"
        label={m.drivers}
        description={m.driversHint}
        max={20}
        options={[...driverOptions].map(([value, label]) => ({ value, label }))}
      />
      <MultiselectField
        name="route_ids"
        label={m.routes}
        description={m.routesHint}
        max={50}
        options={[...routeOptions].map(([value, label]) => ({ value, label }))}
      />
      {unit?.photo_url ? (
        <img
          src={unit.photo_url}
          alt={m.currentPhoto(unitName(unit))}
          className="max-h-40 w-fit rounded-md border border-border object-cover"
        />
      ) : null}
      <FileField
        name="photo"
        label={m.photo}
        description={m.photoHint}
        accept={PHOTO_TYPES}
        maxSize={PHOTO_MAX_BYTES}
      />
    </RecordSheet>
  );
}
