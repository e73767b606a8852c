/**
 * The accessible list of the fleet map: one row per unit with its economic number (a toggle
 * button that follows it), plate, status, when it last reported (relative, Spanish) and its
 * speed; "Sin posición" for units that never reported.
 */
import type { components } from '@jornada/api-client';
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type BadgeProps,
} from '@jornada/ui';
import { LocateFixed } from 'lucide-react';
import { messages } from '../../messages/messages.ts';
import { absoluteTime, relativeTime, useNow } from './time.ts';

type UnitLocation = components['schemas']['UnitLocation'];
type UnitStatus = components['schemas']['UnitStatus'];

const m = messages.fleetMap;
const unitStatuses = messages.units.statuses;

/** The badge (and marker) tone of each unit status. */
export const statusTone = {
  disponible: 'primary',
  en_ruta: 'success',
  en_mantenimiento: 'warning',
  fuera_de_servicio: 'secondary',
} as const satisfies Record<UnitStatus, NonNullable<BadgeProps['variant']>>;

/** Props of {@link UnitLocationTable}. */
export interface UnitLocationTableProps {
  locations: UnitLocation[];
  /** The followed unit's id, or null. */
  followedId: number | null;
  /** Follows a unit (or stops following it when it is the followed one). */
  onToggleFollow: (unitId: number) => void;
}

/** The units' table. */
export function UnitLocationTable({
  locations,
  followedId,
  onToggleFollow,
}: UnitLocationTableProps) {
  const now = useNow();
  return (
    <Table>
      <TableCaption className="sr-only">{m.caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{m.economicNumber}</TableHead>
          <TableHead>{m.plate}</TableHead>
          <TableHead>{m.status}</TableHead>
          <TableHead>{m.lastPosition}</TableHead>
          <TableHead className="text-right">{m.speed}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {locations.map(({ unit, status, position }) => {
          const followed = unit.id === followedId;
          return (
            <TableRow key={unit.id} data-state={followed ? 'selected' : undefined}>
              <TableCell>
                <Button
                  variant={followed ? 'primary' : 'outline'}
                  size="sm"
                  // No colour transition: the pressed state shows at once (and axe reads it so).
                  className="transition-none"
                  aria-pressed={followed}
                  aria-label={m.follow(unit.economic_number)}
                  disabled={!position}
                  onClick={() => onToggleFollow(unit.id)}
                >
                  <LocateFixed aria-hidden="true" />
                  {unit.economic_number}
                </Button>
              </TableCell>
              <TableCell label={m.plate} className="whitespace-nowrap">
                {unit.plate}
              </TableCell>
              <TableCell label={m.status}>
                {status ? <Badge variant={statusTone[status]}>{unitStatuses[status]}</Badge> : null}
              </TableCell>
              <TableCell label={m.lastPosition} className="whitespace-nowrap">
                {position ? (
                  <time dateTime={position.recorded_at} title={absoluteTime(position.recorded_at)}>
                    {relativeTime(position.recorded_at, now)}
                  </time>
                ) : (
                  <span className="text-muted-foreground">{m.noPosition}</span>
                )}
              </TableCell>
              <TableCell label={m.speed} className="text-right tabular-nums">
                {position ? m.kmh(position.speed_kmh) : '—'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
