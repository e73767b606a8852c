/**
 * 'Nueva carta porte' of an order (contract `WaybillInput`, spec section 3 "Waybill creation"):
 * the goods' description and gross weight (kg); the server fills origin, destination and folio
 * from the order.
 */
import { createWaybillMutationOptions } from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import { NumberField, RecordSheet, TextareaField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../container-messages.ts';

const m = containerMessages.waybills;

const schema = z.object({
  goods_description: z.string().trim().max(1000, { error: m.goodsInvalid }),
  gross_weight_kg: z
    .number({ error: m.grossWeightInvalid })
    .int({ error: m.grossWeightInvalid })
    .min(0, { error: m.grossWeightInvalid })
    .nullable(),
});

/** Props of {@link WaybillSheet}. */
export interface WaybillSheetProps {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sheet that creates a waybill; mount it with a `key` per opening. */
export function WaybillSheet({ orderId, open, onOpenChange }: WaybillSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const create = useMutation(createWaybillMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: { goods_description: '', gross_weight_kg: null } as z.input<typeof schema>,
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={m.createTitle}
      onSubmit={async ({ goods_description, gross_weight_kg }) => {
        const saved = await create.mutateAsync({
          container_order_id: orderId,
          ...(goods_description ? { goods_description } : {}),
          ...(gross_weight_kg !== null ? { gross_weight_kg } : {}),
        });
        toast({ title: m.created(saved.folio), variant: 'success' });
      }}
      onSubmitError={() => toast({ title: m.saveError, variant: 'danger' })}
    >
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
