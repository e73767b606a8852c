/**
 * «Firmar» on a company record (decision 52, docs/decisions/0030): signs a
 * revision order's report or an attendance correction with the signed-in person's saved
 * signature (`signDocument` with `revision_order_id` or `attendance_id`); the server writes the
 * PDF from the stored record and seals it, and the signed PDF downloads at once
 * (app/download-action.tsx) with its verification code and a link to the public check.
 * Without a saved signature it links to /ajustes instead. Below it, the record's signed copies
 * (app/signed-copies.tsx, decision 54), so a reloaded page still offers them. Shared by the
 * fleet's revision orders and the clock-in's attendance screens.
 */
import {
  getMyDigitalSignatureQueryOptions,
  signDocumentMutationOptions,
} from '@jornada/api-client';
import { ButtonLink } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { signatureMessages } from '../features/signatures/signature-messages.ts';
import { useActionFeedback } from './action-feedback.ts';
import { useAppContext } from './app-context.ts';
import { DownloadAction } from './download-action.tsx';
import { SignedCopies } from './signed-copies.tsx';

const m = signatureMessages.record;

/** Props of {@link SignRecordButton}. */
export interface SignRecordButtonProps {
  /** What is signed: a revision order's report, or an attendance record (a correction). */
  kind: 'revisionOrder' | 'attendance';
  /** The revision order's or the attendance record's id. */
  id: number;
  /** How the record is named in the link and file name (the order's folio, the record's day). */
  label: string;
  /** How the record is named in the file name. @default label */
  fileLabel?: string;
  /** The button's label. @default 'Firmar reporte' / 'Firmar corrección' */
  actionLabel?: string;
  /** @default 'sm' */
  size?: 'sm' | 'md';
}

/** Signs a company record and downloads the signed PDF (see the module's comment). */
export function SignRecordButton({
  kind,
  id,
  label,
  fileLabel = label,
  actionLabel,
  size = 'sm',
}: SignRecordButtonProps) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const signature = useQuery(getMyDigitalSignatureQueryOptions(api));
  const sign = useMutation(signDocumentMutationOptions(api, queryClient));
  const copies = (
    <SignedCopies type={kind === 'revisionOrder' ? 'revision_order' : 'attendance'} id={id} />
  );
  const t = m[kind];
  if (signature.isPending) return copies;
  if (!signature.data)
    return (
      <>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {m.needSignature}
          <ButtonLink asChild variant="link" size="sm">
            <Link to={paths.settings.href()}>{signatureMessages.sign.goToSettings}</Link>
          </ButtonLink>
        </p>
        {copies}
      </>
    );
  const signatureId = signature.data.id;
  return (
    <>
      <DownloadAction
        variant="primary"
        size={size}
        action={async () => {
          const signed = await sign.mutateAsync({
            ...(kind === 'revisionOrder' ? { revision_order_id: id } : { attendance_id: id }),
            signature_id: signatureId,
          });
          feedback.succeeded(t.signed(signed.verification_code));
          return {
            url: signed.pdf_url,
            extra: (
              <>
                {m.code(signed.verification_code)}{' '}
                <Link
                  to={paths.verifyDocument.href(signed.verification_code)}
                  aria-label={m.verifyLabel(signed.verification_code)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {m.verify}
                </Link>
              </>
            ),
          };
        }}
        fileName={t.fileName(fileLabel)}
        ready={t.ready}
        linkText={t.link(label)}
        failedTitle={t.failed}
      >
        <PenLine aria-hidden="true" />
        {actionLabel ?? t.action}
      </DownloadAction>
      {copies}
    </>
  );
}
