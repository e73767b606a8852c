/**
 * The bulk container import (docs/decisions/0023-container-tracking.md) on the shared import screen
 * (app/batch-import/): the preview is a server dry run of `importContainers` (the import's own
 * checks: check digit, numbers repeated in the file or already stored, unknown terminals…), the
 * import sends the same file for real (server-preview.ts); the template, with the contract's
 * Spanish headers, is built here.
 */
import { importContainersMutationOptions } from '@jornada/api-client';
import { containerBulkInputHeaders } from '@jornada/api-client/enum-labels';
import { useMutation } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { BatchImportScreen } from '../../app/batch-import/batch-import-screen.tsx';
import { serverPreview } from '../../app/batch-import/server-preview.ts';
import { saveFile } from '../../app/save-file.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { paths } from '../../paths.ts';
import { importTemplateCsv } from './import-template.ts';

const m = containerMessages.import;

/** Saves the template as `plantilla-contenedores.csv` (UTF-8 with BOM, so Excel reads accents). */
function saveTemplate() {
  saveFile(
    new Blob([`\uFEFF${importTemplateCsv}\r\n`], { type: 'text/csv;charset=utf-8' }),
    'plantilla-contenedores.csv',
  );
}

/** The import screen of company `companyId`. */
export function ContainerImport({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const upload = useMutation(importContainersMutationOptions(api, queryClient));

  return (
    <BatchImportScreen
      labels={{ ...m, toList: m.toContainers }}
      listHref={paths.workspaceContainers.href(companyId)}
      columnHeaders={containerBulkInputHeaders}
      templates={[{ label: m.templateCsv, download: saveTemplate }]}
      {...serverPreview(
        api,
        (request) => upload.mutateAsync({ companyId, ...request }),
        (batch) =>
          m.previewSummary(
            batch.created_rows + batch.updated_rows,
            batch.total_rows,
            batch.failed_rows,
          ),
      )}
    />
  );
}
