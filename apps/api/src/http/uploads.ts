/**
 * Multipart uploads (@fastify/multipart): text fields become the body the
 * contract validates; the file part is read into `request.uploadedFile`
 * (its body value becomes the file name, a string as `format: binary` expects),
 * and `/api/v1/files/{key}` serves stored files back. A request that fails
 * (any answer ≥ 400) leaves no stored file behind:
 * handlers store through `storeUpload`, and the hooks here discard them.
 */
import { createReadStream, existsSync } from 'node:fs';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { files } from '../db/schema.ts';
import { maxDocumentBytes } from '../handlers/files.ts';
import { discardUploads, pathOf } from '../uploads/storage.ts';
import type { AppContext } from './context.ts';
import { notFound } from './errors.ts';

/** Registers multipart parsing and the file route. */
export async function registerUploads(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: maxDocumentBytes + 1, files: 1, fields: 20 },
    async onFile(this: FastifyRequest, part) {
      const bytes = await part.toBuffer();
      this.uploadedFile = { bytes, filename: part.filename, truncated: part.file.truncated };
      (part as unknown as { value: string }).value = part.filename || 'archivo';
    },
  });

  // Before a failure goes out (a caller never sees it with the file still on
  // disk), and again when the exchange is over, for answers that skipped onSend.
  const discardOnFailure = async (request: FastifyRequest, reply: { statusCode: number }) => {
    if (reply.statusCode >= 400) await discardUploads(request, config);
  };
  app.addHook('onSend', discardOnFailure);
  app.addHook('onResponse', discardOnFailure);

  app.get('/api/v1/files/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const [file] = await db.select().from(files).where(eq(files.storageKey, key));
    const location = file ? pathOf(config, file.storageKey) : null;
    if (!file || !location || !existsSync(location)) throw notFound('Este archivo no existe.');
    const disposition = file.kind === 'image' ? 'inline' : 'attachment';
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.sizeBytes))
      .header(
        'content-disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('cache-control', 'private, max-age=3600')
      .send(createReadStream(location));
  });
}
