/**
 * Layout route of /, /empresas and /candidatos (spec section 2 'landing'
 * layout): the marketing shell around the page, with the PWA install button
 * among the header actions.
 */
import { Outlet } from 'react-router';
import { MarketingShell } from '../../features/marketing/marketing-shell.tsx';
import { PwaInstallButton } from '../../features/pwa/pwa-status.tsx';

/** The landing layout route's element. */
export function LandingShellRoute() {
  return (
    <MarketingShell extraActions={<PwaInstallButton size="sm" variant="outline" />}>
      <Outlet />
    </MarketingShell>
  );
}

export { LandingShellRoute as Component };
