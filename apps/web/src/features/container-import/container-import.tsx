/**
 * The bulk container import (docs/decisions/0023-container-tracking.md) on the shared import screen
 * (app/batch-import/): the template is built in the browser, the check reads the file here
 * (import-check.ts: check digit, repeated numbers, unknown terminals…), and the import is the
 * background batch of `importContainers`.
 */
import {
  importContainersMutationOptions,
  listCompanyTerminalsQueryOptions,
} from '@jornada/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { BatchImportScreen, ImportFileError } from '../../app/batch-import/batch-import-screen.tsx';
import { runBatchImport } from '../../app/batch-import/run-batch-import.ts';
import { saveFile } from '../../app/save-file.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { paths } from '../../paths.ts';
import { checkImportRows, importTemplateCsv } from './import-check.ts';
import { readImportFile } from './import-file.ts';

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
  const terminals = useQuery(
    listCompanyTerminalsQueryOptions(api, companyId, { page: 1, per_page: 50 }),
  );
  const upload = useMutation(importContainersMutationOptions(api, queryClient));

  return (
    <BatchImportScreen
      labels={{ ...m, toList: m.toContainers }}
      listHref={paths.workspaceContainers.href(companyId)}
      templates={[{ label: m.templateCsv, download: saveTemplate }]}
      check={async ({ file }) => {
        const rows = await readImportFile(file).catch(() => {
          throw new ImportFileError(m.fileUnreadable);
        });
        const check = checkImportRows(rows, terminals.data?.data ?? []);
        return {
          summary: m.previewSummary(check.ready, check.total, check.total - check.ready),
          ready: check.ready,
          problems: check.problems,
        };
      }}
      run={(request, onProgress) =>
        runBatchImport(api, () => upload.mutateAsync({ companyId, ...request }), onProgress)
      }
    />
  );
}
