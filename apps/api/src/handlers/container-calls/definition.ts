/**
 * Container calls: terminal appointments
 * to pick up, deliver, return or inspect a container, declared on the generic
 * company-owned record. A container has at most one call at a given time (409
 * on `scheduled_at`); the container, terminal, unit and driver must be the
 * company's; marking a call `atendida` stamps `attended_at`. Lists filter by
 * terminal, status and a date range in Mexico City time (the calendar's week).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { containerCalls, containers, employees, terminals, units } from '../../db/schema.ts';
import { serverMessages } from '../../messages.ts';
import type { CompanyRecordDefinition } from '../../records/company-record.ts';
import { employeeRefs, unitRefs } from '../../records/refs.ts';
import { terminalRefs } from '../containers/definition.ts';
import { companyTimeZone } from '../../time-zone.ts';

type ContainerCall = components['schemas']['ContainerCall'];
type Row = typeof containerCalls.$inferSelect;

/** Stored calls as the contract's `ContainerCall`, their references loaded in bulk. */
export async function serializeCalls(db: Database, rows: Row[]): Promise<ContainerCall[]> {
  const containerIds = [...new Set(rows.map((r) => r.containerId))];
  const [numbers, terminalById, unitById, driverById] = await Promise.all([
    containerIds.length
      ? db
          .select({ id: containers.id, number: containers.number })
          .from(containers)
          .where(inArray(containers.id, containerIds))
      : [],
    terminalRefs(
      db,
      rows.map((r) => r.terminalId),
    ),
    unitRefs(
      db,
      rows.map((r) => r.unitId),
    ),
    employeeRefs(
      db,
      rows.map((r) => r.driverEmployeeId),
    ),
  ]);
  const numberOf = new Map(numbers.map((c) => [c.id, c.number]));
  return rows.map((row) => {
    const terminal = terminalById.get(row.terminalId);
    return {
      id: row.id,
      container: { id: row.containerId, number: numberOf.get(row.containerId) ?? '' },
      terminal: { id: row.terminalId, name: terminal?.name ?? '', code: terminal?.code ?? '' },
      type: row.type,
      status: row.status,
      scheduled_at: row.scheduledAt.toISOString(),
      unit: row.unitId ? (unitById.get(row.unitId) ?? null) : null,
      driver: row.driverEmployeeId ? (driverById.get(row.driverEmployeeId) ?? null) : null,
      reference: row.reference,
      notes: row.notes,
      attended_at: row.attendedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

const operations = {
  list: ['listContainerCalls'],
  create: 'createContainerCall',
  update: 'updateContainerCall',
  delete: 'deleteContainerCall',
  id: 'containerCallId',
} as const;

/** The container calls domain. */
export const containerCallRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: containerCalls,
  notFoundMessage: serverMessages.containerCalls.notFound,
  serialize: serializeCalls,
  sorts: {
    scheduled_at: containerCalls.scheduledAt,
    created_at: containerCalls.createdAt,
    status: containerCalls.status,
  },
  defaultSort: 'scheduled_at',
  filters: {
    terminal_id: (value) => eq(containerCalls.terminalId, value),
    status: (value) => eq(containerCalls.status, value),
    from: (value) =>
      sql`${containerCalls.scheduledAt} >= (${value}::date::timestamp at time zone ${companyTimeZone})`,
    to: (value) =>
      sql`${containerCalls.scheduledAt} < ((${value}::date + 1)::timestamp at time zone ${companyTimeZone})`,
  },
  references: {
    container_id: { table: containers },
    terminal_id: { table: terminals },
    unit_id: { table: units },
    driver_id: {
      table: employees,
      where: eq(employees.isDriver, true),
      message: serverMessages.containerCalls.notADriver,
    },
  },
  unique: [
    {
      index: 'container_calls_container_time_idx',
      field: 'scheduled_at',
      message: serverMessages.containerCalls.sameTime,
      conflict: { code: 'call_same_time' },
    },
  ],
  async columns(input, { existing }) {
    const status = input.status ?? existing?.status ?? 'solicitada';
    return {
      containerId: input.container_id,
      terminalId: input.terminal_id,
      type: input.type,
      status,
      scheduledAt: new Date(input.scheduled_at),
      unitId: input.unit_id ?? null,
      driverEmployeeId: input.driver_id ?? null,
      reference: input.reference?.trim() || null,
      notes: input.notes?.trim() || null,
      attendedAt: status === 'atendida' ? (existing?.attendedAt ?? new Date()) : null,
    };
  },
};
