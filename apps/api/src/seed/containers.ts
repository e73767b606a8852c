/**
 * Demo container tracking (docs/decisions/0023-container-tracking.md): Transportes del Bajío moves import and
 * export boxes between the ports of Manzanillo and Lázaro Cárdenas and El
 * Bajío. 24 containers with valid ISO 6346 numbers of real owner codes (MSC,
 * Maersk, CMA CGM, Hapag-Lloyd, COSCO, ONE) and believable sizes, weights and
 * seals; each with its timeline (gate-in, loading, gate-out…) and positions;
 * orders with stamped waybills for the ones on the road or delivered; and
 * terminal appointments this week. Deterministic (mulberry32), one insert per
 * table.
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { ContractField } from '../db/schema/columns.ts';
import { checkDigit } from '../handlers/containers/iso6346.ts';
import { mulberry32 } from './data/prng.ts';
import type { SeedTx } from './job-seekers.ts';

const day = 86_400_000;

/** Owner code, line and the ISO size-type codes it ships (20' and 40'). */
const lines = [
  { code: 'MSCU', owner: 'Mediterranean Shipping Company' },
  { code: 'MAEU', owner: 'Maersk' },
  { code: 'CMAU', owner: 'CMA CGM' },
  { code: 'HLXU', owner: 'Hapag-Lloyd' },
  { code: 'CSQU', owner: 'COSCO Shipping' },
  { code: 'ONEU', owner: 'Ocean Network Express' },
];

const customers = [
  'Autopartes del Centro',
  'Mazda Salamanca',
  'Curtidos Finos de León',
  'Agroexportadora del Bajío',
  'Plásticos Industriales de Silao',
  'Electrodomésticos Querétaro',
];

/** The status of each demo container, in order (a believable yard). */
const statuses = [
  'en_terminal',
  'en_terminal',
  'en_terminal',
  'en_patio',
  'en_patio',
  'en_patio',
  'asignado',
  'asignado',
  'en_ruta',
  'en_ruta',
  'en_ruta',
  'entregado',
  'entregado',
  'vacio_devuelto',
  'vacio_devuelto',
  'en_transito',
  'en_transito',
  'en_reparacion',
  'en_terminal',
  'en_patio',
  'en_terminal',
  'en_patio',
  'en_ruta',
  'baja',
] as const;

const orderStatusFor: Partial<Record<(typeof statuses)[number], ContractField<'Order', 'status'>>> =
  {
    asignado: 'programada',
    en_ruta: 'en_transito',
    entregado: 'entregada',
    vacio_devuelto: 'cerrada',
  };

const destinations = [
  'Parque Industrial Castro del Río, Irapuato, Gto.',
  'Puerto Interior, Silao, Gto.',
  'Parque Industrial Amistad Bajío, Celaya, Gto.',
  'Zona Industrial, León, Gto.',
];

/**
 * Inserts the demo containers and everything around them.
 * @param companyId - Transportes del Bajío.
 * @param userIds - user id of each demo account by e-mail (staff records the events).
 * @param now - the seed's clock, in ms.
 */
