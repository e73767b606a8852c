/**
 * /verificar-documento and /verificar-documento/{code}: the public page where whoever received
 * a document signed in Jornada checks it (decision 0030), with no sign-in: by
 * uploading the PDF (the server compares its bytes with the sealed hash, so a modified copy is
 * «alterado») or by typing the verification code (the QR on the document opens this page with
 * the code, which is then checked at once).
 */
import { verifySignedDocumentMutationOptions } from '@jornada/api-client';
import { Button, Card } from '@jornada/ui';
import { FileField, Form, FormRootMessage, TextField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import { useAppContext } from '../app/app-context.ts';
import { readDataUrl } from '../features/signatures/read-data-url.ts';
import { VerificationResult } from '../features/signatures/verification-result.tsx';
import { signatureMessages } from '../features/signatures/signature-messages.ts';

const m = signatureMessages.verify;

/** The largest PDF the page sends (the contract's data-URL cap, decision 48). */
const maxPdfBytes = 700 * 1024;
const codePattern = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

const fileSchema = z.object({
  pdf: z
    .instanceof(File, { error: m.fileRequired })
    .nullable()
    .refine((file) => !!file, { error: m.fileRequired })
    .refine((file) => !file || file.type === 'application/pdf' || /\.pdf$/i.test(file.name), {
      error: m.fileNotPdf,
    }),
});

const codeSchema = z.object({
  verification_code: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => codePattern.test(value), { error: m.codeInvalid }),
});

type Verification = Awaited<
  ReturnType<ReturnType<typeof verifySignedDocumentMutationOptions>['mutationFn'] & {}>
>;

/** The verification page. */
export function VerifyDocumentRoute() {
  const { api, queryClient } = useAppContext();
  const params = useParams();
  const initialCode = (params.code ?? '').toUpperCase();
  const verify = useMutation(verifySignedDocumentMutationOptions(api, queryClient));
  const [result, setResult] = useState<{ value: Verification; byCode: boolean } | null>(null);
  const fileHeading = useId();
  const codeHeading = useId();
  const fileForm = useZodForm(fileSchema, { defaultValues: { pdf: null } });
  const codeForm = useZodForm(codeSchema, { defaultValues: { verification_code: initialCode } });

  // The QR opens the page with the code: check it at once.
  useEffect(() => {
    if (!codePattern.test(initialCode)) return;
    let current = true;
    verify
      .mutateAsync({ verification_code: initialCode })
      .then((value) => current && setResult({ value, byCode: true }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per code
  }, [initialCode]);

  return (
    <section className="mx-auto grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.text}</p>
      </div>
      <Card role="region" aria-labelledby={fileHeading}>
        <h2 id={fileHeading} className="text-lg font-semibold">
          {m.byFile}
        </h2>
        <Form
          form={fileForm}
          onSubmit={async (values) => {
            const file = values.pdf!;
            if (file.size > maxPdfBytes) {
              fileForm.setError('pdf', { message: m.fileTooBig });
              return;
            }
            setResult(null);
            const value = await verify.mutateAsync({ pdf: await readDataUrl(file) });
            setResult({ value, byCode: false });
          }}
        >
          <FileField
            name="pdf"
            label={m.file}
            description={m.fileHint}
            accept="application/pdf,.pdf"
            required
          />
          <FormRootMessage />
          <Button type="submit" className="w-fit" loading={fileForm.formState.isSubmitting}>
            {m.submit}
          </Button>
        </Form>
      </Card>
      <Card role="region" aria-labelledby={codeHeading}>
        <h2 id={codeHeading} className="text-lg font-semibold">
          {m.byCode}
        </h2>
        <Form
          form={codeForm}
          onSubmit={async (values) => {
            setResult(null);
            const value = await verify.mutateAsync({ verification_code: values.verification_code });
            setResult({ value, byCode: true });
          }}
        >
          <TextField
            name="verification_code"
            label={m.code}
            description={m.codeHint}
            autoComplete="off"
            required
          />
          <FormRootMessage />
          <Button type="submit" className="w-fit" loading={codeForm.formState.isSubmitting}>
            {m.submit}
          </Button>
        </Form>
      </Card>
      <div role="status" aria-live="polite">
        {result ? <VerificationResult result={result.value} byCode={result.byCode} /> : null}
      </div>
    </section>
  );
}

export { VerifyDocumentRoute as Component };
