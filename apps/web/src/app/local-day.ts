/** Calendar days in the browser's local time, as the contract's `format: date` parameters want. */

/** 'YYYY-MM-DD' of `date` in local time. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
