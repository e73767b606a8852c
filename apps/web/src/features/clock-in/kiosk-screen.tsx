/**
 * /kiosco#<token> (decision 39): a shared tablet at the entrance, nobody signed
 * in. The company's name, a big clock, the employee number and PIN (typed or on the keypad) or a
 * scanned personal-link QR code, and the four actions; a greeting after each check, then the
 * form clears. An expired or revoked link shows only that. The tablet's position is read once
 * and sent with every check.
 */
import {
  createClockLinkAttendanceMutationOptions,
  isApiError,
  retryAfterSeconds,
  type ClockLinkAttendance,
  type ClockLinkAttendanceInput,
} from '@jornada/api-client';
import { Button, Input, Label } from '@jornada/ui';
import { useMutation } from '@tanstack/react-query';
import { QrCode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { clockInMessages } from './clock-in-messages.ts';
import { kioskFailure } from './check-errors.ts';
import type { ClockAction } from './clock-state.ts';
import { clockTime, deviceTimeZone, partOfDay } from './format.ts';
import { currentPosition, type Coordinates } from './geolocation.ts';
import { KioskClock } from './kiosk-clock.tsx';
import { KioskGreeting } from './kiosk-greeting.tsx';
import { PinKeypad } from './pin-keypad.tsx';
import { QrScanner } from './qr-scanner.tsx';

const m = clockInMessages.kiosk;
const actions: ClockAction[] = ['check_in', 'check_out', 'break_start', 'break_end'];

/** The instant a check happened, from the server's record. */
function checkedAt(type: ClockAction, result: ClockLinkAttendance): string {
  const record = result.attendance;
  const last = record.breaks.at(-1);
  const at =
    type === 'check_in'
      ? record.check_in_at
      : type === 'check_out'
        ? record.check_out_at
        : type === 'break_start'
          ? last?.started_at
          : last?.ended_at;
  return at ?? new Date().toISOString();
}

/** Props of {@link KioskScreen}. */
export interface KioskScreenProps {
  token: string;
  companyName: string;
  /** The kiosk's link expired or was revoked while in use. */
  onExpired: () => void;
  /** A scanned code was refused as expired: the kiosk's own link is checked again. */
  onRecheck: () => void;
}

/** The kiosk's form, actions, scanner and greeting. */
export function KioskScreen({ token, companyName, onExpired, onRecheck }: KioskScreenProps) {
  const { api, queryClient } = useAppContext();
  const send = useMutation({
    ...createClockLinkAttendanceMutationOptions(api, queryClient),
    onSuccess: undefined,
  });
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [target, setTarget] = useState<'number' | 'pin'>('number');
  const [code, setCode] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [failure, setFailure] = useState('');
  // The server's reason at the number field (422: not a number as printed on a badge).
  const [numberError, setNumberError] = useState('');
  const [greeting, setGreeting] = useState<{ title: string; text: string } | null>(null);
  const coords = useRef<Coordinates | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  const codeRead = useRef(false);
  const scanButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void currentPosition().then((result) => {
      if ('coords' in result) coords.current = result.coords;
    });
  }, []);

  const edit = (change: (value: string) => string) => {
    if (target === 'pin') setPin((value) => change(value).replace(/\D/g, '').slice(0, 8));
    else changeNumber(change(number));
  };

  const changeNumber = (value: string) => {
    setNumber(value.slice(0, 40));
    setNumberError('');
  };

  const reset = () => {
    setGreeting(null);
    setNumber('');
    setPin('');
    setCode(null);
    setFailure('');
    setNumberError('');
    setTarget('number');
    requestAnimationFrame(() => numberInput.current?.focus());
  };

  const check = async (type: ClockAction) => {
    setFailure('');
    setNumberError('');
    const body: ClockLinkAttendanceInput = { type };
    if (code) body.employee_link = code;
    else {
      if (!number.trim()) {
        setFailure(m.needNumber);
        numberInput.current?.focus();
        return;
      }
      if (!/^[0-9]{4,8}$/.test(pin)) {
        setFailure(m.needPin);
        pinInput.current?.focus();
        return;
      }
      body.employee_number = number.trim();
      body.pin = pin;
    }
    if (coords.current) Object.assign(body, coords.current);
    try {
      const result = await send.mutateAsync({ token, body });
      const name = result.employee.name.split(/\s+/)[0] ?? result.employee.name;
      const at = checkedAt(type, result);
      setGreeting({
        title: m.greeting(partOfDay(new Date()), name),
        text: clockInMessages.done[type](clockTime(at, deviceTimeZone())),
      });
    } catch (error) {
      const atNumber = isApiError(error) ? error.fieldErrors.employee_number?.[0] : undefined;
      if (!code && atNumber) {
        setNumberError(atNumber);
        numberInput.current?.focus();
        return;
      }
      const failed = kioskFailure(type, error, Boolean(code), retryAfterSeconds(error));
      if (failed.expired) return onExpired();
      if (code && failed.text === m.codeExpired) onRecheck();
      setFailure(failed.text);
      if (failed.clearPin) setPin('');
    }
  };

  return (
    <div className="grid min-h-dvh content-start gap-6 p-4 sm:p-8">
      <title>{m.documentTitle(companyName)}</title>
      <header className="grid gap-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{companyName}</h1>
        <KioskClock />
      </header>
      <form
        className="mx-auto grid w-full max-w-4xl gap-8 md:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid content-start gap-4">
          {code ? (
            <div className="grid gap-3 rounded-lg border-2 border-primary p-4">
              <p className="text-lg font-medium">{m.scanned}</p>
              <Button type="button" variant="outline" className="w-fit" onClick={reset}>
                {m.forgetCode}
              </Button>
            </div>
          ) : (
            <>
              <div className="grid gap-2">
                <Label htmlFor="kiosk-number" className="text-lg">
                  {m.number}
                </Label>
                <Input
                  id="kiosk-number"
                  ref={numberInput}
                  value={number}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  className="h-14 text-2xl"
                  aria-describedby="kiosk-number-hint kiosk-number-error"
                  aria-invalid={numberError ? true : undefined}
                  onFocus={() => setTarget('number')}
                  onChange={(event) => changeNumber(event.target.value)}
                />
                <p id="kiosk-number-hint" className="text-muted-foreground">
                  {m.numberHint}
                </p>
                <p id="kiosk-number-error" className="font-medium text-danger empty:hidden">
                  {numberError}
                </p>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="kiosk-pin" className="text-lg">
                  {m.pin}
                </Label>
                <Input
                  id="kiosk-pin"
                  ref={pinInput}
                  type="password"
                  value={pin}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={8}
                  className="h-14 text-2xl tracking-[0.5em]"
                  onFocus={() => setTarget('pin')}
                  onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 8))}
                />
              </div>
              <PinKeypad
                target={target === 'pin' ? m.pin : m.number}
                letters={target === 'number'}
                onKey={(key) => edit((value) => value + key)}
                onErase={() => edit((value) => value.slice(0, -1))}
                onClear={() => edit(() => '')}
              />
            </>
          )}
          <Button
            ref={scanButton}
            type="button"
            variant="secondary"
            size="lg"
            className="h-14 text-lg"
            onClick={() => setScanning(true)}
          >
            <QrCode aria-hidden="true" />
            {m.scan}
          </Button>
        </div>
        <fieldset className="grid content-start gap-3">
          <legend className="mb-3 text-xl font-semibold">{m.actionsHeading}</legend>
          {actions.map((type, index) => (
            <Button
              key={type}
              ref={index === 0 ? firstAction : undefined}
              type="button"
              variant={index < 2 ? 'primary' : 'outline'}
              size="lg"
              className="h-16 text-xl"
              loading={send.isPending && send.variables?.body.type === type}
              disabled={send.isPending}
              onClick={() => void check(type)}
            >
              {m.actions[type]}
            </Button>
          ))}
          <p
            role="alert"
            className="rounded-md bg-danger px-3 py-2 text-lg text-danger-foreground empty:hidden"
          >
            {failure}
          </p>
        </fieldset>
      </form>
      <QrScanner
        open={scanning}
        onOpenChange={setScanning}
        onCode={(text) => {
          codeRead.current = true;
          setScanning(false);
          setCode(text.slice(0, 2048));
          setFailure('');
        }}
        onCloseAutoFocus={(event) => {
          // No DialogTrigger: focus goes back by hand, to the actions once a code was read.
          event.preventDefault();
          (codeRead.current ? firstAction : scanButton).current?.focus();
          codeRead.current = false;
        }}
      />
      {greeting ? (
        <KioskGreeting title={greeting.title} text={greeting.text} onDone={reset} />
      ) : null}
    </div>
  );
}
