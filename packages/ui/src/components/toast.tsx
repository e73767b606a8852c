import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiMessages } from '../messages.ts';

/** Colours of a {@link Toast} by meaning. */
const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-overlay data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        danger: 'border-transparent bg-danger text-danger-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Props of {@link Toast}. */
type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

/**
 * One notification (Radix Toast: announced politely, or assertively with
 * `type="foreground"`; paused on hover/focus; swipe or Escape dismisses).
 * Prefer {@link useToast} over rendering this directly.
 */
function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The toast's heading. */
function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  );
}

/** The toast's body text. */
function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-90', className)}
      {...props}
    />
  );
}

/** An action button; `altText` tells screen-reader users how to reach it another way. */
function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md border border-current px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

/** The × button. `label` @default 'Cerrar' */
function ToastClose({
  className,
  label = uiMessages.close,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close> & { label?: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        'absolute top-2 right-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-sm opacity-80 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

/**
 * The fixed region that holds the toasts (bottom right; full width on phones).
 * `label` names the region; `{hotkey}` becomes the shortcut. @default 'Notificaciones ({hotkey})'
 */
function ToastViewport({
  className,
  label = uiMessages.notifications,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      label={label}
      className={cn(
        'fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

/** What {@link useToast}'s `toast()` accepts. */
type ToastOptions = {
  /** Heading of the notification. */
  title: React.ReactNode;
  /** Optional body text. */
  description?: React.ReactNode;
  /** Meaning and colour. @default 'default' */
  variant?: 'default' | 'success' | 'danger';
  /** Time on screen in ms; `Infinity` keeps it until dismissed. @default the provider's duration */
  duration?: number;
  /** An optional action button. */
  action?: { label: string; altText: string; onClick: () => void };
};

type ToastEntry = ToastOptions & { id: string };

/** What {@link useToast} returns. */
type ToastApi = {
  /** Shows a notification and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the notification with that id. */
  dismiss: (id: string) => void;
};

const ToastContext = React.createContext<ToastApi | null>(null);

/** Props of {@link ToastProvider}. */
type ToastProviderProps = React.ComponentProps<typeof ToastPrimitive.Provider> & {
  /** Name of the notifications region; `{hotkey}` is replaced by the shortcut. @default 'Notificaciones ({hotkey})' */
  viewportLabel?: string;
  /** Class names of the {@link ToastViewport}. */
  viewportClassName?: string;
};

/**
 * Mount once near the root (`label` is the word screen readers say with each
 * toast, @default 'Notificación'): keeps the list of toasts, renders them in a
 * {@link ToastViewport} (F8 moves focus there) and serves {@link useToast}.
 * `duration` in ms. @default 5000
 */
function ToastProvider({
  children,
  label = uiMessages.notification,
  viewportLabel = uiMessages.notifications,
  duration = 5000,
  viewportClassName,
  ...props
}: ToastProviderProps) {
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
  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider label={label} duration={duration} {...props}>
        {children}
        {toasts.map(({ id, title, description, variant, duration: ownDuration, action }) => (
          <Toast
            key={id}
            variant={variant}
            duration={ownDuration}
            onOpenChange={(open) => {
              if (!open) api.dismiss(id);
            }}
          >
            <div className="grid gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            {action ? (
              <ToastAction altText={action.altText} onClick={action.onClick}>
                {action.label}
              </ToastAction>
            ) : null}
            <ToastClose />
          </Toast>
        ))}
        <ToastViewport label={viewportLabel} className={viewportClassName} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/**
 * Shows notifications from any component under a {@link ToastProvider}.
 *
 * @throws Error when called outside a ToastProvider.
 */
function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast debe usarse dentro de <ToastProvider>.');
  return api;
}

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
};
