import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppContextProvider, createAppContext } from './app/app-context.ts';
import { initErrorReporting, initSessionRecording, reportError } from './app/monitoring.ts';
import { loadRealtimeWhenSignedIn } from './app/realtime-loader.ts';
import { whenRouterReady } from './app/router-ready.ts';
import { createAppRouter } from './app/router/router.tsx';
import { resumeClockChecks } from './features/clock-in/resume-checks.ts';
import { PwaProvider, PwaStatus } from './features/pwa/pwa-status.tsx';
import { startPwa } from './features/pwa/start-pwa.ts';
import { createRoutePreloader, RoutePreloaderProvider } from './features/pwa/use-prefetch.ts';
import './app.css';

const pwa = startPwa({ onError: reportError });
const context = createAppContext();
const router = createAppRouter(context);
const preloadRoute = createRoutePreloader(router.routes);
loadRealtimeWhenSignedIn(context);
// Clock-in checks a closed page left waiting go out at start (docs/decisions/0020-clock-in.md).
void resumeClockChecks(context);

void initErrorReporting(import.meta.env.VITE_SENTRY_DSN);
void initSessionRecording({
  key: import.meta.env.VITE_SESSION_RECORDING_KEY,
  host: import.meta.env.VITE_SESSION_RECORDING_HOST,
  appEnv: import.meta.env.VITE_APP_ENV ?? 'production',
  session: context.session,
});

// #root may hold the page pre-rendered at build time: the app renders once the first navigation
// is done and replaces it in one commit, in a transition so that the render yields to the browser
// (docs/decisions/0009-first-paint.md).
const root = createRoot(document.getElementById('root')!);
void whenRouterReady(router).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppContextProvider value={context}>
          <QueryClientProvider client={context.queryClient}>
            <PwaProvider value={pwa}>
              <RoutePreloaderProvider value={preloadRoute}>
                <RouterProvider router={router} />
                <PwaStatus />
              </RoutePreloaderProvider>
            </PwaProvider>
          </QueryClientProvider>
        </AppContextProvider>
      </StrictMode>,
    ),
  ),
);
