import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { dangerVariant } from '../lib/danger-variant.ts';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';
import {
  ToastContext,
  toastViewportClasses,
  useToast,
  useToastList,
  type ToastApi,
  type ToastEntry,
  type ToastOptions,
} from './toast-context.ts';

/** Classes of the `danger` variant, shared with its shadcn/ui alias `destructive`. */
const danger = 'border-transparent bg-danger text-danger-foreground';

/** Colours of a {@link Toast} by meaning (`destructive` is shadcn/ui's name for `danger`). */
const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-overlay data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        danger,
        destructive: danger,
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
      data-variant={dangerVariant(variant) ?? 'default'}
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
      className={cn(toastViewportClasses, className)}
      {...props}
    />
  );
}

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
 * `duration` in ms. @default 5000. Where the first load counts, `DeferredToastProvider`
 * (deferred-toast-provider.tsx) does the same and loads this Radix code with the first toast.
 */
function ToastProvider({
  children,
  label = uiMessages.notification,
  viewportLabel = uiMessages.notifications,
  duration = 5000,
  viewportClassName,
  ...props
}: ToastProviderProps) {
  const { toasts, api } = useToastList();
  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider label={label} duration={duration} {...props}>
        {children}
        <ToastList toasts={toasts} onDismiss={api.dismiss} />
        <ToastViewport label={viewportLabel} className={viewportClassName} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/**
 * The toasts of a list as Radix toasts (title, description, action, ×); a toast that closes
 * (timer, swipe, Escape, ×) is dismissed. Internal to the providers; render inside a Radix
 * toast provider.
 */
function ToastList({
  toasts,
  onDismiss,
}: {
  /** The toasts to show, oldest first. */
  toasts: readonly ToastEntry[];
  /** Called with the id of a toast that closed. */
  onDismiss: (id: string) => void;
}) {
  return toasts.map(({ id, title, description, variant, duration, action }) => (
    <Toast
      key={id}
      variant={variant}
      duration={duration}
      onOpenChange={(open) => {
        if (!open) onDismiss(id);
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
  ));
}

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastList,
  ToastTitle,
  ToastViewport,
  toastVariants,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
};
