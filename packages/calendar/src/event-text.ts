import type { CalendarContextValue } from './calendar-context.ts';
import { formatMinutes, minutesOf } from './date-utils.ts';
import type { Occurrence } from './events.ts';

/**
 * What an event shows after its title: its time ("09:00 – 10:30", or the
 * all-day text) and, for a timed event with `content`, that content on a line
 * of its own. Lines are separated by " \n" (the space keeps accessible names
 * spaced). @internal
 */
export function eventDetails(
  occ: Occurrence,
  ctx: Pick<CalendarContextValue, 'locale' | 'twelveHour' | 'messages'>,
  withContent: boolean,
): string {
  const src = occ.event.source;
  const time = src.allDay
    ? ctx.messages.allDay
    : `${formatMinutes(minutesOf(occ.start), ctx.locale, ctx.twelveHour)} – ${formatMinutes(minutesOf(occ.end), ctx.locale, ctx.twelveHour)}`;
  return src.content && withContent ? `${time} \n${src.content}` : time;
}
