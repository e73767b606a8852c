/**
 * How container statuses read (contract `ContainerStatus`): the badge colour of each, and the
 * company's terminals as the forms' choices.
 */
import {
  listCompanyTerminalsQueryOptions,
  type components,
  type JornadaClient,
} from '@jornada/api-client';
import type { BadgeProps } from '@jornada/ui';

/** A container status. */
export type ContainerStatus = components['schemas']['ContainerStatus'];

/** Badge colour of a status: moving ones stand out, finished ones are quiet. */
export function containerStatusVariant(status: ContainerStatus): BadgeProps['variant'] {
  const variants: Record<ContainerStatus, BadgeProps['variant']> = {
    en_transito: 'primary',
    en_patio: 'secondary',
    en_terminal: 'secondary',
    asignado: 'primary',
    en_ruta: 'primary',
    entregado: 'success',
    vacio_devuelto: 'outline',
    en_reparacion: 'warning',
    baja: 'outline',
  };
  return variants[status];
}

/** The company's terminals for the forms' selects (50 is the contract's page limit). */
export function terminalOptionsQuery(api: JornadaClient, companyId: number) {
  return listCompanyTerminalsQueryOptions(api, companyId, { page: 1, per_page: 50 });
}
