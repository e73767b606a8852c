/**
 * Employee numbers as people type them at the kiosk (docs/decisions/0048-kiosk-employee-numbers.md):
 * «E-0019», «e0019», «E 19», «E-19» and «19» all name the employee printed «E-0019» on their
 * badge, as long as no other employee of the company answers to the same entry.
 *
 * - A number reads as its **parts**: runs of letters (compared in capitals) and runs of digits
 *   (compared without leading zeros; «000» is «0»). Everything else only separates parts, so
 *   «E-0019» and «E0019» are the parts `E`, `19`, while «1-23» and «12-3» stay different.
 * - An entry names a stored number when their parts are equal, or when the stored number starts
 *   with letters (its prefix) and the entry's parts are the stored ones without that prefix.
 * - A stored number equal to the entry as typed (ignoring case and surrounding spaces) wins over
 *   every other; otherwise exactly one employee must match. Two or more matches, like none, name
 *   nobody: the kiosk answers as for an unknown number (one message for every failure, so the
 *   answer never tells which numbers exist), and the employee types their number in full.
 * - A **well-formed** entry has 1 to 30 characters once trimmed, at least one letter or digit, and
 *   nothing but letters, digits, spaces and `- _ . / #`. Anything else is refused before any
 *   lookup, which says nothing about the numbers stored.
 */

/** The longest employee number (the contract's `Employee.employee_number`), in characters. */
export const employeeNumberMaxLength = 30;

const allowed = /^[\p{L}\p{N}\s\-_./#]+$/u;
const parts = /\p{L}+|[0-9]+/gu;

/**
 * The parts of an employee number: letters in capitals, digits without leading zeros.
 * @example numberParts('e-0019') // ['E', '19']
 */
export function numberParts(text: string): string[] {
  return (text.normalize('NFKC').toUpperCase().match(parts) ?? []).map((part) =>
    /^[0-9]/.test(part) ? part.replace(/^0+(?=[0-9])/, '') : part,
  );
}

/** Whether an entry typed at the kiosk is well-formed (see the module's comment). */
export function wellFormedNumber(entry: string): boolean {
  const text = entry.trim();
  return (
    text.length > 0 &&
    text.length <= employeeNumberMaxLength &&
    allowed.test(text) &&
    numberParts(text).length > 0
  );
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether the typed entry names the stored number (equal parts, or equal but for the prefix). */
export function numberMatches(entry: string, stored: string): boolean {
  const typed = numberParts(entry);
  const printed = numberParts(stored);
  if (typed.length === 0) return false;
  if (same(typed, printed)) return true;
  return /^\p{L}/u.test(printed[0] ?? '') && same(typed, printed.slice(1));
}

/** An employee of the company that an entry may name. */
export interface NumberedEmployee {
  id: number;
  employeeNumber: string;
}

/**
 * The one employee an entry names among `employees` (see the module's comment), or null when it
 * names none or several.
 */
export function employeeForNumber<T extends NumberedEmployee>(
  entry: string,
  employees: readonly T[],
): T | null {
  const typed = entry.trim().toUpperCase();
  const exact = employees.filter((e) => e.employeeNumber.trim().toUpperCase() === typed);
  if (exact.length === 1) return exact[0]!;
  if (exact.length > 1) return null;
  const matches = employees.filter((e) => numberMatches(entry, e.employeeNumber));
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * The longest part of digits of the entry, which every number it names contains as written (its
 * leading zeros dropped, it is still a substring), to narrow the lookup in the database; null for
 * an entry without digits.
 */
export function searchDigits(entry: string): string | null {
  const digits = numberParts(entry).filter((part) => /^[0-9]/.test(part));
  return digits.reduce<string | null>(
    (longest, part) => (part.length > (longest?.length ?? 0) ? part : longest),
    null,
  );
}
