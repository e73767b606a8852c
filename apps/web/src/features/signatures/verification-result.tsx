/**
 * The answer of `verifySignedDocument` in words (decision 0030): «Documento auténtico»,
 * «Documento alterado», «Sello no reconocido» (a key the server no longer holds, decision 52)
 * or «No encontramos el documento», with the signer, the time, the
 * hash and the original's download when the record exists. Announced as a status.
 */
import type { components } from '@jornada/api-client';
import { ButtonLink, cn } from '@jornada/ui';
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import { signatureMessages } from './signature-messages.ts';

const m = signatureMessages.verify;

type Verification = components['schemas']['SignatureVerification'];

const looks = {
  autentico: { icon: CircleCheck, tone: 'border-success bg-success text-success-foreground' },
  alterado: { icon: CircleAlert, tone: 'border-danger bg-danger text-danger-foreground' },
  sello_desconocido: { icon: CircleAlert, tone: 'border-danger bg-danger text-danger-foreground' },
  desconocido: { icon: CircleHelp, tone: 'border-border bg-muted text-foreground' },
} as const;

/** One verification's result; `byCode` words an authentic code lookup (no file compared). */
export function VerificationResult({ result, byCode }: { result: Verification; byCode: boolean }) {
  const { icon: Icon, tone } = looks[result.status];
  const { title, text } = {
    autentico: { title: m.authentic, text: byCode ? m.authenticByCode : m.authenticText },
    alterado: { title: m.altered, text: m.alteredText },
    sello_desconocido: { title: m.unknownSeal, text: m.unknownSealText },
    desconocido: { title: m.unknown, text: m.unknownText },
  }[result.status];
  const signed = result.signed_document;
  return (
    <div className={cn('grid gap-3 rounded-lg border p-5', tone)}>
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-6" />
        {title}
      </p>
      <p>{text}</p>
      {signed ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{m.signer}</dt>
          <dd>{signed.signer.name}</dd>
          <dt className="font-semibold">{m.signedAt}</dt>
          <dd>{m.date(signed.signed_at)}</dd>
          <dt className="font-semibold">{signatureMessages.letter.code}</dt>
          <dd className="font-mono">{signed.verification_code}</dd>
          <dt className="font-semibold">{m.hash}</dt>
          <dd className="font-mono break-all">{signed.sha256}</dd>
        </dl>
      ) : null}
      {signed && result.status === 'autentico' ? (
        <ButtonLink href={signed.pdf_url} variant="outline" size="sm" className="w-fit" download>
          {m.original}
        </ButtonLink>
      ) : null}
    </div>
  );
}
