import { memo, type ReactNode } from 'react';
import { EventItem } from './event-item.tsx';
import type { Segment } from './events.ts';
import { SlotOverflow } from './slot-overflow.tsx';

/** What one time cell of the week or day view shows; primitives, so an unchanged cell is skipped. */
export interface TimeCellProps {
  /**
   * IDs naming an empty cell (`aria-labelledby`): its day's hidden label and its row header, the
   * same in every period. Undefined when `label` names it.
   */
  labelledBy?: string;
  /** The cell's name as text (`aria-label`): day, time, then its split, special hours, events. */
  label?: string;
  /** Visually hidden text naming the cell (the first cell of a day with labelled special hours). */
  hiddenLabel?: string;
  /** The cell is the grid's cursor: it and its events are reachable with Tab. */
  active: boolean;
  today: boolean;
  disabled: boolean;
  /** The cell falls within special hours. */
  special: boolean;
  className: string;
  /** The cell's first minute of the day. */
  t: number;
  timeFrom: number;
  timeTo: number;
  /** Minutes per cell. */
  timeStep: number;
  /** Height of a cell in px. */
  cellHeight: number;
  /** Events side by side at most (`maxEventColumns`). */
  maxCols: number;
  /** The events that start in this cell, laid out side by side. */
  segs?: Segment[];
  /** The events behind the cell's "+N". */
  more?: Segment[];
  /** Name of the "+N" list (the cell's day and time). */
  moreLabel?: string;
  /** Elements drawn from this cell over the day's column (drop target, special hours, now line, draft). */
  extras?: ReactNode;
}

/**
 * One time cell of the week and day views: a gridcell that
 * holds the events starting in its slot. Memoised, and named by IDs that do not
 * change with the dates (bench/RESULTS.md), so moving to another period re-renders and
 * updates only the cells whose events or state change. @internal
 */
export const TimeCell = memo(function TimeCell(p: TimeCellProps) {
  const { t, timeFrom, timeTo, timeStep, cellHeight, maxCols } = p;
  return (
    <div
      role="gridcell"
      tabIndex={p.active ? 0 : -1}
      data-today={p.today ? '' : undefined}
      data-disabled={p.disabled ? '' : undefined}
      data-special={p.special ? '' : undefined}
      aria-disabled={p.disabled || undefined}
      aria-label={p.label}
      aria-labelledby={p.labelledBy}
      className={p.className}
    >
      {p.hiddenLabel && <span className="sr-only">{p.hiddenLabel}</span>}
      {p.extras}
      {p.segs?.map((seg, i) => {
        const s0 = Math.max(seg.startMin, timeFrom),
          e0 = Math.min(seg.endMin, timeTo);
        return (
          <EventItem
            // keyed by position so moving to another period reuses the DOM nodes
            key={i}
            occ={seg.occ}
            variant="timed"
            tabbable={p.active}
            last={seg.last}
            box={{
              top: ((s0 - t) / timeStep) * cellHeight,
              height: Math.max(((e0 - s0) / timeStep) * cellHeight, 4),
              col: seg.col,
              cols: seg.cols,
            }}
          />
        );
      })}
      {p.more && (
        <SlotOverflow
          hidden={p.more}
          label={p.moreLabel ?? ''}
          tabbable={p.active}
          style={{
            top: 0,
            height: cellHeight,
            left: `${(maxCols / (maxCols + 1)) * 100}%`,
            width: `${100 / (maxCols + 1)}%`,
          }}
        />
      )}
    </div>
  );
});
