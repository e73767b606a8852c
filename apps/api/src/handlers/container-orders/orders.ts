/**
 * Container orders: an order is created from a
 * container (409 while it has another open order), read and updated with
 * `PUT orders/{id}`; its status follows the life cycle (life-cycle.ts, 409
 * otherwise) and moves the container; `update_report: true` regenerates the
 * order report PDF, stored as a document and linked by `report_url` (a
 * 15-minute signed link, renewed on every read).
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '@jornada/api-client/schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation, pgConstraint } from '../../db/errors.ts';
import {
  containerHistory,
  containerOrders,
  containers,
  employees,
  files,
  units,
} from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { checkReferences, unprocessable } from '../../records/company-record.ts';
import { employeeRefs, unitRefs } from '../../records/refs.ts';
import { signedFilePath } from '../../uploads/signed-urls.ts';
import type { ObjectStorage } from '../../uploads/object-storage.ts';
import { storeUpload } from '../../uploads/storage.ts';
import { removeFiles } from '../revision-orders/order-files.ts';
import { closedOrderStatuses } from '../containers/definition.ts';
import { canMove, type ContainerStatus } from '../containers/life-cycle.ts';
import { documentDate, renderFieldDocument } from './document-pdf.ts';
import { canMoveOrder, containerStatusFor, type OrderStatus } from './life-cycle.ts';

type Order = components['schemas']['Order'];
/** A stored container order. */
export type OrderRow = typeof containerOrders.$inferSelect;

