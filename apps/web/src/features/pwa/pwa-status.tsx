import { Button, type ButtonProps } from '@jornada/ui';
import { DownloadIcon, RefreshCwIcon, WifiOffIcon, XIcon } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { pwaMessages as t } from '../../messages/pwa-messages.ts';
import type { InstallOutcome } from './install-state.ts';
import { createPwaStore, type PwaFlags } from './pwa-store.ts';
import type { PwaController } from './start-pwa.ts';

/** A controller that does nothing, for trees without a {@link PwaProvider} (tests, Storybook). */
const inertController: PwaController = {
  store: createPwaStore(),
  update: async () => {},
  install: async (): Promise<InstallOutcome> => 'unavailable',
  dismiss: () => {},
  stop: () => {},
};

const PwaContext = createContext<PwaController>(inertController);

/** Provides the {@link PwaController} returned by `startPwa()`. */
function PwaProvider({ value, children }: { value: PwaController; children: ReactNode }) {
  return <PwaContext.Provider value={value}>{children}</PwaContext.Provider>;
}

/** The PWA flags and actions; inert (every flag off) outside a {@link PwaProvider}. */
function usePwa(): PwaFlags & Pick<PwaController, 'update' | 'install' | 'dismiss'> {
  const controller = useContext(PwaContext);
  const flags = useSyncExternalStore(
    controller.store.subscribe,
    controller.store.getSnapshot,
    controller.store.getSnapshot,
  );
  return {
    ...flags,
    update: controller.update,
    install: controller.install,
    dismiss: controller.dismiss,
  };
}

/** Props of {@link PwaInstallButton}. */
type PwaInstallButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/**
 * 'Instalar la aplicación': shown only while the browser offers to install
 * the app and it is not installed (install-prompt-available).
 */
function PwaInstallButton({ variant = 'outline', ...props }: PwaInstallButtonProps) {
  const { installPromptAvailable, installed, install } = usePwa();
  if (!installPromptAvailable || installed) return null;
  return (
    <Button
      data-slot="pwa-install-button"
      variant={variant}
      onClick={() => void install()}
      {...props}
    >
      <DownloadIcon aria-hidden="true" />
      {t.install}
    </Button>
  );
}

type Notice = {
  key: 'needsRefresh' | 'newBuild' | 'offlineReady' | 'registrationFailed' | 'offline';
  text: string;
  update: boolean;
};

function currentNotice(flags: PwaFlags): Notice | null {
  if (flags.needsRefresh) return { key: 'needsRefresh', text: t.needsRefresh, update: true };
  if (flags.newBuild) return { key: 'newBuild', text: t.newBuild(flags.newBuild), update: true };
  if (!flags.online) return { key: 'offline', text: t.offline, update: false };
  if (flags.registrationFailed)
    return { key: 'registrationFailed', text: t.registrationFailed, update: false };
  return null;
}

/**
 * The update banner: a polite status region at the
 * bottom of the screen that says when a new version is ready ('Actualizar
 * ahora' activates it and the page reloads), when the app works offline,
 * when the connection is lost and when the service worker could not be
 * registered. One notice at a time, most urgent first; each can be closed. That the app
 * works offline is only announced (the region's hidden text): shown, it would cover the page on
 * the first visit, before anyone needs it; the offline notice says it when it matters.
 * While a notice shows, the page keeps room for it below its content and focus scrolls
 * above it (`scroll-padding-bottom`), so it never hides what has focus or the page's last
 * button (WCAG 2.2 SC 2.4.11).
 */
function PwaUpdateBanner() {
  const pwa = usePwa();
  const [updating, setUpdating] = useState(false);
  const notice = currentNotice(pwa);
  const height = useNoticeHeight(notice !== null);
  return (
    <>
      {height > 0 ? <div aria-hidden="true" style={{ height }} /> : null}
      <Banner notice={notice} pwa={pwa} updating={updating} setUpdating={setUpdating} />
    </>
  );
}

/** The height of the showing notice in px (0 when none), kept as the page's bottom scroll padding. */
function useNoticeHeight(showing: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!showing) {
      setHeight(0);
      return;
    }
    const banner = document.querySelector<HTMLElement>('[data-slot="pwa-update-banner"]');
    if (!banner || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    setHeight(banner.offsetHeight);
    return () => observer.disconnect();
  }, [showing]);
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = height > 0 ? `${height}px` : '';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [height]);
  return height;
}

function Banner({
  notice,
  pwa,
  updating,
  setUpdating,
}: {
  notice: Notice | null;
  pwa: ReturnType<typeof usePwa>;
  updating: boolean;
  setUpdating: (updating: boolean) => void;
}) {
  return (
    <div
      data-slot="pwa-update-banner"
      role="status"
      aria-label={t.region}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4"
    >
      {!notice && pwa.offlineReady ? <p className="sr-only">{t.offlineReady}</p> : null}
      {notice ? (
        <div
          data-notice={notice.key}
          className="pointer-events-auto flex w-full max-w-xl flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4 text-sm text-card-foreground shadow-overlay"
        >
          {notice.key === 'offline' ? (
            <WifiOffIcon aria-hidden="true" className="size-4 shrink-0" />
          ) : null}
          <p className="min-w-0 flex-1 font-medium">{notice.text}</p>
          {notice.update ? (
            <Button
              size="sm"
              loading={updating}
              onClick={() => {
                setUpdating(true);
                void pwa.update().finally(() => setUpdating(false));
              }}
            >
              <RefreshCwIcon aria-hidden="true" />
              {updating ? t.updating : t.update}
            </Button>
          ) : null}
          {notice.key !== 'offline' ? (
            <Button
              size="icon"
              variant="ghost"
              aria-label={t.dismiss}
              className="size-8"
              onClick={() => pwa.dismiss(notice.key as Exclude<Notice['key'], 'offline'>)}
            >
              <XIcon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The update banner, for the app shell; pair it with {@link PwaInstallButton} in a header. */
const PwaStatus = PwaUpdateBanner;

export {
  PwaInstallButton,
  PwaProvider,
  PwaStatus,
  PwaUpdateBanner,
  usePwa,
  type PwaInstallButtonProps,
};
