const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/**
 * Formats integer cents as Mexican pesos: `123450` → '$1,234.50'.
 *
 * @param cents - an amount in integer cents (centavos).
 */
export function formatMoney(cents: number): string {
  return mxn.format(cents / 100);
}

// Optional sign, then digits with or without thousands commas, then up to two decimals.
const moneyPattern = /^(-)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Reads what a person types as pesos into integer cents, without floating
 * point: '1,234.50', '1234.5', '$1,234.50', 'MXN 80', '.5' and '-20' are
 * accepted; commas only as thousands separators, at most two decimals.
 *
 * @param text - the typed text.
 * @returns the amount in integer cents, `null` for empty text, or `NaN` when it is not an amount.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text
    .replace(/\s|\u00a0/g, '')
    .replace(/^(-?)(?:MXN|\$)+/i, '$1')
    .replace(/MXN$/i, '');
  if (cleaned === '' || cleaned === '-') return cleaned === '' ? null : Number.NaN;
  const match = moneyPattern.exec(cleaned);
  if (!match) return Number.NaN;
  const [, sign, whole = '', decimals] = match;
  if (whole === '' && !decimals) return Number.NaN;
  const cents =
    Number(whole.replace(/,/g, '') || '0') * 100 + Number((decimals ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return Number.NaN;
  return sign && cents !== 0 ? -cents : cents;
}
