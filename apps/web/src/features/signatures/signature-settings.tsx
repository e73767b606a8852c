/**
 * The «Firma digital» section of /ajustes (decision 0030): the saved
 * signature, and a form to draw or type a new one (`SignatureField`, decision 0019) that is
 * stored with `createDigitalSignature`. A failed save keeps the drawing; the server's field
 * error shows under the pad.
 */
import {
  createDigitalSignatureMutationOptions,
  getMyDigitalSignatureQueryOptions,
  signaturesKeys,
} from '@jornada/api-client';
import { Button } from '@jornada/ui';
import { Form, FormRootMessage, SignatureField, useZodForm } from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { signatureMessages } from './signature-messages.ts';

const m = signatureMessages.settings;

const schema = z.object({
  signature: z
    .string()
    .nullable()
    .refine((value) => !!value, { error: m.required }),
});

/** The saved signature and the form to replace it. */
export function SignatureSettings() {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const current = useQuery(getMyDigitalSignatureQueryOptions(api));
  const create = useMutation(createDigitalSignatureMutationOptions(api, queryClient));
  const form = useZodForm(schema, { defaultValues: { signature: null } });
  const saved = current.data;
  return (
    <div className="grid gap-4">
      {saved ? (
        <figure className="grid gap-1">
          <div className="w-fit rounded-md border border-border bg-white p-2">
            <img
              src={saved.image_url}
              alt={m.currentAlt}
              className="h-20 max-w-64 object-contain"
            />
          </div>
          <figcaption className="text-sm text-muted-foreground">
            {m.savedAt(saved.created_at)}
          </figcaption>
        </figure>
      ) : current.isSuccess ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          const stored = await create.mutateAsync({ signature: values.signature! });
          queryClient.setQueryData(signaturesKeys.getMyDigitalSignature(), stored);
          form.reset({ signature: null });
          feedback.succeeded(m.saved);
        }}
      >
        <SignatureField name="signature" label={m.pad} description={m.padHint} required />
        <FormRootMessage />
        <Button type="submit" className="w-fit" loading={form.formState.isSubmitting}>
          {saved ? m.replace : m.save}
        </Button>
      </Form>
    </div>
  );
}
