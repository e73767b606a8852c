/**
 * An employee's clock-in status (`ClockStatus`, decision 39) as a badge: its colour, an icon and
 * its Spanish name, so the status never rests on colour alone (WCAG 1.4.1).
 */
import type { components } from '@jornada/api-client';
import { Badge, type BadgeProps } from '@jornada/ui';
import {
  CircleCheck,
  CircleDashed,
  CircleMinus,
  CircleX,
  Clock,
  Coffee,
  LogOut,
  type LucideIcon,
} from 'lucide-react';
import { messages } from '../../messages/messages.ts';

/** A status of the contract. */
export type ClockStatus = components['schemas']['ClockStatus'];

/** The statuses in the board's order: the day's flow, then who is not expected. */
export const clockStatuses = [
  'en_turno',
  'en_receso',
  'retardo',
  'falta',
  'salida',
  'sin_registro',
  'descanso',
] as const satisfies readonly ClockStatus[];

const look: Record<ClockStatus, { variant: BadgeProps['variant']; icon: LucideIcon }> = {
  en_turno: { variant: 'success', icon: CircleCheck },
  en_receso: { variant: 'secondary', icon: Coffee },
  retardo: { variant: 'warning', icon: Clock },
  falta: { variant: 'danger', icon: CircleX },
  salida: { variant: 'outline', icon: LogOut },
  sin_registro: { variant: 'outline', icon: CircleDashed },
  descanso: { variant: 'outline', icon: CircleMinus },
};

/** The icon of a status (the counters show it too). */
export function clockStatusIcon(status: ClockStatus): LucideIcon {
  return look[status].icon;
}

/** The badge of `status`. */
export function ClockStatusBadge({ status }: { status: ClockStatus }) {
  const { variant, icon: Icon } = look[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden="true" />
      {messages.clockAttendance.statuses[status]}
    </Badge>
  );
}
