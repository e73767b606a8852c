/**
 * 'Nueva orden' of a container (contract `OrderInput`, spec section 7 "Orders"): type, customer,
 * origin, destination, pickup and freight (integer cents), in a `RecordSheet`; once created it
 * opens the order's page, where its waybills are issued.
 */
import { createContainerOrderMutationOptions, type components } from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  DateTimeField,
  MoneyField,
  RecordSheet,
  SelectField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../container-messages.ts';
import { paths } from '../../paths.ts';

type Schemas = components['schemas'];

const m = containerMessages.orders;
const types = Object.keys(m.types) as [Schemas['OrderType'], ...Schemas['OrderType'][]];
const text = (min: number, max: number, error: string) =>
  z.string().trim().min(min, { error }).max(max, { error });

const schema = z.object({
  type: z.enum(types, { error: containerMessages.containers.chooseOption }),
  customer: text(2, 150, m.customerInvalid),
  origin: text(2, 300, m.originInvalid),
  destination: text(2, 300, m.destinationInvalid),
  pickup_at: z.union([z.literal(''), z.iso.datetime({ error: m.dateInvalid })]),
  freight_amount: z.number().int().min(0).nullable(),
});

/** Props of {@link OrderCreateSheet}. */
export interface OrderCreateSheetProps {
  companyId: number;
  container: Schemas['Container'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sheet that creates an order for a container; mount it with a `key` per opening. */
export function OrderCreateSheet({
  companyId,
  container,
  open,
  onOpenChange,
}: OrderCreateSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useMutation(createContainerOrderMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      customer: container.customer ?? '',
      origin: container.location?.terminal?.name ?? '',
      destination: '',
      pickup_at: '',
      freight_amount: null,
    } as z.input<typeof schema>,
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={m.createTitle}
      description={m.createDescription(container.number)}
      onSubmit={async ({ pickup_at, ...values }) => {
        const saved = await create.mutateAsync({
          containerId: container.id,
          ...values,
          pickup_at: pickup_at || null,
        });
        toast({ title: m.created(saved.folio), variant: 'success' });
        await navigate(paths.workspaceContainerOrder.href(companyId, saved.id));
      }}
      onSubmitError={() => toast({ title: m.saveError, variant: 'danger' })}
    >
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
