/**
 * 'Registrar ubicación' of a container (contract `ContainerLocationInput`, spec section 7
 * "Locations"): a terminal, coordinates (decimal degrees, both or neither) or both, the yard
 * position, where the reading comes from and when, in a `RecordSheet`.
 */
import {
  containersKeys,
  createContainerLocationMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  DateTimeField,
  NumberField,
  RecordSheet,
  SelectField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../container-messages.ts';
import { terminalOptionsQuery } from './container-status.ts';

type Source = components['schemas']['ContainerLocation']['source'];

const m = containerMessages.locations;
const sources = Object.keys(m.sources) as [Source, ...Source[]];
const coordinate = (limit: number, error: string) =>
  z.number({ error }).min(-limit, { error }).max(limit, { error }).nullable();

const schema = z
  .object({
    terminal_id: z.string(),
    latitude: coordinate(90, m.latitudeInvalid),
    longitude: coordinate(180, m.longitudeInvalid),
    description: z.string().trim().max(300, { error: m.descriptionInvalid }),
    source: z.enum(sources),
    recorded_at: z.iso.datetime({ error: containerMessages.history.occurredAtInvalid }),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    error: m.coordinatesPair,
    path: ['longitude'],
  })
  .refine((v) => v.terminal_id !== '' || v.latitude !== null, {
    error: m.needsPlace,
    path: ['terminal_id'],
  });

/** Props of {@link LocationSheet}. */
export interface LocationSheetProps {
  companyId: number;
  containerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sheet that records a location; mount it with a `key` per opening. */
export function LocationSheet({ companyId, containerId, open, onOpenChange }: LocationSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const terminals = useQuery({ ...terminalOptionsQuery(api, companyId), enabled: open });
  const create = useMutation(createContainerLocationMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      terminal_id: '',
      latitude: null,
      longitude: null,
      description: '',
      source: 'manual',
      recorded_at: new Date().toISOString(),
    } as z.input<typeof schema>,
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={m.addTitle}
      onSubmit={async ({ terminal_id, latitude, longitude, description, ...values }) => {
        await create.mutateAsync({
          containerId,
          ...values,
          ...(terminal_id ? { terminal_id: Number(terminal_id) } : {}),
          ...(latitude !== null && longitude !== null ? { latitude, longitude } : {}),
          ...(description ? { description } : {}),
        });
        await queryClient.invalidateQueries({ queryKey: containersKeys.getContainer(containerId) });
        toast({ title: m.created, variant: 'success' });
      }}
      onSubmitError={() =>
        toast({ title: containerMessages.containers.saveError, variant: 'danger' })
      }
    >
      <SelectField
        name="terminal_id"
        label={m.terminal}
        emptyLabel={m.noTerminal}
        options={(terminals.data?.data ?? []).map((terminal) => ({
          value: String(terminal.id),
          label: `${terminal.name} (${terminal.code})`,
        }))}
      />
      <div className="grid grid-cols-2 gap-4">
        <NumberField name="latitude" label={m.latitude} min={-90} max={90} step="any" />
        <NumberField name="longitude" label={m.longitude} min={-180} max={180} step="any" />
      </div>
      <TextField
        name="description"
        label={m.description}
        description={m.descriptionHint}
        autoComplete="off"
        maxLength={300}
      />
      <SelectField
        name="source"
        label={m.source}
        required
        options={sources.map((value) => ({ value, label: m.sources[value] }))}
      />
      <DateTimeField name="recorded_at" label={m.recordedAt} required />
    </RecordSheet>
  );
}
