/**
 * The signed copies of a company record (decision 54, docs/decisions/0030): who signed and when,
 * the verification code, «Descargar firmado» (a fresh 15-minute link from
 * `listSignedDocuments`) and «Verificar». Shown beside «Firmar» so that the signed PDF is still
 * there after the page is reloaded, not only in the session that signed it. Nothing while there
 * is none.
 */
import { listSignedDocumentsQueryOptions } from '@jornada/api-client';
import { ButtonLink } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { signatureMessages } from '../features/signatures/signature-messages.ts';
import { useAppContext } from './app-context.ts';

const m = signatureMessages.record;

/** Props of {@link SignedCopies}. */
export interface SignedCopiesProps {
  /** What the record is: a revision order's report or an attendance record. */
  type: 'revision_order' | 'attendance';
  /** The record's id. */
  id: number;
}

/** The record's signed copies (see the module's comment). */
export function SignedCopies({ type, id }: SignedCopiesProps) {
  const { api } = useAppContext();
  const headingId = useId();
  const { data: copies } = useQuery({
    ...listSignedDocumentsQueryOptions(api, { document_type: type, document_id: id }),
    // The PDF links last 15 minutes: ask for fresh ones well before.
    staleTime: 5 * 60_000,
  });
  if (!copies?.length) return null;
  return (
    <div className="grid gap-2 text-sm">
      <p id={headingId} className="font-semibold">
        {m.copies}
      </p>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {copies.map((copy) => (
          <li key={copy.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{m.signedBy(copy.signer.name, copy.signed_at)}</span>
            <span>{m.code(copy.verification_code)}</span>
            <ButtonLink
              href={copy.pdf_url}
              download
              size="sm"
              variant="outline"
              aria-label={m.downloadSignedLabel(copy.signer.name, copy.verification_code)}
            >
              <Download aria-hidden="true" />
              {m.downloadSigned}
            </ButtonLink>
            <Link
              to={paths.verifyDocument.href(copy.verification_code)}
              aria-label={m.verifyLabel(copy.verification_code)}
              className="font-medium text-primary underline underline-offset-4"
            >
              {m.verify}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
