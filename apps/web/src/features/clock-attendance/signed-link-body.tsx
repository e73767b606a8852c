/**
 * The states of a signed clock-in link's panel (decision 39), shared by the
 * kiosk link section and an employee's personal link dialog: revoked (with
 * "Generar enlace nuevo"), failed to load (with "Reintentar"), loading, and
 * the link itself, drawn by `children`.
 */
import type { components } from '@jornada/api-client';
import { Button, Skeleton } from '@jornada/ui';
import type { ReactNode } from 'react';
import { messages } from '../../messages/messages.ts';
import type { useSignedLink } from './use-signed-link.ts';

const m = messages.clockAttendance;
const k = m.kiosk;

/** Props of {@link SignedLinkBody}. */
export interface SignedLinkBodyProps {
  /** What `useSignedLink` answers. */
  signed: ReturnType<typeof useSignedLink>;
  /** What to say once the link is revoked. */
  revokedText: string;
  /** Classes of the loading placeholder. */
  skeletonClassName?: string;
  /** The link as the screen shows it. */
  children: (link: components['schemas']['SignedUrl']) => ReactNode;
}

/** The revoked, failed, loading or loaded state of a signed link. */
export function SignedLinkBody({
  signed,
  revokedText,
  skeletonClassName = 'h-56 w-56',
  children,
}: SignedLinkBodyProps) {
  const link = signed.link.data;
  if (signed.revoked)
    return (
      <div className="grid justify-items-start gap-3">
        <p role="status">{revokedText}</p>
        <Button onClick={signed.generate}>{k.generate}</Button>
      </div>
    );
  if (signed.link.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{k.linkError}</p>
        <Button variant="outline" onClick={() => void signed.link.refetch()}>
          {m.retry}
        </Button>
      </div>
    );
  if (!link) return <Skeleton className={skeletonClassName} />;
  return <>{children(link)}</>;
}
