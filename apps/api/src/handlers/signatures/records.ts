/**
 * Loading and serialising signatures and signed documents (docs/decisions/0030-signed-documents.md).
 */
import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type digitalSignatures, files, type signedDocuments, users } from '../../db/schema.ts';
import type { Schema } from '../../http/operations.ts';
import { fullName } from '../../records/refs.ts';
import { signedFilePath } from '../../uploads/signed-urls.ts';
import { sealHolds } from '../../signatures/seal.ts';
import type { SealKeyring } from '../../signatures/seal-key.ts';

/** A stored `signed_documents` row. */
export type SignedRow = typeof signedDocuments.$inferSelect;

/** The contract's `DigitalSignature` of a row (the image is served as its data URL). */
export const toSignature = (
  row: typeof digitalSignatures.$inferSelect,
): Schema<'DigitalSignature'> => ({
  id: row.id,
  user_id: row.userId,
  image_url: row.image,
  created_at: row.createdAt.toISOString(),
});

/**
 * The contract's `SignedDocument` of a row, with a fresh 15-minute link to its PDF.
 * @param publicUrl - the server's public origin (no trailing slash).
 */
export async function toSignedDocument(
  db: Database,
  config: Config,
  publicUrl: string,
  row: SignedRow,
): Promise<Schema<'SignedDocument'>> {
  const [[signer], [file]] = await Promise.all([
    db
      .select({ name: users.name, surname: users.surname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, row.signerUserId)),
    db.select({ key: files.storageKey }).from(files).where(eq(files.id, row.fileId)),
  ]);
  return {
    id: row.id,
    document_id: row.documentId ?? row.fileId,
    signature_id: row.signatureId,
    signer: {
      id: row.signerUserId,
      name: signer ? fullName(signer.name, signer.surname, signer.lastname) : '',
    },
    sha256: row.sha256,
    content_sha256: row.contentSha256,
    verification_code: row.verificationCode,
    job_letter_id: row.jobLetterId,
    revision_order_id: row.revisionOrderId,
    attendance_id: row.attendanceId,
    key_id: row.keyId,
    pdf_url: `${publicUrl}${signedFilePath(config.fileUrlSecret, file!.key)}`,
    signed_at: row.signedAt.toISOString(),
  };
}

/**
 * Whether the server's seal over a stored row still holds (decision 52):
 * `intacto` when the key the row names (or, for a row sealed before keys were
 * named, any key of the ring) verifies it; `clave_desconocida` when the row
 * names a key the ring does not hold; `roto` otherwise (the record was changed).
 */
export function rowSeal(
  ring: SealKeyring,
  row: SignedRow,
): 'intacto' | 'roto' | 'clave_desconocida' {
  const statement = {
    verificationCode: row.verificationCode,
    sha256: row.sha256,
    contentSha256: row.contentSha256,
    signerUserId: row.signerUserId,
    signedAt: row.signedAt,
  };
  const holds = (publicKey: KeyObject) => sealHolds({ publicKey }, statement, row.seal);
  if (row.keyId) {
    const key = ring.verifiers.get(row.keyId);
    if (!key) return 'clave_desconocida';
    return holds(key) ? 'intacto' : 'roto';
  }
  return [...ring.verifiers.values()].some(holds) ? 'intacto' : 'roto';
}
