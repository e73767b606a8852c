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
import { DateTimeField, NumberField, RecordSheet } from '@jornada/ui/forms';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EmployeeField } from '../../app/employee-field.tsx';
import { UnitField } from '../../app/unit-field.tsx';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
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
export function RevisionOrderSheet({ companyId, order, ...slot }: RevisionOrderSheetProps) {
  const navigate = useNavigate();
  const header = (values: z.output<typeof schema>) => ({
    unit_id: Number(values.unit_id),
    inspector_employee_id: values.inspector_employee_id
      ? Number(values.inspector_employee_id)
      : null,
    inspected_at: values.inspected_at || null,
    odometer_km: values.odometer_km,
  });
  const sheet = useRecordSheet({
    ...slot,
    title: order ? m.editTitle(order.folio) : m.createTitle,
    schema,
    defaultValues: {
      unit_id: order ? String(order.unit.id) : '',
      inspector_employee_id: order?.inspector ? String(order.inspector.id) : '',
      inspected_at: order?.inspected_at ?? '',
      odometer_km: order?.odometer_km ?? null,
    },
    record: order,
    create: {
      mutation: createRevisionOrderMutationOptions,
      // A new order leaves out what was not given.
      variables: (values) => ({
        company_id: companyId,
        ...(Object.fromEntries(
          Object.entries(header(values)).filter(([, value]) => value !== null),
        ) as { unit_id: number }),
      }),
      after: (saved) => navigate(paths.revisionOrder.href(companyId, saved.id)),
      done: (saved) => m.created(saved.folio),
    },
    update: {
      mutation: updateRevisionOrderMutationOptions,
      // An edit keeps the rest of the order as it is.
      variables: (values, edited) => ({
        revisionOrderId: edited.id,
        ...revisionOrderInput(edited, header(values)),
      }),
      done: (saved) => m.updated(saved.folio),
    },
  });
  return (
    <RecordSheet {...sheet} {...(order ? {} : { description: m.createHint })}>
      <UnitField
        companyId={companyId}
        name="unit_id"
        label={m.unit}
        description={m.unitHint}
        current={order?.unit}
        required
        enabled={slot.open}
      />
      <EmployeeField
        companyId={companyId}
        name="inspector_employee_id"
        label={m.inspector}
        description={m.inspectorHint}
        emptyLabel={m.noInspector}
        current={order?.inspector}
        enabled={slot.open}
      />
      <DateTimeField name="inspected_at" label={m.inspectedAtField} />
      <NumberField name="odometer_km" label={m.odometer} unit={m.km} min={0} />
    </RecordSheet>
  );
}
