/**
 * Images and documents attached to records:
 * multipart uploads with size and type limits (type checked on the bytes),
 * kept in the app's object storage (uploads/object-storage.ts) and served back at `/api/v1/files/{key}`
 * (documents only through a short-lived signed link, uploads/signed-urls.ts).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { files, users } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError, notFound, unauthenticated } from '../http/errors.ts';
import type { OperationRequest, Schema } from '../http/operations.ts';
import { resignFileUrl } from '../uploads/signed-urls.ts';
import { checkComplaintAttachment, complaintResource } from './complaints/attachments.ts';
import { dimensions, sniff } from '../uploads/file-types.ts';
import { storeUpload } from '../uploads/storage.ts';

/** Largest image, in bytes (10 MB). */
export const maxImageBytes = 10 * 1024 * 1024;
/** Largest document, in bytes (20 MB). */
export const maxDocumentBytes = 20 * 1024 * 1024;

/** The file part of a multipart upload, read by `http/uploads.ts`. */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  /** More bytes than the limit were sent. */
  truncated: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The uploaded file of a multipart request, if any. */
    uploadedFile?: UploadedFile;
  }
}

/** A stored image as the contract's `Image` (its MIME type was checked on upload). */
const asImage = <T extends { mime_type: string }>(file: T) => ({
  ...file,
  mime_type: file.mime_type as Schema<'Image'>['mime_type'],
});

const invalidFile = (message: string) =>
  new HttpError(422, 'El archivo no es válido.', 'invalid_file', { file: [message] });

async function serialize(db: Database, request: FastifyRequest, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({ file: files, uploader: { id: users.id, name: users.name, surname: users.surname } })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(where)
    .orderBy(asc(files.createdAt), asc(files.id));
  const origin = request.server.publicUrl;
  return rows.map(({ file: f, uploader }) => ({
    id: f.id,
    resource_id: f.resourceId,
    resource_type: f.resourceType as Schema<'Image'>['resource_type'],
    url: `${origin}/api/v1/files/${f.storageKey}`,
    name: f.name,
    category: (f.category ?? 'otro') as Schema<'Document'>['category'],
    thumbnail_url: null,
    mime_type: f.mimeType,
    size_bytes: f.sizeBytes,
    sha256: f.sha256,
    width: f.width,
    height: f.height,
    comments: f.comments,
    // A complaint's files never name who uploaded them (decision 41: anonymity).
    uploaded_by:
      uploader?.id && f.resourceType !== complaintResource
        ? { id: uploader.id, name: [uploader.name, uploader.surname].filter(Boolean).join(' ') }
        : null,
    created_at: f.createdAt.toISOString(),
  }));
}

const userImages = (userId: number) =>
  and(eq(files.kind, 'image'), eq(files.resourceType, 'user'), eq(files.resourceId, userId))!;

