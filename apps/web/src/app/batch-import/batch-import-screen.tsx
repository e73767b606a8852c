/**
 * The bulk import screen of a company domain (employees, containers): the
 * template → choose an Excel (.xlsx) or CSV file → a server dry run of every row with its progress
 * (server-preview.ts: the import's own checks) → a preview with each row's problems, columns named
 * by their headers in the file → «Importar N …» sends
 * the file for real, a background batch with a progress bar → a summary of created, updated and
 * failed rows with the server's own row errors. A failed import goes back to the preview; a
 * failed check keeps the chosen file and says why.
 */
import type { Batch } from '@jornada/api-client';
import { Button, ButtonLink, Card, useToast } from '@jornada/ui';
import { CheckboxField, FileField, Form, FormRootMessage, useZodForm } from '@jornada/ui/forms';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';
import { errorText } from '../error-text.ts';
import { batchProblems, BatchProgress, RowProblemsTable, type RowProblem } from './batch-parts.tsx';

const m = messages.batchImport;

/** What the person chose: the file and whether rows naming an existing record update it. */
export interface BatchImportRequest {
  file: File;
  update_existing: boolean;
}

/** The check's verdict: its sentence, how many rows can be imported, and each problem. */
export interface BatchImportPreview {
  summary: string;
  ready: number;
  problems: RowProblem[];
}

/** The domain's own words (Spanish, from its message catalogue). */
export interface BatchImportLabels {
  title: string;
  subtitle: string;
  /** The link back to the list. */
  back: string;
  updateExisting: string;
  /** The import button, e.g. `Importar 28 contenedores`. */
  importN: (ready: number) => string;
  /** Said above the progress bar while importing. */
  importing: string;
  /** The result, e.g. `28 contenedores importados, 0 actualizados, 2 filas con errores.` */
  summary: (created: number, updated: number, failed: number) => string;
  /** The link to the list once done. */
  toList: string;
}

/** Props of {@link BatchImportScreen}. */
export interface BatchImportScreenProps {
  labels: BatchImportLabels;
  /** The domain's list (back and «Ver …»). */
  listHref: string;
  /** Each column's header in the file, by key (`@jornada/api-client/enum-labels`' `importHeaders`). */
  columnHeaders: Readonly<Record<string, string>>;
  /** The template downloads, each a button; a failure is a toast. */
  templates: { label: string; download: () => void | Promise<void> }[];
  /**
   * Checks every row without saving.
   * @param onProgress for a check that runs as a batch (a server dry run).
   * @throws {ApiError} when the server refuses the file (its field errors name `file`) or a poll fails.
   */
  check: (
    request: BatchImportRequest,
    onProgress: (batch: Batch) => void,
  ) => Promise<BatchImportPreview>;
  /**
   * Imports for real (see `runBatchImport`).
   * @throws {ApiError} when the upload or a poll fails.
   */
  run: (request: BatchImportRequest, onProgress: (batch: Batch) => void) => Promise<Batch>;
}

const schema = z.object({
  file: z.instanceof(File, { error: m.fileRequired }),
  update_existing: z.boolean(),
});

type Phase =
  | { step: 'choose' }
  | { step: 'checking'; batch: Batch | null }
  | { step: 'preview'; request: BatchImportRequest; preview: BatchImportPreview }
  | { step: 'importing'; batch: Batch | null }
  | { step: 'done'; batch: Batch };

/** The import screen: see the module's description. */
export function BatchImportScreen({
  labels,
  listHref,
  columnHeaders,
  templates,
  check,
  run,
}: BatchImportScreenProps) {
  const { toast } = useToast();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const form = useZodForm(schema, {
    defaultValues: { update_existing: false } as z.input<typeof schema>,
  });

  const importRows = async (request: BatchImportRequest, preview: BatchImportPreview) => {
    setPhase({ step: 'importing', batch: null });
    try {
      const batch = await run(request, (b) => setPhase({ step: 'importing', batch: b }));
      setPhase({ step: 'done', batch });
    } catch (error) {
      toast({ title: m.failedHeading, description: errorText(error), variant: 'danger' });
      setPhase({ step: 'preview', request, preview });
    }
  };

  return (
    <div className="grid max-w-4xl gap-6">
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={listHref}>{labels.back}</Link>
      </ButtonLink>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{labels.title}</h1>
        <p className="text-muted-foreground">{labels.subtitle}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{m.template}:</span>
        {templates.map((template) => (
          <Button
            key={template.label}
            variant="outline"
            size="sm"
            onClick={() =>
              void Promise.resolve()
                .then(template.download)
                .catch(() => toast({ title: m.templateError, variant: 'danger' }))
            }
          >
            <Download aria-hidden="true" />
            {template.label}
          </Button>
        ))}
      </div>

      {phase.step === 'choose' ? (
        <Card className="p-5">
          <Form
            form={form}
            aria-label={labels.title}
            onSubmit={async (request) => {
              setPhase({ step: 'checking', batch: null });
              try {
                const preview = await check(request, (b) =>
                  setPhase({ step: 'checking', batch: b }),
                );
                setPhase({ step: 'preview', request, preview });
              } catch (error) {
                // A refused file (422 on `file`: unreadable, a header that is not the template's)
                // lands on the file field, what was chosen kept.
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
            <CheckboxField name="update_existing" label={labels.updateExisting} />
            <FormRootMessage />
            <Button type="submit" className="w-fit" loading={form.formState.isSubmitting}>
              {m.check}
            </Button>
          </Form>
        </Card>
      ) : null}

      {phase.step === 'checking' ? <BatchProgress batch={phase.batch} label={m.checking} /> : null}
      {phase.step === 'importing' ? (
        <BatchProgress batch={phase.batch} label={labels.importing} />
      ) : null}

      {phase.step === 'preview' ? (
        <section aria-labelledby="batch-import-preview" className="grid gap-4">
          <h2 id="batch-import-preview" className="text-lg font-semibold">
            {m.previewHeading}
          </h2>
          <p role="status">{phase.preview.summary}</p>
          <RowProblemsTable problems={phase.preview.problems} headers={columnHeaders} />
          <div className="flex flex-wrap gap-2">
            {phase.preview.ready > 0 ? (
              <Button onClick={() => void importRows(phase.request, phase.preview)}>
                {labels.importN(phase.preview.ready)}
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
        <section aria-labelledby="batch-import-done" className="grid gap-4">
          <h2 id="batch-import-done" className="text-lg font-semibold">
            {phase.batch.status === 'failed' ? m.failedHeading : m.doneHeading}
          </h2>
          <p role="status">
            {labels.summary(
              phase.batch.created_rows,
              phase.batch.updated_rows,
              phase.batch.failed_rows,
            )}
          </p>
          <RowProblemsTable problems={batchProblems(phase.batch)} headers={columnHeaders} />
          <div className="flex flex-wrap gap-2">
            <ButtonLink asChild>
              <Link to={listHref}>{labels.toList}</Link>
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
