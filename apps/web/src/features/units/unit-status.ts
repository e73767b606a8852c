/**
 * How a unit's type and status read (contract `UnitType`, `UnitStatus`): their order in filters
 * and pickers, and the status badge's colour.
 */
import type { components } from '@jornada/api-client';
import { messages } from '../../messages/messages.ts';

/** A unit type. */
export type UnitType = components['schemas']['UnitType'];
/** A unit status. */
export type UnitStatus = components['schemas']['UnitStatus'];

/** Every type, as the catalogue lists them. */
export const unitTypes = Object.keys(messages.units.types) as [UnitType, ...UnitType[]];

/** Every status, as the catalogue lists them. */
export const unitStatuses = Object.keys(messages.units.statuses) as [UnitStatus, ...UnitStatus[]];

/** Badge colour of a status. */
export function unitStatusVariant(status: UnitStatus) {
  return (
    {
      disponible: 'success',
      en_ruta: 'primary',
      en_mantenimiento: 'warning',
      fuera_de_servicio: 'outline',
    } as const
  )[status];
}
