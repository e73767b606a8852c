/**
 * The kiosk's page around its screen (decision 39): the token from `#`, the link
 * read with `getClockLink`, and the full pages instead of the form when the link expired or was
 * revoked (410), does not verify (401, no token, a personal link) or cannot be reached.
 */
import { getClockLinkQueryOptions, isApiError } from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { clockInMessages } from './clock-in-messages.ts';
import { KioskScreen } from './kiosk-screen.tsx';
import { LinkProblem } from './link-problem.tsx';
import { useLinkToken } from './link-token.ts';

const m = clockInMessages.kiosk;

/** The kiosk page for the link in the location's hash. */
export function KioskPage() {
  const token = useLinkToken();
  const { api } = useAppContext();
  const link = useQuery({
    ...getClockLinkQueryOptions(api, token ?? ''),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [expired, setExpired] = useState(false);
  const status = isApiError(link.error) ? link.error.status : undefined;
  if (expired || status === 410) return <LinkProblem title={m.expiredTitle} text={m.expiredText} />;
  if (!token || status === 401 || status === 400 || (link.data && link.data.kind !== 'kiosk'))
    return <LinkProblem title={m.invalidTitle} text={m.invalidText} />;
  if (link.isError && !link.data)
    return (
      <LinkProblem
        title={m.loadError}
        text={m.offline}
        onRetry={() => void link.refetch()}
        retryLabel={clockInMessages.myAttendance.retry}
      />
    );
  if (!link.data) return null;
  return (
    <KioskScreen
      token={token}
      companyName={link.data.company.name}
      onExpired={() => setExpired(true)}
      onRecheck={() => void link.refetch()}
    />
  );
}