export async function seedContainers(
  tx: SeedTx,
  { companyId, userIds, now }: { companyId: number; userIds: Map<string, number>; now: number },
): Promise<void> {
  const random = mulberry32(1919);
  const staffId = userIds.get('empresa@jornada.test') ?? null;
  const ports = await tx
    .select()
    .from(t.terminals)
    .where(
      and(eq(t.terminals.companyId, companyId), inArray(t.terminals.code, ['MZO-01', 'LZC-01'])),
    )
    .orderBy(t.terminals.code);
  const [lazaro, manzanillo] = [
    ports.find((p) => p.code === 'LZC-01')!,
    ports.find((p) => p.code === 'MZO-01')!,
  ];
  const drivers = await tx
    .select({ id: t.employees.id })
    .from(t.employees)
    .where(and(eq(t.employees.companyId, companyId), eq(t.employees.isDriver, true)))
    .orderBy(t.employees.id);
  const trucks = await tx
    .select({ id: t.units.id })
    .from(t.units)
    .where(eq(t.units.companyId, companyId))
    .orderBy(t.units.id);

  const plan = statuses.map((status, i) => {
    const line = lines[i % lines.length]!;
    const serial = String(400000 + Math.floor(random() * 500000));
    const prefix = `${line.code}${serial}`;
    const size = i % 3 === 0 ? 20 : 40;
    const highCube = size === 40 && i % 2 === 1;
    const type = i % 7 === 3 ? 'reefer' : i === 10 ? 'open_top' : i === 16 ? 'flat_rack' : 'dry';
    const port = i % 3 === 2 ? lazaro : manzanillo;
    const arrivedAt = new Date(
      now - (2 + Math.floor(random() * 20)) * day - Math.floor(random() * 10) * 3600_000,
    );
    const gone = ['en_ruta', 'entregado', 'vacio_devuelto', 'baja'].includes(status);
    const departedAt = gone
      ? new Date(arrivedAt.getTime() + (1 + Math.floor(random() * 2)) * day)
      : null;
    const inPort = ['en_terminal', 'en_patio', 'asignado', 'en_reparacion'].includes(status);
    return {
      row: {
        companyId,
        number: `${prefix}${checkDigit(prefix)}`,
        type,
        size,
        highCube,
        isoTypeCode:
          type === 'reefer'
            ? size === 20
              ? '22R1'
              : '45R1'
            : size === 20
              ? '22G1'
              : highCube
                ? '45G1'
                : '42G1',
        status,
        owner: line.owner,
        customer: customers[i % customers.length]!,
        tareWeightKg:
          size === 20 ? 2200 + Math.floor(random() * 150) : 3700 + Math.floor(random() * 300),
        maxGrossWeightKg: size === 20 ? 30480 : 32500,
        sealNumber: `${line.code.slice(0, 2)}${String(5000000 + Math.floor(random() * 4000000))}`,
        isEmpty: status === 'vacio_devuelto' || (status === 'en_patio' && i % 2 === 0),
        terminalId: null as number | null,
        arrivedAt: status === 'en_transito' ? null : arrivedAt,
        departedAt,
        createdAt: new Date(arrivedAt.getTime() - day),
        updatedAt: departedAt ?? arrivedAt,
      },
      port,
      inPort,
    };
  });
  // Where each is now: in port at its terminal; on the road somewhere towards El Bajío; at sea nowhere yet.
  for (const p of plan) {
    if (p.inPort) {
      Object.assign(p.row, { terminalId: p.port.id });
      Object.assign(p.row, {
        latitude: p.port.latitude,
        longitude: p.port.longitude,
        locationDescription: `Bloque ${'ABCD'[Math.floor(random() * 4)]}, fila ${1 + Math.floor(random() * 12)}, estiba ${1 + Math.floor(random() * 4)}`,
        locationRecordedAt: p.row.arrivedAt,
      });
    } else if (p.row.departedAt) {
      const share = p.row.status === 'en_ruta' ? 0.3 + random() * 0.5 : 1;
      Object.assign(p.row, {
        latitude: p.port.latitude! + (21.0 - p.port.latitude!) * share,
        longitude: p.port.longitude! + (-101.6 - p.port.longitude!) * share,
        locationDescription:
          p.row.status === 'en_ruta' ? 'Autopista Guadalajara–León' : 'Patio del cliente',
        locationRecordedAt: new Date(
          Math.min(now - 3600_000, p.row.departedAt.getTime() + 8 * 3600_000),
        ),
      });
    }
  }
  const stored = await tx
    .insert(t.containers)
    .values(plan.map((p) => p.row))
    .returning();

  // Orders for the containers assigned, on the road, delivered or returned.
  const orderRows = stored.flatMap((c, i): (typeof t.containerOrders.$inferInsert)[] => {
    const status = orderStatusFor[c.status as (typeof statuses)[number]];
    if (!status) return [];
    const port = plan[i]!.port;
    return [
      {
        companyId,
        containerId: c.id,
        folio: `ORD-${new Date(now).getUTCFullYear()}-${String(1000 + i).padStart(4, '0')}`,
        type:
          c.status === 'vacio_devuelto'
            ? 'reposicionamiento'
            : i % 4 === 0
              ? 'exportacion'
              : 'importacion',
        status,
        customer: c.customer!,
        origin: port.address,
        destination: destinations[i % destinations.length]!,
        pickupAt: c.departedAt ?? new Date(now + (1 + (i % 3)) * day),
        deliveryAt: ['entregada', 'cerrada'].includes(status)
          ? new Date(c.departedAt!.getTime() + 14 * 3600_000)
          : null,
        unitId: trucks[i % trucks.length]?.id ?? null,
        driverEmployeeId: drivers[i % drivers.length]?.id ?? null,
        freightAmount: (28_000 + Math.floor(random() * 12_000)) * 100,
        createdAt: new Date(c.arrivedAt!.getTime() + 6 * 3600_000),
      },
    ];
  });
  const orders = orderRows.length
    ? await tx.insert(t.containerOrders).values(orderRows).returning()
    : [];
  const waybillRows = orders
    .filter((o) => o.status !== 'programada')
    .map((o, i): typeof t.waybills.$inferInsert => {
      const issuedAt = new Date((o.pickupAt ?? new Date(now)).getTime() - 2 * 3600_000);
      return {
        companyId,
        orderId: o.id,
        folio: `CP-${new Date(now).getUTCFullYear()}-${String(500 + i).padStart(4, '0')}`,
        status: 'timbrada',
        cfdiUuid: `6f1d0c7e-58a4-4f0a-9f0b-${String(100000000000 + o.id).slice(-12)}`,
        issuedAt,
        origin: o.origin,
        destination: o.destination,
        distanceKm: o.origin.includes('Manzanillo') ? 522 : 640,
        goodsDescription: [
          'Autopartes (SAT 25174800)',
          'Piel curtida (SAT 11131600)',
          'Aguacate Hass (SAT 50301700)',
        ][i % 3]!,
        grossWeightKg: 14_000 + Math.floor(random() * 10_000),
        createdAt: issuedAt,
      };
    });
  if (waybillRows.length) await tx.insert(t.waybills).values(waybillRows);

  // Timelines and positions.
  const history: (typeof t.containerHistory.$inferInsert)[] = [];
  const positions: (typeof t.containerLocations.$inferInsert)[] = [];
  stored.forEach((c, i) => {
    const port = plan[i]!.port;
    const order = orders.find((o) => o.containerId === c.id);
    const event = (
      e: ContractField<'ContainerHistoryEntry', 'event'>,
      at: Date,
      description: string | null,
      terminalId: number | null,
    ) =>
      history.push({
        companyId,
        containerId: c.id,
        event: e,
        description,
        terminalId,
        orderId: order?.id ?? null,
        recordedByUserId: staffId,
        occurredAt: at,
      });
    if (!c.arrivedAt) {
      event(
        'nota',
        new Date(now - 3 * day),
        `Zarpó con destino a ${port.name}; arribo estimado en 4 días.`,
        null,
      );
      return;
    }
    event(
      'descargado',
      new Date(c.arrivedAt.getTime() - 5 * 3600_000),
      'Descargado del buque.',
      port.id,
    );
    event(
      'gate_in',
      c.arrivedAt,
      `Ingresa ${c.isEmpty ? 'vacío' : `lleno con sello ${c.sealNumber}`}.`,
      port.id,
    );
    positions.push({
      companyId,
      containerId: c.id,
      terminalId: port.id,
      latitude: port.latitude,
      longitude: port.longitude,
      description: c.terminalId ? c.locationDescription : 'Patio de importación',
      source: 'terminal',
      recordedAt: c.arrivedAt,
    });
    if (i % 5 === 0)
      event(
        'inspeccion',
        new Date(c.arrivedAt.getTime() + 10 * 3600_000),
        'Revisión de aduana sin observaciones.',
        port.id,
      );
    if (c.status === 'en_reparacion')
      event(
        'dano',
        new Date(c.arrivedAt.getTime() + day),
        'Abolladura en panel lateral; enviado a reparación.',
        port.id,
      );
    if (c.departedAt) {
      event(
        'cargado',
        new Date(c.departedAt.getTime() - 3600_000),
        'Montado en la unidad.',
        port.id,
      );
      event('gate_out', c.departedAt, 'Sale rumbo al cliente.', port.id);
      positions.push({
        companyId,
        containerId: c.id,
        terminalId: null,
        latitude: c.latitude,
        longitude: c.longitude,
        description: c.locationDescription,
        source: 'gps',
        recordedAt: c.locationRecordedAt!,
      });
    }
  });
  await tx.insert(t.containerHistory).values(history);
  await tx.insert(t.containerLocations).values(positions);

  // Appointments this week: pickups for the assigned, returns for the delivered, inspections.
  const monday = new Date(now);
  monday.setUTCHours(14, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const calls = stored
    .filter((c) => ['asignado', 'entregado', 'en_terminal', 'en_patio'].includes(c.status))
    .slice(0, 9)
    .map((c, i): typeof t.containerCalls.$inferInsert => {
      const port = plan[stored.indexOf(c)]!.port;
      const scheduledAt = new Date(monday.getTime() + (i % 6) * day + (i % 3) * 2 * 3600_000);
      const type =
        c.status === 'asignado'
          ? 'recoleccion'
          : c.status === 'entregado'
            ? 'devolucion_vacio'
            : i % 2
              ? 'inspeccion'
              : 'entrega';
      const past = scheduledAt.getTime() < now;
      return {
        companyId,
        containerId: c.id,
        terminalId: port.id,
        type,
        status: past ? 'atendida' : i % 3 === 0 ? 'solicitada' : 'confirmada',
        scheduledAt,
        unitId: trucks[i % trucks.length]?.id ?? null,
        driverEmployeeId: drivers[i % drivers.length]?.id ?? null,
        reference: `CITA-${880000 + i * 37}`,
        notes: type === 'devolucion_vacio' ? 'Devolver lavado; presentar EIR.' : null,
        attendedAt: past ? new Date(scheduledAt.getTime() + 40 * 60_000) : null,
      };
    });
  if (calls.length) await tx.insert(t.containerCalls).values(calls);
}
