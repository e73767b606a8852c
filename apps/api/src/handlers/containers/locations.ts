/**
 * A container's locations: its recorded
 * positions, newest first and paged (the client sends `page` only when it is
 * not 1; the server defaults to page 1), and recording one. A position that is
 * the newest becomes the container's `location`; a terminal without
 * coordinates lends its own.
 */
import { desc, eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { containerLocations, containers, terminals } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { serverMessages } from '../../messages.ts';
import { checkReferences, unprocessable } from '../../records/company-record.ts';
import { paginateTable } from '../../records/paginate-table.ts';
import { terminalRefs } from './definition.ts';

type Location = components['schemas']['ContainerLocation'];
type Row = typeof containerLocations.$inferSelect;

/** Stored positions as the contract's `ContainerLocation`, terminals in one query. */
export async function serializeLocations(db: Database, rows: Row[]): Promise<Location[]> {
  const refs = await terminalRefs(
    db,
    rows.map((r) => r.terminalId),
  );
  return rows.map((row) => {
    const terminal = row.terminalId ? refs.get(row.terminalId) : undefined;
    return {
      id: row.id,
      container_id: row.containerId,
      terminal: terminal ? { id: terminal.id, name: terminal.name, code: terminal.code } : null,
      latitude: row.latitude,
      longitude: row.longitude,
      description: row.description,
      source: row.source,
      recorded_at: row.recordedAt.toISOString(),
    };
  });
}

/** Handlers keyed by operationId. */
export function containerLocationHandlers({ db }: AppContext): Handlers {
  return {
    listContainerLocations: (request) =>
      paginateTable(db, {
        table: containerLocations,
        where: eq(containerLocations.containerId, request.params.containerId),
        orderBy: [desc(containerLocations.recordedAt), desc(containerLocations.id)],
        page: request.query.page,
        perPage: request.query.per_page,
        serialize: (rows) => serializeLocations(db, rows),
      }),

    createContainerLocation: async (request, reply) => {
      const containerId = request.params.containerId;
      const body = request.body;
      const [container] = await db.select().from(containers).where(eq(containers.id, containerId));
      if (!container) throw unprocessable({ _: [serverMessages.containers.notFound] });
      const hasLatitude = body.latitude !== undefined;
      const hasLongitude = body.longitude !== undefined;
      if (hasLatitude !== hasLongitude)
        throw unprocessable({
          [hasLatitude ? 'longitude' : 'latitude']: [serverMessages.containers.coordinates],
        });
      if (body.terminal_id === undefined && !hasLatitude)
        throw unprocessable({ terminal_id: [serverMessages.containers.locationEmpty] });
      await checkReferences(db, container.companyId, body, { terminal_id: { table: terminals } });
      const recordedAt = body.recorded_at ? new Date(body.recorded_at) : new Date();
      const row = await db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(containerLocations)
          .values({
            companyId: container.companyId,
            containerId,
            terminalId: body.terminal_id ?? null,
            latitude: body.latitude ?? null,
            longitude: body.longitude ?? null,
            description: body.description?.trim() || null,
            source: body.source ?? 'manual',
            recordedAt,
          })
          .returning();
        if (!container.locationRecordedAt || container.locationRecordedAt <= recordedAt) {
          const [terminal] = body.terminal_id
            ? await tx.select().from(terminals).where(eq(terminals.id, body.terminal_id))
            : [];
          await tx
            .update(containers)
            .set({
              terminalId: body.terminal_id ?? null,
              latitude: body.latitude ?? terminal?.latitude ?? null,
              longitude: body.longitude ?? terminal?.longitude ?? null,
              locationDescription: body.description?.trim() || null,
              locationRecordedAt: recordedAt,
              updatedAt: new Date(),
            })
            .where(eq(containers.id, containerId));
        }
        return entry!;
      });
      return reply.status(201).send({ data: (await serializeLocations(db, [row]))[0]! });
    },
  };
}
