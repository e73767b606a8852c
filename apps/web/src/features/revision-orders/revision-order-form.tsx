/**
 * The revision order's page form: the header (unit, inspector, when, odometer), the checklist
 * (checklist-editor.tsx), general comments and the inspector's signature (a name and the pad:
 * drawn or typed). 'Guardar cambios' sends all of it in one `updateRevisionOrder`, with
 * `signature: { name, image }` only when something was signed (leaving it out keeps the stored
 * one). Fields are named as the contract's (`checklist.2.item`, `signature.name`), so a 422
 * shows on its field; what was typed is never lost.
 */
import {
  getRevisionOrderQueryOptions,
  updateRevisionOrderMutationOptions,
  type components,
} from '@jornada/api-client';
import { Button, Card, useToast } from '@jornada/ui';
import {
  DateTimeField,
  Form,
  FormRootMessage,
  NumberField,
  SignatureField,
  TextareaField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { EmployeeField } from '../../app/employee-field.tsx';
import { useSaveErrorToast } from '../../records/save-error-toast.ts';
import { UnitField } from '../../app/unit-field.tsx';
import { messages } from '../../messages/messages.ts';
import { checklistFromForm, checklistSchema, checklistToForm } from './checklist.ts';
import { ChecklistEditor } from './checklist-editor.tsx';
import { orderHeaderSchema } from './revision-order-header.ts';
import { revisionOrderInput } from './revision-order-status.ts';

type RevisionOrder = components['schemas']['RevisionOrder'];

const m = messages.revisionOrders;
const s = m.signature;
const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' });

const schema = z.object({
  ...orderHeaderSchema,
  checklist: checklistSchema,
  comments: z.string().trim().max(5000, { error: m.commentsInvalid }),
  signature: z
    .object({ name: z.string().trim(), image: z.string().nullable() })
    .superRefine(({ name, image }, context) => {
      if (!image) return;
      if (name.length < 2 || name.length > 150)
        context.addIssue({ code: 'custom', path: ['name'], message: s.nameRequired });
    }),
});

type Values = z.input<typeof schema>;

/** The form's values of a stored order (the signature starts unsigned, named after the inspector). */
function valuesOf(order: RevisionOrder): Values {
  return {
    unit_id: String(order.unit.id),
    inspector_employee_id: order.inspector ? String(order.inspector.id) : '',
    inspected_at: order.inspected_at ?? '',
    odometer_km: order.odometer_km,
    checklist: checklistToForm(order.checklist),
    comments: order.comments ?? '',
    signature: { name: order.signed_by ?? order.inspector?.name ?? '', image: null },
  };
}

/** The form of `order`; keep it in the page so the status moves can see whether it is dirty. */
export function useRevisionOrderForm(order: RevisionOrder) {
  return useZodForm(schema, { defaultValues: valuesOf(order) });
}

/** Props of {@link RevisionOrderForm}. */
export interface RevisionOrderFormProps {
  companyId: number;
  order: RevisionOrder;
  form: ReturnType<typeof useRevisionOrderForm>;
}

/** The page's form (see the module's comment). */
export function RevisionOrderForm({ companyId, order, form }: RevisionOrderFormProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const headingId = useId();
  const signatureId = useId();
  const saveFailed = useSaveErrorToast();
  const update = useMutation(updateRevisionOrderMutationOptions(api, queryClient));
  return (
    <Card className="p-5">
      <Form
        form={form}
        aria-labelledby={headingId}
        className="gap-6"
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({
            revisionOrderId: order.id,
            ...revisionOrderInput(order, {
              unit_id: Number(values.unit_id),
              inspector_employee_id: values.inspector_employee_id
                ? Number(values.inspector_employee_id)
                : null,
              inspected_at: values.inspected_at || null,
              odometer_km: values.odometer_km,
              checklist: checklistFromForm(values.checklist),
              comments: values.comments || null,
            }),
            ...(values.signature.image
              ? { signature: { name: values.signature.name, image: values.signature.image } }
              : {}),
          });
          queryClient.setQueryData(getRevisionOrderQueryOptions(api, saved.id).queryKey, saved);
          form.reset(valuesOf(saved));
          toast({ title: m.saved(saved.folio), variant: 'success' });
        }}
        onSubmitError={saveFailed}
      >
        <h2 id={headingId} className="text-lg font-semibold">
          {m.detailsHeading}
        </h2>
        <FormRootMessage />
        <div className="grid gap-4 sm:grid-cols-2">
          <UnitField
            companyId={companyId}
            name="unit_id"
            label={m.unit}
            description={m.unitHint}
            current={order.unit}
            required
          />
          <EmployeeField
            companyId={companyId}
            name="inspector_employee_id"
            label={m.inspector}
            description={m.inspectorHint}
            emptyLabel={m.noInspector}
            current={order.inspector}
          />
          <DateTimeField name="inspected_at" label={m.inspectedAtField} />
          <NumberField name="odometer_km" label={m.odometer} unit={m.km} min={0} />
        </div>
        <ChecklistEditor />
        <TextareaField name="comments" label={m.comments} rows={3} maxLength={5000} />
        <section aria-labelledby={signatureId} className="grid gap-4">
          <div className="grid gap-1">
            <h2 id={signatureId} className="text-lg font-semibold">
              {s.heading}
            </h2>
            <p className="text-sm text-muted-foreground">
              {order.signed_by && order.signed_at
                ? s.signedBy(order.signed_by, dateTime.format(new Date(order.signed_at)))
                : s.unsigned}
            </p>
          </div>
          <TextField name="signature.name" label={s.name} autoComplete="name" maxLength={150} />
          <SignatureField name="signature.image" label={s.pad} description={s.padHint} />
        </section>
        <Button type="submit" className="justify-self-start" loading={form.formState.isSubmitting}>
          {m.save}
        </Button>
      </Form>
    </Card>
  );
}
