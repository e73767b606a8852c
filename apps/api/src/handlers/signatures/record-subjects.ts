/**
 * Company records that staff sign (decision 52, docs/decisions/0030-signed-documents.md):
 * a revision order's report once the inspection has an outcome, and a corrected or
 * hand-captured attendance record (its trail of corrections included), which the employee
 * it is about may sign too. Each is written out as text from the stored record; that text
 * is what the PDF shows and what `content_sha256` hashes.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { memberOf } from '../../access/grant.ts';
import type { Database } from '../../db/client.ts';
import {
  attendanceChanges,
  attendances,
  companies,
  employees,
  revisionOrders,
  shifts,
  units,
  users,
} from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { employeeRefs, fullName } from '../../records/refs.ts';
import { sha256Hex } from '../../signatures/seal.ts';
import { inspectionOutcomes, type RevisionOrderStatus } from '../revision-orders/life-cycle.ts';
import { reportDate } from '../revision-orders/report-pdf.ts';
import type { Signer, Subject } from './sign.ts';

const messages = serverMessages.signatures;
const report = serverMessages.revisionReport;
const sheet = serverMessages.signedAttendance;

const lines = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);

/**
 * A revision order's report as a subject, for its company's staff.
 * @param signer - the caller and their grant (the companies they are staff of).
 * @throws 404 (no such order, or another company's), 409 (no inspection outcome yet).
 */
export async function revisionOrderSubject(
  db: Database,
  signer: Signer,
  orderId: number,
): Promise<Subject> {
  const [row] = await db
    .select({ order: revisionOrders, unit: units, company: companies })
    .from(revisionOrders)
    .innerJoin(units, eq(units.id, revisionOrders.unitId))
    .innerJoin(companies, eq(companies.id, revisionOrders.companyId))
    .where(eq(revisionOrders.id, orderId));
  if (!row || !memberOf(signer.access, row.order.companyId))
    throw notFound(serverMessages.revisionOrders.notFound);
  const { order, unit, company } = row;
  const status = order.status as RevisionOrderStatus;
  if (!inspectionOutcomes.includes(status))
    throw new HttpError(409, messages.revisionNotFinished, 'invalid_transition');
  const inspector = order.inspectorEmployeeId
    ? (await employeeRefs(db, [order.inspectorEmployeeId])).get(order.inspectorEmployeeId)
    : undefined;
  const checklist = order.checklist.length
    ? order.checklist.map(
        (point) =>
          `- ${point.item}: ${statusLabels.RevisionCheckResult[point.result]}` +
          (point.comments ? ` (${point.comments})` : ''),
      )
    : [report.emptyChecklist];
  const body = [
    ...lines([
      [report.company, company.name],
      [report.folio, order.folio],
      [report.economicNumber, unit.economicNumber],
      [report.plate, unit.plate],
      [report.vehicle, `${unit.brand} ${unit.model} ${unit.year}`],
      [report.status, statusLabels.RevisionOrderStatus[status]],
      [report.inspector, inspector?.name ?? report.notGiven],
      [report.inspectedAt, order.inspectedAt ? reportDate(order.inspectedAt) : report.notGiven],
      [
        report.odometer,
        order.odometerKm === null ? report.notGiven : report.kilometres(order.odometerKm),
      ],
    ]),
    '',
    `${report.checklist}:`,
    ...checklist,
    '',
    `${report.findings}: ${order.comments?.trim() || report.noFindings}`,
  ].join('\n');
  return {
    documentId: null,
    jobLetterId: null,
    revisionOrderId: order.id,
    attendanceId: null,
    fileName: sheet.revisionFileName(order.folio),
    resource: { type: 'signed_revision_order', id: order.id },
    companyName: company.legalName || company.name,
    content: {
      title: report.title,
      subtitle: `${company.legalName || company.name} · ${report.folio} ${order.folio}`,
      body,
      documentName: null,
      contentSha256: sha256Hex(body),
    },
  };
}

/** A tracked value of the attendance trail in words. */
function changeValue(
  field: string,
  value: string | number | null,
  shiftNames: Map<number, string>,
) {
  if (value === null || value === '') return report.notGiven;
  if (field === 'shift_id') return shiftNames.get(Number(value)) ?? `#${value}`;
  if (field.endsWith('_at') && typeof value === 'string') return reportDate(new Date(value));
  return String(value);
}

