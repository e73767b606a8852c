/**
 * The prefix full-text query of free text (db/prefix-query.ts).
 */
import { describe, expect, it } from 'vitest';
import { toPrefixQuery } from './prefix-query.ts';

describe('given free text', () => {
  it('keeps letters and digits of each word as a prefix, joined by «and»', () => {
    expect(toPrefixQuery("Chofer & 'quinta' rueda:*")).toBe('chofer:* & quinta:* & rueda:*');
    expect(toPrefixQuery('Ruta 57 QRO')).toBe('ruta:* & 57:* & qro:*');
  });

  it('has no query without a searchable word, and counts the first 12 words only', () => {
    expect(toPrefixQuery(' !! ')).toBeNull();
    expect(toPrefixQuery(undefined)).toBeNull();
    expect(toPrefixQuery('a b c d e f g h i j k l m n')!.split(' & ')).toHaveLength(12);
  });
});
