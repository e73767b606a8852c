/**
 * Filing a complaint (`createComplaint`, decision 41): anyone signed in, about
 * any company, optionally anonymous towards it. The complaint and its first
 * event are written in one transaction; the company's row is locked so that
 * two complaints filed at once get consecutive folios of the company's year.
 */
import { and, count, eq, like } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import { reserveAttempt, type ThrottlePolicy } from '../../auth/throttle.ts';
import type { Database } from '../../db/client.ts';
import { companies, complaintEvents, complaints } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable } from '../../records/company-record.ts';
import { complaintFolio, type ComplaintRow } from './definition.ts';

type ComplaintInput = components['schemas']['ComplaintInput'];

/** Complaints one person may file: 5 an hour, then nothing until the hour is over. */
export const complaintFilingPolicy: ThrottlePolicy = {
  free: 5,
  maxDelaySeconds: 3600,
  windowSeconds: 3600,
  lockout: true,
};

const messages = serverMessages.complaints;

/** The body's texts trimmed, or 422 naming each that is too short once trimmed. */
function cleanText(input: ComplaintInput) {
  const subject = input.subject.trim();
  const description = input.description.trim();
  const errors: Record<string, string[]> = {};
  if (subject.length < 5) errors.subject = [messages.required];
  if (description.length < 20) errors.description = [messages.required];
  if (Object.keys(errors).length) throw unprocessable(errors);
  return { subject, description };
}

/**
 * Files a complaint for `userId`.
 * @returns the stored row (status `recibida`, its folio set).
 * @throws 422 on `company_id` (no such company) or on a text that is blank once
 *   trimmed; 429 with `Retry-After` past {@link complaintFilingPolicy}.
 */
export async function fileComplaint(
  db: Database,
  userId: number,
  input: ComplaintInput,
): Promise<ComplaintRow> {
  const { subject, description } = cleanText(input);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, input.company_id));
  if (!company) throw unprocessable({ company_id: [messages.companyNotFound] });
  const reservation = await reserveAttempt(db, `complaint:user:${userId}`, complaintFilingPolicy);
  if (!reservation.admitted)
    throw new HttpError(429, messages.tooMany, 'too_many_requests', undefined, {
      'retry-after': String(reservation.retryAfterSeconds),
    });
  return db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, company.id))
      .for('update');
    const year = new Date().getUTCFullYear();
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(complaints)
      .where(and(eq(complaints.companyId, company.id), like(complaints.folio, `Q-${year}-%`)));
    const [row] = await tx
      .insert(complaints)
      .values({
        companyId: company.id,
        folio: complaintFolio(year, n + 1),
        reporterUserId: userId,
        category: input.category,
        status: 'recibida',
        subject,
        description,
        anonymous: input.anonymous ?? false,
      })
      .returning();
    await tx.insert(complaintEvents).values({
      complaintId: row!.id,
      type: 'filed',
      authorRole: 'reporter',
      authorUserId: userId,
      toStatus: 'recibida',
    });
    return row!;
  });
}
