/**
 * Gender inference: a
 * deterministic name-based classifier (`gender/infer.ts`), used to pre-fill
 * forms and never stored.
 */
import { inferGender } from '../gender/infer.ts';
import type { AppContext, Handlers } from '../http/context.ts';

/** Handlers keyed by operationId. */
export function genderHandlers(_context: AppContext): Handlers {
  return {
    async inferGender(request) {
      const { full_name: fullName } = request.query;
      return { data: inferGender(fullName.trim()) };
    },
  };
}
