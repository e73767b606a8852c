/**
 * 'Actualizar orden' (contract `OrderUpdateInput`):
 * status, pickup, delivery and freight (integer cents) in a `RecordSheet`, with 'Regenerar el
 * reporte PDF' on by default so the server rebuilds the order's report (`update_report: true`).
 */
import { updateOrderMutationOptions, type components } from '@jornada/api-client';
import { orderUpdateInputFormSchema } from '@jornada/api-client/forms';
import {
  DateTimeField,
  MoneyField,
  RecordSheet,
  SelectField,
  SwitchField,
} from '@jornada/ui/forms';
import { containerMessages } from '../../messages/container-messages.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';

type Schemas = components['schemas'];

const m = containerMessages.orders;
const statuses = Object.keys(m.statuses) as Array<Schemas['OrderStatus']>;

const schema = orderUpdateInputFormSchema({
  pickup_at: m.dateInvalid,
  delivery_at: m.dateInvalid,
}).pick({
  status: true,
  pickup_at: true,
  delivery_at: true,
  freight_amount: true,
  update_report: true,
});

/** Props of {@link OrderUpdateSheet}. */
export interface OrderUpdateSheetProps {
  order: Schemas['Order'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The order's update sheet; mount it with a `key` per opening. */
export function OrderUpdateSheet({ order, ...slot }: OrderUpdateSheetProps) {
  const sheet = useRecordSheet({
    ...slot,
    title: m.editTitle(order.folio),
    schema,
    defaultValues: {
      status: order.status,
      pickup_at: order.pickup_at ?? '',
      delivery_at: order.delivery_at ?? '',
      freight_amount: order.freight_amount,
      update_report: true,
    },
    record: order,
    update: {
      mutation: updateOrderMutationOptions,
      variables: (body, { id }) => ({ orderId: id, ...body }),
      done: (saved) => m.updated(saved.folio),
    },
    failed: m.saveError,
  });
  return (
    <RecordSheet {...sheet}>
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
