/**
 * 'Nueva carta porte' of an order (contract `WaybillInput`):
 * the goods' description and gross weight (kg); the server fills origin, destination and folio
 * from the order.
 */
import { createWaybillMutationOptions } from '@jornada/api-client';
import { waybillInputFormSchema } from '@jornada/api-client/forms';
import { NumberField, RecordSheet, TextareaField } from '@jornada/ui/forms';
import { containerMessages } from '../../messages/container-messages.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';

const m = containerMessages.waybills;

const schema = waybillInputFormSchema({
  goods_description: m.goodsInvalid,
  gross_weight_kg: m.grossWeightInvalid,
}).omit({ container_order_id: true });

/** Props of {@link WaybillSheet}. */
export interface WaybillSheetProps {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sheet that creates a waybill; mount it with a `key` per opening. */
export function WaybillSheet({ orderId, ...slot }: WaybillSheetProps) {
  const sheet = useRecordSheet({
    ...slot,
    title: m.createTitle,
    schema,
    defaultValues: { goods_description: '', gross_weight_kg: null },
    create: {
      mutation: createWaybillMutationOptions,
      variables: (body) => ({ container_order_id: orderId, ...body }),
      done: (saved) => m.created(saved.folio),
    },
    failed: m.saveError,
  });
  return (
    <RecordSheet {...sheet}>
      <TextareaField
        name="goods_description"
        label={m.goods}
        description={m.goodsHint}
        maxLength={1000}
      />
      <NumberField name="gross_weight_kg" label={m.grossWeight} min={0} />
    </RecordSheet>
  );
}
