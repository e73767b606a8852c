/**
 * Build-time pre-rendering (docs/decisions/0009-first-paint.md): renders the
 * first screen of a few public routes to static HTML with the same route
 * components the app uses, so that the browser paints them before any
 * JavaScript runs. Loaded only by the build plugin (`prerender-plugin.ts`),
 * never by the browser bundle. The app later replaces this markup with its
 * own render of the same components (see `main.tsx`).
 */
import { createJornadaClient } from '@jornada/api-client';
import { ConnectionErrorScreen } from '@jornada/ui/error-screens';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter, useParams } from 'react-router';
import { LandingRoute } from '../routes/marketing/landing.tsx';
import { LandingShellRoute } from '../routes/marketing/landing-shell.tsx';
import { RootLayout } from '../routes/root.tsx';
import { VacanciesRoute } from '../routes/vacancies.tsx';
import { VacancyDetailSkeleton } from '../features/vacancies/vacancy-detail-skeleton.tsx';
import { VacancyDetailRoute } from '../routes/vacancy-detail.tsx';
import { parseVacancyId } from '../routes/vacancy-detail-loader.ts';
import { loadErrorMessages } from '../messages/load-error-messages.ts';
import { AppContextProvider, type AppContext } from './app-context.ts';
import { PrerenderingProvider } from './prerendering.ts';
import type { Session, SessionStore } from './session-store.ts';

const visitor: Session = { isAuthenticated: false, userId: null, user: null };

/** A signed-out session that never changes: what a first visit sees. */
const visitorSession: SessionStore = {
  getSnapshot: () => visitor,
  subscribe: () => () => {},
  getToken: () => null,
  signIn: () => {},
  setUser: () => {},
  signOut: () => {},
};

function staticContext(): AppContext {
  return {
    api: createJornadaClient({ origins: { main: '' }, retry: false }),
    queryClient: new QueryClient(),
    session: visitorSession,
  };
}

function Providers({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <PrerenderingProvider value={true}>
      <AppContextProvider value={context}>
        <QueryClientProvider client={context.queryClient}>{children}</QueryClientProvider>
      </AppContextProvider>
    </PrerenderingProvider>
  );
}

/**
 * A vacancy's page: the vacancy, when a render on request put it in the cache
 * (`render-vacancy.tsx`), else its loading state (the build's page for the `:id` pattern).
 */
function PrerenderedVacancy() {
  return parseVacancyId(useParams().id) === null ? (
    <VacancyDetailSkeleton />
  ) : (
    <VacancyDetailRoute />
  );
}

/** What a pre-render produces for the HTML template. */
export interface PrerenderResult {
  /** The markup to put inside `#root`. */
  html: string;
  /** The page's `<title>` text, when the screen sets one. */
  title: string | null;
}

/**
 * Renders a route's first screen for a signed-out visitor, with no data yet
 * (the vacancy list shows its loading skeleton). `/vacantes/:id` is a pattern: the vacancy page's
 * skeleton, the same for every vacancy. `seed` puts data in the query cache first, so that the
 * screens render it (`render-vacancy.tsx` renders one vacancy this way on request).
 */
export function prerender(path: string, seed?: (context: AppContext) => void): PrerenderResult {
  const context = staticContext();
  seed?.(context);
  const markup = renderToStaticMarkup(
    <Providers context={context}>
      <StaticRouter location={path}>
        <Routes>
          <Route element={<LandingShellRoute />}>
            <Route index element={<LandingRoute />} />
          </Route>
          <Route element={<RootLayout />}>
            <Route path="/vacantes" element={<VacanciesRoute />} />
            <Route path="/vacantes/:id" element={<PrerenderedVacancy />} />
          </Route>
        </Routes>
      </StaticRouter>
    </Providers>,
  );
  // React renders a route's <title> in place; in the document it belongs in <head>.
  const titleMatch = /<title>([^<]*)<\/title>/.exec(markup);
  return {
    html: titleMatch ? markup.replace(titleMatch[0], '') : markup,
    title: titleMatch?.[1] ?? null,
  };
}

/** The retry link of {@link renderLoadError}: `app-start.js` points it at the page's own URL. */
function RetryLink({
  children,
  ...props
}: {
  href: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a data-load-error-retry="" {...props}>
      {children}
    </a>
  );
}

/**
 * The connection-error screen a page shows when its modules cannot be loaded, as static markup
 * for `<template id="app-load-error">` (`app-start.js`, docs/decisions/0046-stale-builds.md):
 * the app's own screen, with «Reintentar» in place of the way home.
 */
export function renderLoadError(): string {
  return renderToStaticMarkup(
    <ConnectionErrorScreen
      homeHref="/"
      homeLabel={loadErrorMessages.retry}
      linkComponent={RetryLink}
    />,
  );
}
