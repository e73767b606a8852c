/**
 * A unit's photo (`uploadUnitPhoto`, decision 38): JPEG, PNG or WebP up to
 * 5 MB, stored like other images (a `files` row of kind `image` on the unit,
 * served by its unguessable key); a new photo replaces the previous one.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { files, units } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable } from '../../records/company-record.ts';
import { dimensions, sniff } from '../../uploads/file-types.ts';
import type { ObjectStorage } from '../../uploads/object-storage.ts';
import { storeUpload } from '../../uploads/storage.ts';

/** The largest photo accepted, in bytes. */
export const maxUnitPhotoBytes = 5 * 1024 * 1024;
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Stores the request's uploaded photo as the unit's photo and removes the one
 * it replaces.
 * @throws 422 (`photo`) without a file or for another kind of file; 413 past 5 MB.
 */
export async function replaceUnitPhoto(
  db: Database,
  storage: ObjectStorage,
  request: FastifyRequest,
  unitId: number,
): Promise<void> {
  const file = request.uploadedFile;
  if (!file?.bytes.length) throw unprocessable({ photo: [serverMessages.units.photoMissing] });
  if (file.truncated || file.bytes.length > maxUnitPhotoBytes)
    throw new HttpError(413, serverMessages.units.photoTooLargeSummary, 'file_too_large', {
      photo: [serverMessages.units.photoTooLarge],
    });
  const type = sniff(file.bytes);
  if (!type || !photoTypes.includes(type.mime))
    throw unprocessable({ photo: [serverMessages.units.photoType] });
  const size = dimensions(file.bytes, type.mime);
  const storageKey = await storeUpload(request, storage, file.bytes, type.extension);
  const ofUnit = and(
    eq(files.kind, 'image'),
    eq(files.resourceType, 'unit'),
    eq(files.resourceId, unitId),
  );
  const replaced = await db.transaction(async (tx) => {
    const previous = await tx.delete(files).where(ofUnit).returning({ key: files.storageKey });
    await tx.insert(files).values({
      kind: 'image',
      resourceType: 'unit',
      resourceId: unitId,
      storageKey,
      name: file.filename.slice(0, 255) || `unidad-${unitId}.${type.extension}`,
      mimeType: type.mime,
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      width: size?.width ?? null,
      height: size?.height ?? null,
      uploadedBy: request.userId ?? null,
    });
    await tx
      .update(units)
      .set({
        photoUrl: `${request.server.publicUrl}/api/v1/files/${storageKey}`,
        updatedAt: new Date(),
      })
      .where(eq(units.id, unitId));
    return previous;
  });
  await storage.delete(replaced.map(({ key }) => key));
}
