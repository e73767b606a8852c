/**
 * Create or edit a terminal (contract `TerminalInput`) in a `RecordSheet`: name, code, type,
 * address, coordinates (decimal degrees, both or neither), opening and closing hours (HH:MM), the
 * clock-in geofence's radius (20–5000 m around the coordinates, issue 18 / decision 39) and
 * whether it is active.
 */
import {
  createTerminalMutationOptions,
  updateTerminalMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  NumberField,
  RecordSheet,
  SelectField,
  SwitchField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages.ts';

type Schemas = components['schemas'];
type Terminal = Schemas['Terminal'];

const m = messages.terminals;
const w = messages.workspace;
const types = Object.keys(m.types) as [Schemas['TerminalType'], ...Schemas['TerminalType'][]];
const time = z.union([
  z.literal(''),
  z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: m.timeInvalid }),
]);
const coordinate = (limit: number, error: string) =>
  z.number({ error }).min(-limit, { error }).max(limit, { error }).nullable();

const schema = z
  .object({
    name: z.string().trim().min(2, { error: m.nameInvalid }).max(120, { error: m.nameInvalid }),
    code: z.string().trim().min(1, { error: m.codeInvalid }).max(20, { error: m.codeInvalid }),
    type: z.enum(types, { error: messages.tickets.chooseOption }),
    address: z
      .string()
      .trim()
      .min(5, { error: m.addressInvalid })
      .max(300, { error: m.addressInvalid }),
    latitude: coordinate(90, m.latitudeInvalid),
    longitude: coordinate(180, m.longitudeInvalid),
    opening_time: time,
    closing_time: time,
    geofence_radius_m: z
      .number({ error: m.geofenceRadiusInvalid })
      .int({ error: m.geofenceRadiusInvalid })
      .min(20, { error: m.geofenceRadiusInvalid })
      .max(5000, { error: m.geofenceRadiusInvalid })
      .nullable(),
    active: z.boolean(),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    error: m.coordinatesPair,
    path: ['longitude'],
  })
  .refine((v) => v.geofence_radius_m === null || v.latitude !== null, {
    error: m.geofenceNeedsLocation,
    path: ['geofence_radius_m'],
  });

/** Props of {@link TerminalSheet}. */
export interface TerminalSheetProps {
  companyId: number;
  /** The terminal being edited; absent to create one. */
  terminal?: Terminal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The terminal sheet; mount it with a `key` per record. */
export function TerminalSheet({ companyId, terminal, open, onOpenChange }: TerminalSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const create = useMutation(createTerminalMutationOptions(api, queryClient));
  const update = useMutation(updateTerminalMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
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
    } as z.input<typeof schema>,
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={terminal ? m.editTitle(terminal.name) : m.createTitle}
      onSubmit={async ({ opening_time, closing_time, ...values }) => {
        const input = {
          ...values,
          opening_time: opening_time || null,
          closing_time: closing_time || null,
        };
        const saved = terminal
          ? await update.mutateAsync({ terminalId: terminal.id, ...input })
          : await create.mutateAsync({ companyId, ...input });
        toast({
          title: terminal ? m.updated(saved.name) : m.created(saved.name),
          variant: 'success',
        });
      }}
      onSubmitError={() => toast({ title: w.saveError, variant: 'danger' })}
    >
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
