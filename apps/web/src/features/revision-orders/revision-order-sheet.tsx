/**
 * Create a revision order, or edit its header from the list, in a `RecordSheet`: the unit, the
 * inspector (one of the company's employees), when it is inspected and the odometer. The
 * checklist, photos and signature are filled on the order's page (revision-order-detail.tsx), where
 * a new order opens after it is created. An edit keeps the rest of the order as it is.
 */
import {
  createRevisionOrderMutationOptions,
  updateRevisionOrderMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import { DateTimeField, NumberField, RecordSheet, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { EmployeeField } from '../../app/employee-field.tsx';
import { useSaveErrorToast } from '../../app/save-error-toast.ts';
import { UnitField } from '../../app/unit-field.tsx';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import { revisionOrderInput } from './revision-order-status.ts';
import { orderHeaderSchema } from './revision-order-header.ts';

type RevisionOrder = components['schemas']['RevisionOrder'];

const m = messages.revisionOrders;
const schema = z.object(orderHeaderSchema);

/** Props of {@link RevisionOrderSheet}. */
export interface RevisionOrderSheetProps {
  companyId: number;
  /** The order being edited; absent to create one. */
  order?: RevisionOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The revision order sheet; the records screen mounts it afresh for each opening. */
export function RevisionOrderSheet({
  companyId,
  order,
  open,
  onOpenChange,
}: RevisionOrderSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const navigate = useNavigate();
  const saveFailed = useSaveErrorToast();
  const create = useMutation(createRevisionOrderMutationOptions(api, queryClient));
  const update = useMutation(updateRevisionOrderMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      unit_id: order ? String(order.unit.id) : '',
      inspector_employee_id: order?.inspector ? String(order.inspector.id) : '',
      inspected_at: order?.inspected_at ?? '',
      odometer_km: order?.odometer_km ?? null,
    },
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={order ? m.editTitle(order.folio) : m.createTitle}
      {...(order ? {} : { description: m.createHint })}
      onSubmit={async (values) => {
        const header = {
          unit_id: Number(values.unit_id),
          inspector_employee_id: values.inspector_employee_id
            ? Number(values.inspector_employee_id)
            : null,
          inspected_at: values.inspected_at || null,
          odometer_km: values.odometer_km,
        };
        if (order) {
          const saved = await update.mutateAsync({
            revisionOrderId: order.id,
            ...revisionOrderInput(order, header),
          });
          toast({ title: m.updated(saved.folio), variant: 'success' });
          return;
        }
        const saved = await create.mutateAsync({
          company_id: companyId,
          unit_id: header.unit_id,
          ...(header.inspector_employee_id !== null
            ? { inspector_employee_id: header.inspector_employee_id }
            : {}),
          ...(header.inspected_at ? { inspected_at: header.inspected_at } : {}),
          ...(header.odometer_km !== null ? { odometer_km: header.odometer_km } : {}),
        });
        toast({ title: m.created(saved.folio), variant: 'success' });
        await navigate(paths.revisionOrder.href(companyId, saved.id));
      }}
      onSubmitError={saveFailed}
    >
      <UnitField
        companyId={companyId}
        name="unit_id"
        label={m.unit}
        description={m.unitHint}
        current={order?.unit}
        required
        enabled={open}
      />
      <EmployeeField
        companyId={companyId}
        name="inspector_employee_id"
        label={m.inspector}
        description={m.inspectorHint}
        emptyLabel={m.noInspector}
        current={order?.inspector}
        enabled={open}
      />
      <DateTimeField name="inspected_at" label={m.inspectedAtField} />
      <NumberField name="odometer_km" label={m.odometer} unit={m.km} min={0} />
    </RecordSheet>
  );
}
