/**
 * Containers: a company's shipping containers,
 * declared on the generic company-owned record (records/company-record.ts):
 * the ISO 6346 number is verified with its check digit (iso6346.ts) and is
 * unique per company (409 on `number`), the status follows the life cycle
 * (life-cycle.ts), and the terminal given becomes the container's location.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { containerOrders, containers, terminals } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';
import { normalizeContainerNumber, verifyContainerNumber } from './iso6346.ts';
import { canMove, type ContainerStatus } from './life-cycle.ts';

type Container = components['schemas']['Container'];
type ContainerInput = components['schemas']['ContainerInput'];
type TerminalRef = components['schemas']['TerminalRef'];
/** A stored container. */
export type ContainerRow = typeof containers.$inferSelect;

/** Order statuses that no longer hold a container. */
export const closedOrderStatuses = ['cerrada', 'cancelada'] as const;

/**
 * The terminals of the given ids as `TerminalRef`s, by id (one query).
 * @param ids - terminal ids; duplicates and nulls are fine.
 */
export async function terminalRefs(
  db: Database,
  ids: (number | null | undefined)[],
): Promise<Map<number, TerminalRef & { type: string }>> {
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: terminals.id, name: terminals.name, code: terminals.code, type: terminals.type })
    .from(terminals)
    .where(inArray(terminals.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Stored containers as the contract's `Container`, their terminals loaded in one query. */
export async function serializeContainers(
  db: Database,
  rows: ContainerRow[],
): Promise<Container[]> {
  const refs = await terminalRefs(
    db,
    rows.map((r) => r.terminalId),
  );
  return rows.map((row) => {
    const terminal = row.terminalId ? refs.get(row.terminalId) : undefined;
    const hasLocation = row.locationRecordedAt !== null;
    return {
      id: row.id,
      company_id: row.companyId,
      number: row.number,
      type: row.type as Container['type'],
      size: row.size as Container['size'],
      high_cube: row.highCube,
      iso_type_code: row.isoTypeCode,
      status: row.status as ContainerStatus,
      location: hasLocation
        ? {
            terminal: terminal
              ? { id: terminal.id, name: terminal.name, code: terminal.code }
              : null,
            latitude: row.latitude,
            longitude: row.longitude,
            description: row.locationDescription,
            recorded_at: row.locationRecordedAt!.toISOString(),
          }
        : null,
      owner: row.owner,
      customer: row.customer,
      tare_weight_kg: row.tareWeightKg,
      max_gross_weight_kg: row.maxGrossWeightKg,
      seal_number: row.sealNumber,
      is_empty: row.isEmpty,
      arrived_at: iso(row.arrivedAt),
      departed_at: iso(row.departedAt),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The verified, normalised number of a body.
 * @throws 422 on `number` for a wrong shape or check digit (naming the expected digit).
 */
export function verifiedNumber(raw: string): string {
  const number = normalizeContainerNumber(raw);
  const verdict = verifyContainerNumber(number);
  if (verdict.ok) return number;
  throw unprocessable({
    number: [
      verdict.reason === 'format'
        ? serverMessages.containers.numberFormat
        : serverMessages.containers.checkDigit(verdict.expected),
    ],
  });
}

/** The rules of a container besides its number: the tare fits in the gross weight; status moves. */
function checkContainer(input: ContainerInput, existing: ContainerRow | undefined) {
  const errors: Record<string, string[]> = {};
  if (
    input.tare_weight_kg != null &&
    input.max_gross_weight_kg != null &&
    input.tare_weight_kg > input.max_gross_weight_kg
  )
    errors.tare_weight_kg = [serverMessages.containers.weights];
  if (existing && input.status) {
    const from = existing.status as ContainerStatus;
    if (!canMove(from, input.status))
      errors.status = [
        serverMessages.containers.move(
          statusLabels.ContainerStatus[from],
          statusLabels.ContainerStatus[input.status],
        ),
      ];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

const operations = {
  list: ['listCompanyContainers', 'searchContainers'],
  get: 'getContainer',
  create: 'createContainer',
  update: 'updateContainer',
  delete: 'deleteContainer',
  id: 'containerId',
} as const;

/** The containers domain. */
export const containerRecord: CompanyRecordDefinition<ContainerRow, typeof operations> = {
  operations,
  table: containers,
  notFoundMessage: serverMessages.containers.notFound,
  serialize: serializeContainers,
  sorts: {
    updated_at: containers.updatedAt,
    created_at: containers.createdAt,
    number: containers.number,
    status: containers.status,
    arrived_at: containers.arrivedAt,
    departed_at: containers.departedAt,
  },
  defaultSort: '-updated_at',
  filters: {
    status: (value) => eq(containers.status, value),
    type: (value) => eq(containers.type, value),
    size: (value) => eq(containers.size, value),
    terminal_id: (value) => eq(containers.terminalId, value),
  },
  references: { terminal_id: { table: terminals } },
  unique: [
    {
      index: 'containers_company_number_idx',
      field: 'number',
      message: serverMessages.containers.numberTaken,
      conflict: { code: 'number_taken' },
    },
  ],
  searchable: true,
  async columns(input, { existing, db }) {
    const number = verifiedNumber(input.number);
    checkContainer(input, existing);
    const terminalId = input.terminal_id ?? null;
    const moved = !existing || terminalId !== existing.terminalId;
    let location: Record<string, unknown> = {};
    if (moved && terminalId !== null) {
      const terminal = (
        await db.select().from(terminals).where(eq(terminals.id, terminalId)).limit(1)
      )[0]!;
      location = {
        terminalId,
        latitude: terminal.latitude,
        longitude: terminal.longitude,
        locationDescription: null,
        locationRecordedAt: new Date(),
        ...(existing ? {} : { arrivedAt: new Date() }),
      };
    } else if (moved && existing) location = { terminalId: null };
    return {
      number,
      type: input.type,
      size: input.size,
      highCube: input.high_cube ?? false,
      isoTypeCode: input.iso_type_code ?? null,
      status: input.status ?? existing?.status ?? (terminalId ? 'en_terminal' : 'en_patio'),
      owner: input.owner?.trim() || null,
      customer: input.customer?.trim() || null,
      tareWeightKg: input.tare_weight_kg ?? null,
      maxGrossWeightKg: input.max_gross_weight_kg ?? null,
      sealNumber: input.seal_number?.trim() || null,
      isEmpty: input.is_empty ?? false,
      ...location,
    };
  },
  async beforeDelete(row, { db }) {
    const [open] = await db
      .select({ id: containerOrders.id })
      .from(containerOrders)
      .where(
        and(
          eq(containerOrders.containerId, row.id),
          notInArray(containerOrders.status, [...closedOrderStatuses]),
        ),
      )
      .limit(1);
    if (open) throw new HttpError(409, serverMessages.containers.openOrders, 'open_orders');
  },
};
