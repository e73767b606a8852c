/**
 * A revision order's report (`getRevisionOrderReportUrl`, decision 38): the
 * PDF is drawn on request (report-pdf.ts), stored as a document of the order
 * and handed out as a 15-minute signed link to `/api/v1/files/{key}`, like
 * documents (uploads/signed-urls.ts). Reports whose links have expired are
 * removed when a new one is made, so an order keeps only live ones.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, files, revisionOrders, revisionPhotos, units } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { employeeRefs } from '../../records/refs.ts';
import { fileLinkTtlSeconds, signedFilePath } from '../../uploads/signed-urls.ts';
import type { ObjectStorage } from '../../uploads/object-storage.ts';
import type { RevisionOrderStatus } from './life-cycle.ts';
import { orderFiles, removeFiles, storeOrderFile } from './order-files.ts';
import { renderRevisionReport, type RevisionReport } from './report-pdf.ts';

type Order = typeof revisionOrders.$inferSelect;

/** The bytes of a stored file, or null when it is gone. */
const bytesOf = (storage: ObjectStorage, key: string | null): Promise<Buffer | null> =>
  key ? storage.read(key) : Promise.resolve(null);

/** Everything the report of `order` shows. */
async function loadReport(
  db: Database,
  storage: ObjectStorage,
  order: Order,
): Promise<RevisionReport> {
  const [[company], [unit], inspectors, photoRows] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, order.companyId)),
    db.select().from(units).where(eq(units.id, order.unitId)),
    employeeRefs(db, [order.inspectorEmployeeId]),
    db
      .select({ caption: revisionPhotos.caption, key: files.storageKey, mimeType: files.mimeType })
      .from(revisionPhotos)
      .leftJoin(files, eq(files.id, revisionPhotos.fileId))
      .where(eq(revisionPhotos.revisionOrderId, order.id))
      .orderBy(asc(revisionPhotos.createdAt), asc(revisionPhotos.id)),
  ]);
  const photos = await Promise.all(
    photoRows.map(async (p) => ({
      caption: p.caption,
      mimeType: p.mimeType ?? '',
      bytes: await bytesOf(storage, p.key),
    })),
  );
  const image = order.signatureImage;
  return {
    companyName: company!.name,
    folio: order.folio,
    unit: {
      economicNumber: unit!.economicNumber,
      plate: unit!.plate,
      brand: unit!.brand,
      model: unit!.model,
      year: unit!.year,
    },
    statusLabel: statusLabels.RevisionOrderStatus[order.status as RevisionOrderStatus],
    inspectorName: order.inspectorEmployeeId
      ? (inspectors.get(order.inspectorEmployeeId)?.name ?? null)
      : null,
    inspectedAt: order.inspectedAt,
    odometerKm: order.odometerKm,
    checklist: order.checklist,
    comments: order.comments,
    photos,
    signature:
      order.signedBy && order.signedAt
        ? {
            name: order.signedBy,
            image: image ? Buffer.from(image.slice(image.indexOf(',') + 1), 'base64') : null,
            signedAt: order.signedAt,
          }
        : null,
    generatedAt: new Date(),
  };
}

/** Handlers keyed by operationId. */
export function revisionReportHandlers({ db, config, storage }: AppContext): Handlers {
  return {
    async getRevisionOrderReportUrl(request) {
      const { companyId, revisionOrderId } = request.params;
      const [order] = await db
        .select()
        .from(revisionOrders)
        .where(
          and(eq(revisionOrders.id, revisionOrderId), eq(revisionOrders.companyId, companyId)),
        );
      if (!order) throw notFound(serverMessages.revisionOrders.notFound);
      const report = await loadReport(db, storage, order);
      const bytes = await renderRevisionReport(report);
      const now = report.generatedAt.getTime();
      await removeFiles(
        db,
        storage,
        orderFiles(
          order.id,
          and(
            eq(files.kind, 'document'),
            lt(files.createdAt, new Date(now - fileLinkTtlSeconds * 1000)),
          ),
        ),
      );
      const stored = await storeOrderFile(db, request, storage, {
        revisionOrderId: order.id,
        kind: 'document',
        category: 'otro',
        bytes,
        mimeType: 'application/pdf',
        extension: 'pdf',
        name: serverMessages.revisionReport.fileName(order.folio),
      });
      const expiresAt = (Math.floor(now / 1000) + fileLinkTtlSeconds) * 1000;
      return {
        data: {
          url: `${request.server.publicUrl}${signedFilePath(config.fileUrlSecret, stored.storageKey, now)}`,
          expires_at: new Date(expiresAt).toISOString(),
        },
      };
    },
  };
}
