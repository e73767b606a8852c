/**
 * 'Actualizar orden' (contract `OrderUpdateInput`, spec section 3 "Order update: update_report"):
 * status, pickup, delivery and freight (integer cents) in a `RecordSheet`, with 'Regenerar el
 * reporte PDF' on by default so the server rebuilds the order's report (`update_report: true`).
 */
import { updateOrderMutationOptions, type components } from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  DateTimeField,
  MoneyField,
  RecordSheet,
  SelectField,
  SwitchField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../container-messages.ts';

type Schemas = components['schemas'];

const m = containerMessages.orders;
const statuses = Object.keys(m.statuses) as [Schemas['OrderStatus'], ...Schemas['OrderStatus'][]];
const when = z.union([z.literal(''), z.iso.datetime({ error: m.dateInvalid })]);

const schema = z.object({
  status: z.enum(statuses),
  pickup_at: when,
  delivery_at: when,
  freight_amount: z.number().int().min(0).nullable(),
  update_report: z.boolean(),
});

/** Props of {@link OrderUpdateSheet}. */
export interface OrderUpdateSheetProps {
  order: Schemas['Order'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The order's update sheet; mount it with a `key` per opening. */
export function OrderUpdateSheet({ order, open, onOpenChange }: OrderUpdateSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const update = useMutation(updateOrderMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      status: order.status,
      pickup_at: order.pickup_at ?? '',
      delivery_at: order.delivery_at ?? '',
      freight_amount: order.freight_amount,
      update_report: true,
    } as z.input<typeof schema>,
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={m.editTitle(order.folio)}
      onSubmit={async ({ pickup_at, delivery_at, ...values }) => {
        const saved = await update.mutateAsync({
          orderId: order.id,
          ...values,
          pickup_at: pickup_at || null,
          delivery_at: delivery_at || null,
        });
        toast({ title: m.updated(saved.folio), variant: 'success' });
      }}
      onSubmitError={() => toast({ title: m.saveError, variant: 'danger' })}
    >
      <SelectField
        name="status"
        label={m.status}
        required
        options={statuses.map((value) => ({ value, label: m.statuses[value] }))}
      />
      <DateTimeField name="pickup_at" label={m.pickupAt} />
      <DateTimeField name="delivery_at" label={m.deliveryAt} />
      <MoneyField name="freight_amount" label={m.freight} description={m.freightHint} />
      <SwitchField name="update_report" label={m.updateReport} />
    </RecordSheet>
  );
}
