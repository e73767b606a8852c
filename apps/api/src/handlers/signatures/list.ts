/**
 * The signed documents of one record (`listSignedDocuments`, contract decision 54;
 * docs/decisions/0030-signed-documents.md): so a screen reloaded after signing still offers the
 * signed PDF and its verification code. Read by the record's readers — the same people who read
 * each of its signed documents (`getSignedDocument`) — and 404 for anyone else, as for a record
 * that does not exist.
 */
import { desc, eq } from 'drizzle-orm';
import { memberOf, type AccessGrant } from '../../access/grant.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  attendances,
  employees,
  files,
  jobLetters,
  revisionOrders,
  signedDocuments,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { serverMessages } from '../../messages.ts';
import { toSignedDocument } from './records.ts';

/** Kinds of record whose signed documents can be listed. */
export type SignedSubjectType = 'job_letter' | 'revision_order' | 'attendance' | 'document';

/** Most signed documents answered for one record. */
const maxListed = 50;

/**
 * Whether `userId` reads the signatures of a record: a letter's holder and its company's staff,
 * a revision order's company staff, an attendance record's employee and company staff, a stored
 * document's uploader (who alone signs it). False for a record that does not exist.
 */
async function readsRecord(
  db: Database,
  type: SignedSubjectType,
  id: number,
  userId: number,
  access: AccessGrant,
): Promise<boolean> {
  const staffOf = (companyId: number) => memberOf(access, companyId);
  if (type === 'job_letter') {
    const [letter] = await db.select().from(jobLetters).where(eq(jobLetters.id, id));
    if (!letter) return false;
    return letter.userId === userId || staffOf(letter.companyId);
  }
  if (type === 'revision_order') {
    const [order] = await db
      .select({ companyId: revisionOrders.companyId })
      .from(revisionOrders)
      .where(eq(revisionOrders.id, id));
    return !!order && staffOf(order.companyId);
  }
  if (type === 'attendance') {
    const [record] = await db
      .select({ companyId: attendances.companyId, employeeUserId: employees.userId })
      .from(attendances)
      .innerJoin(employees, eq(employees.id, attendances.employeeId))
      .where(eq(attendances.id, id));
    if (!record) return false;
    return record.employeeUserId === userId || staffOf(record.companyId);
  }
  const [file] = await db
    .select({ uploadedBy: files.uploadedBy })
    .from(files)
    .where(eq(files.id, id));
  return !!file && file.uploadedBy === userId;
}

const columnOf = {
  job_letter: signedDocuments.jobLetterId,
  revision_order: signedDocuments.revisionOrderId,
  attendance: signedDocuments.attendanceId,
  document: signedDocuments.documentId,
} as const;

/** `listSignedDocuments`: see the module's comment. @throws 404 for a stranger or no record. */
export async function listSignedDocuments(
  db: Database,
  config: Config,
  request: OperationRequest<'listSignedDocuments'>,
) {
  const { document_type: type, document_id: id } = request.query;
  const userId = request.userId;
  const reads =
    (await readsRecord(db, type, id, userId, request.access!)) ||
    // An administrator reads every record that exists (its signed documents, if any).
    (request.access!.isAdmin && (await recordExists(db, type, id)));
  if (!reads) throw notFound(serverMessages.signatures.recordNotFound);
  const rows = await db
    .select()
    .from(signedDocuments)
    .where(eq(columnOf[type], id))
    .orderBy(desc(signedDocuments.signedAt), desc(signedDocuments.id))
    .limit(maxListed);
  const publicUrl = request.server.publicUrl;
  return {
    data: await Promise.all(rows.map((row) => toSignedDocument(db, config, publicUrl, row))),
  };
}

async function recordExists(db: Database, type: SignedSubjectType, id: number) {
  const table = {
    job_letter: jobLetters,
    revision_order: revisionOrders,
    attendance: attendances,
    document: files,
  }[type];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return !!row;
}
