/**
 * A clock-in link as a QR code (decision 39): an SVG image named for screen readers, dark on
 * white with the quiet zone the standard asks for, so phones and the kiosk read it on screen and
 * on paper.
 */
import { cn } from '@jornada/ui';
import { QRCodeSVG } from 'qrcode.react';

/** Props of {@link LinkQr}. */
export interface LinkQrProps {
  /** The link to encode. */
  url: string;
  /** The image's accessible name, e.g. 'Código QR del enlace del kiosco'. */
  label: string;
  /** Side in CSS pixels. @default 224 */
  size?: number;
  className?: string;
}

/** The QR code of `url`. */
export function LinkQr({ url, label, size = 224, className }: LinkQrProps) {
  return (
    <QRCodeSVG
      value={url}
      size={size}
      level="M"
      marginSize={4}
      role="img"
      aria-label={label}
      title={label}
      data-slot="link-qr"
      className={cn('h-auto max-w-full rounded-md border border-border', className)}
    />
  );
}
