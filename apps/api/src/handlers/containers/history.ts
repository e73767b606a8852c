/**
 * A container's history: its event timeline,
 * newest first, and recording an event. An event that is the container's
 * newest moves its status when the life cycle allows (life-cycle.ts), a
 * gate-in or gate-out stamps `arrived_at` / `departed_at` and the location, and
 * loading or unloading sets `is_empty`.
 */
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import {
  containerHistory,
  containerOrders,
  containers,
  terminals,
  users,
} from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { serverMessages } from '../../messages.ts';
import { checkReferences, unprocessable } from '../../records/company-record.ts';
import { paginateTable } from '../../records/paginate-table.ts';
import { fullName } from '../../records/refs.ts';
import { terminalRefs } from './definition.ts';
import { canMove, statusAfterEvent, type ContainerStatus } from './life-cycle.ts';

type Entry = components['schemas']['ContainerHistoryEntry'];
type Row = typeof containerHistory.$inferSelect;

/** Stored events as the contract's `ContainerHistoryEntry`, with terminals and recorders in bulk. */
export async function serializeHistory(db: Database, rows: Row[]): Promise<Entry[]> {
  const refs = await terminalRefs(
    db,
    rows.map((r) => r.terminalId),
  );
  const userIds = [...new Set(rows.map((r) => r.recordedByUserId).filter((v) => v !== null))];
  const people = userIds.length
    ? await db
        .select({
          id: users.id,
          name: users.name,
          surname: users.surname,
          lastname: users.lastname,
        })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const byId = new Map(people.map((p) => [p.id, fullName(p.name, p.surname, p.lastname)]));
  return rows.map((row) => {
    const terminal = row.terminalId ? refs.get(row.terminalId) : undefined;
    return {
      id: row.id,
      container_id: row.containerId,
      event: row.event,
      description: row.description,
      terminal: terminal ? { id: terminal.id, name: terminal.name, code: terminal.code } : null,
      order_id: row.orderId,
      recorded_by:
        row.recordedByUserId !== null
          ? { id: row.recordedByUserId, name: byId.get(row.recordedByUserId) ?? '' }
          : null,
      occurred_at: row.occurredAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** Handlers keyed by operationId. */
export function containerHistoryHandlers({ db }: AppContext): Handlers {
  return {
    listContainerHistory: (request) =>
      paginateTable(db, {
        table: containerHistory,
        where: eq(containerHistory.containerId, request.params.containerId),
        orderBy: [desc(containerHistory.occurredAt), desc(containerHistory.id)],
        page: request.query.page,
        perPage: request.query.per_page,
        serialize: (rows) => serializeHistory(db, rows),
      }),

    createContainerHistoryEntry: async (request, reply) => {
      const containerId = request.params.containerId;
      const body = request.body;
      const [container] = await db.select().from(containers).where(eq(containers.id, containerId));
      if (!container) throw unprocessable({ _: [serverMessages.containers.notFound] });
      await checkReferences(db, container.companyId, body, {
        terminal_id: { table: terminals },
      });
      if (body.order_id !== undefined) {
        const [order] = await db
          .select({ id: containerOrders.id })
          .from(containerOrders)
          .where(
            and(
              eq(containerOrders.id, body.order_id),
              eq(containerOrders.containerId, containerId),
            ),
          );
        if (!order)
          throw unprocessable({ order_id: [serverMessages.containers.orderNotOfContainer] });
      }
      const occurredAt = new Date(body.occurred_at);
      const row = await db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(containerHistory)
          .values({
            companyId: container.companyId,
            containerId,
            event: body.event,
            description: body.description?.trim() || null,
            terminalId: body.terminal_id ?? null,
            orderId: body.order_id ?? null,
            recordedByUserId: request.userId,
            occurredAt,
          })
          .returning();
        const [newer] = await tx
          .select({ id: containerHistory.id })
          .from(containerHistory)
          .where(
            and(
              eq(containerHistory.containerId, containerId),
              gt(containerHistory.occurredAt, occurredAt),
            ),
          )
          .limit(1);
        if (newer) return entry!;
        const terminal = body.terminal_id
          ? (await terminalRefs(tx, [body.terminal_id])).get(body.terminal_id)
          : undefined;
        const changes: Partial<typeof containers.$inferInsert> = {};
        const to = statusAfterEvent(body.event, terminal?.type);
        if (to && canMove(container.status as ContainerStatus, to)) changes.status = to;
        if (body.event === 'cargado') changes.isEmpty = false;
        if (body.event === 'descargado') changes.isEmpty = true;
        if (body.event === 'gate_in') changes.arrivedAt = occurredAt;
        if (body.event === 'gate_out') changes.departedAt = occurredAt;
        if (
          terminal &&
          (!container.locationRecordedAt || container.locationRecordedAt <= occurredAt)
        ) {
          const [place] = await tx
            .select({ latitude: terminals.latitude, longitude: terminals.longitude })
            .from(terminals)
            .where(eq(terminals.id, terminal.id));
          Object.assign(changes, {
            terminalId: body.event === 'gate_out' ? null : terminal.id,
            latitude: place?.latitude ?? null,
            longitude: place?.longitude ?? null,
            locationDescription: null,
            locationRecordedAt: occurredAt,
          });
        }
        if (Object.keys(changes).length)
          await tx
            .update(containers)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(containers.id, containerId));
        return entry!;
      });
      return reply.status(201).send({ data: (await serializeHistory(db, [row]))[0]! });
    },
  };
}
