/**
 * The ISO 6346 check digit of a container number (contract `ContainerNumber`): letters take the
 * values A=10, B=12 … Z=38 (skipping multiples of 11), digits their own value; each of the first
 * ten characters is multiplied by 2^position, the sum is taken modulo 11 and then modulo 10.
 * The form only hints with it; the server is the one that refuses a wrong digit (422).
 */

/** The shape of a container number: owner code, category (U, J, Z), serial and check digit. */
export const containerNumberPattern = /^[A-Z]{3}[UJZ][0-9]{7}$/;

function letterValue(letter: string): number {
  let value = 10;
  for (let code = 'A'.charCodeAt(0); code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/**
 * The check digit the first ten characters of `number` call for.
 * @param number a container number, at least its first ten characters (upper case).
 * @returns 0–9, or null when the first ten characters are not 4 letters and 6 digits.
 */
export function containerCheckDigit(number: string): number | null {
  const head = number.slice(0, 10);
  if (!/^[A-Z]{4}[0-9]{6}$/.test(head)) return null;
  let sum = 0;
  for (let position = 0; position < 10; position++) {
    const char = head[position]!;
    const value = position < 4 ? letterValue(char) : Number(char);
    sum += value * 2 ** position;
  }
  return (sum % 11) % 10;
}

/** Whether `number` has the contract's shape and its check digit is right. */
export function isValidContainerNumber(number: string): boolean {
  return (
    containerNumberPattern.test(number) && containerCheckDigit(number) === Number(number.at(10))
  );
}
