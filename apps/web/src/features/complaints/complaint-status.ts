/**
 * How complaint statuses read (contract `ComplaintStatus`, decision 41): their badge colour and
 * the label of the button that moves a complaint to one. Which moves a complaint may make is the
 * server's business: `Complaint.next_statuses`.
 */
import type { components } from '@jornada/api-client';
import { messages } from '../../messages/messages.ts';

/** A complaint status. */
export type ComplaintStatus = components['schemas']['ComplaintStatus'];

const m = messages.complaints;

/** Every status, in the order of a complaint's life (the lists' filter). */
export const complaintStatuses = [
  'recibida',
  'en_revision',
  'en_atencion',
  'resuelta',
  'improcedente',
  'cerrada',
] as const satisfies readonly ComplaintStatus[];

/** The button that moves a complaint from `from` to `to` ('Reabrir atención' a resolved one). */
export function complaintMoveLabel(from: ComplaintStatus, to: ComplaintStatus): string {
  return from === 'resuelta' && to === 'en_atencion' ? m.reopen : m.moves[to];
}

/** Badge colour of a status. */
export function complaintStatusVariant(status: ComplaintStatus) {
  return (
    {
      recibida: 'primary',
      en_revision: 'secondary',
      en_atencion: 'warning',
      resuelta: 'success',
      improcedente: 'outline',
      cerrada: 'outline',
    } as const
  )[status];
}
