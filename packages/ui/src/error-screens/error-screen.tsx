import type * as React from 'react';
import { Badge } from '../components/badge.tsx';
import { ButtonLink } from '../components/button-link.tsx';
import { cn } from '../lib/cn.ts';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';

/**
 * A link component the screen renders for 'Volver al inicio': your router's
 * `Link` (it receives `href`, `className` and `children`; map `href` to `to`
 * if needed). @default a plain `<a>`
 */
type LinkComponent = React.ElementType<{
  href: string;
  className?: string;
  children?: React.ReactNode;
}>;

/** Props shared by the error screens. */
type ErrorScreenBaseProps = Omit<React.ComponentProps<'main'>, 'title'> & {
  /** Target of the 'Volver al inicio' button. @default '/inicio' */
  homeHref?: string;
  /** Router link to render the button with, so the package needs no router. @default 'a' */
  linkComponent?: LinkComponent;
  /** Text of the button. @default 'Volver al inicio' */
  homeLabel?: string;
  /** Render a `section` instead of a `main` landmark (when the app's layout already has one). @default false */
  embedded?: boolean;
};

/** Props of {@link ErrorScreen}. */
type ErrorScreenProps = ErrorScreenBaseProps & {
  /** Decorative illustration. */
  illustration?: React.ReactNode;
  /** Small label above the heading (for example 'Error 404'). */
  badge?: React.ReactNode;
  /** The `h1`. */
  title: React.ReactNode;
  /** The explanation under the heading. */
  description: React.ReactNode;
};

/** Layout shared by {@link NotFoundScreen} and {@link ConnectionErrorScreen}: illustration, badge, heading, text and a home button. */
function ErrorScreen({
  illustration,
  badge,
  title,
  description,
  homeHref = '/inicio',
  linkComponent: LinkComp = 'a',
  homeLabel = uiMessages.errorScreens.backHome,
  embedded = false,
  className,
  ...props
}: ErrorScreenProps) {
  const Root = embedded ? 'section' : 'main';
  return (
    <Root
      data-slot="error-screen"
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-6 px-4 py-12 text-center text-foreground',
        className,
      )}
      {...props}
    >
      {illustration ? <div className="w-full max-w-xs">{illustration}</div> : null}
      <div className="flex max-w-lg flex-col items-center gap-3">
        {badge ? <Badge variant="secondary">{badge}</Badge> : null}
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        <p className="text-base text-pretty text-muted-foreground">{description}</p>
      </div>
      <ButtonLink asChild size="lg">
        <LinkComp href={homeHref}>{homeLabel}</LinkComp>
      </ButtonLink>
    </Root>
  );
}

export { ErrorScreen, type ErrorScreenBaseProps, type ErrorScreenProps, type LinkComponent };
