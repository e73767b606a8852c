/**
 * A complaint's life after filing (decision 41): staff move it along its life
 * cycle with a message (`updateComplaintStatus`), and staff, administrators
 * and the filer write on its conversation (`createComplaintMessage`). Each
 * change and its event are written in one transaction, under the complaint's
 * row lock; the other side is notified after it commits.
 */
import { eq } from 'drizzle-orm';
import type { AccessGrant } from '../../access/enforce.ts';
import type { Database } from '../../db/client.ts';
import { complaintEvents, complaints } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { unprocessable } from '../../records/company-record.ts';
import type { ComplaintRow } from './definition.ts';
import { canMoveComplaint, concludingStatuses, type ComplaintStatus } from './life-cycle.ts';

const messages = serverMessages.complaints;

/** Who acts on a complaint: the caller and the grant of the access helper. */
export interface ComplaintActor {
  userId: number;
  access: AccessGrant;
}

/** The side an actor writes for: its filer, an administrator, or the company's staff. */
export const authorRoleOf = (row: ComplaintRow, actor: ComplaintActor) =>
  row.reporterUserId === actor.userId
    ? 'reporter'
    : actor.access.as === 'admin'
      ? 'admin'
      : 'staff';

/** Locks the complaint's row in a transaction. @throws 404 when it does not exist. */
async function lockComplaint(tx: Database, id: number): Promise<ComplaintRow> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!row) throw notFound(messages.notFound);
  return row;
}

/**
 * Moves a complaint to `to`, with an optional message to the filer.
 * @returns the updated row.
 * @throws 422 on `status` for a move outside its life cycle, on `message` when
 *   resolving or declaring it improcedente without one; 404 when it is gone.
 */
export async function moveComplaint(
  db: Database,
  id: number,
  to: ComplaintStatus,
  message: string | undefined,
  actor: ComplaintActor,
): Promise<ComplaintRow> {
  const text = message?.trim() || null;
  return db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id);
    const from = row.status;
    if (!canMoveComplaint(from, to)) {
      const labels = statusLabels.ComplaintStatus;
      throw unprocessable({ status: [messages.move(labels[from], labels[to])] });
    }
    const concluding = concludingStatuses.has(to);
    if (concluding && !text) throw unprocessable({ message: [messages.resolutionRequired] });
    const now = new Date();
    const [updated] = await tx
      .update(complaints)
      .set({
        status: to,
        ...(concluding ? { resolution: text, resolvedAt: now } : {}),
        ...(to === 'en_atencion' && from === 'resuelta'
          ? { resolution: null, resolvedAt: null }
          : {}),
        updatedAt: now,
      })
      .where(eq(complaints.id, id))
      .returning();
    await tx.insert(complaintEvents).values({
      complaintId: id,
      type: 'status',
      authorRole: authorRoleOf(row, actor),
      authorUserId: actor.userId,
      message: text,
      fromStatus: from,
      toStatus: to,
    });
    return updated!;
  });
}

/**
 * Adds a message to a complaint's conversation.
 * @returns the complaint's row and the side that wrote.
 * @throws 409 `complaint_closed` once it is `cerrada`; 422 on `message` when blank; 404 when it is gone.
 */
export async function writeOnComplaint(
  db: Database,
  id: number,
  message: string,
  actor: ComplaintActor,
): Promise<{ row: ComplaintRow; role: 'reporter' | 'admin' | 'staff' }> {
  const text = message.trim();
  if (!text) throw unprocessable({ message: [messages.required] });
  return db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id);
    if (row.status === 'cerrada')
      throw new HttpError(409, messages.closed, 'complaint_closed', { message: [messages.closed] });
    const role = authorRoleOf(row, actor);
    await tx.insert(complaintEvents).values({
      complaintId: id,
      type: 'message',
      authorRole: role,
      authorUserId: actor.userId,
      message: text,
    });
    const [updated] = await tx
      .update(complaints)
      .set({ updatedAt: new Date() })
      .where(eq(complaints.id, id))
      .returning();
    return { row: updated!, role };
  });
}
