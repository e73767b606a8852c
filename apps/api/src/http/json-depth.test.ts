import { describe, expect, it } from 'vitest';
import { fieldsWithNul } from './input-guards.ts';
import { jsonDepth, maxJsonDepth } from './json-depth.ts';

describe('jsonDepth (the JSON body parser’s nesting limit)', () => {
  it('given flat and nested texts, counts the deepest nesting of arrays and objects', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
  });

  it('given brackets and escaped quotes inside strings, does not count them', () => {
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('["\\"[[[", ["\\\\"], "]"]')).toBe(2);
  });

  it('given 1,000,000 nested arrays, stops counting past the limit without recursion', () => {
    expect(jsonDepth('['.repeat(1_000_000) + ']'.repeat(1_000_000))).toBe(maxJsonDepth + 1);
  });
});

describe('fieldsWithNul (the NUL guard)', () => {
  it('given a value nested 100,000 levels deep, walks it without overflowing the stack', () => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(fieldsWithNul(value)).toEqual([Array(100_000).fill('0').join('.')]);
  });

  it('given NULs in values and keys, names each field in document order', () => {
    expect(
      fieldsWithNul({ a: 'x\u0000', b: [{ c: 'ok' }, { d: '\u0000' }], ['e\u0000']: 'ok' }),
    ).toEqual(['a', 'b.1.d', 'e\u0000']);
  });
});
