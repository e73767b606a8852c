/**
 * 'Registrar ubicación' of a container (contract `ContainerLocationInput`):
 * a terminal, coordinates (decimal degrees, both or neither) or both, the yard
 * position, where the reading comes from and when, in a `RecordSheet`.
 */
import {
  containersKeys,
  createContainerLocationMutationOptions,
  type components,
} from '@jornada/api-client';
import { containerLocationInputFormSchema } from '@jornada/api-client/forms';
import { DateTimeField, NumberField, RecordSheet, SelectField, TextField } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { idChoice } from '../../records/id-choice.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { terminalOptionsQuery } from './container-status.ts';

type Source = components['schemas']['ContainerLocation']['source'];

const m = containerMessages.locations;
const sources = Object.keys(m.sources) as Source[];

const schema = containerLocationInputFormSchema({
  latitude: m.latitudeInvalid,
  longitude: m.longitudeInvalid,
  description: m.descriptionInvalid,
  recorded_at: containerMessages.history.occurredAtInvalid,
})
  .extend({ terminal_id: idChoice(undefined) })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    error: m.coordinatesPair,
    path: ['longitude'],
  })
  .refine((v) => v.terminal_id !== undefined || v.latitude !== undefined, {
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
export function LocationSheet({ companyId, containerId, ...slot }: LocationSheetProps) {
  const { api, queryClient } = useAppContext();
  const terminals = useQuery({ ...terminalOptionsQuery(api, companyId), enabled: slot.open });
  const sheet = useRecordSheet({
    ...slot,
    title: m.addTitle,
    schema,
    defaultValues: {
      terminal_id: '',
      latitude: null,
      longitude: null,
      description: '',
      source: 'manual',
      recorded_at: new Date().toISOString(),
    },
    create: {
      mutation: createContainerLocationMutationOptions,
      variables: (body) => ({ containerId, ...body }),
      after: () =>
        queryClient.invalidateQueries({ queryKey: containersKeys.getContainer(containerId) }),
      done: () => m.created,
    },
    failed: containerMessages.containers.saveError,
  });
  return (
    <RecordSheet {...sheet}>
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
