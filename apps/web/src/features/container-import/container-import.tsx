/**
 * The bulk container import (spec section 5; issue 19), on the employee import's pattern: the
 * template → choose a CSV/XLSX file → a preview read in the browser with each row's problems
 * (import-check.ts: check digit, repeated numbers, unknown terminals…) → 'Importar N
 * contenedores' uploads the file (`importContainers`, a background batch) → a progress bar from
 * processed_rows/total_rows → a summary of imported, updated and failed rows with the server's
 * own row errors.
 */
import {
  importContainersMutationOptions,
  listCompanyTerminalsQueryOptions,
  type Batch,
} from '@jornada/api-client';
import {
  Button,
  ButtonLink,
  Card,
  Progress,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useToast,
} from '@jornada/ui';
import { CheckboxField, FileField, Form, FormRootMessage, useZodForm } from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { containerMessages } from '../../container-messages.ts';
import { paths } from '../../paths.ts';
import { checkImportRows, type ImportCheck, type RowProblem } from './import-check.ts';
import { readImportFile } from './import-file.ts';
import { runContainerImport, saveContainerTemplate } from './import-run.ts';

const m = containerMessages.import;

const schema = z.object({
  file: z.instanceof(File, { error: m.fileRequired }),
  update_existing: z.boolean(),
});

type Request = { file: File; update_existing: boolean };
type Phase =
  | { step: 'choose' }
  | { step: 'preview'; request: Request; check: ImportCheck }
  | { step: 'importing'; batch: Batch | null }
  | { step: 'done'; batch: Batch };

function BatchProgress({ batch }: { batch: Batch | null }) {
  const total = batch?.total_rows ?? 0;
  const done = batch?.processed_rows ?? 0;
  return (
    <div className="grid gap-2" role="status">
      <p className="font-medium">{m.importing}</p>
      <Progress label={m.progress} value={total > 0 ? (done / total) * 100 : null} />
      {total > 0 ? (
        <p className="text-sm text-muted-foreground">{m.progressText(done, total)}</p>
      ) : null}
    </div>
  );
}

function ProblemsTable({ problems }: { problems: RowProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Table>
      <TableCaption>{m.errorsCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{m.row}</TableHead>
          <TableHead>{m.field}</TableHead>
          <TableHead>{m.problem}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {problems.map(({ row, field, problem }, i) => (
          <TableRow key={`${row}-${field}-${i}`}>
            <TableCell>{row}</TableCell>
            <TableCell>{field}</TableCell>
            <TableCell>{problem}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The server's row errors in the preview's shape. */
function batchProblems(batch: Batch): RowProblem[] {
  return batch.errors.flatMap(({ row, errors }) =>
    Object.entries(errors).flatMap(([field, problems]) =>
      problems.map((problem) => ({ row, field, problem })),
    ),
  );
}

/** The import screen of company `companyId`. */
export function ContainerImport({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const terminals = useQuery(
    listCompanyTerminalsQueryOptions(api, companyId, { page: 1, per_page: 50 }),
  );
  const upload = useMutation(importContainersMutationOptions(api, queryClient));
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const form = useZodForm(schema, {
    defaultValues: { update_existing: false } as z.input<typeof schema>,
  });

  const importRows = async (request: Request, check: ImportCheck) => {
    setPhase({ step: 'importing', batch: null });
    try {
      const batch = await runContainerImport(
        api,
        upload.mutateAsync,
        { companyId, ...request },
        (b) => setPhase({ step: 'importing', batch: b }),
      );
      setPhase({ step: 'done', batch });
    } catch (error) {
      toast({ title: m.failedHeading, description: errorText(error), variant: 'danger' });
      setPhase({ step: 'preview', request, check });
    }
  };

  return (
    <div className="grid max-w-4xl gap-6">
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.workspaceContainers.href(companyId)}>{m.back}</Link>
      </ButtonLink>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{m.template}:</span>
        <Button variant="outline" size="sm" onClick={saveContainerTemplate}>
          <Download aria-hidden="true" />
          {m.templateCsv}
        </Button>
      </div>

      {phase.step === 'choose' ? (
        <Card className="p-5">
          <Form
            form={form}
            aria-label={m.title}
            onSubmit={async ({ file, update_existing }) => {
              let rows;
              try {
                rows = await readImportFile(file);
              } catch {
                form.setError('file', { message: m.fileUnreadable });
                return;
              }
              const check = checkImportRows(rows, terminals.data?.data ?? []);
              setPhase({ step: 'preview', request: { file, update_existing }, check });
            }}
          >
            <FileField
              name="file"
              label={m.file}
              description={m.fileHint}
              required
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxSize={10 * 1024 * 1024}
            />
            <CheckboxField name="update_existing" label={m.updateExisting} />
            <FormRootMessage />
            <Button type="submit" className="w-fit" loading={form.formState.isSubmitting}>
              {m.check}
            </Button>
          </Form>
        </Card>
      ) : null}

      {phase.step === 'importing' ? <BatchProgress batch={phase.batch} /> : null}

      {phase.step === 'preview' ? (
        <section aria-labelledby="container-import-preview" className="grid gap-4">
          <h2 id="container-import-preview" className="text-lg font-semibold">
            {m.previewHeading}
          </h2>
          <p role="status">
            {m.previewSummary(
              phase.check.ready,
              phase.check.total,
              phase.check.total - phase.check.ready,
            )}
          </p>
          <ProblemsTable problems={phase.check.problems} />
          <div className="flex flex-wrap gap-2">
            {phase.check.ready > 0 ? (
              <Button onClick={() => void importRows(phase.request, phase.check)}>
                {m.importN(phase.check.ready)}
              </Button>
            ) : (
              <p className="text-muted-foreground">{m.nothingToImport}</p>
            )}
            <Button variant="outline" onClick={() => setPhase({ step: 'choose' })}>
              {m.again}
            </Button>
          </div>
        </section>
      ) : null}

      {phase.step === 'done' ? (
        <section aria-labelledby="container-import-done" className="grid gap-4">
          <h2 id="container-import-done" className="text-lg font-semibold">
            {phase.batch.status === 'failed' ? m.failedHeading : m.doneHeading}
          </h2>
          <p role="status">
            {m.summary(phase.batch.created_rows, phase.batch.updated_rows, phase.batch.failed_rows)}
          </p>
          <ProblemsTable problems={batchProblems(phase.batch)} />
          <div className="flex flex-wrap gap-2">
            <ButtonLink asChild>
              <Link to={paths.workspaceContainers.href(companyId)}>{m.toContainers}</Link>
            </ButtonLink>
            <Button variant="outline" onClick={() => setPhase({ step: 'choose' })}>
              {m.again}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
