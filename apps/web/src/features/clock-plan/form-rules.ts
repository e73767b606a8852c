/**
 * A rule across fields of a sheet's zod schema (the exit differs from the entry, the end date
 * follows the start) runs as soon as those fields are valid, not only once the whole form is
 * (zod's default), so its message appears while other fields still have errors.
 */
import type * as zc from 'zod/v4/core';

/** A `refine` `when` option: run when none of `fields` (top-level names) has an issue. */
export function fieldsValid(...fields: string[]) {
  return (payload: zc.ParsePayload) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}
