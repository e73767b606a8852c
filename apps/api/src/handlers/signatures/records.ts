/**
 * Loading and serialising signatures and signed documents (spec section 7
 * "Signatures"; docs/decisions/0030-signed-documents.md).
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type digitalSignatures, files, type signedDocuments, users } from '../../db/schema.ts';
import type { Schema } from '../../http/operations.ts';
import { fullName } from '../../records/refs.ts';
import { signedFilePath } from '../../uploads/signed-urls.ts';
import { sealHolds } from '../../signatures/seal.ts';
import type { SealKey } from '../../signatures/seal-key.ts';

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
    pdf_url: `${publicUrl}${signedFilePath(config.fileUrlSecret, file!.key)}`,
    signed_at: row.signedAt.toISOString(),
  };
}

/** Whether the server's seal over a stored row still holds (the record was not tampered with). */
export const rowSealHolds = (key: SealKey, row: SignedRow) =>
  sealHolds(
    key,
    {
      verificationCode: row.verificationCode,
      sha256: row.sha256,
      contentSha256: row.contentSha256,
      signerUserId: row.signerUserId,
      signedAt: row.signedAt,
    },
    row.seal,
  );
