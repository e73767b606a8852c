/**
 * The bulk employee import (docs/decisions/0014-background-jobs.md) on the shared import screen
 * (app/batch-import/): the check is a server dry run of `importEmployees` (a batch, polled with
 * its progress), the import sends the same file for real; the templates come from
 * `getEmployeeImportTemplate`.
 */
import {
  downloadEmployeeImportTemplate,
  importEmployeesMutationOptions,
  type Batch,
} from '@jornada/api-client';
import { useMutation } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import {
  BatchImportScreen,
  type BatchImportRequest,
} from '../../app/batch-import/batch-import-screen.tsx';
import { batchProblems } from '../../app/batch-import/batch-parts.tsx';
import { runBatchImport } from '../../app/batch-import/run-batch-import.ts';
import { saveFile } from '../../app/save-file.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';

const m = messages.employeeImport;

/** The import screen of company `companyId`. */
export function EmployeeImport({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const upload = useMutation(importEmployeesMutationOptions(api, queryClient));
  const send = (request: BatchImportRequest, dryRun: boolean, onProgress: (b: Batch) => void) =>
    runBatchImport(
      api,
      () => upload.mutateAsync({ companyId, ...request, dry_run: dryRun }),
      onProgress,
    );
  const template = (format: 'xlsx' | 'csv') => async () =>
    saveFile(
      await downloadEmployeeImportTemplate(api, companyId, { format }),
      `plantilla-empleados.${format}`,
    );

  return (
    <BatchImportScreen
      labels={{ ...m, toList: m.toEmployees }}
      listHref={paths.workspaceEmployees.href(companyId)}
      templates={[
        { label: m.templateXlsx, download: template('xlsx') },
        { label: m.templateCsv, download: template('csv') },
      ]}
      check={async (request, onProgress) => {
        const batch = await send(request, true, onProgress);
        return {
          summary: m.previewSummary(batch.created_rows, batch.updated_rows, batch.failed_rows),
          ready: batch.created_rows + batch.updated_rows,
          problems: batchProblems(batch),
        };
      }}
      run={(request, onProgress) => send(request, false, onProgress)}
    />
  );
}
