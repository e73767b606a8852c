/**
 * `@jornada/api-client/forms`: zod form schemas generated from the contract's JSON request bodies
 * (src/generated/forms.ts, one `<schema>FormSchema(messages?)` per body), so a form's limits are
 * the contract's. docs/decisions/0040-forms-from-the-contract.md has the rules; callers add only
 * cross-field rules (`.superRefine`) and wording (the `messages` argument).
 */
import type { z } from 'zod';

export * from '../generated/forms.ts';

/**
 * What a form built on a generated schema holds (`defaultValues`, `reset`): the schema's input.
 * @typeParam TFactory - a generated factory, e.g. `typeof terminalInputFormSchema`.
 */
export type FormValuesOf<TFactory extends (...args: never[]) => z.ZodType> = z.input<
  ReturnType<TFactory>
>;
