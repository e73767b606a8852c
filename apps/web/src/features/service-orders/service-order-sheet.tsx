/**
 * Create or edit a service order (contract `ServiceOrderInput`) in a `RecordSheet`: the unit
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
import { useToast } from '@jornada/ui';
import {
  DateTimeField,
  MoneyField,
  NumberField,
  RecordSheet,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { EmployeeField } from '../../app/employee-field.tsx';
import { useSaveErrorToast } from '../../app/save-error-toast.ts';
import { UnitField } from '../../app/unit-field.tsx';
import { messages } from '../../messages.ts';
import {
  serviceOrderStatuses,
  serviceOrderTypes,
  type ServiceOrderStatus,
} from './service-order-status.ts';

type ServiceOrder = components['schemas']['ServiceOrder'];

const m = messages.serviceOrders;

// Pickers hold ids as strings ('' for none).
const schema = z.object({
  unit_id: z.string().min(1, { error: m.unitRequired }),
  assigned_to_employee_id: z.string(),
  type: z.enum(serviceOrderTypes, { error: m.chooseType }),
  status: z.enum(serviceOrderStatuses),
  description: z
    .string()
    .trim()
    .min(1, { error: m.descriptionInvalid })
    .max(5000, { error: m.descriptionInvalid }),
  provider: z.string().trim().max(150, { error: m.providerInvalid }),
  scheduled_at: z.union([z.literal(''), z.iso.datetime({ error: m.scheduledAtInvalid })]),
  odometer_km: z
    .number({ error: m.odometerInvalid })
    .int({ error: m.odometerInvalid })
    .min(0, { error: m.odometerInvalid })
    .max(2147483647, { error: m.odometerInvalid })
    .nullable(),
  cost: z
    .number({ error: m.costInvalid })
    .int({ error: m.costInvalid })
    .min(0, { error: m.costInvalid })
    .max(2147483647, { error: m.costInvalid })
    .nullable(),
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
export function ServiceOrderSheet({
  companyId,
  order,
  open,
  onOpenChange,
}: ServiceOrderSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const create = useMutation(createServiceOrderMutationOptions(api, queryClient));
  const update = useMutation(updateServiceOrderMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
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
    } as z.input<typeof schema>,
  });

  const statuses: ServiceOrderStatus[] = order ? [order.status, ...order.next_statuses] : [];

  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-lg"
      title={order ? m.editTitle(order.folio) : m.createTitle}
      onSubmit={async ({ unit_id, assigned_to_employee_id, status, provider, ...values }) => {
        const common = {
          company_id: companyId,
          unit_id: Number(unit_id),
          type: values.type,
          description: values.description,
        };
        if (order) {
          const saved = await update.mutateAsync({
            serviceOrderId: order.id,
            ...common,
            assigned_to_employee_id: assigned_to_employee_id
              ? Number(assigned_to_employee_id)
              : null,
            status,
            provider: provider || null,
            scheduled_at: values.scheduled_at || null,
            odometer_km: values.odometer_km,
            cost: values.cost ?? 0,
          });
          toast({ title: m.updated(saved.folio), variant: 'success' });
        } else {
          const saved = await create.mutateAsync({
            ...common,
            ...(assigned_to_employee_id
              ? { assigned_to_employee_id: Number(assigned_to_employee_id) }
              : {}),
            ...(provider ? { provider } : {}),
            ...(values.scheduled_at ? { scheduled_at: values.scheduled_at } : {}),
            ...(values.odometer_km !== null ? { odometer_km: values.odometer_km } : {}),
            ...(values.cost !== null ? { cost: values.cost } : {}),
          });
          toast({ title: m.created(saved.folio), variant: 'success' });
        }
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
        enabled={open}
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
