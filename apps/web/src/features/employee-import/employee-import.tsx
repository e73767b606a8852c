/**
 * The bulk employee import (spec section 5; issue 15): choose a CSV/XLSX file → a dry run checks
 * every row without saving (polling the batch) → the rows with errors in a preview table →
 * 'Importar N empleados' sends the same file for real → a progress bar from
 * processed_rows/total_rows → a summary of created, updated and failed rows.
 */
import { importEmployeesMutationOptions, type Batch } from '@jornada/api-client';
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
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import {
  downloadEmployeeTemplate,
  runEmployeeImport,
  type ImportRequest,
} from './employee-import-api.ts';

const m = messages.employeeImport;

const schema = z.object({
  file: z.instanceof(File, { error: m.fileRequired }),
  update_existing: z.boolean(),
});

type Phase =
  | { step: 'choose' }
  | { step: 'checking'; batch: Batch | null }
  | { step: 'preview'; request: Omit<ImportRequest, 'dry_run'>; batch: Batch }
  | { step: 'importing'; batch: Batch | null }
  | { step: 'done'; batch: Batch };

function BatchProgress({ batch, label }: { batch: Batch | null; label: string }) {
  const total = batch?.total_rows ?? 0;
  const done = batch?.processed_rows ?? 0;
  return (
    <div className="grid gap-2" role="status">
      <p className="font-medium">{label}</p>
      <Progress label={m.progress} value={total > 0 ? (done / total) * 100 : null} />
      {total > 0 ? (
        <p className="text-sm text-muted-foreground">{m.progressText(done, total)}</p>
      ) : null}
    </div>
  );
}

/** Rows a dry run found ready: those it would create plus those it would update. */
const readyRows = (batch: Batch) => batch.created_rows + batch.updated_rows;

function RowErrors({ batch }: { batch: Batch }) {
  const rows = batch.errors.flatMap(({ row, errors }) =>
    Object.entries(errors).flatMap(([field, problems]) =>
      problems.map((problem) => ({ row, field, problem })),
    ),
  );
  if (rows.length === 0) return null;
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
        {rows.map(({ row, field, problem }, i) => (
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

/** The import screen of company `companyId`. */
export function EmployeeImport({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const upload = useMutation(importEmployeesMutationOptions(api, queryClient));
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const form = useZodForm(schema, {
    defaultValues: { update_existing: false } as z.input<typeof schema>,
  });

  const template = (format: 'xlsx' | 'csv') =>
    downloadEmployeeTemplate(api, companyId, format).catch(() =>
      toast({ title: m.templateError, variant: 'danger' }),
    );

  const importRows = async (request: Omit<ImportRequest, 'dry_run'>, checked: Batch) => {
    setPhase({ step: 'importing', batch: null });
    try {
      const batch = await runEmployeeImport(
        api,
        upload.mutateAsync,
        companyId,
        { ...request, dry_run: false },
        (b) => setPhase({ step: 'importing', batch: b }),
      );
      setPhase({ step: 'done', batch });
    } catch (error) {
      toast({ title: m.failedHeading, description: errorText(error), variant: 'danger' });
      setPhase({ step: 'preview', request, batch: checked });
    }
  };

  return (
    <div className="grid max-w-4xl gap-6">
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.workspaceEmployees.href(companyId)}>{m.back}</Link>
      </ButtonLink>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{m.template}:</span>
        <Button variant="outline" size="sm" onClick={() => void template('xlsx')}>
          <Download aria-hidden="true" />
          {m.templateXlsx}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void template('csv')}>
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
              const request = { file, update_existing };
              setPhase({ step: 'checking', batch: null });
              try {
                const batch = await runEmployeeImport(
                  api,
                  upload.mutateAsync,
                  companyId,
                  { ...request, dry_run: true },
                  (b) => setPhase({ step: 'checking', batch: b }),
                );
                setPhase({ step: 'preview', request, batch });
              } catch (error) {
                setPhase({ step: 'choose' });
                throw error;
              }
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

      {phase.step === 'checking' ? <BatchProgress batch={phase.batch} label={m.checking} /> : null}
      {phase.step === 'importing' ? (
        <BatchProgress batch={phase.batch} label={m.importing} />
      ) : null}

      {phase.step === 'preview' ? (
        <section aria-labelledby="import-preview" className="grid gap-4">
          <h2 id="import-preview" className="text-lg font-semibold">
            {m.previewHeading}
          </h2>
          <p role="status">
            {m.previewSummary(
              phase.batch.created_rows,
              phase.batch.updated_rows,
              phase.batch.failed_rows,
            )}
          </p>
          <RowErrors batch={phase.batch} />
          <div className="flex flex-wrap gap-2">
            {readyRows(phase.batch) > 0 ? (
              <Button onClick={() => void importRows(phase.request, phase.batch)}>
                {m.importN(readyRows(phase.batch))}
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
        <section aria-labelledby="import-done" className="grid gap-4">
          <h2 id="import-done" className="text-lg font-semibold">
            {phase.batch.status === 'failed' ? m.failedHeading : m.doneHeading}
          </h2>
          <p role="status">
            {m.summary(phase.batch.created_rows, phase.batch.updated_rows, phase.batch.failed_rows)}
          </p>
          <RowErrors batch={phase.batch} />
          <div className="flex flex-wrap gap-2">
            <ButtonLink asChild>
              <Link to={paths.workspaceEmployees.href(companyId)}>{m.toEmployees}</Link>
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
