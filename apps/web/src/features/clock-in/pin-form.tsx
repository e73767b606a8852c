/**
 * "Mi PIN de kiosco" (decision 39): whether the employee has a PIN, and a button that opens the
 * form to set or change it (pin-form-fields.tsx). The PIN is set once and changed seldom, so the
 * form's code (zod and React Hook Form, ~40 KB compressed) loads when the button is pointed at,
 * focused or pressed, not with /mi-asistencia (docs/decisions/0045-phone-weight.md).
 */
import { Button, Card } from '@jornada/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { clockInMessages } from './clock-in-messages.ts';

const m = clockInMessages.pin;

const loadFields = () => import('./pin-form-fields.tsx');
const PinFormFields = lazy(async () => ({ default: (await loadFields()).PinFormFields }));

/** Props of {@link PinForm}. */
export interface PinFormProps {
  employeeId: number;
  /** Whether a PIN is already set (`ClockerEmployee.pin_set`). */
  pinSet: boolean;
}

/** The PIN section: its state, and the form behind «Crear mi PIN» / «Cambiar mi PIN». */
export function PinForm({ employeeId, pinSet }: PinFormProps) {
  const [open, setOpen] = useState(false);
  // Once opened the form stays mounted (hidden when closed), so that what was typed is kept.
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState(false);
  const regionId = useId();
  const preload = () => void loadFields().catch(() => {});
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-xl font-semibold">{m.heading}</h2>
      <p className="text-muted-foreground">{pinSet || saved ? m.isSet : m.notSet}</p>
      <Button
        variant="outline"
        className="w-fit"
        aria-expanded={open}
        aria-controls={regionId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
      >
        {pinSet || saved ? m.change : m.create}
      </Button>
      <div id={regionId} hidden={!open}>
        {opened ? (
          <Suspense fallback={null}>
            <PinFormFields employeeId={employeeId} onSaved={() => setSaved(true)} />
          </Suspense>
        ) : null}
      </div>
    </Card>
  );
}
