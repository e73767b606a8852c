/**
 * A company's clock-in settings (decision 39): geofence mode, whether checks
 * from the app carry coordinates, and how long new links last. A company
 * without a `clock_settings` row has the defaults (`flag`, location required,
 * kiosk links 720 h, personal links 2,160 h).
 */
import { eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { clockSettings } from '../../../db/schema.ts';

type ClockSettings = components['schemas']['ClockSettings'];
type ClockSettingsInput = components['schemas']['ClockSettingsInput'];

/** The settings a company without a row has. */
export const defaultClockSettings: ClockSettings = {
  geofence_mode: 'flag',
  require_location: true,
  kiosk_link_hours: 720,
  employee_link_hours: 2160,
};

/** The company's settings as the contract's `ClockSettings` (the defaults without a row). */
export async function clockSettingsOf(db: Database, companyId: number): Promise<ClockSettings> {
  const [row] = await db.select().from(clockSettings).where(eq(clockSettings.companyId, companyId));
  if (!row) return { ...defaultClockSettings };
  return {
    geofence_mode: row.geofenceMode as ClockSettings['geofence_mode'],
    require_location: row.requireLocation,
    kiosk_link_hours: row.kioskLinkHours,
    employee_link_hours: row.employeeLinkHours,
  };
}

/**
 * Changes the fields given (an upsert of the company's row: the fields left
 * out keep their current value or default). Links already issued keep their expiry.
 */
export async function updateClockSettings(
  db: Database,
  companyId: number,
  input: ClockSettingsInput,
): Promise<ClockSettings> {
  const next = { ...(await clockSettingsOf(db, companyId)), ...input };
  const values = {
    geofenceMode: next.geofence_mode,
    requireLocation: next.require_location,
    kioskLinkHours: next.kiosk_link_hours,
    employeeLinkHours: next.employee_link_hours,
  };
  await db
    .insert(clockSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: clockSettings.companyId,
      set: { ...values, updatedAt: new Date() },
    });
  return clockSettingsOf(db, companyId);
}
