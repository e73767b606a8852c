/**
 * Pushes an employee's clock-in status to the staff of their company
 * (`clock.status`, room `company:<id>`; decision 39, realtime/README.md) after
 * a check, a correction or a deletion.
 */
import type { Database } from '../../../db/client.ts';
import { serverFor } from '../../../realtime/hub.ts';
import { pushClockStatus } from '../../../realtime/push.ts';
import { employeeDay } from './status.ts';

/** Computes the employee's status now and pushes it; nothing without a socket server. */
export async function pushEmployeeStatus(
  db: Database,
  companyId: number,
  employeeId: number,
  now: Date = new Date(),
): Promise<void> {
  if (!serverFor(db)) return;
  const { status } = await employeeDay(db, companyId, employeeId, now);
  pushClockStatus(db, { ...status, company_id: companyId });
}
