import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * A native checkbox (`<input type="checkbox">`) sized like {@link Checkbox} (20 px) and drawn by
 * the browser in the primary colour (`accent-color`, which also picks a check mark with enough
 * contrast, and follows forced colours). For forms where the first load counts, such as the
 * public vacancy search: it needs no script (Radix's checkbox brings about 4 KB gzipped), and its
 * value goes with the form like any input (`name`, `value`). The first rule of ARIA: a native
 * element with the semantics needed beats a scripted one. Takes every `<input>` prop but `type`; `onChange` gives the
 * native event (read `event.currentTarget.checked`).
 */
function CheckboxInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer rounded-sm accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export { CheckboxInput };
