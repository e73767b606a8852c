/**
 * Create or edit a terminal (contract `TerminalInput`, whose limits the form takes from
 * `@jornada/api-client/forms`) in a `RecordSheet`: name, code, type, address, coordinates (decimal
 * degrees, both or neither), opening and closing hours (HH:MM), the clock-in geofence's radius
 * (needs the coordinates) and whether it is active.
 */
import {
  createTerminalMutationOptions,
  updateTerminalMutationOptions,
  type components,
} from '@jornada/api-client';
import { terminalInputFormSchema } from '@jornada/api-client/forms';
import { NumberField, RecordSheet, SelectField, SwitchField, TextField } from '@jornada/ui/forms';
import { messages } from '../../messages/messages.ts';
import type { RecordSheetSlotProps } from '../../records/company-record-screen.tsx';
import { useRecordSheet } from '../../records/use-record-sheet.ts';

type Terminal = components['schemas']['Terminal'];

const m = messages.terminals;
const types = Object.keys(m.types) as Array<components['schemas']['TerminalType']>;

const schema = terminalInputFormSchema({
  name: m.nameInvalid,
  code: m.codeInvalid,
  type: messages.tickets.chooseOption,
  address: m.addressInvalid,
  latitude: m.latitudeInvalid,
  longitude: m.longitudeInvalid,
  opening_time: m.timeInvalid,
  closing_time: m.timeInvalid,
  geofence_radius_m: m.geofenceRadiusInvalid,
})
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    error: m.coordinatesPair,
    path: ['longitude'],
  })
  .refine((v) => v.geofence_radius_m === null || v.latitude !== null, {
    error: m.geofenceNeedsLocation,
    path: ['geofence_radius_m'],
  });

/** The terminal sheet of company `companyId`; mount it with a `key` per opening. */
export function TerminalSheet({
  companyId,
  record: terminal,
  ...slot
}: RecordSheetSlotProps<Terminal> & { companyId: number }) {
  const sheet = useRecordSheet({
    ...slot,
    title: terminal ? m.editTitle(terminal.name) : m.createTitle,
    schema,
    defaultValues: {
      name: terminal?.name ?? '',
      code: terminal?.code ?? '',
      address: terminal?.address ?? '',
      latitude: terminal?.location?.latitude ?? null,
      longitude: terminal?.location?.longitude ?? null,
      opening_time: terminal?.opening_time ?? '',
      closing_time: terminal?.closing_time ?? '',
      geofence_radius_m: terminal?.geofence_radius_m ?? null,
      active: terminal?.active ?? true,
      ...(terminal ? { type: terminal.type } : {}),
    },
    record: terminal,
    create: {
      mutation: createTerminalMutationOptions,
      variables: (body) => ({ companyId, ...body }),
      done: (saved) => m.created(saved.name),
    },
    update: {
      mutation: updateTerminalMutationOptions,
      variables: (body, { id }) => ({ terminalId: id, ...body }),
      done: (saved) => m.updated(saved.name),
    },
  });
  return (
    <RecordSheet {...sheet}>
      <TextField name="name" label={m.name} required autoComplete="off" />
      <TextField name="code" label={m.code} required autoComplete="off" maxLength={20} />
      <SelectField
        name="type"
        label={m.type}
        required
        options={types.map((value) => ({ value, label: m.types[value] }))}
      />
      <TextField name="address" label={m.address} required autoComplete="off" />
      <div className="grid grid-cols-2 gap-4">
        <NumberField name="latitude" label={m.latitude} min={-90} max={90} step="any" />
        <NumberField name="longitude" label={m.longitude} min={-180} max={180} step="any" />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          name="opening_time"
          label={m.opening}
          description={m.timeHint}
          placeholder="06:00"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
        <TextField
          name="closing_time"
          label={m.closing}
          description={m.timeHint}
          placeholder="22:00"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
      </div>
      <NumberField
        name="geofence_radius_m"
        label={m.geofenceRadius}
        description={m.geofenceRadiusHint}
        min={20}
        max={5000}
        unit="m"
      />
      <SwitchField name="active" label={m.active} />
    </RecordSheet>
  );
}
