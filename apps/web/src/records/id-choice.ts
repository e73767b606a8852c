/**
 * A record picked in a `SelectField`: the select holds the id as a string ('' for none) and the
 * request body wants the number. Used in `.extend` over a generated form schema
 * (docs/decisions/0040-forms-from-the-contract.md), under the contract's field name so that the
 * server's 422 for it shows on the picker.
 */
import { z } from 'zod';

/**
 * The schema of an id chosen in a select, optional: '' becomes `none`.
 * @param none - `null` where the contract allows null, `undefined` to leave the field out.
 * @returns a zod string schema whose output is the id (a positive integer) or `none`.
 */
export function idChoice<TNone extends null | undefined>(none: TNone) {
  return z.string().transform((id): number | TNone => (id ? Number(id) : none));
}

/**
 * The schema of an id that must be chosen in a select.
 * @param required - the message when nothing is chosen.
 * @returns a zod string schema that refuses '' and whose output is the id.
 */
export function requiredIdChoice(required: string) {
  return z
    .string()
    .min(1, { error: required })
    .transform((id) => Number(id));
}
