/**
 * The company's location rule as the phone reads it (docs/decisions/0043-location-policy-per-shift.md):
 * what the page says before the tap, whether it asks the device for its position at all, and what
 * it says when there is no position.
 */
import type { components } from '@jornada/api-client';
import { clockInMessages } from './clock-in-messages.ts';
import type { LocationProblem } from './geolocation.ts';

/** `required`, `optional` or `off` (the contract's `LocationPolicy`). */
export type LocationPolicy = components['schemas']['LocationPolicy'];

const m = clockInMessages;

/**
 * The rule that applies to the employee now. A copy cached before the server said it (no
 * `location_policy`) reads as `optional`: the page asks for the position as it always did.
 */
export function policyOf(employee: { location_policy?: LocationPolicy }): LocationPolicy {
  return employee.location_policy ?? 'optional';
}

/** What the page says before «Registrar entrada»; null when the position is not asked for. */
export function policyNotice(policy: LocationPolicy): string | null {
  return policy === 'off' ? null : m.policy[policy];
}

/** Whether the page asks the device for its position before a check. */
export const asksForPosition = (policy: LocationPolicy) => policy !== 'off';

/** Why a check went without the position and what that means under `policy`. */
export function locationWarning(problem: LocationProblem, policy: LocationPolicy): string {
  return `${m.location[problem]} ${m.locationThen[policy === 'required' ? 'required' : 'optional']}`;
}