/** The `files.resource_type` of an order's report. */
export const orderResource = 'container_order';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Stored orders as the contract's `Order`, their containers, units, drivers and reports in bulk. */
export async function serializeOrders(
  db: Database,
  config: Config,
  rows: OrderRow[],
): Promise<Order[]> {
  const containerIds = [...new Set(rows.map((r) => r.containerId))];
  const fileIds = rows.map((r) => r.reportFileId).filter((v): v is number => v !== null);
  const [containerRows, unitById, driverById, reports] = await Promise.all([
    containerIds.length
      ? db
          .select({ id: containers.id, number: containers.number })
          .from(containers)
          .where(inArray(containers.id, containerIds))
      : [],
    unitRefs(
      db,
      rows.map((r) => r.unitId),
    ),
    employeeRefs(
      db,
      rows.map((r) => r.driverEmployeeId),
    ),
    fileIds.length
      ? db
          .select({ id: files.id, key: files.storageKey })
          .from(files)
          .where(inArray(files.id, fileIds))
      : [],
  ]);
  const numberOf = new Map(containerRows.map((c) => [c.id, c.number]));
  const keyOf = new Map(reports.map((f) => [f.id, f.key]));
  return rows.map((row) => {
    const key = row.reportFileId ? keyOf.get(row.reportFileId) : undefined;
    return {
      id: row.id,
      folio: row.folio,
      company_id: row.companyId,
      container: { id: row.containerId, number: numberOf.get(row.containerId) ?? '' },
      type: row.type,
      status: row.status,
      customer: row.customer,
      origin: row.origin,
      destination: row.destination,
      pickup_at: iso(row.pickupAt),
      delivery_at: iso(row.deliveryAt),
      unit: row.unitId ? (unitById.get(row.unitId) ?? null) : null,
      driver: row.driverEmployeeId ? (driverById.get(row.driverEmployeeId) ?? null) : null,
      freight_amount: row.freightAmount,
      currency: 'MXN',
      report_url: key ? `${config.publicUrl}${signedFilePath(config.fileUrlSecret, key)}` : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** The references of an order's body: a unit and a driver of the company. */
const orderReferences = {
  unit_id: { table: units },
  driver_id: {
    table: employees,
    where: eq(employees.isDriver, true),
    message: serverMessages.containerOrders.notADriver,
  },
};

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** Draws the order report and stores it as a document of the order; returns the `files` id. */
async function storeOrderReport(
  db: Database,
  config: Config,
  storage: ObjectStorage,
  request: FastifyRequest,
  row: OrderRow,
): Promise<number> {
  const [order] = await serializeOrders(db, config, [row]);
  const text = serverMessages.waybillReport;
  const none = text.none;
  const bytes = await renderFieldDocument({
    title: `${serverMessages.orderReport.title} ${order!.folio}`,
    subtitle: documentDate(new Date()),
    fields: [
      { label: text.status, value: statusLabels.OrderStatus[order!.status] },
      { label: serverMessages.orderReport.type, value: statusLabels.OrderType[order!.type] },
      { label: text.container, value: order!.container.number },
      { label: text.customer, value: order!.customer },
      { label: text.origin, value: order!.origin },
      { label: text.destination, value: order!.destination },
      {
        label: serverMessages.orderReport.pickup,
        value: row.pickupAt ? documentDate(row.pickupAt) : none,
      },
      {
        label: serverMessages.orderReport.delivery,
        value: row.deliveryAt ? documentDate(row.deliveryAt) : none,
      },
      {
        label: text.unit,
        value: order!.unit ? `${order!.unit.economic_number} (${order!.unit.plate})` : none,
      },
      { label: text.driver, value: order!.driver?.name ?? none },
      {
        label: serverMessages.orderReport.freight,
        value: row.freightAmount !== null ? pesos.format(row.freightAmount / 100) : none,
      },
    ],
    footer: serverMessages.orderReport.footer,
  });
  const storageKey = await storeUpload(request, storage, bytes, 'pdf');
  const [file] = await db
    .insert(files)
    .values({
      kind: 'document',
      resourceType: orderResource,
      resourceId: row.id,
      storageKey,
      name: serverMessages.orderReport.fileName(row.folio),
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedBy: request.userId ?? null,
    })
    .returning({ id: files.id });
  return file!.id;
}

/** Moves the container the way an order's status says, when its life cycle allows. */
async function moveContainer(db: Database, containerId: number, status: OrderStatus) {
  const to = containerStatusFor[status];
  if (!to) return;
  const [container] = await db.select().from(containers).where(eq(containers.id, containerId));
  if (!container || !canMove(container.status as ContainerStatus, to)) return;
  await db
    .update(containers)
    .set({
      status: to,
      updatedAt: new Date(),
      ...(to === 'en_ruta' ? { departedAt: new Date() } : {}),
    })
    .where(eq(containers.id, containerId));
}

/** Handlers keyed by operationId. */
export function containerOrderHandlers({ db, config, storage }: AppContext): Handlers {
  const one = async (row: OrderRow) => ({
    data: (await serializeOrders(db, config, [row]))[0]!,
  });

  return {
    getOrder: async (request) => {
      const [row] = await db
        .select()
        .from(containerOrders)
        .where(eq(containerOrders.id, request.params.orderId));
      if (!row) throw notFound(serverMessages.containerOrders.notFound);
      return one(row);
    },

    createContainerOrder: async (request, reply) => {
      const containerId = request.params.containerId;
      const body = request.body;
      const [container] = await db.select().from(containers).where(eq(containers.id, containerId));
      if (!container) throw notFound(serverMessages.containers.notFound);
      await checkReferences(db, container.companyId, body, orderReferences);
      const openOrder = () =>
        new HttpError(409, serverMessages.containerOrders.openOrder, 'open_order');
      const [open] = await db
        .select({ id: containerOrders.id })
        .from(containerOrders)
        .where(
          and(
            eq(containerOrders.containerId, containerId),
            notInArray(containerOrders.status, [...closedOrderStatuses]),
          ),
        )
        .limit(1);
      if (open) throw openOrder();
      const row = await db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(containerOrders)
            .values({
              companyId: container.companyId,
              containerId,
              folio: `tmp-${randomUUID().slice(0, 12)}`,
              type: body.type,
              status: 'pendiente',
              customer: body.customer.trim(),
              origin: body.origin.trim(),
              destination: body.destination.trim(),
              pickupAt: body.pickup_at ? new Date(body.pickup_at) : null,
              unitId: body.unit_id ?? null,
              driverEmployeeId: body.driver_id ?? null,
              freightAmount: body.freight_amount ?? null,
            })
            .returning();
          const folio = `ORD-${inserted!.createdAt.getUTCFullYear()}-${String(inserted!.id).padStart(4, '0')}`;
          const [numbered] = await tx
            .update(containerOrders)
            .set({ folio })
            .where(eq(containerOrders.id, inserted!.id))
            .returning();
          await moveContainer(tx, containerId, 'pendiente');
          // The container's timeline names the order, so its page lists it (docs/decisions/0023-container-tracking.md).
          await tx.insert(containerHistory).values({
            companyId: container.companyId,
            containerId,
            event: 'nota',
            description: serverMessages.containerOrders.created(folio),
            orderId: numbered!.id,
            recordedByUserId: request.userId ?? null,
            occurredAt: numbered!.createdAt,
          });
          return numbered!;
        })
        .catch((error: unknown) => {
          // Two requests raced past the check above: the partial unique index decides.
          if (isUniqueViolation(error) && pgConstraint(error) === 'container_orders_open_idx')
            throw openOrder();
          throw error;
        });
      return reply.status(201).send(await one(row));
    },

    updateOrder: async (request) => {
      const body = request.body;
      const [existing] = await db
        .select()
        .from(containerOrders)
        .where(eq(containerOrders.id, request.params.orderId));
      if (!existing) throw notFound(serverMessages.containerOrders.notFound);
      await checkReferences(db, existing.companyId, body, orderReferences);
      const from = existing.status;
      const to = body.status ?? from;
      if (!canMoveOrder(from, to))
        throw new HttpError(
          409,
          serverMessages.containerOrders.move(
            statusLabels.OrderStatus[from],
            statusLabels.OrderStatus[to],
          ),
          'status_move',
          {
            status: [
              serverMessages.containerOrders.move(
                statusLabels.OrderStatus[from],
                statusLabels.OrderStatus[to],
              ),
            ],
          },
        );
      const pick = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
      const date = (value: string | null | undefined, current: Date | null) =>
        value === undefined ? current : value === null ? null : new Date(value);
      const pickupAt = date(body.pickup_at, existing.pickupAt);
      const deliveryAt = date(body.delivery_at, existing.deliveryAt);
      if (pickupAt && deliveryAt && deliveryAt < pickupAt)
        throw unprocessable({ delivery_at: [serverMessages.containerOrders.deliveryBeforePickup] });
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(containerOrders)
          .set({
            status: to,
            pickupAt,
            deliveryAt,
            unitId: pick(body.unit_id, existing.unitId),
            driverEmployeeId: pick(body.driver_id, existing.driverEmployeeId),
            freightAmount: pick(body.freight_amount, existing.freightAmount),
            updatedAt: new Date(),
          })
          .where(eq(containerOrders.id, existing.id))
          .returning();
        if (to !== from) await moveContainer(tx, existing.containerId, to);
        if (!body.update_report) return updated!;
        const reportFileId = await storeOrderReport(tx, config, storage, request, updated!);
        const [withReport] = await tx
          .update(containerOrders)
          .set({ reportFileId })
          .where(eq(containerOrders.id, existing.id))
          .returning();
        if (existing.reportFileId)
          await removeFiles(tx, storage, eq(files.id, existing.reportFileId));
        return withReport!;
      });
      return one(row);
    },
  };
}
