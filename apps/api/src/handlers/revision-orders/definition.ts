/**
 * Revision orders (decision 38): inspections
 * of a unit with a checklist, findings, photos (photos.ts), the inspector's
 * signature and a status life cycle (life-cycle.ts); folio `OR-<year>-<id>`.
 * Declared on the generic company-owned record; the PDF report is report.ts.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import {
  employees,
  revisionOrders,
  revisionPhotos,
  units,
  type StoredCheckItem,
} from '../../db/schema.ts';
import type { FieldErrors } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';
import { employeeRefs, unitRefs } from '../../records/refs.ts';
import { sniff } from '../../uploads/file-types.ts';
import {
  canMove,
  inspectionOutcomes,
  revisionOrderMoves,
  type RevisionOrderStatus,
} from './life-cycle.ts';

type RevisionOrder = components['schemas']['RevisionOrder'];
type RevisionOrderInput = components['schemas']['RevisionOrderInput'];
type RevisionPhoto = components['schemas']['RevisionPhoto'];
type Row = typeof revisionOrders.$inferSelect;

/** The folio of a revision order: `OR-<year of creation>-<id, at least 4 digits>`. */
export const revisionOrderFolio = (id: number, createdAt: Date) =>
  `OR-${createdAt.getUTCFullYear()}-${String(id).padStart(4, '0')}`;

/** A stored photo as the contract's `RevisionPhoto`. */
export const toRevisionPhoto = (photo: typeof revisionPhotos.$inferSelect): RevisionPhoto => ({
  id: photo.id,
  url: photo.url,
  caption: photo.caption,
  created_at: photo.createdAt.toISOString(),
});

