/**
 * Bulk container import (`importContainers`; decision 0014):
 * reads the uploaded CSV or XLSX, keeps its rows
 * with a new `containers_import` batch and queues the job that checks and
 * writes them (import-job.ts), answering 202 with the batch to poll; its
 * per-row errors are what was not imported. With `dry_run` the same job checks every row and
 * writes nothing: the preview is the import's own checks.
 */
import { batches } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { serializeBatch } from '../batches/batches.ts';
import { maxImportBytes } from '../employees/import-file.ts';
import { parseContainerFile } from './import-file.ts';
import { containerImportQueue, type ContainerImportInput } from './import-job.ts';

const jobsUnavailable = () =>
  new HttpError(
    503,
    'Las importaciones no están disponibles en este momento. Intenta más tarde.',
    'jobs_unavailable',
  );

/** Handlers keyed by operationId. */
export function containerImportHandlers({ db, jobs }: AppContext): Handlers {
  return {
    async importContainers(request, reply) {
      const { companyId } = request.params;
      const file = request.uploadedFile;
      if (!file?.bytes.length)
        throw new HttpError(422, 'Adjunta el archivo de contenedores.', 'invalid_file', {
          file: ['Adjunta un archivo CSV o XLSX.'],
        });
      if (file.truncated || file.bytes.length > maxImportBytes)
        throw new HttpError(413, 'El archivo es demasiado grande.', 'file_too_large', {
          file: ['El archivo pesa más de 10 MB. Divídelo en partes de hasta 5,000 filas.'],
        });
      const rows = await parseContainerFile(file.bytes);
      if (!jobs) throw jobsUnavailable();
      await jobs.start().catch((error: unknown) => {
        request.log.error({ err: error }, 'La cola de trabajos no pudo iniciar.');
        throw jobsUnavailable();
      });
      const input: ContainerImportInput = {
        rows,
        updateExisting: Boolean(request.body.update_existing),
      };
      const batch = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(batches)
          .values({
            companyId,
            type: 'containers_import',
            dryRun: Boolean(request.body.dry_run),
            totalRows: rows.length,
            input,
            createdBy: request.userId ?? null,
          })
          .returning();
        await jobs.send(containerImportQueue, { batchId: row!.id }, { tx });
        return row!;
      });
      return reply.status(202).send({ data: serializeBatch(batch) });
    },
  };
}
