/**
 * Whether a check-in from the phone asks for the device's position
 * (docs/decisions/0043-location-policy-per-shift.md): the shift's own `location_policy`, or,
 * when the shift names none or there is no shift that day, the company's `require_location`
 * (`required` when true, `optional` when false).
 */
import type { components } from '@jornada/api-client/schema';

type LocationPolicy = components['schemas']['LocationPolicy'];

/** The policy that applies to a check-in of `shift` in a company with `requireLocation`. */
export function locationPolicyOf(
  shift: { locationPolicy: LocationPolicy | null } | null | undefined,
  requireLocation: boolean,
): LocationPolicy {
  return shift?.locationPolicy ?? (requireLocation ? 'required' : 'optional');
}
