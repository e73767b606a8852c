/**
 * A tour's passengers with a large "Abordó" switch each (the whole row is its label, at least
 * 64 px tall for a thumb).
 */
import type { components } from '@jornada/api-client';
import { Switch } from '@jornada/ui';
import { driverMessages } from './driver-messages.ts';

type Passenger = components['schemas']['Passenger'];

const m = driverMessages.driver;

/** Props of {@link PassengerList}. */
export interface PassengerListProps {
  passengers: Passenger[];
  /** No marks allowed (the tour is over or cancelled). */
  disabled: boolean;
  onMark: (passenger: Passenger, boarded: boolean) => void;
}

/** The passenger list. */
export function PassengerList({ passengers, disabled, onMark }: PassengerListProps) {
  if (passengers.length === 0) return <p className="text-muted-foreground">{m.noPassengers}</p>;
  return (
    <ul className="grid gap-2">
      {passengers.map((passenger) => {
        const id = `pasajero-${passenger.id}`;
        return (
          <li key={passenger.id}>
            <label
              htmlFor={id}
              data-state={passenger.boarded ? 'checked' : 'unchecked'}
              className="flex min-h-16 cursor-pointer items-center justify-between gap-4 rounded-lg border bg-card p-4 has-[:disabled]:cursor-not-allowed data-[state=checked]:border-success"
            >
              <span className="grid">
                <span className="font-medium">{passenger.name}</span>
                {passenger.boarding_stop ? (
                  <span className="text-sm text-muted-foreground">
                    {m.boardingStop(passenger.boarding_stop)}
                  </span>
                ) : null}
              </span>
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className="text-sm font-medium">
                  {m.boarded}
                </span>
                <Switch
                  id={id}
                  aria-label={`${m.boarded}: ${passenger.name}`}
                  checked={passenger.boarded}
                  disabled={disabled}
                  onCheckedChange={(checked) => onMark(passenger, checked)}
                />
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
