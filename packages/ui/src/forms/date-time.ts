const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO instant as the value of `<input type="datetime-local">`, in the
 * browser's local time: '2025-03-01T18:30:00.000Z' → '2025-03-01T12:30' in
 * Mexico City.
 *
 * @param iso - an ISO 8601 string with offset or `Z`.
 * @returns 'YYYY-MM-DDTHH:mm', or '' when `iso` is empty or not a date.
 */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The value of `<input type="datetime-local">` (local time) as an ISO instant
 * in UTC, for the API.
 *
 * @param local - 'YYYY-MM-DDTHH:mm' (seconds optional).
 * @returns the ISO string, or '' when `local` is empty or not a date.
 */
export function localInputToIso(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(local)) return '';
  // Without an offset, `new Date('YYYY-MM-DDTHH:mm')` is read as local time (ECMA-262 Date Time String Format).
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
