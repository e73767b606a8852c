import type { CalendarMessages } from '../messages.ts';

/** Strings of the en locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Calendar',
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  viewSelector: 'View',
  years: 'Years',
  year: 'Year',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  allDay: 'All day',
  more: '+{n} more',
  newEvent: 'New event',
};
