/**
 * Waybills (cartas porte): created from a
 * container order (`container_order_id`; 409 while the order has a stamped
 * one, 422 for a cancelled order), listed per order newest first, and printed
 * as a PDF (`waybill/{id}/report`). Stamping is simulated: the waybill is
 * issued `timbrada` with a random fiscal UUID, as no PAC is connected
 * (docs/decisions/0023-container-tracking.md).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import { isUniqueViolation, pgConstraint } from '../../db/errors.ts';
import { containerOrders, containers, waybills } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { unprocessable } from '../../records/company-record.ts';
import { employeeRefs, unitRefs } from '../../records/refs.ts';
import type { ContainerStatus } from '../containers/life-cycle.ts';
import { documentDate, renderFieldDocument } from './document-pdf.ts';

type Waybill = components['schemas']['Waybill'];
type Row = typeof waybills.$inferSelect;

/** A stored waybill as the contract's `Waybill`. */
export const toWaybill = (row: Row): Waybill => ({
  id: row.id,
  container_order_id: row.orderId,
  folio: row.folio,
  status: row.status,
  cfdi_uuid: row.cfdiUuid,
  issued_at: row.issuedAt?.toISOString() ?? null,
  origin: row.origin,
  destination: row.destination,
  distance_km: row.distanceKm,
  goods_description: row.goodsDescription,
  gross_weight_kg: row.grossWeightKg,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const kg = new Intl.NumberFormat('es-MX');

/** Handlers keyed by operationId. */
export function waybillHandlers({ db }: AppContext): Handlers {
  return {
    createWaybill: async (request, reply) => {
      const body = request.body;
      const [order] = await db
        .select()
        .from(containerOrders)
        .where(eq(containerOrders.id, body.container_order_id));
      if (!order) throw notFound(serverMessages.containerOrders.notFound);
      if (order.status === 'cancelada')
        throw unprocessable({ container_order_id: [serverMessages.waybills.orderClosed] });
      const [valid] = await db
        .select({ id: waybills.id })
        .from(waybills)
        .where(and(eq(waybills.orderId, order.id), eq(waybills.status, 'timbrada')))
        .limit(1);
      if (valid) throw new HttpError(409, serverMessages.waybills.alreadyValid, 'waybill_exists');
      const [container] = await db
        .select()
        .from(containers)
        .where(eq(containers.id, order.containerId));
      const row = await db
        .transaction(async (tx) => {
          const now = new Date();
          const [inserted] = await tx
            .insert(waybills)
            .values({
              companyId: order.companyId,
              orderId: order.id,
              folio: `tmp-${randomUUID().slice(0, 12)}`,
              status: 'timbrada',
              cfdiUuid: randomUUID(),
              issuedAt: now,
              origin: order.origin,
              destination: order.destination,
              goodsDescription:
                body.goods_description?.trim() ||
                serverMessages.waybillReport.goodsDefault(
                  container!.number,
                  container!.size,
                  statusLabels.ContainerType[
                    container!.type as keyof typeof statusLabels.ContainerType
                  ],
                ),
              grossWeightKg: body.gross_weight_kg ?? null,
            })
            .returning();
          const folio = `CP-${now.getUTCFullYear()}-${String(inserted!.id).padStart(4, '0')}`;
          const [numbered] = await tx
            .update(waybills)
            .set({ folio })
            .where(eq(waybills.id, inserted!.id))
            .returning();
          return numbered!;
        })
        .catch((error: unknown) => {
          // Two requests raced past the check above: the partial unique index decides.
          if (isUniqueViolation(error) && pgConstraint(error) === 'waybills_order_stamped_idx')
            throw new HttpError(409, serverMessages.waybills.alreadyValid, 'waybill_exists');
          throw error;
        });
      return reply.status(201).send({ data: toWaybill(row) });
    },

    listOrderWaybills: async (request) => {
      const rows = await db
        .select()
        .from(waybills)
        .where(eq(waybills.orderId, request.params.orderId))
        .orderBy(desc(waybills.createdAt), desc(waybills.id));
      return { data: rows.map(toWaybill) };
    },

    downloadWaybillReport: async (request, reply) => {
      const [row] = await db
        .select()
        .from(waybills)
        .where(eq(waybills.id, request.params.waybillId));
      if (!row) throw notFound(serverMessages.waybills.notFound);
      const [order] = await db
        .select()
        .from(containerOrders)
        .where(eq(containerOrders.id, row.orderId));
      const [container] = await db
        .select()
        .from(containers)
        .where(eq(containers.id, order!.containerId));
      const [units, drivers] = await Promise.all([
        unitRefs(db, [order!.unitId]),
        employeeRefs(db, [order!.driverEmployeeId]),
      ]);
      const unit = order!.unitId ? units.get(order!.unitId) : undefined;
      const text = serverMessages.waybillReport;
      const bytes = await renderFieldDocument({
        title: `${text.title} ${row.folio}`,
        subtitle: row.issuedAt ? documentDate(row.issuedAt) : text.none,
        fields: [
          {
            label: text.status,
            value: statusLabels.WaybillStatus[row.status],
          },
          { label: text.uuid, value: row.cfdiUuid ?? text.none },
          { label: text.issuedAt, value: row.issuedAt ? documentDate(row.issuedAt) : text.none },
          { label: text.order, value: order!.folio },
          {
            label: text.container,
            value: `${container!.number} (${statusLabels.ContainerStatus[container!.status as ContainerStatus]})`,
          },
          { label: text.customer, value: order!.customer },
          { label: text.origin, value: row.origin },
          { label: text.destination, value: row.destination },
          {
            label: text.distance,
            value: row.distanceKm !== null ? `${kg.format(row.distanceKm)} km` : text.none,
          },
          { label: text.goods, value: row.goodsDescription },
          {
            label: text.weight,
            value: row.grossWeightKg !== null ? `${kg.format(row.grossWeightKg)} kg` : text.none,
          },
          { label: text.unit, value: unit ? `${unit.economic_number} (${unit.plate})` : text.none },
          {
            label: text.driver,
            value: order!.driverEmployeeId
              ? (drivers.get(order!.driverEmployeeId)?.name ?? text.none)
              : text.none,
          },
        ],
        footer: text.footer,
      });
      reply
        .header('content-disposition', `attachment; filename="${text.fileName(row.folio)}"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf');
      return reply.status(200).send(bytes);
    },
  };
}
