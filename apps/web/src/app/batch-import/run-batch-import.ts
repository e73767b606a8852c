/**
 * A bulk upload's run (the background batches of `getBatch`): send the file
 * (202 with a batch), then poll the batch until it is final. Shared by every import screen.
 */
import { isFinalBatchStatus, pollBatch, type Batch, type JornadaClient } from '@jornada/api-client';

/**
 * Runs `upload` and polls its batch until it is final.
 * @param upload sends the file: a domain's `import…MutationOptions(…).mutateAsync` with its fields.
 * @param onProgress called with every batch read (the progress bar).
 * @throws {ApiError} when the upload or a poll fails.
 */
export async function runBatchImport(
  api: JornadaClient,
  upload: () => Promise<Batch>,
  onProgress: (batch: Batch) => void,
): Promise<Batch> {
  const accepted = await upload();
  onProgress(accepted);
  if (isFinalBatchStatus(accepted.status)) return accepted;
  return pollBatch(api, accepted.id, { initialDelayMs: 500, maxDelayMs: 3000, onProgress });
}
