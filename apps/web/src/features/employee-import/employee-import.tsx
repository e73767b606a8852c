/**
 * The bulk employee import (docs/decisions/0014-background-jobs.md) on the shared import screen
 * (app/batch-import/): the preview is a server dry run of `importEmployees` (a batch, polled with
 * its progress), the import sends the same file for real (server-preview.ts); the templates, with
 * the Spanish headers, come from `getEmployeeImportTemplate`.
 */
import {
  downloadEmployeeImportTemplate,
  importEmployeesMutationOptions,
} from '@jornada/api-client';
import { employeeBulkInputHeaders } from '@jornada/api-client/enum-labels';
import { useMutation } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { BatchImportScreen } from '../../app/batch-import/batch-import-screen.tsx';
import { serverPreview } from '../../app/batch-import/server-preview.ts';
import { saveFile } from '../../app/save-file.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';

const m = messages.employeeImport;

/** The import screen of company `companyId`. */
export function EmployeeImport({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const upload = useMutation(importEmployeesMutationOptions(api, queryClient));
  const template = (format: 'xlsx' | 'csv') => async () =>
    saveFile(
      await downloadEmployeeImportTemplate(api, companyId, { format }),
      `plantilla-empleados.${format}`,
    );

  return (
    <BatchImportScreen
      labels={{ ...m, toList: m.toEmployees }}
      listHref={paths.workspaceEmployees.href(companyId)}
      columnHeaders={employeeBulkInputHeaders}
      templates={[
        { label: m.templateXlsx, download: template('xlsx') },
        { label: m.templateCsv, download: template('csv') },
      ]}
      {...serverPreview(
        api,
        (request) => upload.mutateAsync({ companyId, ...request }),
        (batch) => m.previewSummary(batch.created_rows, batch.updated_rows, batch.failed_rows),
      )}
    />
  );
}
