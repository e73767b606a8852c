/** Terminals (a company's yards, ports and depots) on the generic company record. */
import { eq } from 'drizzle-orm';
import { terminals } from '../../db/schema.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';
import type { RecordInput, RecordOutput } from '../../records/record-operations.ts';

type Row = typeof terminals.$inferSelect;

const operations = {
  list: ['listCompanyTerminals', 'searchTerminals'],
  get: 'getTerminal',
  create: 'createTerminal',
  update: 'updateTerminal',
  delete: 'deleteTerminal',
  id: 'terminalId',
} as const;
type Terminal = RecordOutput<typeof operations>;

/** A stored terminal as the contract's `Terminal`. */
export const toTerminal = (row: Row): Terminal => ({
  id: row.id,
  company_id: row.companyId,
  name: row.name,
  code: row.code,
  type: row.type,
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
function checkTerminal(input: RecordInput<typeof operations>) {
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
export const terminalRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
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
  filters: { type: (v) => eq(terminals.type, v), active: (v) => eq(terminals.active, v) },
  unique: [
    {
      index: 'terminals_company_code_idx',
      field: 'code',
      message: serverMessages.terminals.codeTaken,
      conflict: { code: 'code_taken' },
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
