/**
 * Layout route of /, /empresas and /candidatos (layout):
 * the marketing shell around the page, with the PWA install button
 * among the header actions; a header link's page starts loading when the
 * visitor points at, touches or focuses it.
 */
import { Outlet } from 'react-router';
import { MarketingShell } from '../../features/marketing/marketing-shell.tsx';
import { PwaInstallButton } from '../../features/pwa/pwa-status.tsx';
import { useRoutePreloader } from '../../features/pwa/use-prefetch.ts';

/** The landing layout route's element. */
export function LandingShellRoute() {
  const preloadRoute = useRoutePreloader();
  return (
    <MarketingShell
      extraActions={<PwaInstallButton size="sm" variant="outline" />}
      onLinkIntent={preloadRoute}
    >
      <Outlet />
    </MarketingShell>
  );
}

export { LandingShellRoute as Component };
