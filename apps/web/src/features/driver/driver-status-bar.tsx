/**
 * What the driver must know at a glance: whether changes wait to be sent (offline or not yet
 * through) and whether the position is being shared.
 */
import { CloudOff, LocateFixed, MapPinOff, RefreshCw } from 'lucide-react';
import { driverMessages } from './driver-messages.ts';
import type { SharingState } from './use-position-sharing.ts';

const m = driverMessages.driver;

/** Props of {@link DriverStatusBar}. */
export interface DriverStatusBarProps {
  online: boolean;
  /** Changes in the outbox. */
  pending: number;
  sharing: SharingState;
}

/** The sync line (a polite status) and the sharing line. */
export function DriverStatusBar({ online, pending, sharing }: DriverStatusBarProps) {
  return (
    <div className="grid gap-2">
      <p role="status" className="empty:hidden">
        {!online ? (
          <span className="flex items-center gap-2 rounded-md bg-warning px-3 py-2 text-warning-foreground">
            <CloudOff aria-hidden="true" className="size-5 shrink-0" />
            {m.sync.offline(pending)}
          </span>
        ) : pending > 0 ? (
          <span className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
            <RefreshCw aria-hidden="true" className="size-5 shrink-0" />
            {m.sync.pending(pending)}
          </span>
        ) : null}
      </p>
      {sharing === 'off' ? null : sharing === 'on' || sharing === 'waiting' ? (
        <div className="flex items-start gap-2 rounded-md bg-success px-3 py-2 text-success-foreground">
          <LocateFixed aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{sharing === 'on' ? m.sharing.on : m.sharing.waiting}</p>
            <p className="text-sm">{m.sharing.onHint}</p>
          </div>
        </div>
      ) : (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md bg-danger px-3 py-2 text-danger-foreground"
        >
          <MapPinOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{m.sharing[sharing]}</p>
        </div>
      )}
    </div>
  );
}
