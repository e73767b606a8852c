/**
 * The toast list and {@link useToast}, without Radix: shared by {@link ToastProvider}
 * (toast.tsx) and {@link DeferredToastProvider} (deferred-toast-provider.tsx), so that a
 * component calling `useToast()` does not load the Radix toast code by itself.
 */
import * as React from 'react';

/** What {@link useToast}'s `toast()` accepts. */
type ToastOptions = {
  /** Heading of the notification. */
  title: React.ReactNode;
  /** Optional body text. */
  description?: React.ReactNode;
  /** Meaning and colour (`destructive` is an alias of `danger`). @default 'default' */
  variant?: 'default' | 'success' | 'danger' | 'destructive';
  /** Time on screen in ms; `Infinity` keeps it until dismissed. @default the provider's duration */
  duration?: number;
  /** An optional action button. */
  action?: { label: string; altText: string; onClick: () => void };
};

/** A toast on the list: its options and the id `toast()` returned. */
type ToastEntry = ToastOptions & { id: string };

/** What {@link useToast} returns. */
type ToastApi = {
  /** Shows a notification and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the notification with that id. */
  dismiss: (id: string) => void;
};

/** Classes of the notifications list (bottom right; full width on phones). */
const toastViewportClasses =
  'fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm';

/** The {@link ToastApi} of the nearest toast provider (null outside one). */
const ToastContext = React.createContext<ToastApi | null>(null);

/**
 * The list of toasts a provider shows and the {@link ToastApi} that changes it (ids
 * `toast-1`, `toast-2`… in the order of the calls).
 */
function useToastList(): { toasts: ToastEntry[]; api: ToastApi } {
  const [toasts, setToasts] = React.useState<ToastEntry[]>([]);
  const counter = React.useRef(0);
  const api = React.useMemo<ToastApi>(
    () => ({
      toast: (options) => {
        counter.current += 1;
        const id = `toast-${counter.current}`;
        setToasts((current) => [...current, { ...options, id }]);
        return id;
      },
      dismiss: (id) => setToasts((current) => current.filter((entry) => entry.id !== id)),
    }),
    [],
  );
  return { toasts, api };
}

/**
 * Shows notifications from any component under a {@link ToastProvider} or a
 * {@link DeferredToastProvider}.
 *
 * @throws Error when called outside a provider.
 */
function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast debe usarse dentro de <ToastProvider>.');
  return api;
}

export {
  ToastContext,
  toastViewportClasses,
  useToast,
  useToastList,
  type ToastApi,
  type ToastEntry,
  type ToastOptions,
};
