/**
 * Tickets: incidents of a company, optionally about
 * a unit, reported by a user and assigned to an employee, with a status life
 * cycle (life-cycle.ts). Declared on the generic company-owned record.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { employees, tickets, units, users } from '../../db/schema.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';
import { canMove, ticketMoves, type TicketStatus } from './life-cycle.ts';

type Ticket = components['schemas']['Ticket'];
type Row = typeof tickets.$inferSelect;

const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** Tickets in the contract's shape, with their unit, reporter and assignee loaded in bulk. */
async function serializeTickets(db: Database, rows: Row[]): Promise<Ticket[]> {
  const ids = (values: (number | null)[]) => [
    ...new Set(values.filter((v): v is number => v !== null)),
  ];
  const unitIds = ids(rows.map((r) => r.unitId));
  const userIds = ids(rows.map((r) => r.reportedByUserId));
  const employeeIds = ids(rows.map((r) => r.assignedToEmployeeId));
  const [unitRows, userRows, employeeRows] = await Promise.all([
    unitIds.length ? db.select().from(units).where(inArray(units.id, unitIds)) : [],
    userIds.length
      ? db
          .select({
            id: users.id,
            name: users.name,
            surname: users.surname,
            lastname: users.lastname,
          })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    employeeIds.length
      ? db
          .select({
            id: employees.id,
            name: employees.name,
            surname: employees.surname,
            lastname: employees.lastname,
          })
          .from(employees)
          .where(inArray(employees.id, employeeIds))
      : [],
  ]);
  const unitById = new Map(unitRows.map((u) => [u.id, u]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  const employeeById = new Map(employeeRows.map((e) => [e.id, e]));
  return rows.map((row) => {
    const unit = row.unitId ? unitById.get(row.unitId) : undefined;
    const reporter = row.reportedByUserId ? userById.get(row.reportedByUserId) : undefined;
    const assignee = row.assignedToEmployeeId
      ? employeeById.get(row.assignedToEmployeeId)
      : undefined;
    const status = row.status;
    return {
      id: row.id,
      folio: row.folio,
      company_id: row.companyId,
      subject: row.subject,
      description: row.description,
      category: row.category,
      priority: row.priority,
      status,
      next_statuses: [...ticketMoves[status]],
      unit: unit ? { id: unit.id, economic_number: unit.economicNumber, plate: unit.plate } : null,
      reported_by:
        row.reportedByUserId !== null
          ? {
              id: row.reportedByUserId,
              name: reporter ? fullName(reporter.name, reporter.surname, reporter.lastname) : '',
            }
          : null,
      assigned_to: assignee
        ? { id: assignee.id, name: fullName(assignee.name, assignee.surname, assignee.lastname) }
        : null,
      due_at: row.dueAt?.toISOString() ?? null,
      resolved_at: row.resolvedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

const operations = {
  list: ['listTickets', 'listCompanyTickets', 'searchTickets'],
  get: 'getTicket',
  create: 'createTicket',
  update: 'updateTicket',
  delete: 'deleteTicket',
  id: 'ticketId',
} as const;

/** The tickets domain. */
export const ticketRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: tickets,
  notFoundMessage: 'Este ticket no existe.',
  serialize: serializeTickets,
  sorts: {
    created_at: tickets.createdAt,
    updated_at: tickets.updatedAt,
    due_at: tickets.dueAt,
    folio: tickets.folio,
    subject: tickets.subject,
    status: tickets.status,
    priority: sql`array_position(array['baja','media','alta','urgente']::text[], ${tickets.priority}::text)`,
  },
  defaultSort: '-created_at',
  filters: {
    status: (value) => eq(tickets.status, value),
    priority: (value) => eq(tickets.priority, value),
    category: (value) => eq(tickets.category, value),
    unit_id: (value) => eq(tickets.unitId, value),
    assigned_to_id: (value) => eq(tickets.assignedToEmployeeId, value),
  },
  references: {
    unit_id: { table: units },
    assigned_to_id: { table: employees },
  },
  searchable: true,
  async columns(input, { existing, userId }) {
    const from: TicketStatus = existing?.status ?? 'abierto';
    const to: TicketStatus = input.status ?? from;
    if (!existing && to !== 'abierto')
      throw unprocessable({ status: [serverMessages.tickets.createdOpen] });
    if (existing && input.company_id !== existing.companyId)
      throw unprocessable({ company_id: [serverMessages.validation.notInCompany] });
    if (!canMove(from, to))
      throw unprocessable({
        status: [
          serverMessages.tickets.move(
            statusLabels.TicketStatus[from],
            statusLabels.TicketStatus[to],
          ),
        ],
      });
    const resolved = to === 'resuelto' || to === 'cerrado';
    return {
      subject: input.subject.trim(),
      description: input.description.trim(),
      category: input.category,
      priority: input.priority,
      status: to,
      unitId: input.unit_id ?? null,
      assignedToEmployeeId: input.assigned_to_id ?? null,
      dueAt: input.due_at ? new Date(input.due_at) : null,
      resolvedAt: resolved ? (existing?.resolvedAt ?? new Date()) : null,
      ...(existing ? {} : { reportedByUserId: userId, folio: `tmp-${randomUUID().slice(0, 12)}` }),
    };
  },
  async afterWrite(row, _input, _context, tx) {
    if (!row.folio.startsWith('tmp-')) return;
    const folio = `TK-${row.createdAt.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
    await tx.update(tickets).set({ folio }).where(eq(tickets.id, row.id));
    row.folio = folio;
  },
};
