/**
 * What a job seeker must have in their profile before applying (docs/decisions/0029-letters-and-seeker-journey.md):
 * the server refuses an application without a
 * saved profile, and the profile form requires «Puesto que buscas» to save one, so that is the
 * one field named when it is missing.
 */
import type { components } from '@jornada/api-client';

type Profile = components['schemas']['Profile'];

/** A profile field the application needs. */
export type RequiredProfileField = 'desired_position';

/**
 * The fields to complete before applying; empty when the user can apply.
 * @param profile the user's profile, or `null` when they have none yet.
 */
export function missingProfileFields(profile: Profile | null): RequiredProfileField[] {
  return profile ? [] : ['desired_position'];
}

/**
 * Reads the `faltan` search param of /mi-perfil back into the fields it names (unknown names are
 * dropped, so a hand-edited URL names nothing it should not).
 */
export function parseMissingFields(value: string | null): RequiredProfileField[] {
  return (value ?? '')
    .split(',')
    .filter((name): name is RequiredProfileField => name === 'desired_position');
}
