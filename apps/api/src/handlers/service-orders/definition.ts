/**
 * Service orders (decision 38): work to do on
 * a unit (maintenance, tyres, washing), assigned to an employee, with a status
 * life cycle (life-cycle.ts), a folio `OS-<year>-<id>` and a cost in cents of
 * MXN. Declared on the generic company-owned record.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { employees, serviceOrders, units } from '../../db/schema.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';
import { employeeRefs, unitRefs } from '../../records/refs.ts';
import { canMove, serviceOrderMoves, type ServiceOrderStatus } from './life-cycle.ts';

type ServiceOrder = components['schemas']['ServiceOrder'];
type ServiceOrderInput = components['schemas']['ServiceOrderInput'];
type Row = typeof serviceOrders.$inferSelect;

/** The folio of a service order: `OS-<year of creation>-<id, at least 4 digits>`. */
export const serviceOrderFolio = (id: number, createdAt: Date) =>
  `OS-${createdAt.getUTCFullYear()}-${String(id).padStart(4, '0')}`;

/** Service orders in the contract's shape, with their unit and assignee loaded in bulk. */
async function serializeServiceOrders(db: Database, rows: Row[]): Promise<ServiceOrder[]> {
  const [unitById, employeeById] = await Promise.all([
    unitRefs(
      db,
      rows.map((r) => r.unitId),
    ),
    employeeRefs(
      db,
      rows.map((r) => r.assignedToEmployeeId),
    ),
  ]);
  return rows.map((row) => {
    const status = row.status as ServiceOrderStatus;
    return {
      id: row.id,
      folio: row.folio,
      company_id: row.companyId,
      unit: unitById.get(row.unitId) ?? { id: row.unitId, economic_number: '', plate: '' },
      assigned_to: row.assignedToEmployeeId
        ? (employeeById.get(row.assignedToEmployeeId) ?? null)
        : null,
      type: row.type as ServiceOrder['type'],
      status,
      next_statuses: [...serviceOrderMoves[status]],
      description: row.description,
      provider: row.provider,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      completed_at: row.completedAt?.toISOString() ?? null,
      odometer_km: row.odometerKm,
      cost: row.cost,
      currency: 'MXN',
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** The rules of a status change: created `abierta`; only the life cycle's moves; `programada` needs a date. */
function checkStatus(input: ServiceOrderInput, existing: Row | undefined): ServiceOrderStatus {
  const from = (existing?.status ?? 'abierta') as ServiceOrderStatus;
  const to = input.status ?? from;
  if (!existing && to !== 'abierta')
    throw unprocessable({ status: [serverMessages.serviceOrders.createdOpen] });
  if (!canMove(from, to)) {
    const labels = statusLabels.ServiceOrderStatus;
    throw unprocessable({ status: [serverMessages.serviceOrders.move(labels[from], labels[to])] });
  }
  if (to === 'programada' && !input.scheduled_at)
    throw unprocessable({ scheduled_at: [serverMessages.serviceOrders.scheduleRequired] });
  return to;
}

const operations = {
  list: ['listServiceOrders', 'listCompanyServiceOrders', 'searchServiceOrders'],
  get: 'getServiceOrder',
  create: 'createServiceOrder',
  update: 'updateServiceOrder',
  delete: 'deleteServiceOrder',
  id: 'serviceOrderId',
} as const;

/** The service orders domain. */
export const serviceOrderRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: serviceOrders,
  notFoundMessage: serverMessages.serviceOrders.notFound,
  serialize: serializeServiceOrders,
  sorts: {
    folio: serviceOrders.folio,
    scheduled_at: serviceOrders.scheduledAt,
    status: serviceOrders.status,
    type: serviceOrders.type,
    created_at: serviceOrders.createdAt,
  },
  defaultSort: '-created_at',
  filters: {
    status: (value) => eq(serviceOrders.status, value),
    type: (value) => eq(serviceOrders.type, value),
    unit_id: (value) => eq(serviceOrders.unitId, value),
  },
  references: {
    unit_id: { table: units },
    assigned_to_employee_id: { table: employees },
  },
  searchable: true,
  async columns(input, { existing }) {
    if (existing && input.company_id !== existing.companyId)
      throw unprocessable({ company_id: [serverMessages.validation.notInCompany] });
    const status = checkStatus(input, existing);
    const description = input.description.trim();
    if (!description) throw unprocessable({ description: [serverMessages.validation.required] });
    return {
      unitId: input.unit_id,
      assignedToEmployeeId: input.assigned_to_employee_id ?? null,
      type: input.type,
      status,
      description,
      provider: input.provider?.trim() || null,
      scheduledAt: input.scheduled_at ? new Date(input.scheduled_at) : null,
      completedAt: status === 'completada' ? (existing?.completedAt ?? new Date()) : null,
      odometerKm: input.odometer_km ?? null,
      cost: input.cost ?? 0,
      ...(existing ? {} : { folio: `tmp-${randomUUID().slice(0, 12)}` }),
    };
  },
  async afterWrite(row, _input, _context, tx) {
    if (!row.folio.startsWith('tmp-')) return;
    const folio = serviceOrderFolio(row.id, row.createdAt);
    await tx.update(serviceOrders).set({ folio }).where(eq(serviceOrders.id, row.id));
    row.folio = folio;
  },
};
