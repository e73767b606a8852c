/**
 * Signing (`signDocument`, decisions 48 and 52): a labour letter by its
 * company's staff once issued (it becomes `firmada`), a stored document by
 * whoever uploaded it, a revision order's report or an attendance correction
 * (record-subjects.ts). The server renders the signed PDF (signatures/signed-pdf.ts),
 * hashes it, seals the hash with its Ed25519 key and stores PDF and record in
 * one transaction.
 */
import { createHash } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { memberOf, type AccessGrant } from '../../access/grant.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  companies,
  digitalSignatures,
  files,
  jobLetters,
  signedDocuments,
  users,
} from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { serverMessages } from '../../messages.ts';
import { fullName } from '../../records/refs.ts';
import { newVerificationCode, sealStatement, sha256Hex } from '../../signatures/seal.ts';
import { sealKey } from '../../signatures/seal-key.ts';
import { renderSignedPdf, type SignedPdfContent } from '../../signatures/signed-pdf.ts';
import type { ObjectStorage } from '../../uploads/object-storage.ts';
import { storeUpload } from '../../uploads/storage.ts';
import { attendanceSubject, revisionOrderSubject } from './record-subjects.ts';
import type { SignedRow } from './records.ts';

const messages = serverMessages.signatures;

const unprocessable = (errors: Record<string, string[]>) =>
  new HttpError(422, messages.summary, 'unprocessable', errors);

/** Who signs: the caller, and their grant (`memberOf: [staff]`: the companies they are staff of). */
export interface Signer {
  userId: number;
  access: AccessGrant;
}

/** What is being signed, loaded and checked. */
export interface Subject {
  documentId: number | null;
  jobLetterId: number | null;
  /** The revision order whose report is signed (decision 52). */
  revisionOrderId: number | null;
  /** The attendance record signed (decision 52). */
  attendanceId: number | null;
  fileName: string;
  resource: { type: string; id: number };
  content: Omit<
    SignedPdfContent,
    'signer' | 'signatureImage' | 'signedAt' | 'verificationCode' | 'verifyUrl'
  >;
  companyName: string | null;
}

const letterTitles: Record<string, string> = {
  constancia_laboral: 'Constancia laboral',
  recomendacion: 'Carta de recomendación',
  baja: 'Constancia de baja',
};

async function letterSubject(db: Database, signer: Signer, letterId: number): Promise<Subject> {
  const [row] = await db
    .select({ letter: jobLetters, company: { name: companies.name, legal: companies.legalName } })
    .from(jobLetters)
    .innerJoin(companies, eq(companies.id, jobLetters.companyId))
    .where(eq(jobLetters.id, letterId));
  if (!row) throw notFound(messages.letterNotFound);
  const { letter, company } = row;
  if (!memberOf(signer.access, letter.companyId)) {
    if (letter.userId === signer.userId)
      throw new HttpError(403, messages.onlyCompanyStaff, 'forbidden');
    throw notFound(messages.letterNotFound);
  }
  if (letter.status !== 'emitida')
    throw new HttpError(
      409,
      letter.status === 'firmada' ? messages.alreadySigned : messages.letterNotIssued,
      'invalid_transition',
    );
  const folio = `CL-${letter.createdAt.getUTCFullYear()}-${String(letter.id).padStart(6, '0')}`;
  return {
    documentId: null,
    jobLetterId: letter.id,
    revisionOrderId: null,
    attendanceId: null,
    fileName: serverMessages.signedPdf.letterFileName(folio),
    resource: { type: 'job_letter', id: letter.id },
    companyName: company.legal || company.name,
    content: {
      title: letterTitles[letter.type] ?? letter.type,
      subtitle: `${company.legal || company.name} · ${serverMessages.signedPdf.folio} ${folio}`,
      body: letter.body,
      documentName: null,
      contentSha256: sha256Hex(letter.body),
    },
  };
}

