/**
 * "Escanear mi código" at the kiosk (decision 39): the scanning dialog (qr-scanner-dialog.tsx)
 * and its Radix dialog load when it first opens, not with the kiosk (docs/decisions/0045-phone-weight.md);
 * once loaded it stays mounted, so that it closes as a dialog does (focus returns, animation).
 */
import { lazy, Suspense, useState } from 'react';
import type { QrScannerProps } from './qr-scanner-dialog.tsx';

export type { QrScannerProps } from './qr-scanner-dialog.tsx';

const QrScannerDialog = lazy(async () => ({
  default: (await import('./qr-scanner-dialog.tsx')).QrScannerDialog,
}));

/** The scanning dialog, loaded the first time `open` is true. */
export function QrScanner(props: QrScannerProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QrScannerDialog {...props} />
    </Suspense>
  );
}
