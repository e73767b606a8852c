/**
 * The kiosk's keypad (docs/decisions/0020-clock-in.md, docs/decisions/0048-kiosk-employee-numbers.md):
 * digits 0–9, "Borrar" (the last character) and "Limpiar", as large real buttons that type into
 * the field last focused. For the employee number it also has «-» and «ABC», which switches to
 * the letters A–Z (and «123» back), so a number is typed as printed on the badge («E-0019»).
 * Pressing a key with a pointer keeps the focus in that field, so the on-screen and the physical
 * keyboard mix.
 */
import { Button } from '@jornada/ui';
import { Delete } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { clockInMessages } from './clock-in-messages.ts';

const m = clockInMessages.kiosk;

/** Props of {@link PinKeypad}. */
export interface PinKeypadProps {
  /** The name of the field the keys type into ("PIN"). */
  target: string;
  /**
   * Whether the field takes letters and «-» (the employee number): adds «-» and the «ABC» switch.
   * @default false
   */
  letters?: boolean;
  /** A key was pressed: a digit, a capital letter or «-». */
  onKey: (key: string) => void;
  onErase: () => void;
  onClear: () => void;
}

const keep = (event: React.MouseEvent) => event.preventDefault();
const key = 'h-14 min-w-0 px-1 text-2xl font-semibold sm:h-16';
const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const alphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** A 3 × 4 keypad of digits, or (for the number) a keypad with «-» and the letters behind «ABC». */
export function PinKeypad({ target, letters = false, onKey, onErase, onClear }: PinKeypadProps) {
  const [layout, setLayout] = useState<'digits' | 'letters'>('digits');
  const shown = letters ? layout : 'digits';
  const press = (value: string) => (
    <Button
      key={value}
      type="button"
      variant="outline"
      className={key}
      onMouseDown={keep}
      onClick={() => onKey(value)}
    >
      {value}
    </Button>
  );
  const clear = (
    <Button
      type="button"
      variant="secondary"
      className={`${key} group-data-[layout=letters]:col-span-3`}
      onMouseDown={keep}
      onClick={onClear}
    >
      <span className="text-base">{m.clear}</span>
    </Button>
  );
  const erase = (
    <Button
      type="button"
      variant="secondary"
      className={`${key} group-data-[layout=letters]:col-span-3`}
      onMouseDown={keep}
      onClick={onErase}
    >
      <Delete aria-hidden="true" />
      <span className="text-base">{m.erase}</span>
    </Button>
  );
  const toggle = (
    <Button
      type="button"
      variant="secondary"
      className={`${key} col-span-2 group-data-[layout=letters]:col-span-3`}
      onMouseDown={keep}
      onClick={() => setLayout(shown === 'letters' ? 'digits' : 'letters')}
    >
      {/* The visible text starts the accessible name ("ABC letras"), WCAG 2.5.3. */}
      <span>{shown === 'letters' ? m.digitsKey : m.lettersKey}</span>
      <span className="sr-only">{shown === 'letters' ? m.digitsHint : m.lettersHint}</span>
    </Button>
  );
  return (
    <div
      role="group"
      aria-label={m.keypad(target)}
      data-layout={shown}
      className="group grid grid-cols-3 gap-2 data-[layout=letters]:grid-cols-6"
    >
      {shown === 'letters' ? (
        <>
          {alphabet.map(press)}
          {press('-')}
          {toggle}
          {clear}
          {erase}
        </>
      ) : (
        <>
          {digits.map(press)}
          {clear}
          {press('0')}
          {erase}
          {letters ? (
            <>
              {press('-')}
              {toggle}
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
