/**
 * Create or edit a service order (contract `ServiceOrderInput`, whose limits the form takes from
 * `@jornada/api-client/forms`) in a `RecordSheet`: the unit
 * (one of the company's units, app/unit-field.tsx), the person
 * responsible (one of the company's employees), the type, the work, the workshop, when it is
 * scheduled, the odometer, the cost in pesos (integer cents) and, when editing, the status (the
 * current one or one of `next_statuses`). Fields are named as the contract's, so a 422 for
 * `unit_id` or `cost` shows on its field.
 */
import {
  createServiceOrderMutationOptions,
  updateServiceOrderMutationOptions,
  type components,
} from '@jornada/api-client';
import { serviceOrderInputFormSchema } from '@jornada/api-client/forms';
import {
  DateTimeField,
  MoneyField,
  NumberField,
  RecordSheet,
  SelectField,
  TextareaField,
  TextField,
} from '@jornada/ui/forms';
import { EmployeeField } from '../../app/employee-field.tsx';
import { UnitField } from '../../app/unit-field.tsx';
import { messages } from '../../messages/messages.ts';
import { idChoice, requiredIdChoice } from '../../records/id-choice.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { serviceOrderTypes, type ServiceOrderStatus } from './service-order-status.ts';

type ServiceOrder = components['schemas']['ServiceOrder'];

const m = messages.serviceOrders;

// Pickers hold ids as strings ('' for none).
const schema = serviceOrderInputFormSchema({
  type: m.chooseType,
  description: m.descriptionInvalid,
  provider: m.providerInvalid,
  scheduled_at: m.scheduledAtInvalid,
  odometer_km: m.odometerInvalid,
  cost: m.costInvalid,
})
  .omit({ company_id: true })
  .extend({
    unit_id: requiredIdChoice(m.unitRequired),
    assigned_to_employee_id: idChoice(null),
  });

/** Props of {@link ServiceOrderSheet}. */
export interface ServiceOrderSheetProps {
  companyId: number;
  /** The order being edited; absent to create one. */
  order?: ServiceOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The service order sheet; the records screen mounts it afresh for each opening. */
export function ServiceOrderSheet({ companyId, order, ...slot }: ServiceOrderSheetProps) {
  const sheet = useRecordSheet({
    ...slot,
    title: order ? m.editTitle(order.folio) : m.createTitle,
    schema,
    defaultValues: {
      unit_id: order ? String(order.unit.id) : '',
      assigned_to_employee_id: order?.assigned_to ? String(order.assigned_to.id) : '',
      status: order?.status ?? 'abierta',
      description: order?.description ?? '',
      provider: order?.provider ?? '',
      scheduled_at: order?.scheduled_at ?? '',
      odometer_km: order?.odometer_km ?? null,
      cost: order ? order.cost : null,
      ...(order ? { type: order.type } : {}),
    },
    record: order,
    create: {
      mutation: createServiceOrderMutationOptions,
      // A new order starts open (the server sets its status) and leaves out what was not given.
      variables: ({ status: _status, ...body }) => ({
        company_id: companyId,
        ...(Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== null && value !== undefined),
        ) as typeof body),
      }),
      done: (saved) => m.created(saved.folio),
    },
    update: {
      mutation: updateServiceOrderMutationOptions,
      variables: (body, { id }) => ({
        serviceOrderId: id,
        company_id: companyId,
        ...body,
        cost: body.cost ?? 0,
      }),
      done: (saved) => m.updated(saved.folio),
    },
  });

  const statuses: ServiceOrderStatus[] = order ? [order.status, ...order.next_statuses] : [];

  return (
    <RecordSheet {...sheet} className="sm:max-w-lg">
      <UnitField
        companyId={companyId}
        name="unit_id"
        label={m.unit}
        description={m.unitHint}
        current={order?.unit}
        required
        enabled={slot.open}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="type"
          label={m.type}
          required
          options={serviceOrderTypes.map((value) => ({ value, label: m.types[value] }))}
        />
        {order ? (
          <SelectField
            name="status"
            label={m.status}
            required
            options={statuses.map((value) => ({ value, label: m.statuses[value] }))}
          />
        ) : null}
      </div>
      <TextareaField name="description" label={m.description} required rows={4} />
      <EmployeeField
        companyId={companyId}
        name="assigned_to_employee_id"
        label={m.assignedTo}
        description={m.assigneeHint}
        emptyLabel={m.unassigned}
        current={order?.assigned_to}
        enabled={slot.open}
      />
      <TextField name="provider" label={m.provider} autoComplete="organization" maxLength={150} />
      <DateTimeField name="scheduled_at" label={m.scheduledAt} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="odometer_km" label={m.odometer} unit={m.km} min={0} />
        <MoneyField name="cost" label={m.cost} description={m.costHint} />
      </div>
    </RecordSheet>
  );
}
