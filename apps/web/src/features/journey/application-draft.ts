/**
 * The application a job seeker is typing, kept in `sessionStorage` per vacancy
 * (docs/decisions/0029-letters-and-seeker-journey.md) so that leaving to complete the profile and
 * coming back keeps it. Cleared once the application is sent. Storage failures (private mode,
 * full quota) are ignored: the draft is a convenience.
 */

/**
 * The typed fields of /solicitud-trabajo: salary in whole pesos as typed, and the profile fields
 * the form asks for when the profile lacks them.
 */
export interface ApplicationDraft {
  cover_letter: string;
  expected_salary: string;
  desired_position: string;
}

const key = (vacancyId: number) => `jornada:solicitud:${vacancyId}`;

/** The kept draft of vacancy `vacancyId`, or `undefined`. */
export function readApplicationDraft(vacancyId: number): ApplicationDraft | undefined {
  try {
    const raw = sessionStorage.getItem(key(vacancyId));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<ApplicationDraft>;
    return {
      cover_letter: typeof value.cover_letter === 'string' ? value.cover_letter : '',
      expected_salary: typeof value.expected_salary === 'string' ? value.expected_salary : '',
      desired_position: typeof value.desired_position === 'string' ? value.desired_position : '',
    };
  } catch {
    return undefined;
  }
}

/** Keeps `draft` for vacancy `vacancyId` (an empty draft removes it). */
export function writeApplicationDraft(vacancyId: number, draft: ApplicationDraft): void {
  try {
    if (!draft.cover_letter && !draft.expected_salary && !draft.desired_position)
      sessionStorage.removeItem(key(vacancyId));
    else sessionStorage.setItem(key(vacancyId), JSON.stringify(draft));
  } catch {
    // A draft that cannot be kept is only lost on leaving the page.
  }
}

/** Forgets the draft of vacancy `vacancyId` (after the application is sent). */
export function clearApplicationDraft(vacancyId: number): void {
  try {
    sessionStorage.removeItem(key(vacancyId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
