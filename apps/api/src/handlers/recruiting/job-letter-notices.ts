/**
 * What the other party of a labour letter is told (stored and pushed in real
 * time through `createNotification`): a request → the company's staff; issued
 * or rejected → the worker.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, jobLetters, users } from '../../db/schema.ts';
import { createNotification } from '../../realtime/notify.ts';
import { companyStaffIds } from './interview-notices.ts';

/** Spanish names of the letter types (contract `JobLetterType`). */
const typeNames: Record<string, string> = {
  constancia_laboral: 'constancia laboral',
  recomendacion: 'carta de recomendación',
  baja: 'constancia de baja',
};

/** What happened to the letter. */
export type JobLetterEvent = 'requested' | 'emitida' | 'rechazada';

/**
 * Notifies the other party of a letter event.
 * @param actorId - the user who acted, never notified of their own action.
 */
export async function notifyJobLetter(
  db: Database,
  letterId: number,
  event: JobLetterEvent,
  actorId: number,
): Promise<void> {
  const [row] = await db
    .select({ letter: jobLetters, company: companies.name, person: users.name })
    .from(jobLetters)
    .innerJoin(companies, eq(companies.id, jobLetters.companyId))
    .innerJoin(users, eq(users.id, jobLetters.userId))
    .where(eq(jobLetters.id, letterId));
  if (!row) return;
  const type = typeNames[row.letter.type] ?? row.letter.type;
  const notice =
    event === 'requested'
      ? {
          recipients: await companyStaffIds(db, row.letter.companyId),
          title: `${row.person} solicita una ${type}`,
          body: `Revisa la solicitud y emite la carta desde Jornada.`,
        }
      : event === 'emitida'
        ? {
            recipients: [row.letter.userId],
            title: `Tu ${type} está lista`,
            body: `${row.company} emitió tu ${type}. Ya puedes verla y descargarla.`,
          }
        : {
            recipients: [row.letter.userId],
            title: `Tu solicitud de ${type} fue rechazada`,
            body: row.letter.rejectionReason
              ? `${row.company} no emitirá la carta. Motivo: ${row.letter.rejectionReason}`
              : `${row.company} no emitirá la carta. Si tienes dudas, acude a Recursos Humanos.`,
          };
  for (const userId of notice.recipients.filter((id) => id !== actorId)) {
    await createNotification(db, userId, {
      type: 'carta_laboral',
      title: notice.title,
      body: notice.body,
      url: `/cartas-laborales/ver-carta-laboral/${letterId}`,
      data: { job_letter_id: letterId, status: row.letter.status },
    });
  }
}
