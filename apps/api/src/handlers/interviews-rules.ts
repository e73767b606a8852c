/**
 * Rules shared by the interview handlers: the errors they answer and the
 * "only future dates" check.
 */
import { HttpError } from '../http/errors.ts';

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
