/**
 * The install flags: installed when the display mode
 * is `standalone`; install-prompt-available when the browser fired
 * `beforeinstallprompt`, which is kept to show the prompt from our button.
 */
import type { PwaStore } from './pwa-store.ts';

/** The non-standard event Chromium fires when the app can be installed. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Result of {@link InstallState.promptInstall}. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Controls of the install flow. */
export interface InstallState {
  /** Shows the browser's install dialog kept from `beforeinstallprompt`. */
  promptInstall(): Promise<InstallOutcome>;
  /** Removes the listeners. */
  stop(): void;
}

/** Options of {@link watchInstallState}. */
export interface WatchInstallStateOptions {
  store: PwaStore;
  /** Receives `beforeinstallprompt`, `appinstalled`, `online`, `offline`. @default window */
  target?: EventTarget;
  /** @default window.matchMedia */
  matchMedia?: (query: string) => MediaQueryList;
  /** @default navigator.onLine */
  isOnline?: () => boolean;
}

/** Media query of an installed app. */
export const STANDALONE_QUERY = '(display-mode: standalone)';

/** Watches the install state and the connection, and keeps the store up to date. */
export function watchInstallState(options: WatchInstallStateOptions): InstallState {
  const { store } = options;
  const target = options.target ?? window;
  const media = (options.matchMedia ?? ((query: string) => window.matchMedia(query)))(
    STANDALONE_QUERY,
  );
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  let deferred: BeforeInstallPromptEvent | null = null;

  const isStandalone = () =>
    media.matches ||
    (globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined)?.standalone ===
      true;
  store.set({ installed: isStandalone(), online: isOnline() });

  const onDisplayMode = () => store.set({ installed: isStandalone() });
  const onBeforeInstall = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    store.set({ installPromptAvailable: !isStandalone() });
  };
  const onInstalled = () => {
    deferred = null;
    store.set({ installed: true, installPromptAvailable: false });
  };
  const onConnection = () => store.set({ online: isOnline() });

  media.addEventListener('change', onDisplayMode);
  target.addEventListener('beforeinstallprompt', onBeforeInstall);
  target.addEventListener('appinstalled', onInstalled);
  target.addEventListener('online', onConnection);
  target.addEventListener('offline', onConnection);

  return {
    async promptInstall() {
      const event = deferred;
      if (!event) return 'unavailable';
      deferred = null;
      store.set({ installPromptAvailable: false });
      await event.prompt();
      const { outcome } = await event.userChoice;
      return outcome;
    },
    stop() {
      media.removeEventListener('change', onDisplayMode);
      target.removeEventListener('beforeinstallprompt', onBeforeInstall);
      target.removeEventListener('appinstalled', onInstalled);
      target.removeEventListener('online', onConnection);
      target.removeEventListener('offline', onConnection);
    },
  };
}
