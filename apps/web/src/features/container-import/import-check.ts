/**
 * The preview's checks of a container import file, row by row, before anything is sent: the
 * ISO 6346 number and its check digit, type, size, status, the terminal's code among the
 * company's terminals, numbers repeated in the file, weights. The server checks again (and
 * decides); this only tells the person early. Rows are numbered as in the spreadsheet (the
 * header is row 1).
 */
import type { components } from '@jornada/api-client';
import type { RowProblem } from '../../app/batch-import/batch-parts.tsx';
import { containerCheckDigit, containerNumberPattern } from '../../app/iso6346.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import type { ImportRow } from './import-file.ts';

type Schemas = components['schemas'];

const m = containerMessages.import;
const types = Object.keys(containerMessages.containers.types);
const statuses = Object.keys(containerMessages.containers.statuses);

/** The result of checking a file: how many rows look right and each problem. */
export interface ImportCheck {
  total: number;
  ready: number;
  problems: RowProblem[];
}

function rowProblems(
  row: ImportRow,
  seen: Map<string, number>,
  line: number,
  terminalCodes: ReadonlySet<string>,
): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const number = (row.number ?? '').toUpperCase();
  const digit = containerCheckDigit(number);
  if (!containerNumberPattern.test(number) || digit === null)
    problems.push(['number', m.badNumber]);
  else if (digit !== Number(number[10])) problems.push(['number', m.badCheckDigit(digit)]);
  else if (seen.has(number)) problems.push(['number', m.duplicate(seen.get(number)!)]);
  else seen.set(number, line);
  if (!types.includes(row.type ?? '')) problems.push(['type', m.badType]);
  if (!['20', '40', '45'].includes(row.size ?? '')) problems.push(['size', m.badSize]);
  if (row.status && !statuses.includes(row.status)) problems.push(['status', m.badStatus]);
  if (row.terminal_code && !terminalCodes.has(row.terminal_code.toUpperCase()))
    problems.push(['terminal_code', m.unknownTerminal(row.terminal_code)]);
  for (const [field, max] of [
    ['tare_weight_kg', 20000],
    ['max_gross_weight_kg', 60000],
  ] as const) {
    const value = row[field];
    if (value && !(/^\d+$/.test(value) && Number(value) <= max))
      problems.push([field, containerMessages.containers.weightInvalid(max)]);
  }
  return problems;
}

/** Checks every row of a file against the company's terminals. */
export function checkImportRows(
  rows: readonly ImportRow[],
  terminals: ReadonlyArray<Pick<Schemas['Terminal'], 'code'>>,
): ImportCheck {
  const codes = new Set(terminals.map((terminal) => terminal.code.toUpperCase()));
  const seen = new Map<string, number>();
  const problems: RowProblem[] = [];
  let ready = 0;
  rows.forEach((row, index) => {
    const line = index + 2;
    const found = rowProblems(row, seen, line, codes);
    if (found.length === 0) ready++;
    for (const [field, problem] of found) problems.push({ row: line, field, problem });
  });
  return { total: rows.length, ready, problems };
}

/** The template's header (contract `ContainerBulkInput`) and one example row. */
export const importTemplateCsv = [
  'number,type,size,high_cube,iso_type_code,status,terminal_code,owner,customer,tare_weight_kg,max_gross_weight_kg,seal_number,is_empty',
  'CSQU3054383,dry,40,true,45G1,en_patio,MZO-01,COSCO Shipping,Autopartes del Centro,3900,32500,CN4471230,false',
].join('\r\n');
