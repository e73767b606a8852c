/**
 * 'Nueva orden' of a container (contract `OrderInput`): type, customer,
 * origin, destination, pickup and freight (integer cents), in a `RecordSheet`; once created it
 * opens the order's page, where its waybills are issued.
 */
import { createContainerOrderMutationOptions, type components } from '@jornada/api-client';
import { orderInputFormSchema } from '@jornada/api-client/forms';
import { DateTimeField, MoneyField, RecordSheet, SelectField, TextField } from '@jornada/ui/forms';
import { useNavigate } from 'react-router';
import { containerMessages } from '../../messages/container-messages.ts';
import { paths } from '../../paths.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';

type Schemas = components['schemas'];

const m = containerMessages.orders;
const types = Object.keys(m.types) as Array<Schemas['OrderType']>;

const schema = orderInputFormSchema({
  type: containerMessages.containers.chooseOption,
  customer: m.customerInvalid,
  origin: m.originInvalid,
  destination: m.destinationInvalid,
  pickup_at: m.dateInvalid,
}).omit({ unit_id: true, driver_id: true });

/** Props of {@link OrderCreateSheet}. */
export interface OrderCreateSheetProps {
  companyId: number;
  container: Schemas['Container'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sheet that creates an order for a container; mount it with a `key` per opening. */
export function OrderCreateSheet({ companyId, container, ...slot }: OrderCreateSheetProps) {
  const navigate = useNavigate();
  const sheet = useRecordSheet({
    ...slot,
    title: m.createTitle,
    schema,
    defaultValues: {
      customer: container.customer ?? '',
      origin: container.location?.terminal?.name ?? '',
      destination: '',
      pickup_at: '',
      freight_amount: null,
    },
    create: {
      mutation: createContainerOrderMutationOptions,
      variables: (body) => ({ containerId: container.id, ...body }),
      after: (saved) => navigate(paths.workspaceContainerOrder.href(companyId, saved.id)),
      done: (saved) => m.created(saved.folio),
    },
    failed: m.saveError,
  });
  return (
    <RecordSheet {...sheet} description={m.createDescription(container.number)}>
      <SelectField
        name="type"
        label={m.type}
        required
        options={types.map((value) => ({ value, label: m.types[value] }))}
      />
      <TextField name="customer" label={m.customer} required autoComplete="off" />
      <TextField name="origin" label={m.origin} required autoComplete="off" />
      <TextField name="destination" label={m.destination} required autoComplete="off" />
      <DateTimeField name="pickup_at" label={m.pickupAt} />
      <MoneyField name="freight_amount" label={m.freight} description={m.freightHint} />
    </RecordSheet>
  );
}
