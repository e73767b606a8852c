/**
 * Photos of a revision order's findings (decision 38): a multipart JPEG, PNG
 * or WebP up to 5 MB, at most {@link maxRevisionPhotos} per order, stored as
 * an image file of the order (order-files.ts) with a `revision_photos` row.
 */
import { and, count, eq } from 'drizzle-orm';
import { revisionOrders, revisionPhotos } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable } from '../../records/company-record.ts';
import { dimensions, sniff } from '../../uploads/file-types.ts';
import { toRevisionPhoto } from './definition.ts';
import { removeFilesById, storeOrderFile } from './order-files.ts';

/** Largest photo, in bytes (5 MB). */
export const maxRevisionPhotoBytes = 5 * 1024 * 1024;
/** Most photos a revision order keeps. */
export const maxRevisionPhotos = 20;

const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** Handlers keyed by operationId. */
export function revisionPhotoHandlers({ db, storage }: AppContext): Handlers {
  const messages = serverMessages.revisionOrders;
  return {
    async addRevisionOrderPhoto(request, reply) {
      const { revisionOrderId } = request.params;
      const file = request.uploadedFile;
      if (!file?.bytes.length) throw unprocessable({ photo: [messages.photoRequired] });
      if (file.truncated || file.bytes.length > maxRevisionPhotoBytes)
        throw new HttpError(413, messages.photoTooLarge, 'file_too_large', {
          photo: [messages.photoTooLargeField],
        });
      const type = sniff(file.bytes);
      if (!type || !photoTypes.includes(type.mime))
        throw unprocessable({ photo: [messages.photoType] });
      const caption = request.body.caption?.trim() || null;
      const photo = await db.transaction(async (tx) => {
        // The order's row is locked so that two uploads at once cannot pass the limit together.
        const [order] = await tx
          .select({ id: revisionOrders.id })
          .from(revisionOrders)
          .where(eq(revisionOrders.id, revisionOrderId))
          .for('update');
        if (!order) throw notFound(messages.notFound);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(revisionPhotos)
          .where(eq(revisionPhotos.revisionOrderId, order.id));
        if (n >= maxRevisionPhotos)
          throw unprocessable({ photo: [messages.photoLimit(maxRevisionPhotos)] });
        const size = dimensions(file.bytes, type.mime);
        const stored = await storeOrderFile(tx, request, storage, {
          revisionOrderId: order.id,
          kind: 'image',
          bytes: file.bytes,
          mimeType: type.mime,
          extension: type.extension,
          name: file.filename.slice(0, 255) || `foto.${type.extension}`,
          width: size?.width,
          height: size?.height,
          comments: caption,
        });
        const [row] = await tx
          .insert(revisionPhotos)
          .values({
            revisionOrderId: order.id,
            fileId: stored.id,
            url: `${request.server.publicUrl}/api/v1/files/${stored.storageKey}`,
            caption,
          })
          .returning();
        await tx
          .update(revisionOrders)
          .set({ updatedAt: new Date() })
          .where(eq(revisionOrders.id, order.id));
        return row!;
      });
      return reply.status(201).send({ data: toRevisionPhoto(photo) });
    },

    async deleteRevisionOrderPhoto(request, reply) {
      const { revisionOrderId, photoId } = request.params;
      const [photo] = await db
        .delete(revisionPhotos)
        .where(
          and(eq(revisionPhotos.id, photoId), eq(revisionPhotos.revisionOrderId, revisionOrderId)),
        )
        .returning();
      if (!photo) throw notFound(messages.photoNotFound);
      if (photo.fileId !== null) await removeFilesById(db, storage, [photo.fileId]);
      return reply.status(204).send();
    },
  };
}
