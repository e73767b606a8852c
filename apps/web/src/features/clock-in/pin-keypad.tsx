/**
 * The kiosk's numeric keypad (issue 18 item 5): digits 0–9, "Borrar" (the last digit) and
 * "Limpiar", as large real buttons that type into the field last focused. Pressing a key with
 * a pointer keeps the focus in that field, so the on-screen and the physical keyboard mix.
 */
import { Button } from '@jornada/ui';
import { Delete } from 'lucide-react';
import type * as React from 'react';
import { clockInMessages } from '../../clock-in-messages.ts';

const m = clockInMessages.kiosk;

/** Props of {@link PinKeypad}. */
export interface PinKeypadProps {
  /** The name of the field the keys type into ("PIN"). */
  target: string;
  onDigit: (digit: string) => void;
  onErase: () => void;
  onClear: () => void;
}

const keep = (event: React.MouseEvent) => event.preventDefault();
const key = 'h-16 text-2xl font-semibold';

/** A 3 × 4 keypad. */
export function PinKeypad({ target, onDigit, onErase, onClear }: PinKeypadProps) {
  return (
    <div role="group" aria-label={m.keypad(target)} className="grid grid-cols-3 gap-2">
      {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
        <Button
          key={digit}
          type="button"
          variant="outline"
          className={key}
          onMouseDown={keep}
          onClick={() => onDigit(digit)}
        >
          {digit}
        </Button>
      ))}
      <Button
        type="button"
        variant="secondary"
        className={key}
        onMouseDown={keep}
        onClick={onClear}
      >
        <span className="text-base">{m.clear}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        className={key}
        onMouseDown={keep}
        onClick={() => onDigit('0')}
      >
        0
      </Button>
      <Button
        type="button"
        variant="secondary"
        className={key}
        onMouseDown={keep}
        onClick={onErase}
      >
        <Delete aria-hidden="true" />
        <span className="text-base">{m.erase}</span>
      </Button>
    </div>
  );
}