/**
 * A corrected or hand-captured attendance record as a subject, for its company's staff and
 * for the employee it is about (who signs as themselves, not for the company).
 * @param signer - the caller and their grant (the companies they are staff of).
 * @throws 404 (no such record, or another company's), 409 (neither corrected nor captured by hand).
 */
export async function attendanceSubject(
  db: Database,
  signer: Signer,
  attendanceId: number,
): Promise<Subject> {
  const [row] = await db
    .select({ record: attendances, employee: employees, company: companies })
    .from(attendances)
    .innerJoin(employees, eq(employees.id, attendances.employeeId))
    .innerJoin(companies, eq(companies.id, attendances.companyId))
    .where(eq(attendances.id, attendanceId));
  if (!row) throw notFound(sheet.notFound);
  const { record, employee, company } = row;
  const isEmployee = employee.userId === signer.userId;
  if (!isEmployee && !memberOf(signer.access, record.companyId)) throw notFound(sheet.notFound);
  if (!record.corrected && record.source !== 'manual')
    throw new HttpError(409, messages.attendanceNotCorrected, 'invalid_transition');
  const trail = await db
    .select({ change: attendanceChanges, by: users })
    .from(attendanceChanges)
    .leftJoin(users, eq(users.id, attendanceChanges.changedByUserId))
    .where(eq(attendanceChanges.attendanceId, record.id))
    .orderBy(asc(attendanceChanges.changedAt), asc(attendanceChanges.id));
  const shiftIds = new Set<number>(record.shiftId ? [record.shiftId] : []);
  for (const { change } of trail)
    for (const c of change.changes)
      if (c.field === 'shift_id')
        for (const v of [c.from, c.to]) if (typeof v === 'number') shiftIds.add(v);
  const shiftNames = new Map(
    shiftIds.size
      ? (
          await db
            .select({ id: shifts.id, name: shifts.name })
            .from(shifts)
            .where(inArray(shifts.id, [...shiftIds]))
        ).map((s) => [s.id, s.name] as const)
      : [],
  );
  const employeeName = fullName(employee.name, employee.surname, employee.lastname);
  const corrections = trail.map(({ change, by }) => {
    const who = by ? fullName(by.name, by.surname, by.lastname) : report.notGiven;
    const fields = change.changes.map(
      (c) =>
        `  - ${sheet.fields[c.field as keyof typeof sheet.fields] ?? c.field}: ` +
        `${changeValue(c.field, c.from, shiftNames)} → ${changeValue(c.field, c.to, shiftNames)}`,
    );
    return [
      `- ${sheet.changedBy(reportDate(change.changedAt), who)}`,
      ...fields,
      ...(change.notes ? [`  ${sheet.reason}: ${change.notes}`] : []),
    ].join('\n');
  });
  const body = [
    ...lines([
      [report.company, company.name],
      [sheet.employee, `${employeeName} (${employee.employeeNumber})`],
      [sheet.date, record.date],
      [sheet.fields.check_in_at, reportDate(record.checkInAt)],
      [sheet.fields.check_out_at, record.checkOutAt ? reportDate(record.checkOutAt) : sheet.open],
      [
        sheet.fields.shift_id,
        record.shiftId ? (shiftNames.get(record.shiftId) ?? report.notGiven) : sheet.noShift,
      ],
      [
        sheet.source,
        statusLabels.AttendanceSource[
          record.source as keyof typeof statusLabels.AttendanceSource
        ] ?? record.source,
      ],
      [
        sheet.worked,
        record.workedMinutes === null ? report.notGiven : sheet.minutes(record.workedMinutes),
      ],
      [sheet.fields.notes, record.notes ?? report.notGiven],
    ]),
    '',
    `${sheet.corrections}:`,
    ...(corrections.length ? corrections : [sheet.noCorrections]),
  ].join('\n');
  return {
    documentId: null,
    jobLetterId: null,
    revisionOrderId: null,
    attendanceId: record.id,
    fileName: sheet.fileName(employee.employeeNumber, record.date),
    resource: { type: 'signed_attendance', id: record.id },
    companyName: isEmployee ? null : company.legalName || company.name,
    content: {
      title: sheet.title,
      subtitle: `${company.legalName || company.name} · ${employeeName} · ${record.date}`,
      body,
      documentName: null,
      contentSha256: sha256Hex(body),
    },
  };
}
