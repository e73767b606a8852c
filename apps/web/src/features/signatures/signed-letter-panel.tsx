/**
 * The signed PDF of a labour letter for whoever may read it (decision 0030):
 * who signed and when, the verification code, «Descargar PDF firmado» (a fresh 15-minute link
 * from `getSignedDocument`) and a link to the public verification page of the code.
 */
import { getSignedDocumentQueryOptions } from '@jornada/api-client';
import { ButtonLink } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { paths } from '../../paths.ts';
import { signatureMessages } from './signature-messages.ts';

const m = signatureMessages.letter;

/** The signed document's panel. */
export function SignedLetterPanel({ signedDocumentId }: { signedDocumentId: number }) {
  const { api } = useAppContext();
  const headingId = useId();
  const { data: signed } = useQuery(getSignedDocumentQueryOptions(api, signedDocumentId));
  if (!signed) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-border bg-card p-5 print:hidden"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {m.signedTitle}
      </h2>
      <p className="text-sm">{m.signedBy(signed.signer.name, signed.signed_at)}</p>
      <p className="text-sm">
        {m.code}: <span className="font-mono font-semibold">{signed.verification_code}</span>
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={signed.pdf_url} size="sm" download>
          <Download aria-hidden="true" />
          {m.download}
        </ButtonLink>
        <ButtonLink asChild variant="outline" size="sm">
          <Link to={paths.verifyDocument.href(signed.verification_code)}>{m.verify}</Link>
        </ButtonLink>
      </div>
    </section>
  );
}
