import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useCalendarContext } from './calendar-context.ts';
import { EventItem } from './event-item.tsx';
import type { Segment } from './events.ts';
import { fill } from './messages.ts';

interface SlotOverflowProps {
  /** The slot's events that are not shown side by side. */
  hidden: Segment[];
  /** The slot's name (day and time), which also names the list. */
  label: string;
  /** Where the "+N" button sits in its cell. */
  style: CSSProperties;
  /** Reachable with Tab (the button sits in the cursor cell). */
  tabbable: boolean;
}

/**
 * The "+N" of a time-grid slot holding more overlapping events than
 * `maxEventColumns`: a button that opens the rest in a list (a non-modal
 * dialog in the top layer, `popover`; Escape or a click outside closes it and
 * focus goes back to the button; the grid ignores what happens inside it). The list is rendered only while open, so
 * the DOM stays bounded however many events fall in one slot. @internal
 */
export function SlotOverflow({ hidden, label, style, tabbable }: SlotOverflowProps) {
  const { messages: m } = useCalendarContext();
  const id = useId();
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[data-slot="event-button"]')?.focus();
  }, [open]);
  const n = hidden.length;
  return (
    <>
      <button
        type="button"
        data-slot="slot-more"
        popoverTarget={id}
        aria-haspopup="dialog"
        aria-expanded={open}
        tabIndex={tabbable ? 0 : -1}
        style={style}
        className="jc-more"
        onClick={(e) => e.stopPropagation()}
        onPointerDown={(e) => e.stopPropagation()}
        onDoubleClick={(e) => e.stopPropagation()}
      >
        {fill(m.more, { n })}
      </button>
      <div
        ref={list}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={label}
        data-slot="slot-more-list"
        className="jc-more-list"
        onToggle={(e) => setOpen((e.nativeEvent as ToggleEvent).newState === 'open')}
      >
        {open && (
          <ul className="flex flex-col gap-1">
            {hidden.map((seg) => (
              <li key={seg.occ.key}>
                <EventItem occ={seg.occ} variant="month" tabbable />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
