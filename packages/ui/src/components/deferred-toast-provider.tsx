/**
 * {@link DeferredToastProvider}: the toasts of {@link ToastProvider} without the Radix toast code
 * on a page's first load. Until the first `toast()`, it renders a plain, labelled notifications
 * region that F8 focuses (as Radix's viewport does); the first toast loads the Radix provider
 * (deferred-toast-live.tsx), which then shows it and every later one.
 */
import * as React from 'react';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';
import { cn } from '../lib/cn.ts';
import {
  ToastContext,
  toastViewportClasses,
  useToastList,
  type ToastEntry,
} from './toast-context.ts';
import type { ToastProviderProps } from './toast.tsx';

/** The Radix part, fetched with the first toast; without it (offline, no cache) the plain list. */
const LiveToasts = React.lazy(() =>
  import('./deferred-toast-live.tsx').catch(() => ({ default: PlainToasts })),
);

/** The shortcut that focuses the notifications, as Radix's viewport has it. */
const HOTKEY = 'F8';

type PlainToastsProps = {
  toasts: readonly ToastEntry[];
  onDismiss: (id: string) => void;
  viewportLabel: string;
  viewportClassName: string | undefined;
  focused?: React.RefObject<boolean>;
};

/**
 * The notifications region without Radix: `role="region"` named after `viewportLabel`, a list
 * that F8 focuses, and (only if the Radix part could not load) the toasts as plain items.
 */
function PlainToasts({
  toasts,
  onDismiss,
  viewportLabel,
  viewportClassName,
  focused,
}: PlainToastsProps) {
  const list = React.useRef<HTMLOListElement>(null);
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY) list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const setFocused = (value: boolean) => {
    if (focused) focused.current = value;
  };
  return (
    <div
      role="region"
      aria-label={viewportLabel.replace('{hotkey}', HOTKEY)}
      tabIndex={-1}
      style={toasts.length > 0 ? undefined : { pointerEvents: 'none' }}
    >
      <ol
        ref={list}
        tabIndex={-1}
        data-slot="toast-viewport"
        className={cn(toastViewportClasses, viewportClassName)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {toasts.map(({ id, title, description, action }) => (
          <li
            key={id}
            role="status"
            className="pointer-events-auto relative grid gap-1 rounded-md border border-border bg-card p-4 pr-10 text-card-foreground shadow-overlay"
          >
            <span className="text-sm font-semibold">{title}</span>
            {description ? <span className="text-sm opacity-90">{description}</span> : null}
            {action ? (
              <button
                type="button"
                className="justify-self-start text-sm font-medium underline"
                onClick={action.onClick}
              >
                {action.label}
              </button>
            ) : null}
            <button
              type="button"
              aria-label={uiMessages.close}
              className="absolute top-2 right-2 size-7 cursor-pointer rounded-sm"
              onClick={() => onDismiss(id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Serves {@link useToast} like {@link ToastProvider}, with the same props and toasts, but loads
 * the Radix toast code only when the first toast is shown: use it where the first load counts
 * (the app's layouts). Children are not inside the Radix provider, so render toasts through
 * `useToast()`, not as `<Toast>` children. `duration` in ms. @default 5000
 */
function DeferredToastProvider({
  children,
  label = uiMessages.notification,
  viewportLabel = uiMessages.notifications,
  duration = 5000,
  viewportClassName,
  ...props
}: ToastProviderProps) {
  const { toasts, api } = useToastList();
  const [live, setLive] = React.useState(false);
  const focused = React.useRef(false);
  const wanted = toasts.length > 0;
  React.useEffect(() => {
    // A transition keeps the plain region on screen until the Radix part has loaded.
    if (wanted) React.startTransition(() => setLive(true));
  }, [wanted]);
  const plain = (
    <PlainToasts
      toasts={[]}
      onDismiss={api.dismiss}
      viewportLabel={viewportLabel}
      viewportClassName={viewportClassName}
      focused={focused}
    />
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <React.Suspense fallback={plain}>
        {live ? (
          <LiveToasts
            {...props}
            label={label}
            duration={duration}
            toasts={toasts}
            onDismiss={api.dismiss}
            viewportLabel={viewportLabel}
            viewportClassName={viewportClassName}
            focused={focused}
          />
        ) : (
          plain
        )}
      </React.Suspense>
    </ToastContext.Provider>
  );
}

export { DeferredToastProvider, type PlainToastsProps };
