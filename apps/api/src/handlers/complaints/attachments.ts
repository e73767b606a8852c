/**
 * A complaint's attachments are documents of `resource_type: complaint`
 * (`uploadDocument`, `listDocuments`; decision 41): this is the rule the file
 * handlers apply to them. They never name their uploader, so that an
 * anonymous filer's file does not reveal them to the company's staff.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { complaints, files } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable } from '../../records/company-record.ts';

/** The `files.resource_type` of a complaint's attachments. */
export const complaintResource = 'complaint';

/** Most files a complaint keeps. */
export const maxComplaintAttachments = 5;

/**
 * Checks, under the complaint's row lock, that one more file may be attached.
 * @param tx - the upload's transaction.
 * @throws 404 when the complaint is gone; 422 on `file` once it is `cerrada`
 *   or past {@link maxComplaintAttachments}.
 */
export async function checkComplaintAttachment(tx: Database, complaintId: number): Promise<void> {
  const messages = serverMessages.complaints;
  const [row] = await tx
    .select({ status: complaints.status })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .for('update');
  if (!row) throw notFound(messages.notFound);
  // 422, not 409: `uploadDocument` answers field errors, and this is one of its file.
  if (row.status === 'cerrada') throw unprocessable({ file: [messages.closed] });
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.resourceType, complaintResource), eq(files.resourceId, complaintId)));
  if (n >= maxComplaintAttachments)
    throw unprocessable({ file: [messages.attachmentLimit(maxComplaintAttachments)] });
}
