/**
 * The parts of an import screen ({@link BatchImportScreen}): the progress of a batch and the
 * table of row problems, whether found in the browser or by the server.
 */
import type { Batch } from '@jornada/api-client';
import {
  Progress,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@jornada/ui';
import { messages } from '../../messages/messages.ts';

const m = messages.batchImport;

/** One problem of one row. */
export interface RowProblem {
  /** Spreadsheet row (the header is row 1). */
  row: number;
  /** The column's key (the contract's). */
  field: string;
  problem: string;
}

/** The server's row errors of `batch` as row problems. */
export function batchProblems(batch: Batch): RowProblem[] {
  return batch.errors.flatMap(({ row, errors }) =>
    Object.entries(errors).flatMap(([field, problems]) =>
      problems.map((problem) => ({ row, field, problem })),
    ),
  );
}

/** A batch's progress: `label`, a bar from processed_rows/total_rows, and the count in words. */
export function BatchProgress({ batch, label }: { batch: Batch | null; label: string }) {
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

/**
 * The problems as a table captioned «Errores por fila» (nothing when there are none), each column
 * named by its header in the file (`headers`, the contract's `x-import-headers`).
 */
export function RowProblemsTable({
  problems,
  headers,
}: {
  problems: RowProblem[];
  headers: Readonly<Record<string, string>>;
}) {
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
            <TableCell label={m.field}>{headers[field] ?? field}</TableCell>
            <TableCell label={m.problem}>{problem}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
