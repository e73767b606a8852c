/**
 * A container's status life cycle (docs/decisions/0023-container-tracking.md):
 * the moves staff may make by
 * hand, and the moves that history events and orders make on their own.
 * `baja` (retired) is final.
 */
import type { components } from '@jornada/api-client/schema';

/** A container status of the contract. */
export type ContainerStatus = components['schemas']['ContainerStatus'];
/** A history event of the contract. */
export type ContainerHistoryEvent = components['schemas']['ContainerHistoryEvent'];

/** The statuses a container may move to from each status. */
export const containerMoves: Record<ContainerStatus, readonly ContainerStatus[]> = {
  en_transito: ['en_patio', 'en_terminal', 'en_reparacion', 'baja'],
  en_patio: ['en_terminal', 'asignado', 'en_ruta', 'en_transito', 'en_reparacion', 'baja'],
  en_terminal: ['en_patio', 'asignado', 'en_ruta', 'en_transito', 'en_reparacion', 'baja'],
  asignado: ['en_ruta', 'en_patio', 'en_terminal'],
  en_ruta: ['entregado', 'en_patio', 'en_terminal'],
  entregado: ['vacio_devuelto', 'en_ruta', 'en_patio', 'en_terminal'],
  vacio_devuelto: ['en_patio', 'en_terminal', 'en_transito', 'asignado', 'baja'],
  en_reparacion: ['en_patio', 'en_terminal', 'baja'],
  baja: [],
};

/** Whether a container may move from one status to another (staying put is always allowed). */
export const canMove = (from: ContainerStatus, to: ContainerStatus) =>
  from === to || containerMoves[from].includes(to);

/**
 * The status a history event moves a container to, when it moves it: a gate-in
 * puts it in the terminal (or the yard, for a `patio` terminal), a gate-out on
 * the road, a repair in the shop. The move happens only when the life cycle
 * allows it from the current status; the event is recorded either way.
 * @param terminalType - the type of the event's terminal, if it names one.
 */
export function statusAfterEvent(
  event: ContainerHistoryEvent,
  terminalType?: string | null,
): ContainerStatus | undefined {
  switch (event) {
    case 'gate_in':
      return terminalType === 'patio' ? 'en_patio' : 'en_terminal';
    case 'gate_out':
      return 'en_ruta';
    case 'reparacion':
    case 'dano':
      return 'en_reparacion';
    default:
      return undefined;
  }
}
