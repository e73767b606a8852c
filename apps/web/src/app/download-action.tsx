/**
 * A button whose action yields a short-lived file link (a report's signed URL, a freshly signed
 * PDF), which is then followed with a real link click (`<a download>`): the browser downloads
 * the file, and the link stays on the page, announced in a status, in case the click was blocked
 * or the person wants it again. Each press asks for a fresh link (they expire), so nothing comes
 * from the cache. Used by the revision order's report, the application's report and «Firmar»
 * on company records (app/sign-record-button.tsx).
 */
import { Button, type ButtonProps } from '@jornada/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useActionFeedback } from './action-feedback.ts';

/** What the action yields: the file's link and, optionally, more to say beside it. */
export interface DownloadTarget {
  url: string;
  /** Shown after the link (a verification code, a link to check it). */
  extra?: ReactNode;
}

/** Props of {@link DownloadAction}. */
export interface DownloadActionProps {
  /** Gets a fresh link; throws the API's error (shown in a toast with {@link failedTitle}). */
  action: () => Promise<DownloadTarget>;
  /** The button's content (icon and label). */
  children: ReactNode;
  /** The name the browser saves the file under. */
  fileName: string;
  /** Said before the link once it is ready, e.g. 'Listo:'. */
  ready: string;
  /** The link's accessible text, e.g. 'Reporte de la orden OR-2026-0088 (PDF)'. */
  linkText: string;
  /** The failure toast's title. */
  failedTitle: string;
  /** @default 'outline' */
  variant?: ButtonProps['variant'];
  /** @default undefined (the button's default size) */
  size?: ButtonProps['size'];
  className?: string;
}

/** The button and, once it has worked, the announced link (see the module's comment). */
export function DownloadAction({
  action,
  children,
  fileName,
  ready,
  linkText,
  failedTitle,
  variant = 'outline',
  size,
  className,
}: DownloadActionProps) {
  const feedback = useActionFeedback();
  const [target, setTarget] = useState<(DownloadTarget & { asked: number }) | null>(null);
  const [pending, setPending] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const followed = useRef(0);
  useEffect(() => {
    if (target && link.current && followed.current !== target.asked) {
      followed.current = target.asked;
      link.current.click();
    }
  }, [target]);
  const run = async () => {
    setPending(true);
    try {
      const next = await action();
      setTarget((t) => ({ ...next, asked: (t?.asked ?? 0) + 1 }));
    } catch (error) {
      feedback.failed(error, failedTitle);
    } finally {
      setPending(false);
    }
  };
  return (
    <div data-slot="download-action" className={className ?? 'grid justify-items-start gap-2'}>
      <Button
        type="button"
        variant={variant}
        size={size}
        loading={pending}
        onClick={() => void run()}
      >
        {children}
      </Button>
      <p role="status" className="text-sm">
        {target ? (
          <>
            {ready}{' '}
            <a
              ref={link}
              href={target.url}
              download={fileName}
              className="font-medium text-primary underline underline-offset-4"
            >
              {linkText}
            </a>
            {target.extra ? <> {target.extra}</> : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
