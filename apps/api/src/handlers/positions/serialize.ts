/**
 * Positions in the contract's shape (`UnitPosition`, `UnitRef`, decision 38).
 */
import type { components } from '@jornada/api-client/schema';
import type { unitPositions, units } from '../../db/schema.ts';

type UnitPosition = components['schemas']['UnitPosition'];
type UnitRef = components['schemas']['UnitRef'];

/** A stored fix as the contract's `UnitPosition` (speed in km/h, heading in degrees). */
export const toUnitPosition = (
  row: Pick<
    typeof unitPositions.$inferSelect,
    | 'unitId'
    | 'latitude'
    | 'longitude'
    | 'speedKmh'
    | 'heading'
    | 'ignition'
    | 'address'
    | 'recordedAt'
  >,
): UnitPosition => ({
  unit_id: row.unitId,
  latitude: row.latitude,
  longitude: row.longitude,
  speed_kmh: row.speedKmh,
  heading: row.heading,
  ignition: row.ignition,
  address: row.address,
  recorded_at: row.recordedAt.toISOString(),
});

/** A unit as the contract's short `UnitRef`. */
export const toUnitRef = (
  unit: Pick<typeof units.$inferSelect, 'id' | 'economicNumber' | 'plate'>,
): UnitRef => ({ id: unit.id, economic_number: unit.economicNumber, plate: unit.plate });
