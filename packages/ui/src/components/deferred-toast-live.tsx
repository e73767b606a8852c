/**
 * The Radix part of {@link DeferredToastProvider}, loaded with the first toast: Radix's toast
 * provider, the toasts and the viewport (F8, swipe, pause on hover and focus). When the plain
 * region had the focus, the viewport takes it.
 */
import { Toast as ToastPrimitive } from 'radix-ui';
import * as React from 'react';
import type { PlainToastsProps } from './deferred-toast-provider.tsx';
import { ToastList, ToastViewport, type ToastProviderProps } from './toast.tsx';

/** Props: the provider's Radix props, the list and the region of the plain part. */
type LiveToastsProps = Omit<
  ToastProviderProps,
  'children' | 'viewportLabel' | 'viewportClassName'
> &
  PlainToastsProps;

/** Renders the toasts with Radix (see the file's comment). */
export default function DeferredToastLive({
  toasts,
  onDismiss,
  viewportLabel,
  viewportClassName,
  focused,
  ...props
}: LiveToastsProps) {
  const viewport = React.useRef<HTMLOListElement>(null);
  React.useEffect(() => {
    if (focused?.current) viewport.current?.focus();
  }, [focused]);
  return (
    <ToastPrimitive.Provider {...props}>
      <ToastList toasts={toasts} onDismiss={onDismiss} />
      <ToastViewport ref={viewport} label={viewportLabel} className={viewportClassName} />
    </ToastPrimitive.Provider>
  );
}
