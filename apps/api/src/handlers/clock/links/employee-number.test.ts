/**
 * Employee numbers as typed at the kiosk (docs/decisions/0048-kiosk-employee-numbers.md): prefix
 * letters and leading zeros optional, an entry naming several employees names nobody, and only
 * well-formed entries are looked up.
 */
import { describe, expect, it } from 'vitest';
import {
  employeeForNumber,
  numberMatches,
  numberParts,
  searchDigits,
  wellFormedNumber,
} from './employee-number.ts';

describe('numberParts', () => {
  it('reads letters in capitals and digits without leading zeros; the rest only separates', () => {
    expect(numberParts('E-0019')).toEqual(['E', '19']);
    expect(numberParts(' e0019 ')).toEqual(['E', '19']);
    expect(numberParts('ab/07.x')).toEqual(['AB', '7', 'X']);
    expect(numberParts('000')).toEqual(['0']);
    expect(numberParts('1-23')).not.toEqual(numberParts('12-3'));
    expect(numberParts('--')).toEqual([]);
  });
});

describe('numberMatches', () => {
  it.each(['E-0019', 'e0019', 'E-19', 'E 19', 'e19', '19', '0019', '00019'])(
    '«%s» names the number printed «E-0019»',
    (entry) => expect(numberMatches(entry, 'E-0019')).toBe(true),
  );

  it.each(['E-0190', 'F-19', '1-9', 'E-19-1', 'EE-19', '190', 'E'])(
    '«%s» does not name «E-0019»',
    (entry) => expect(numberMatches(entry, 'E-0019')).toBe(false),
  );

  it('a number without a prefix is not named by an entry with letters', () => {
    expect(numberMatches('E-19', '0019')).toBe(false);
    expect(numberMatches('19', '0019')).toBe(true);
  });
});

describe('employeeForNumber', () => {
  const e19 = { id: 1, employeeNumber: 'E-0019' };
  const a19 = { id: 2, employeeNumber: 'A-0019' };
  const plain19 = { id: 3, employeeNumber: '19' };
  const e0019 = { id: 4, employeeNumber: 'E0019' };

  it('given one employee answering to the entry → that employee', () => {
    expect(employeeForNumber('19', [e19, { id: 9, employeeNumber: 'E-0190' }])).toBe(e19);
    expect(employeeForNumber('e-19', [e19, a19])).toBe(e19);
  });

  it('given two employees answering to the entry → nobody', () => {
    expect(employeeForNumber('19', [e19, a19])).toBeNull();
    expect(employeeForNumber('e-19', [e19, e0019])).toBeNull();
  });

  it('given a number equal to the entry as typed (any case) → it wins over the others', () => {
    expect(employeeForNumber('19', [e19, a19, plain19])).toBe(plain19);
    expect(employeeForNumber('e0019', [e19, e0019])).toBe(e0019);
    expect(employeeForNumber(' E-0019 ', [e19, e0019])).toBe(e19);
  });

  it('given no employee answering → nobody', () => {
    expect(employeeForNumber('E-20', [e19, a19])).toBeNull();
    expect(employeeForNumber('19', [])).toBeNull();
  });
});

describe('wellFormedNumber', () => {
  it.each(['E-0019', 'e0019', '19', 'AB 12/3', 'E_19', 'E.19', '#19', 'Ñ-19'])(
    '«%s» is well-formed',
    (entry) => expect(wellFormedNumber(entry)).toBe(true),
  );

  it.each(['', '   ', '--', 'E*19', '19@', 'E-19;DROP', 'x'.repeat(31), '😀19'])(
    '«%s» is malformed',
    (entry) => expect(wellFormedNumber(entry)).toBe(false),
  );
});

describe('searchDigits', () => {
  it('is the longest run of digits without leading zeros, which the stored number contains', () => {
    expect(searchDigits('E-0019')).toBe('19');
    expect(searchDigits('A7-00123')).toBe('123');
    expect(searchDigits('ABC')).toBeNull();
    expect('E-0019'.includes(searchDigits('e19')!)).toBe(true);
  });
});
