/**
 * "Mi código para el kiosco" (decision 39): the employee's personal link
 * (`getEmployeeClockInUrl`) as a QR code, which identifies them at the kiosk ("Escanear mi
 * código") and opens /checar on their phone. Asked for and shown only on request: the link lets
 * whoever holds it clock in as them. The QR drawing (qrcode.react) loads with the first request,
 * not with /mi-asistencia (docs/decisions/0045-phone-weight.md).
 */
import { getEmployeeClockInUrlQueryOptions } from '@jornada/api-client';
import { Button, Card } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { clockInMessages } from './clock-in-messages.ts';
import { longDate } from './format.ts';

const m = clockInMessages.qr;

const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** Props of {@link PersonalQr}. */
export interface PersonalQrProps {
  employeeId: number;
  timeZone: string;
}

/** The QR section: a disclosure button, then the code, its expiry and the link. */
export function PersonalQr({ employeeId, timeZone }: PersonalQrProps) {
  const { api } = useAppContext();
  const [shown, setShown] = useState(false);
  const regionId = useId();
  const link = useQuery({
    ...getEmployeeClockInUrlQueryOptions(api, employeeId),
    enabled: shown,
  });
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-xl font-semibold">{m.heading}</h2>
      <p className="text-muted-foreground">{m.hint}</p>
      <Button
        variant="outline"
        className="w-fit"
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown((value) => !value)}
      >
        {m.show}
      </Button>
      <div id={regionId} hidden={!shown} className="grid justify-items-start gap-3">
        {link.data ? (
          <>
            <div role="img" aria-label={m.label} className="rounded-md bg-white p-3">
              <Suspense fallback={<div className="size-56" />}>
                <QRCodeSVG value={link.data.url} size={224} marginSize={2} aria-hidden="true" />
              </Suspense>
            </div>
            <p>{m.expires(longDate(link.data.expires_at, timeZone))}</p>
            <a
              href={link.data.url}
              className="font-medium text-primary underline underline-offset-4"
            >
              {m.openLink}
            </a>
          </>
        ) : link.isError ? (
          <p role="alert">{m.loadError}</p>
        ) : null}
      </div>
    </Card>
  );
}
