/**
 * The register-layout shell for sign-in and sign-up screens (docs/decisions/0005).
 */
import { RegisterLayout } from '@jornada/ui';
import { Link, Outlet } from 'react-router';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

/** Layout route: brand and a centred card with the screen. */
export function AuthLayoutRoute() {
  return (
    <RegisterLayout
      brand={
        <Link to={paths.landing.href()} className="text-xl font-bold text-primary">
          {messages.appName}
        </Link>
      }
    >
      <Outlet />
    </RegisterLayout>
  );
}

/** Title and subtitle at the top of an auth screen. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string | undefined }) {
  return (
    <div className="mb-6 grid gap-1">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}
