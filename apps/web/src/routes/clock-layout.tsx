/**
 * The full-screen layout of the public clock-in pages, /kiosco and /checar (docs/decisions/0020-clock-in.md; decision
 * 39): no header, navigation or marketing chrome, nobody needs to be signed in; only the `main`
 * landmark.
 */
import { MainContent } from '@jornada/ui';
import { Outlet } from 'react-router';

/** Layout route: the page fills the screen. */
export function ClockLayoutRoute() {
  return (
    <MainContent className="min-h-dvh bg-background text-foreground">
      <Outlet />
    </MainContent>
  );
}