/** Handlers keyed by operationId. */
export function fileHandlers({ db, config, storage }: AppContext): Handlers {
  /**
   * A document's `url` becomes a short-lived signed link, made for a caller
   * already allowed to read the record; an image's stays the plain path
   * (a profile photo is kept as `profile_image_url`; SECURITY.md, files and links).
   */
  const linkFor = <T extends { url: string }>(kind: 'image' | 'document', file: T): T =>
    kind === 'document' ? { ...file, url: resignFileUrl(config.fileUrlSecret, file.url) } : file;

  async function upload(request: FastifyRequest, kind: 'image' | 'document') {
    if (!request.userId) throw unauthenticated();
    const file = request.uploadedFile;
    const fields = (request.body ?? {}) as Record<string, string>;
    const resourceId = Number(fields.resource_id);
    if (!file?.bytes.length) throw invalidFile('Adjunta un archivo.');
    const limit = kind === 'image' ? maxImageBytes : maxDocumentBytes;
    if (file.truncated || file.bytes.length > limit)
      throw new HttpError(413, 'El archivo es demasiado grande.', 'file_too_large', {
        file: [`El archivo pesa más de ${limit / 1024 / 1024} MB.`],
      });
    const type = sniff(file.bytes);
    const allowed =
      kind === 'image'
        ? ['image/jpeg', 'image/png', 'image/webp']
        : ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
    if (!type || !allowed.includes(type.mime)) {
      throw invalidFile(
        kind === 'image'
          ? 'Solo se aceptan imágenes JPEG, PNG o WebP.'
          : 'Solo se aceptan PDF o imágenes JPEG, PNG o WebP.',
      );
    }
    const size = kind === 'image' ? dimensions(file.bytes, type.mime) : null;
    const storageKey = await storeUpload(request, storage, file.bytes, type.extension);
    // One transaction: the row and the profile photo change together or not at all
    // (and a failure discards the stored bytes, see storeUpload).
    const stored = await db.transaction(async (tx) => {
      if (fields.resource_type === complaintResource)
        await checkComplaintAttachment(tx as unknown as Database, resourceId);
      const [row] = await tx
        .insert(files)
        .values({
          kind,
          resourceType: fields.resource_type!,
          resourceId,
          storageKey,
          name: file.filename.slice(0, 255) || `archivo.${type.extension}`,
          category: kind === 'document' ? (fields.category ?? 'otro') : null,
          mimeType: type.mime,
          sizeBytes: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          width: size?.width ?? null,
          height: size?.height ?? null,
          comments: fields.comments ?? null,
          uploadedBy: request.userId,
        })
        .returning({ id: files.id });
      const stored = (await serialize(tx, request, eq(files.id, row!.id)))[0]!;
      // An image a user attaches to themself is their profile photo: the
      // current user (`GET /api/v1/user`) carries it as `profile_image_url`.
      if (kind === 'image' && fields.resource_type === 'user' && resourceId === request.userId)
        await tx.update(users).set({ profileImageUrl: stored.url }).where(eq(users.id, resourceId));
      return stored;
    });
    return linkFor(kind, stored);
  }

  async function list(
    request: OperationRequest<'listDocuments' | 'listImages'>,
    kind: 'image' | 'document',
  ) {
    const { resource_id: id, resource_type: type } = request.query;
    const rows = await serialize(
      db,
      request,
      and(eq(files.kind, kind), eq(files.resourceType, type), eq(files.resourceId, id))!,
    );
    return rows.map((file) => linkFor(kind, file));
  }

  async function ownImage(request: OperationRequest<'deleteImage' | 'updateImage'>) {
    const { imageId } = request.params;
    const [image] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, imageId), eq(files.kind, 'image')));
    if (!image) throw notFound('Esta imagen no existe.');
    return image;
  }

  return {
    uploadImage: async (request, reply) =>
      reply.status(201).send({ data: asImage(await upload(request, 'image')) }),
    uploadDocument: async (request, reply) =>
      reply.status(201).send({ data: await upload(request, 'document') }),
    listImages: async (request) => ({ data: (await list(request, 'image')).map(asImage) }),
    listDocuments: async (request) => ({ data: await list(request, 'document') }),

    async updateImage(request) {
      const image = await ownImage(request);
      const { comments } = request.body;
      await db.update(files).set({ comments }).where(eq(files.id, image.id));
      return { data: asImage((await serialize(db, request, eq(files.id, image.id)))[0]!) };
    },

    async deleteImage(request, reply) {
      const image = await ownImage(request);
      await db.delete(files).where(eq(files.id, image.id));
      if (image.resourceType === 'user') {
        const left = await serialize(db, request, userImages(image.resourceId));
        await db
          .update(users)
          .set({ profileImageUrl: left.at(-1)?.url ?? null })
          .where(eq(users.id, image.resourceId));
      }
      await storage.delete(image.storageKey);
      return reply.status(204).send();
    },
  };
}
