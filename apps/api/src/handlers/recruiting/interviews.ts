/**
 * Interviews: the company proposes, the candidate
 * confirms or rejects with a reason, either side reschedules, the company
 * records the outcome; the candidate may request or cancel their own.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { candidateInterviewHandlers } from './interviews-candidate.ts';
import { companyInterviewHandlers } from './interviews-company.ts';

/** Handlers keyed by operationId. */
export function interviewHandlers(context: AppContext): Handlers {
  return { ...companyInterviewHandlers(context), ...candidateInterviewHandlers(context) };
}
