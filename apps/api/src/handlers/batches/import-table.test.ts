/**
 * An import file's header as people type it: the contract's Spanish header or the column's key,
 * whatever the case, accents, spaces or underscores; anything else is named back in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { columnOfHeader, rowsOfImportTable, spreadsheetRow } from './import-table.ts';

const headers = { employee_number: 'Número de empleado', tare_weight_kg: 'Tara (kg)' } as const;
const spec = { headers, required: ['employee_number'] as const, oneRow: 'un empleado' };

describe('given a header cell', () => {
  it.each([
    ['Número de empleado', 'employee_number'],
    ['NUMERO DE EMPLEADO', 'employee_number'],
    ['numero_de_empleado', 'employee_number'],
    ['\uFEFFemployee_number', 'employee_number'],
    ['  tara (KG) ', 'tare_weight_kg'],
    ['Número', null],
  ])('«%s» → %s', (cell, key) => {
    expect(columnOfHeader(cell, headers)).toBe(key);
  });
});

describe('given a table', () => {
  it('when its header mixes Spanish headers and keys, in any order → rows by key', () => {
    expect(
      rowsOfImportTable(
        [
          ['Tara (kg)', 'employee_number'],
          ['3900', 'E-1'],
        ],
        spec,
      ),
    ).toEqual([{ tare_weight_kg: '3900', employee_number: 'E-1' }]);
  });

  it('when a required column is missing and one is unknown → 422 naming both in Spanish', () => {
    let error: unknown;
    try {
      rowsOfImportTable(
        [
          ['Tara (kg)', 'Peso'],
          ['1', '2'],
        ],
        spec,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(422);
    expect((error as HttpError).errors).toEqual({
      file: [
        'Faltan las columnas: Número de empleado. Columnas que no reconocemos: Peso. Las columnas de la plantilla son: Número de empleado, Tara (kg).',
      ],
    });
  });

  it('numbers the first data row 2, as a spreadsheet shows it', () => {
    expect(spreadsheetRow(0)).toBe(2);
  });
});
