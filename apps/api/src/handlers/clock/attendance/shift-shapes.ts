/**
 * The contract's `Shift`, `ShiftRef` and `Recess` as the attendance side
 * answers them (today's shift and recesses of `ClockerEmployee`, the shift of
 * an `Attendance`; decision 39): the plan's own serialisers, and the short
 * reference.
 */
import type { components } from '@jornada/api-client/schema';
import type { shifts } from '../../../db/schema.ts';

export { toRecess } from '../plan/recesses.ts';
export { toShift } from '../plan/shifts.ts';

/** A stored shift as the contract's `ShiftRef`. */
export const toShiftRef = (
  row: Pick<typeof shifts.$inferSelect, 'id' | 'name'>,
): components['schemas']['ShiftRef'] => ({ id: row.id, name: row.name });
