/**
 * «Firmar y sellar» for a company's labour letter (decision 0030): signs an
 * `emitida` letter with the signed-in staff member's saved signature (`signDocument` with
 * `job_letter_id`); the server renders the PDF, seals it and marks the letter `firmada`.
 * Without a saved signature it links to /ajustes instead. For the company's letters screen.
 */
import {
  getMyDigitalSignatureQueryOptions,
  jobLettersKeys,
  signDocumentMutationOptions,
  type components,
} from '@jornada/api-client';
import { Button, ButtonLink } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { paths } from '../../paths.ts';
import { signatureMessages } from './signature-messages.ts';

const m = signatureMessages.sign;

/** Props of {@link SignLetterButton}. */
export interface SignLetterButtonProps {
  /** The letter to sign (status `emitida`). */
  letterId: number;
  /** Called with the signed document once stored. */
  onSigned?: (signed: components['schemas']['SignedDocument']) => void;
}

/** Signs a labour letter with the caller's saved signature. */
export function SignLetterButton({ letterId, onSigned }: SignLetterButtonProps) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const signature = useQuery(getMyDigitalSignatureQueryOptions(api));
  const sign = useMutation(signDocumentMutationOptions(api, queryClient));
  if (signature.isPending) return null;
  if (!signature.data)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {m.needSignature}
        <ButtonLink asChild variant="link" size="sm">
          <Link to={paths.settings.href()}>{m.goToSettings}</Link>
        </ButtonLink>
      </p>
    );
  return (
    <Button
      size="sm"
      loading={sign.isPending}
      onClick={async () => {
        try {
          const signed = await sign.mutateAsync({
            job_letter_id: letterId,
            signature_id: signature.data!.id,
          });
          await queryClient.invalidateQueries({ queryKey: jobLettersKeys.all });
          feedback.succeeded(m.signed(signed.verification_code));
          onSigned?.(signed);
        } catch (error) {
          feedback.failed(error, m.failed);
        }
      }}
    >
      <PenLine aria-hidden="true" />
      {m.action}
    </Button>
  );
}
