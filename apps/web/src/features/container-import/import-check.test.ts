import { describe, expect, it } from 'vitest';
import { checkImportRows } from './import-check.ts';
import { parseCsv } from './import-file.ts';

const row = (overrides: Record<string, string> = {}) => ({
  number: 'CSQU3054383',
  type: 'dry',
  size: '40',
  status: 'en_patio',
  terminal_code: 'MZO-01',
  ...overrides,
});

describe('given the rows of a container import file', () => {
  it('when rows have a wrong check digit, a repeated number and an unknown terminal → a problem each, on its spreadsheet row', () => {
    const check = checkImportRows(
      [
        row(),
        row({ number: 'MSKU9070324' }),
        row(),
        row({ number: 'MSKU9070323', terminal_code: 'XXX-9' }),
        row({ number: 'MSCU1000070', size: '30', type: 'box' }),
      ],
      [{ code: 'MZO-01' }],
    );
    expect(check.total).toBe(5);
    expect(check.ready).toBe(1);
    expect(check.problems).toEqual([
      { row: 3, field: 'number', problem: 'El dígito verificador no coincide; debe ser 3.' },
      { row: 4, field: 'number', problem: 'El número se repite: ya está en la fila 2.' },
      { row: 5, field: 'terminal_code', problem: 'No hay una terminal con la clave XXX-9.' },
      {
        row: 6,
        field: 'type',
        problem: 'Tipo desconocido: usa dry, reefer, open_top, flat_rack o tank.',
      },
      { row: 6, field: 'size', problem: 'El tamaño es 20, 40 o 45.' },
    ]);
  });

  it('when a CSV has quoted fields, doubled quotes, CRLF and a BOM → its records', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });
});
