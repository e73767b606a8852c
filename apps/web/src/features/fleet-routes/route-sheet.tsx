/**
 * Create or edit a route in a `RecordSheet`: every `RouteInput` field, its ordered stops
 * (`OrderedListField`: name and coordinates each; add, remove, move up and down) and the units
 * that serve it (`assignRouteUnits`, picked among the company's units; editing starts from
 * `listRouteUnits`). The units are sent only when they changed; a retry after a failed assignment
 * updates the route just created instead of creating another.
 */
import {
  assignRouteUnitsMutationOptions,
  createRouteMutationOptions,
  listRouteUnitsQueryOptions,
  unitsKeys,
  updateRouteMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  NumberField,
  OrderedListField,
  RecordSheet,
  SwitchField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { MultiselectField } from '@jornada/ui/forms/multiselect';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { sameIds, unitName, useCompanyUnits } from '../../app/company-fleet.ts';
import { useSaveErrorToast } from '../../records/save-error-toast.ts';
import { messages } from '../../messages/messages.ts';
import {
  blankStop,
  routeFormValues,
  routeInput,
  routeSchema,
  type RouteFormValues,
} from './route-form.ts';

type Route = components['schemas']['Route'];

const m = messages.routes;

/** Props of {@link RouteSheet}. */
export interface RouteSheetProps {
  companyId: number;
  /** The route being edited; absent to create one. */
  route?: Route;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The route sheet; mount it with a `key` per opening. */
export function RouteSheet({ companyId, route, open, onOpenChange }: RouteSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const fleet = useCompanyUnits(companyId, { enabled: open });
  const serving = useQuery({
    ...listRouteUnitsQueryOptions(api, route?.id ?? 0),
    enabled: open && route !== undefined,
  });
  const create = useMutation(createRouteMutationOptions(api, queryClient));
  const update = useMutation(updateRouteMutationOptions(api, queryClient));
  const assignUnits = useMutation(assignRouteUnitsMutationOptions(api, queryClient));
  // The route as last saved by this sheet: a retry after a failed assignment updates it.
  const saved = useRef<Route | undefined>(route);
  // With 'onTouched' a stop just added would show its errors at once (OrderedListField).
  const form = useZodForm(routeSchema, { mode: 'onBlur', defaultValues: routeFormValues(route) });

  // The units that serve the route arrive after the sheet opens (and its fields mount later
  // still, in a portal): they fill the field unless something was chosen meanwhile, and saving
  // sends the units only when they differ from them.
  const servingUnits = serving.data;
  const servingIds = useMemo(
    () => (route === undefined ? [] : servingUnits?.map((u) => u.id)),
    [route, servingUnits],
  );
  const { setValue, getValues } = form;
  useEffect(() => {
    if (servingIds && servingIds.length > 0 && getValues('unit_ids').length === 0)
      setValue('unit_ids', servingIds.map(String));
  }, [servingIds, getValues, setValue]);

  const unitOptions = new Map<string, string>();
  for (const u of serving.data ?? []) unitOptions.set(String(u.id), unitName(u));
  for (const u of fleet.units) unitOptions.set(String(u.id), unitName(u));

  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-xl"
      title={route ? m.editTitle(route.name) : m.createTitle}
      onSubmit={async (values) => {
        const input = routeInput(values);
        const before = saved.current;
        let result = before
          ? await update.mutateAsync({ routeId: before.id, ...input })
          : await create.mutateAsync({ companyId, ...input });
        saved.current = result;
        const chosen = values.unit_ids.map(Number);
        if (servingIds ? !sameIds(chosen, servingIds) : chosen.length > 0) {
          result = await assignUnits.mutateAsync({ routeId: result.id, unit_ids: chosen });
          saved.current = result;
          // The units' `routes` changed.
          await queryClient.invalidateQueries({ queryKey: unitsKeys.lists() });
        }
        toast({
          title: route ? m.updated(result.name) : m.created(result.name),
          variant: 'success',
        });
      }}
      onSubmitError={saveFailed}
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField name="name" label={m.name} required autoComplete="off" maxLength={120} />
        <TextField name="code" label={m.code} autoComplete="off" maxLength={30} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="origin" label={m.origin} required autoComplete="off" maxLength={200} />
        <TextField
          name="destination"
          label={m.destination}
          required
          autoComplete="off"
          maxLength={200}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="distance_km" label={m.distanceKm} min={0} step="any" unit={m.km} />
        <NumberField name="estimated_minutes" label={m.estimatedMinutes} min={0} unit={m.minutes} />
      </div>
      <OrderedListField<RouteFormValues, 'stops'>
        name="stops"
        label={m.stops}
        description={m.stopsHint}
        itemLabel={(index) => m.stop(index + 1)}
        itemText={(stop) => stop.name.trim() || m.unnamedStop}
        newItem={blankStop}
        addLabel={m.addStop}
        emptyText={m.noStops}
        max={100}
        renderItem={({ name }) => (
          <>
            <TextField<RouteFormValues>
              name={`${name}.name`}
              label={m.stopName}
              required
              autoComplete="off"
              maxLength={200}
            />
            <div className="grid grid-cols-2 gap-3">
              <NumberField<RouteFormValues>
                name={`${name}.location.latitude`}
                label={m.latitude}
                required
                min={-90}
                max={90}
                step="any"
              />
              <NumberField<RouteFormValues>
                name={`${name}.location.longitude`}
                label={m.longitude}
                required
                min={-180}
                max={180}
                step="any"
              />
            </div>
          </>
        )}
      />
      <MultiselectField
        name="unit_ids"
        label={m.units}
        description={m.unitsHint}
        max={200}
        options={[...unitOptions].map(([value, label]) => ({ value, label }))}
      />
      <SwitchField name="active" label={m.active} description={m.activeHint} />
    </RecordSheet>
  );
}
