/**
 * The preview and the import of a bulk upload as one validation: the preview is the server's dry
 * run of the same operation (every check the import makes, repeated rows in the file and rows
 * already stored included, nothing written), the import sends the file again for real. Its
 * `check` and `run` go to {@link BatchImportScreen}.
 */
import type { Batch, JornadaClient } from '@jornada/api-client';
import type { BatchImportPreview, BatchImportRequest } from './batch-import-screen.tsx';
import { batchProblems } from './batch-parts.tsx';
import { runBatchImport } from './run-batch-import.ts';

/**
 * The screen's `check` and `run` on one upload.
 * @param upload - sends the file: the domain's `import…MutationOptions(…).mutateAsync` with its
 *   fields and `dry_run`.
 * @param summary - the preview's sentence from the dry run's batch.
 */
export function serverPreview(
  api: JornadaClient,
  upload: (request: BatchImportRequest & { dry_run: boolean }) => Promise<Batch>,
  summary: (batch: Batch) => string,
) {
  const send = (request: BatchImportRequest, dryRun: boolean, onProgress: (b: Batch) => void) =>
    runBatchImport(api, () => upload({ ...request, dry_run: dryRun }), onProgress);
  return {
    async check(
      request: BatchImportRequest,
      onProgress: (batch: Batch) => void,
    ): Promise<BatchImportPreview> {
      const batch = await send(request, true, onProgress);
      return {
        summary: summary(batch),
        ready: batch.created_rows + batch.updated_rows,
        problems: batchProblems(batch),
      };
    },
    run: (request: BatchImportRequest, onProgress: (batch: Batch) => void) =>
      send(request, false, onProgress),
  };
}
