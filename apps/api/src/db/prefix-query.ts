/**
 * Free text as a prefix full-text query, shared by every search over a
 * `search_vector` (`jornada_es` configuration): company records
 * (records/company-record.ts), vacancies, attendances and assignments.
 */

/**
 * Builds a prefix tsquery (`chofer:* & quinta:*`) from free text; `null` when
 * the text has no searchable word. Words keep only letters and digits, so the
 * result is always a valid tsquery.
 * @param text - what the caller typed; at most its first 12 words count.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  const words = text
    ?.normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words?.length
    ? words
        .slice(0, 12)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}
