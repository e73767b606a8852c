/**
 * Multipart uploads (@fastify/multipart): text fields become the body the
 * contract validates; the file part is read into `request.uploadedFile`
 * (its body value becomes the file name, a string as `format: binary` expects),
 * and `/api/v1/files/{key}` serves stored files back: images by their
 * unguessable key, documents only through a short-lived signed link
 * (uploads/signed-urls.ts), whose signature also refreshes the `cv_url` of
 * every answer (a CV link stored in a profile or a job application).
 * A request that fails (any answer ≥ 400) leaves no stored file behind:
 * handlers store through `storeUpload`, and the hooks here discard them.
 * The bytes come from the app's storage driver (uploads/object-storage.ts), streamed through this
 * route on either driver, so the link, its checks and the headers are the same
 * (docs/decisions/0037-object-storage.md).
 */
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { files } from '../db/schema.ts';
import { maxDocumentBytes } from '../handlers/files.ts';
import { resignFileUrl, verifyFileSignature } from '../uploads/signed-urls.ts';
import { discardUploads } from '../uploads/storage.ts';
import type { AppContext } from './context.ts';
import { HttpError, notFound } from './errors.ts';

/**
 * Gives every `cv_url` of an answer (at any depth, in lists too) a fresh signed
 * link when it points at a stored file: the handler that built the answer has
 * already checked that the caller may read the profile or the application.
 */
export function resignCvUrls(payload: unknown, secret: string, depth = 0): void {
  if (depth > 6 || payload === null || typeof payload !== 'object') return;
  if (Array.isArray(payload)) {
    for (const item of payload) resignCvUrls(item, secret, depth + 1);
    return;
  }
  const record = payload as Record<string, unknown>;
  for (const [field, value] of Object.entries(record)) {
    if (field === 'cv_url' && typeof value === 'string')
      record[field] = resignFileUrl(secret, value);
    else resignCvUrls(value, secret, depth + 1);
  }
}

const fileMissing = 'Este archivo no existe.';

/** Registers multipart parsing and the file route. */
export async function registerUploads(
  app: FastifyInstance,
  { db, config, storage }: AppContext,
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

  app.addHook('preSerialization', async (_request, _reply, payload) => {
    resignCvUrls(payload, config.fileUrlSecret);
    return payload;
  });

  // Before a failure goes out (a caller never sees it with the file still
  // stored), and again when the exchange is over, for answers that skipped onSend.
  const discardOnFailure = async (request: FastifyRequest, reply: { statusCode: number }) => {
    if (reply.statusCode >= 400) await discardUploads(request, storage);
  };
  app.addHook('onSend', discardOnFailure);
  app.addHook('onResponse', discardOnFailure);

  app.get('/api/v1/files/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const { expires, signature } = request.query as Record<string, unknown>;
    const [file] = await db.select().from(files).where(eq(files.storageKey, key));
    if (!file) throw notFound(fileMissing);
    if (
      file.kind !== 'image' &&
      !verifyFileSignature(config.fileUrlSecret, file.storageKey, expires, signature)
    ) {
      throw new HttpError(
        403,
        'El enlace de este archivo no es válido o ya venció. Vuelve a abrirlo desde la página donde lo encontraste.',
        'invalid_file_link',
      );
    }
    const stored = await storage.open(file.storageKey);
    if (!stored) throw notFound(fileMissing);
    const disposition = file.kind === 'image' ? 'inline' : 'attachment';
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(stored.size))
      .header(
        'content-disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header(
        'cache-control',
        file.kind === 'image' ? 'private, max-age=3600' : 'private, no-store',
      )
      .send(stored.body);
  });
}
