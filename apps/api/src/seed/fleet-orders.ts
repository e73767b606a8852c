/**
 * Transportes del Bajío's demo service orders (work on its units, in every
 * status) and revision orders (inspections with checklists of 8–12 points),
 * with folios `OS-<year>-<id>` and `OR-<year>-<id>`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { checklistItems, revisionOrderSamples, serviceOrderSamples } from './fleet-data.ts';
import type { Fleet } from './fleet.ts';

const day = 86_400_000;

/** Transportes del Bajío's service and revision orders, folios `OS-`/`OR-<year>-<id>`. */
export async function seedOrders(tx: Database, fleet: Fleet, personnel: number[], now: number) {
  const [shop] = await tx
    .select({ id: t.departments.id })
    .from(t.departments)
    .where(
      and(eq(t.departments.companyId, fleet.companyId), eq(t.departments.name, 'Mantenimiento')),
    );
  const mechanics = fleet.employees.filter((e) => e.departmentId === shop?.id);
  const mechanic = (i: number) => mechanics[i % mechanics.length]?.id ?? null;
  const freight = fleet.units.filter((u) => u.passengerCapacity === null).map((u) => u.id);
  const serviceUnits = [
    personnel[3],
    freight[1],
    personnel[1],
    personnel[8],
    personnel[2],
    personnel[5],
    freight[0],
    personnel[7],
  ];
  await tx.insert(t.serviceOrders).values(
    serviceOrderSamples.map(([type, status, description, provider, days], i) => ({
      companyId: fleet.companyId,
      folio: `tmp-${fleet.companyId}-${i}`,
      unitId: serviceUnits[i]!,
      assignedToEmployeeId: status === 'abierta' && i % 2 ? null : mechanic(i),
      type,
      status,
      description,
      provider,
      scheduledAt: new Date(now + days * day),
      completedAt: status === 'completada' ? new Date(now + days * day + 4 * 3_600_000) : null,
      odometerKm: 40_000 + i * 17_350,
      cost: status === 'completada' ? 185_000 + i * 61_000 : 0,
      createdAt: new Date(now + Math.min(days, 0) * day - 2 * day),
      updatedAt: new Date(now + Math.min(days, 0) * day),
    })),
  );
  const inRepair =
    serviceUnits[serviceOrderSamples.findIndex(([, status]) => status === 'en_proceso')]!;
  await tx.update(t.units).set({ status: 'en_mantenimiento' }).where(eq(t.units.id, inRepair));

  const revisionUnits = [
    personnel[0],
    personnel[5],
    personnel[1],
    personnel[3],
    freight[2],
    personnel[9],
  ];
  await tx.insert(t.revisionOrders).values(
    revisionOrderSamples.map(([status, points, findings, days], i) => {
      const done = ['aprobada', 'con_observaciones', 'rechazada'].includes(status);
      const inspector = fleet.employees.find((e) => e.id === mechanic(i + 1));
      const inspectedAt = done ? new Date(now + days * day) : null;
      return {
        companyId: fleet.companyId,
        folio: `tmp-${fleet.companyId}-${i}`,
        unitId: revisionUnits[i]!,
        inspectorEmployeeId: inspector?.id ?? null,
        status,
        inspectedAt,
        odometerKm: done ? 52_000 + i * 9_870 : null,
        checklist: checklistItems.slice(0, points).map((item, p) => {
          const checked = done || (status === 'en_revision' && p < points / 2);
          return {
            item,
            result: !checked ? ('na' as const) : findings[p] ? ('falla' as const) : ('ok' as const),
            comments: !checked ? 'Por revisar' : (findings[p] ?? null),
          };
        }),
        comments:
          status === 'aprobada'
            ? 'Unidad en condiciones de operar.'
            : status === 'con_observaciones'
              ? 'Puede operar; corregir las observaciones en menos de 7 días.'
              : status === 'rechazada'
                ? 'No apta para circular hasta reparar frenos y llantas.'
                : null,
        signedBy:
          done && inspector
            ? [inspector.name, inspector.surname, inspector.lastname].filter(Boolean).join(' ')
            : null,
        signedAt: inspectedAt,
        createdAt: new Date(now + Math.min(days, 0) * day - day),
        updatedAt: new Date(now + Math.min(days, 0) * day),
      };
    }),
  );
  await tx.execute(
    sql`update service_orders set folio = 'OS-' || extract(year from created_at)::int || '-' || lpad(id::text, 4, '0') where folio like 'tmp-%'`,
  );
  await tx.execute(
    sql`update revision_orders set folio = 'OR-' || extract(year from created_at)::int || '-' || lpad(id::text, 4, '0') where folio like 'tmp-%'`,
  );
}