/** Revision orders in the contract's shape (never the signature's image), related rows loaded in bulk. */
async function serializeRevisionOrders(db: Database, rows: Row[]): Promise<RevisionOrder[]> {
  const orderIds = rows.map((r) => r.id);
  const [unitById, employeeById, photos] = await Promise.all([
    unitRefs(
      db,
      rows.map((r) => r.unitId),
    ),
    employeeRefs(
      db,
      rows.map((r) => r.inspectorEmployeeId),
    ),
    orderIds.length
      ? db
          .select()
          .from(revisionPhotos)
          .where(inArray(revisionPhotos.revisionOrderId, orderIds))
          .orderBy(asc(revisionPhotos.createdAt), asc(revisionPhotos.id))
      : [],
  ]);
  return rows.map((row) => {
    const status = row.status as RevisionOrderStatus;
    return {
      id: row.id,
      folio: row.folio,
      company_id: row.companyId,
      unit: unitById.get(row.unitId) ?? { id: row.unitId, economic_number: '', plate: '' },
      inspector: row.inspectorEmployeeId
        ? (employeeById.get(row.inspectorEmployeeId) ?? null)
        : null,
      status,
      next_statuses: [...revisionOrderMoves[status]],
      inspected_at: row.inspectedAt?.toISOString() ?? null,
      odometer_km: row.odometerKm,
      checklist: row.checklist,
      comments: row.comments,
      photos: photos.filter((p) => p.revisionOrderId === row.id).map(toRevisionPhoto),
      signed_by: row.signedBy,
      signed_at: row.signedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** Created `pendiente`; then only the life cycle's moves. @throws 422 on `status` */
function checkStatus(input: RevisionOrderInput, existing: Row | undefined): RevisionOrderStatus {
  const from = (existing?.status ?? 'pendiente') as RevisionOrderStatus;
  const to = input.status ?? from;
  if (!existing && to !== 'pendiente')
    throw unprocessable({ status: [serverMessages.revisionOrders.createdPending] });
  if (!canMove(from, to)) {
    const labels = statusLabels.RevisionOrderStatus;
    throw unprocessable({ status: [serverMessages.revisionOrders.move(labels[from], labels[to])] });
  }
  return to;
}

/** The checklist trimmed; an item needs words. @throws 422 on `checklist.<n>.item` */
function checklistOf(input: RevisionOrderInput): StoredCheckItem[] {
  const errors: FieldErrors = {};
  const items = (input.checklist ?? []).map((point, index) => {
    const item = point.item.trim();
    if (!item) errors[`checklist.${index}.item`] = [serverMessages.validation.required];
    return { item, result: point.result, comments: point.comments?.trim() || null };
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  return items;
}

/**
 * The signature's columns: absent keeps the stored one, `null` clears it, a
 * new one is stamped now. @throws 422 on `signature.image` when it is no PNG
 */
function signatureColumns(signature: RevisionOrderInput['signature']) {
  if (signature === undefined) return {};
  if (signature === null) return { signedBy: null, signatureImage: null, signedAt: null };
  const bytes = Buffer.from(signature.image.slice(signature.image.indexOf(',') + 1), 'base64');
  if (sniff(bytes)?.mime !== 'image/png')
    throw unprocessable({ 'signature.image': [serverMessages.revisionOrders.signatureImage] });
  return { signedBy: signature.name.trim(), signatureImage: signature.image, signedAt: new Date() };
}

/**
 * `q` on a list: a piece of the folio, the findings, or the unit's plate or
 * economic number, case and accents aside (revision orders have no text vector).
 */
function matching(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (column: SQL | PgColumn) => sql`unaccent(${column}) ilike unaccent(${pattern})`;
  return or(
    like(revisionOrders.folio),
    like(sql`coalesce(${revisionOrders.comments}, '')`),
    sql`${revisionOrders.unitId} in (select ${units.id} from ${units} where ${or(
      like(units.plate),
      like(units.economicNumber),
    )})`,
  );
}

const operations = {
  list: ['listCompanyRevisionOrders'],
  get: 'getRevisionOrder',
  create: 'createRevisionOrder',
  update: 'updateRevisionOrder',
  id: 'revisionOrderId',
} as const;

/** The revision orders domain. */
export const revisionOrderRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: revisionOrders,
  notFoundMessage: serverMessages.revisionOrders.notFound,
  serialize: serializeRevisionOrders,
  sorts: {
    folio: revisionOrders.folio,
    inspected_at: revisionOrders.inspectedAt,
    status: revisionOrders.status,
    created_at: revisionOrders.createdAt,
  },
  defaultSort: '-created_at',
  filters: {
    status: (value) => eq(revisionOrders.status, value),
    unit_id: (value) => eq(revisionOrders.unitId, value),
    q: (value) => matching(value),
  },
  references: {
    unit_id: { table: units },
    inspector_employee_id: { table: employees },
  },
  async columns(input, { existing }) {
    if (existing && input.company_id !== existing.companyId)
      throw unprocessable({ company_id: [serverMessages.validation.notInCompany] });
    const status = checkStatus(input, existing);
    const inspectedAt = input.inspected_at ? new Date(input.inspected_at) : null;
    return {
      unitId: input.unit_id,
      inspectorEmployeeId: input.inspector_employee_id ?? null,
      status,
      // An outcome without a date was recorded now.
      inspectedAt:
        inspectedAt ??
        (inspectionOutcomes.includes(status) ? (existing?.inspectedAt ?? new Date()) : null),
      odometerKm: input.odometer_km ?? null,
      checklist: checklistOf(input),
      comments: input.comments?.trim() || null,
      ...signatureColumns(input.signature),
      ...(existing ? {} : { folio: `tmp-${randomUUID().slice(0, 12)}` }),
    };
  },
  async afterWrite(row, _input, _context, tx) {
    if (!row.folio.startsWith('tmp-')) return;
    const folio = revisionOrderFolio(row.id, row.createdAt);
    await tx.update(revisionOrders).set({ folio }).where(eq(revisionOrders.id, row.id));
    row.folio = folio;
  },
};
