/**
 * The sandbox provider's test cards (the contract's `SandboxPaymentInput`): the numbers
 * the checkout page lists and the card form's rules. Pure, so the rules are tested without a DOM.
 */

/** A test card listed on the checkout page. */
export interface TestCard {
  /** The number as shown, in groups of four. */
  number: string;
  /** What paying with it does. */
  outcome: 'approves' | 'declines';
}

/** The cards listed on the page: the first approves, the second is declined. */
export const testCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'approves' },
  { number: '4000 0000 0000 0002', outcome: 'declines' },
];

/** The digits of a typed card number ('4242 4242…' → '4242424242424242'). */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Whether a typed card number has 16 digits (spaces and dashes ignored). */
export function isCardNumber(text: string): boolean {
  return /^\d{16}$/.test(cardDigits(text));
}

/**
 * Whether 'MM/AA' is a real month that has not ended at `now` (a card is valid through the last
 * day of its month).
 * @returns 'invalid' for another shape or month, 'past' for an ended month, 'ok' otherwise.
 */
export function expiryState(text: string, now: Date = new Date()): 'invalid' | 'past' | 'ok' {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth <= now ? 'past' : 'ok';
}
