/**
 * ISO 6346 container numbers (the contract's
 * `ContainerNumber`): owner code (3 letters), category (U, J or Z), a 6-digit
 * serial and a check digit. Written here rather than taken from npm: the only
 * candidate on the registry (`container-validator`) has a single release, no
 * types and lists itself as its own dependency; the rule is ten lines
 * (docs/decisions/0023-container-tracking.md).
 */

/** The shape of a number, before the check digit is verified. */
export const containerNumberPattern = /^[A-Z]{3}[UJZ][0-9]{7}$/;

/**
 * The value ISO 6346 gives a letter: A=10, then upwards skipping the
 * multiples of 11 (so B=12, K=21, V=32, Z=38).
 */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/**
 * The check digit of the first ten characters of a container number: each
 * character's value times 2^position, summed, modulo 11, modulo 10.
 * @param first10 - owner code, category and serial, e.g. `CSQU305438`.
 * @throws Error when `first10` is not 4 letters and 6 digits.
 */
export function checkDigit(first10: string): number {
  if (!/^[A-Z]{4}[0-9]{6}$/.test(first10)) throw new Error(`No es un prefijo ISO 6346: ${first10}`);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const char = first10[i]!;
    const value = i < 4 ? letterValue(char) : Number(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** What {@link verifyContainerNumber} found wrong, if anything. */
export type ContainerNumberProblem =
  | { ok: true }
  | { ok: false; reason: 'format' }
  | { ok: false; reason: 'check_digit'; expected: number };

/**
 * Verifies a container number: its shape and its check digit.
 * @param number - upper-case number without spaces, e.g. `CSQU3054383`.
 */
export function verifyContainerNumber(number: string): ContainerNumberProblem {
  if (!containerNumberPattern.test(number)) return { ok: false, reason: 'format' };
  const expected = checkDigit(number.slice(0, 10));
  return expected === Number(number[10])
    ? { ok: true }
    : { ok: false, reason: 'check_digit', expected };
}

/** A number as people type it (`csqu 305438-3`) in the stored form (`CSQU3054383`). */
export const normalizeContainerNumber = (raw: string) => raw.toUpperCase().replace(/[\s.-]/g, '');
