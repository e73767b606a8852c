/**
 * The container import's requests (spec section 5; contract `importContainers`, `getBatch`):
 * upload the file (202 with a batch) and poll the batch until it is final, like the employee
 * import; and the template, built here (the contract has no template download for containers).
 */
import { isFinalBatchStatus, pollBatch, type Batch, type JornadaClient } from '@jornada/api-client';
import { importTemplateCsv } from './import-check.ts';

/** The upload: `importContainersMutationOptions(…)`'s `mutateAsync`. */
export type UploadContainers = (fields: {
  companyId: number;
  file: File;
  update_existing: boolean;
}) => Promise<Batch>;

/**
 * Uploads the file and polls `getBatch` until it is final.
 * @param onProgress called with every batch read (progress bar).
 * @throws {ApiError} when the upload or a poll fails.
 */
export async function runContainerImport(
  api: JornadaClient,
  upload: UploadContainers,
  request: { companyId: number; file: File; update_existing: boolean },
  onProgress: (batch: Batch) => void,
): Promise<Batch> {
  const accepted = await upload(request);
  onProgress(accepted);
  if (isFinalBatchStatus(accepted.status)) return accepted;
  return pollBatch(api, accepted.id, { initialDelayMs: 500, maxDelayMs: 3000, onProgress });
}

/** Saves the template as `plantilla-contenedores.csv` (UTF-8 with BOM, so Excel reads accents). */
export function saveContainerTemplate(): void {
  const file = new Blob([`\uFEFF${importTemplateCsv}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'plantilla-contenedores.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
