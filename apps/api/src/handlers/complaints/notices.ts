/**
 * What each side of a complaint is told (decision 41), through the shared
 * notification service (`realtime/notify.ts`, type `queja`): a new complaint
 * and the filer's follow-ups → the company's staff, never naming the filer;
 * staff's answers and status moves → the filer.
 */
import type { Database } from '../../db/client.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { createNotification } from '../../realtime/notify.ts';
import { companyStaffIds } from '../recruiting/interview-notices.ts';
import type { ComplaintRow } from './definition.ts';
import type { ComplaintStatus } from './life-cycle.ts';

/** What happened to the complaint. */
export type ComplaintNotice =
  | { kind: 'filed' }
  | { kind: 'follow_up' }
  | { kind: 'answer'; companyName: string }
  | { kind: 'status'; companyName: string; status: ComplaintStatus };

const messages = serverMessages.complaints.notice;

/**
 * Notifies the other side of a complaint event.
 * @param actorId - the user who acted, never notified of their own action.
 * @throws when the notification cannot be stored (callers run it after their transaction).
 */
export async function notifyComplaint(
  db: Database,
  complaint: ComplaintRow,
  notice: ComplaintNotice,
  actorId: number,
): Promise<void> {
  const toStaff = notice.kind === 'filed' || notice.kind === 'follow_up';
  const recipients = toStaff
    ? await companyStaffIds(db, complaint.companyId)
    : complaint.reporterUserId
      ? [complaint.reporterUserId]
      : [];
  const url = toStaff
    ? `/empresa/${complaint.companyId}/quejas/${complaint.id}`
    : `/mis-quejas/${complaint.id}`;
  const category =
    statusLabels.ComplaintCategory[
      complaint.category as keyof typeof statusLabels.ComplaintCategory
    ];
  const text =
    notice.kind === 'filed'
      ? {
          title: messages.filedTitle(complaint.folio),
          body: messages.filedBody(category ?? complaint.category, complaint.subject),
        }
      : notice.kind === 'follow_up'
        ? { title: messages.followUpTitle(complaint.folio), body: messages.followUpBody }
        : notice.kind === 'answer'
          ? {
              title: messages.answerTitle(complaint.folio),
              body: messages.answerBody(notice.companyName),
            }
          : {
              title: messages.statusTitle(
                complaint.folio,
                statusLabels.ComplaintStatus[notice.status],
              ),
              body: messages.statusBody(notice.companyName),
            };
  for (const userId of recipients.filter((id) => id !== actorId)) {
    await createNotification(db, userId, {
      type: 'queja',
      ...text,
      url,
      data: { complaint_id: complaint.id },
    });
  }
}
