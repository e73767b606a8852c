/**
 * The inspection checklist (contract `RevisionCheckItem`) as the revision order's form holds it:
 * its zod schema (Spanish messages), the default Spanish template, and the conversions to and
 * from the contract's items.
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';

/** One checklist item as the contract has it. */
export type CheckItem = components['schemas']['RevisionCheckItem'];

/** A check's result: `ok` Correcto, `falla` Con falla, `na` No aplica. */
export type CheckResult = CheckItem['result'];

const m = messages.revisionOrders.checklist;

/** The results, in the order the radio group offers them. */
export const checkResults = ['ok', 'falla', 'na'] as const satisfies readonly CheckResult[];

/** One item of the form: a result not chosen yet is `''`, comments are text (`''` for none). */
export const checkItemSchema = z.object({
  item: z.string().trim().min(1, { error: m.itemInvalid }).max(200, { error: m.itemInvalid }),
  result: z.enum(checkResults, { error: m.chooseResult }),
  comments: z.string().trim().max(2000, { error: m.commentsInvalid }),
});

/** The whole list (the contract takes 200 items at most). */
export const checklistSchema = z.array(checkItemSchema).max(200, { error: m.tooMany });

/** A form item (before validation). */
export type CheckItemInput = z.input<typeof checkItemSchema>;

/** The default inspection checklist (luces, frenos, llantas…), every result still to choose. */
export function checklistTemplate(): CheckItemInput[] {
  return m.template.map((item) => ({ item, result: '' as CheckResult, comments: '' }));
}

/** The form's items of a stored checklist. */
export function checklistToForm(items: readonly CheckItem[]): CheckItemInput[] {
  return items.map(({ item, result, comments }) => ({ item, result, comments: comments ?? '' }));
}

/** The contract's items of the validated form (empty comments are `null`). */
export function checklistFromForm(
  items: ReadonlyArray<z.output<typeof checkItemSchema>>,
): CheckItem[] {
  return items.map(({ item, result, comments }) => ({ item, result, comments: comments || null }));
}

/** How many items failed: the list's "hallazgos". */
export function findingsOf(items: ReadonlyArray<Pick<CheckItem, 'result'>>): number {
  return items.filter((check) => check.result === 'falla').length;
}
