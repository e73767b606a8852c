/**
 * A label as it reads mid-sentence: 'Parada 1' → 'parada 1'. Words that start with two capitals
 * (acronyms such as 'NIV', 'GPS') are left alone.
 */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