async function documentSubject(
  db: Database,
  storage: ObjectStorage,
  userId: number,
  documentId: number,
): Promise<Subject> {
  const [file] = await db.select().from(files).where(eq(files.id, documentId));
  if (!file) throw notFound(messages.documentNotFound);
  if (file.uploadedBy !== userId) throw new HttpError(403, messages.onlyUploader, 'forbidden');
  const bytes = await storage.read(file.storageKey);
  if (!bytes) throw notFound(messages.documentNotFound);
  return {
    documentId: file.id,
    jobLetterId: null,
    revisionOrderId: null,
    attendanceId: null,
    fileName: file.name.replace(/(\.[a-z0-9]+)?$/i, '-firmado.pdf'),
    resource: { type: 'signed_document', id: file.id },
    companyName: null,
    content: {
      title: file.name,
      subtitle: null,
      body: null,
      documentName: file.name,
      contentSha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}

/**
 * Signs the document or letter of the request with the caller's signature.
 * @returns the stored row.
 * @throws 422 (no subject or more than one, a signature that is not the
 *   caller's), 404 (no such letter, document, order or record, or not the
 *   caller's company), 403 (the letter's holder; someone else's document), 409
 *   (letter not issued, order without an outcome, attendance not corrected,
 *   already signed).
 */
export async function signSubject(
  db: Database,
  config: Config,
  storage: ObjectStorage,
  request: OperationRequest<'signDocument'> & FastifyRequest,
): Promise<SignedRow> {
  const userId = request.userId;
  const body = request.body;
  const named = [
    body.document_id,
    body.job_letter_id,
    body.revision_order_id,
    body.attendance_id,
  ].filter((id) => id !== undefined);
  if (!named.length) throw unprocessable({ document_id: [messages.documentOrLetter] });
  if (named.length > 1) throw unprocessable({ document_id: [messages.oneSubject] });
  const [signature] = await db
    .select()
    .from(digitalSignatures)
    .where(eq(digitalSignatures.id, body.signature_id));
  if (!signature || signature.userId !== userId)
    throw unprocessable({ signature_id: [messages.signatureNotYours] });
  const caller: Signer = { userId, access: request.access! };
  const subject = body.job_letter_id
    ? await letterSubject(db, caller, body.job_letter_id)
    : body.revision_order_id
      ? await revisionOrderSubject(db, caller, body.revision_order_id)
      : body.attendance_id
        ? await attendanceSubject(db, caller, body.attendance_id)
        : await documentSubject(db, storage, userId, body.document_id!);
  // A record signed again after it changed (a corrected correction) is a new document.
  const sameContent = eq(signedDocuments.contentSha256, subject.content.contentSha256);
  const [earlier] = await db
    .select({ id: signedDocuments.id })
    .from(signedDocuments)
    .where(
      and(
        eq(signedDocuments.signerUserId, userId),
        or(
          subject.jobLetterId ? eq(signedDocuments.jobLetterId, subject.jobLetterId) : undefined,
          subject.documentId ? eq(signedDocuments.documentId, subject.documentId) : undefined,
          subject.revisionOrderId
            ? and(eq(signedDocuments.revisionOrderId, subject.revisionOrderId), sameContent)
            : undefined,
          subject.attendanceId
            ? and(eq(signedDocuments.attendanceId, subject.attendanceId), sameContent)
            : undefined,
        ),
      ),
    );
  if (earlier) throw new HttpError(409, messages.alreadySigned, 'already_signed');
  const [signer] = await db.select().from(users).where(eq(users.id, userId));
  const image = signature.image;
  const png = image.startsWith('data:image/png;base64,');
  const signedAt = new Date();
  const verificationCode = newVerificationCode();
  const pdf = await renderSignedPdf({
    ...subject.content,
    signer: {
      name: fullName(signer!.name, signer!.surname, signer!.lastname),
      companyName: subject.companyName,
    },
    signatureImage: png ? Buffer.from(image.slice(image.indexOf(',') + 1), 'base64') : null,
    signedAt,
    verificationCode,
    verifyUrl: `${request.server.publicUrl}/verificar-documento/${verificationCode}`,
  });
  const sha256 = sha256Hex(pdf);
  const key = await sealKey(config);
  const seal = sealStatement(key, {
    verificationCode,
    sha256,
    contentSha256: subject.content.contentSha256,
    signerUserId: userId,
    signedAt,
  });
  const storageKey = await storeUpload(request, storage, pdf, 'pdf');
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({
        kind: 'document',
        resourceType: subject.resource.type,
        resourceId: subject.resource.id,
        storageKey,
        name: subject.fileName,
        category: 'otro',
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        sha256,
        uploadedBy: userId,
      })
      .returning({ id: files.id });
    const [row] = await tx
      .insert(signedDocuments)
      .values({
        signatureId: signature.id,
        signerUserId: userId,
        documentId: subject.documentId,
        jobLetterId: subject.jobLetterId,
        revisionOrderId: subject.revisionOrderId,
        attendanceId: subject.attendanceId,
        keyId: key.id,
        fileId: file!.id,
        contentSha256: subject.content.contentSha256,
        sha256,
        verificationCode,
        seal,
        signedAt,
      })
      .returning();
    if (subject.jobLetterId)
      await tx
        .update(jobLetters)
        .set({ status: 'firmada', updatedAt: signedAt })
        .where(eq(jobLetters.id, subject.jobLetterId));
    return row!;
  });
}
