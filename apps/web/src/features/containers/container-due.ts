/**
 * What is due for a container (docs/decisions/0023-container-tracking.md; "what is due next"): its next call (the earliest
 * appointment from now on that is neither attended nor cancelled) and how many whole days it has
 * been in the yard (since `arrived_at`, while its status is `en_patio` or `en_terminal`).
 */
import type { components } from '@jornada/api-client';

type Container = components['schemas']['Container'];
type ContainerCall = components['schemas']['ContainerCall'];

const dayMs = 24 * 60 * 60 * 1000;

/** The container's next open call after `now`, or null. */
export function nextCall(calls: readonly ContainerCall[], now: Date): ContainerCall | null {
  const open = calls
    .filter(
      (call) =>
        !['atendida', 'cancelada', 'vencida'].includes(call.status) &&
        new Date(call.scheduled_at).getTime() >= now.getTime(),
    )
    .sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at));
  return open[0] ?? null;
}

/** Whole days in the yard at `now`, or null when the container is not in a yard or terminal. */
export function daysInYard(container: Container, now: Date): number | null {
  if (!container.arrived_at) return null;
  if (container.status !== 'en_patio' && container.status !== 'en_terminal') return null;
  return Math.max(
    0,
    Math.floor((now.getTime() - new Date(container.arrived_at).getTime()) / dayMs),
  );
}
