/**
 * What the other party of an interview is told (stored and pushed in real time
 * through `createNotification`): the company proposes, reschedules or cancels →
 * the candidate; the candidate confirms, rejects, requests, reschedules or
 * cancels → the company's staff.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyMembers, interviews } from '../../db/schema.ts';
import { createNotification } from '../../realtime/notify.ts';
import { loadInterviews, rejectReasonLabels } from './interview-data.ts';
import { companyTimeZone } from '../../time-zone.ts';

/** What happened to the interview. */
export type InterviewEvent =
  | { kind: 'proposed' }
  | { kind: 'rescheduled_by_company' }
  | { kind: 'cancelled_by_company' }
  | { kind: 'confirmed' }
  | { kind: 'rejected'; reason: string; comments?: string; proposedAt?: Date | null }
  | { kind: 'requested' }
  | { kind: 'rescheduled_by_candidate' }
  | { kind: 'cancelled_by_candidate' };

const modeLabels: Record<string, string> = {
  presencial: 'presencial',
  videollamada: 'por videollamada',
  telefonica: 'por teléfono',
};

/** A date and time as people in Mexico read it, e.g. "lunes, 2 de marzo de 2026, 10:00". */
export const whenEs = (date: Date) =>
  date.toLocaleString('es-MX', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: companyTimeZone,
  });

type Interview = NonNullable<Awaited<ReturnType<typeof loadInterviews>>[number]>;

function noticeOf(event: InterviewEvent, i: Interview) {
  const vacancy = `«${i.vacancy.title}»`;
  const when = whenEs(new Date(i.scheduled_at));
  const mode = modeLabels[i.mode] ?? i.mode;
  const person = i.candidate.name;
  switch (event.kind) {
    case 'proposed':
      return {
        title: `Tienes una entrevista para ${vacancy}`,
        body:
          (i.proposed_slots?.length ?? 0) > 1
            ? `${i.vacancy.company.name} te propone una entrevista ${mode} y te ofrece ${i.proposed_slots!.length} horarios: elige el que te acomode.`
            : `${i.vacancy.company.name} te propone una entrevista ${mode} el ${when}.`,
      };
    case 'rescheduled_by_company':
      return {
        title: `Tu entrevista para ${vacancy} cambió de fecha`,
        body: `${i.vacancy.company.name} la reprogramó para el ${when}.`,
      };
    case 'cancelled_by_company':
      return {
        title: `Se canceló tu entrevista para ${vacancy}`,
        body: `${i.vacancy.company.name} canceló la entrevista del ${when}.`,
      };
    case 'confirmed':
      return {
        title: `${person} confirmó su entrevista para ${vacancy}`,
        body: `La entrevista ${mode} es el ${when}.`,
      };
    case 'rejected': {
      const reason = [rejectReasonLabels[event.reason], event.comments].filter(Boolean).join(': ');
      const proposal = event.proposedAt ? ` Propone el ${whenEs(event.proposedAt)}.` : '';
      return {
        title: `${person} rechazó la entrevista para ${vacancy}`,
        body: `Motivo: ${reason.replace(/\.$/, '')}.${proposal}`,
      };
    }
    case 'requested':
      return {
        title: `${person} solicita una entrevista para ${vacancy}`,
        body: `Propone una entrevista ${mode} el ${when}.`,
      };
    case 'rescheduled_by_candidate':
      return {
        title: `${person} propone otra fecha para la entrevista de ${vacancy}`,
        body: `Nueva fecha propuesta: ${when}.`,
      };
    case 'cancelled_by_candidate':
      return {
        title: `${person} canceló su entrevista para ${vacancy}`,
        body: `La entrevista era el ${when}.`,
      };
  }
}

const toCandidate = new Set<InterviewEvent['kind']>([
  'proposed',
  'rescheduled_by_company',
  'cancelled_by_company',
]);

/** The staff of a company (`company_members`), who handle its interviews and letters. */
export async function companyStaffIds(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return rows.map((r) => r.id);
}

/**
 * Notifies the other party of an interview event.
 * @param actorId - the user who acted, never notified of their own action.
 */
export async function notifyInterview(
  db: Database,
  interviewId: number,
  event: InterviewEvent,
  actorId: number,
): Promise<void> {
  const [interview] = await loadInterviews(db, eq(interviews.id, interviewId));
  if (!interview) return;
  const recipients = toCandidate.has(event.kind)
    ? [interview.candidate.id]
    : await companyStaffIds(db, interview.vacancy.company.id);
  const notice = noticeOf(event, interview);
  for (const userId of recipients.filter((id) => id !== actorId)) {
    await createNotification(db, userId, {
      type: 'entrevista',
      ...notice,
      url: `/entrevistas/${interview.id}`,
      data: { interview_id: interview.id, vacancy_id: interview.vacancy.id, event: event.kind },
    });
  }
}
