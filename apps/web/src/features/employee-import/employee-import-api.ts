/**
 * The bulk import's requests (spec section 5; contract `importEmployees`, `getBatch`,
 * `getEmployeeImportTemplate`): upload the file (a dry run first, then for real) and poll the
 * batch until it is final; download the template.
 */
import {
  downloadEmployeeImportTemplate,
  isFinalBatchStatus,
  pollBatch,
  type Batch,
  type EmployeeBulkFields,
  type JornadaClient,
} from '@jornada/api-client';

/** What the import sends: the file, whether to update existing employees, and whether to only check. */
export type ImportRequest = Pick<EmployeeBulkFields, 'file' | 'update_existing' | 'dry_run'>;

/** The upload: `importEmployeesMutationOptions(…)`'s `mutateAsync`. */
export type UploadEmployees = (
  fields: EmployeeBulkFields & { companyId: number },
) => Promise<Batch>;

/**
 * Uploads the file (`importEmployees`, 202 with a batch) and polls `getBatch` until it is final.
 * @param onProgress called with every batch read (progress bar).
 * @throws {ApiError} when the upload or a poll fails.
 */
export async function runEmployeeImport(
  api: JornadaClient,
  upload: UploadEmployees,
  companyId: number,
  request: ImportRequest,
  onProgress: (batch: Batch) => void,
  signal?: AbortSignal,
): Promise<Batch> {
  const accepted = await upload({ companyId, ...request });
  onProgress(accepted);
  if (isFinalBatchStatus(accepted.status)) return accepted;
  return pollBatch(api, accepted.id, {
    initialDelayMs: 500,
    maxDelayMs: 3000,
    onProgress,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Downloads the import template and saves it as `plantilla-empleados.{format}`.
 * @throws {ApiError} when the server answers with an error.
 */
export async function downloadEmployeeTemplate(
  api: JornadaClient,
  companyId: number,
  format: 'xlsx' | 'csv',
): Promise<void> {
  const file = await downloadEmployeeImportTemplate(api, companyId, { format });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `plantilla-empleados.${format}`;
  link.click();
  URL.revokeObjectURL(url);
}
