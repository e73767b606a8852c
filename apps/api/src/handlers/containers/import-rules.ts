/**
 * The checks of one row of a container import (import-job.ts): the same
 * rules as `createContainer` (ISO 6346 check digit, type, size, weights), plus
 * what only a file has: yes/no cells, a terminal named by its code, and a
 * number repeated in the file.
 */
import type { FieldErrors } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { normalizeContainerNumber, verifyContainerNumber } from './iso6346.ts';
import type { ContainerImportRow } from './import-file.ts';
import { spreadsheetRow } from '../batches/import-table.ts';

const truthy = new Set(['si', 'sí', 's', 'true', 'verdadero', '1', 'x', 'yes', 'y']);
const falsy = new Set(['', 'no', 'n', 'false', 'falso', '0']);

/** A checked row as the `containers` columns it writes (without company and timestamps). */
export interface ContainerImportValues {
  number: string;
  type: string;
  size: number;
  highCube: boolean;
  isoTypeCode: string | null;
  status: string;
  terminalId: number | null;
  owner: string | null;
  customer: string | null;
  tareWeightKg: number | null;
  maxGrossWeightKg: number | null;
  sealNumber: string | null;
  isEmpty: boolean;
}

/**
 * Checks a row.
 * @param terminalByCode - the company's terminals by upper-case code.
 * @returns the values to write, or the row's field errors (Spanish).
 */
export function checkImportRow(
  row: ContainerImportRow,
  terminalByCode: Map<string, number>,
): { values: ContainerImportValues } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] = [message]);
  const text = (field: keyof ContainerImportRow) => (row[field] ?? '').trim();

  const number = normalizeContainerNumber(text('number'));
  const verdict = verifyContainerNumber(number);
  if (!verdict.ok)
    fail(
      'number',
      verdict.reason === 'format'
        ? serverMessages.containers.numberFormat
        : serverMessages.containers.checkDigit(verdict.expected),
    );
  const type = text('type').toLowerCase();
  if (!(type in statusLabels.ContainerType))
    fail('type', `Escribe uno de: ${Object.keys(statusLabels.ContainerType).join(', ')}.`);
  const size = Number(text('size'));
  if (![20, 40, 45].includes(size)) fail('size', 'Escribe 20, 40 o 45 (pies).');
  const yesNo = (field: 'high_cube' | 'is_empty') => {
    const value = text(field).toLowerCase();
    if (!truthy.has(value) && !falsy.has(value)) fail(field, 'Escribe «sí» o «no».');
    return truthy.has(value);
  };
  const highCube = yesNo('high_cube');
  const isEmpty = yesNo('is_empty');
  const isoTypeCode = text('iso_type_code').toUpperCase() || null;
  if (isoTypeCode && !/^[0-9A-Z]{4}$/.test(isoTypeCode))
    fail('iso_type_code', 'El código de tamaño y tipo tiene 4 letras o dígitos, p. ej. 45G1.');
  const status = text('status').toLowerCase();
  if (status && !(status in statusLabels.ContainerStatus))
    fail('status', `Escribe uno de: ${Object.keys(statusLabels.ContainerStatus).join(', ')}.`);
  const code = text('terminal_code').toUpperCase();
  const terminalId = code ? (terminalByCode.get(code) ?? null) : null;
  if (code && terminalId === null)
    fail('terminal_code', 'No hay una terminal con esa clave en la empresa.');
  const weight = (field: 'tare_weight_kg' | 'max_gross_weight_kg', max: number) => {
    const value = text(field).replace(/[\s,]/g, '');
    if (!value) return null;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > max) {
      fail(
        field,
        `Escribe un número entero de kilogramos entre 0 y ${max.toLocaleString('es-MX')}.`,
      );
      return null;
    }
    return n;
  };
  const tare = weight('tare_weight_kg', 20_000);
  const gross = weight('max_gross_weight_kg', 60_000);
  if (tare !== null && gross !== null && tare > gross)
    fail('tare_weight_kg', serverMessages.containers.weights);
  const limited = (field: 'owner' | 'customer' | 'seal_number', max: number) => {
    const value = text(field);
    if (value.length > max) fail(field, `Escribe como máximo ${max} caracteres.`);
    return value || null;
  };
  const owner = limited('owner', 120);
  const customer = limited('customer', 150);
  const sealNumber = limited('seal_number', 30);
  if (Object.keys(errors).length) return { errors };
  return {
    values: {
      number,
      type,
      size,
      highCube,
      isoTypeCode,
      status: status || (terminalId ? 'en_terminal' : 'en_patio'),
      terminalId,
      owner,
      customer,
      tareWeightKg: tare,
      maxGrossWeightKg: gross,
      sealNumber,
      isEmpty,
    },
  };
}

/** Errors of rows that repeat a number of an earlier row of the file, by 0-based index. */
export function duplicateNumbers(rows: readonly ContainerImportRow[]): Map<number, FieldErrors> {
  const seen = new Map<string, number>();
  const result = new Map<number, FieldErrors>();
  rows.forEach((row, index) => {
    const number = normalizeContainerNumber((row.number ?? '').trim());
    if (!number) return;
    const first = seen.get(number);
    if (first === undefined) seen.set(number, index);
    else
      result.set(index, {
        number: [`Este número ya aparece en la fila ${spreadsheetRow(first)} del archivo.`],
      });
  });
  return result;
}
