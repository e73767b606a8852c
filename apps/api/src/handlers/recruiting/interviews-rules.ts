/**
 * Rules shared by the interview handlers: the errors they answer and the
 * "only future dates" check.
 */
import { HttpError } from '../../http/errors.ts';

/** 409 for a change the interview's status does not allow. */
export const conflict = (message: string) => new HttpError(409, message, 'invalid_transition');
/** 422 with one field error. */
export const unprocessable = (field: string, message: string) =>
  new HttpError(422, 'Revisa los datos de la entrevista.', 'unprocessable', { [field]: [message] });

/** The date of `at`, or 422 on `field` when it is not in the future. */
export function future(at: string, field = 'scheduled_at') {
  const date = new Date(at);
  if (date.getTime() <= Date.now()) throw unprocessable(field, 'La fecha debe ser futura.');
  return date;
}

/** Most times a company may offer at once (contract decision 51). */
export const maxProposedSlots = 5;

/**
 * The times a proposal offers (contract decision 51): `scheduled_at` alone, or `proposed_slots`
 * (1–5, each in the future, none repeated), soonest first; 422 otherwise.
 */
export function proposalSlots(body: { scheduled_at?: string; proposed_slots?: string[] }): Date[] {
  if (body.scheduled_at !== undefined && body.proposed_slots !== undefined)
    throw unprocessable('scheduled_at', 'Envía una sola fecha o varios horarios, no ambos.');
  if (body.proposed_slots === undefined) {
    if (body.scheduled_at === undefined)
      throw unprocessable('scheduled_at', 'Elige la fecha de la entrevista.');
    return [future(body.scheduled_at)];
  }
  if (body.proposed_slots.length === 0)
    throw unprocessable('proposed_slots', 'Propón al menos un horario.');
  if (body.proposed_slots.length > maxProposedSlots)
    throw unprocessable('proposed_slots', `Propón como máximo ${maxProposedSlots} horarios.`);
  const seen = new Set<number>();
  return body.proposed_slots
    .map((at, index) => {
      const date = future(at, `proposed_slots.${index}`);
      if (seen.has(date.getTime()))
        throw unprocessable(`proposed_slots.${index}`, 'Este horario está repetido.');
      seen.add(date.getTime());
      return date;
    })
    .sort((a, b) => a.getTime() - b.getTime());
}
