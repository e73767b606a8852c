/**
 * Terminals (spec section 7 "Terminals"): yards, ports and depots of a company,
 * declared on the generic company-owned record (records/company-record.ts).
 */
import { eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import { terminals } from '../../db/schema.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';

type Terminal = components['schemas']['Terminal'];
type TerminalInput = components['schemas']['TerminalInput'];
type Row = typeof terminals.$inferSelect;

/** A stored terminal as the contract's `Terminal`. */
export const toTerminal = (row: Row): Terminal => ({
  id: row.id,
  company_id: row.companyId,
  name: row.name,
  code: row.code,
  type: row.type as Terminal['type'],
  address: row.address,
  location:
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : null,
  opening_time: row.openingTime,
  closing_time: row.closingTime,
  geofence_radius_m: row.geofenceRadiusM,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The rules of a terminal: coordinates go together; it closes after it opens. */
function checkTerminal(input: TerminalInput) {
  const errors: Record<string, string[]> = {};
  if (((input.latitude ?? null) === null) !== ((input.longitude ?? null) === null))
    errors[input.latitude == null ? 'latitude' : 'longitude'] = [
      serverMessages.terminals.coordinates,
    ];
  if ((input.geofence_radius_m ?? null) !== null && (input.latitude ?? null) === null)
    errors.geofence_radius_m = [serverMessages.terminals.geofenceNeedsLocation];
  if (input.opening_time && input.closing_time && input.closing_time <= input.opening_time)
    errors.closing_time = [serverMessages.terminals.hours];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** The terminals domain. */
export const terminalRecord: CompanyRecordDefinition<Row, Terminal, TerminalInput> = {
  table: terminals,
  notFoundMessage: 'Esta terminal no existe.',
  serialize: async (_db, rows) => rows.map(toTerminal),
  sorts: {
    name: terminals.name,
    code: terminals.code,
    type: terminals.type,
    created_at: terminals.createdAt,
  },
  defaultSort: 'name',
  filters: {
    type: (value: string) => eq(terminals.type, value),
    active: (value: boolean) => eq(terminals.active, value),
  },
  unique: [
    {
      index: 'terminals_company_code_idx',
      field: 'code',
      message: serverMessages.terminals.codeTaken,
    },
  ],
  searchable: true,
  async columns(input) {
    checkTerminal(input);
    return {
      name: input.name.trim(),
      code: input.code.trim().toUpperCase(),
      type: input.type,
      address: input.address.trim(),
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      openingTime: input.opening_time ?? null,
      closingTime: input.closing_time ?? null,
      geofenceRadiusM: input.geofence_radius_m ?? null,
      active: input.active ?? true,
    };
  },
};
