/**
 * "Escanear mi código" at the kiosk (decision 39): a dialog with the tablet's
 * front camera (`getUserMedia`, `facingMode: 'user'`); a frame is decoded every
 * {@link scanEveryMs} and the first code read is passed on. The camera stops when the dialog
 * closes or unmounts. Loaded on the first «Escanear mi código» (qr-scanner.tsx).
 */
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@jornada/ui';
import { useEffect, useRef, useState } from 'react';
import { clockInMessages } from './clock-in-messages.ts';
import { decodeVideoFrame, type QrDecoder } from './decode-frame.ts';

const m = clockInMessages.scanner;

/** Time between two decoded frames, in ms. */
export const scanEveryMs = 200;

/** Props of {@link QrScanner}. */
export interface QrScannerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the text of the first code read (the dialog stays open until the parent closes it). */
  onCode: (text: string) => void;
  /** The decoder. @default jsQR */
  decode?: QrDecoder;
  /** Where focus goes when the dialog closes (`preventDefault` keeps Radix from returning it). */
  onCloseAutoFocus?: (event: Event) => void;
}

type Problem = 'denied' | 'unavailable' | null;

function Camera({ onCode, decode }: Pick<QrScannerProps, 'onCode' | 'decode'>) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let done = false;
    const canvas = document.createElement('canvas');
    const stop = () => stream?.getTracks().forEach((track) => track.stop());
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unavailable');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((media) => {
        stream = media;
        if (done || !video.current) return stop();
        video.current.srcObject = media;
        void video.current.play().catch(() => {});
        timer = setInterval(() => {
          if (!video.current || done) return;
          const text = decodeVideoFrame(video.current, canvas, decode);
          if (text) {
            done = true;
            clearInterval(timer);
            stop();
            handler.current(text);
          }
        }, scanEveryMs);
      })
      .catch((error: unknown) =>
        setProblem(
          (error as { name?: string }).name === 'NotAllowedError' ? 'denied' : 'unavailable',
        ),
      );
    return () => {
      done = true;
      clearInterval(timer);
      stop();
    };
  }, [decode]);
  return (
    <div className="grid gap-3">
      <video
        ref={video}
        aria-label={m.video}
        muted
        playsInline
        className="aspect-video w-full -scale-x-100 rounded-md bg-muted object-cover"
      />
      {problem ? (
        <p role="alert" className="rounded-md bg-danger px-3 py-2 text-danger-foreground">
          {m[problem]}
        </p>
      ) : null}
    </div>
  );
}

/** The scanning dialog; the camera runs only while it is open. */
export function QrScannerDialog({
  open,
  onOpenChange,
  onCode,
  decode,
  onCloseAutoFocus,
}: QrScannerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={m.close} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        {open ? <Camera onCode={onCode} decode={decode} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.close}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
