import type { CalendarMessages } from '../messages.ts';

/** Strings of the eu locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Egutegia',
  today: 'Gaur',
  previous: 'Aurrekoa',
  next: 'Hurrengoa',
  viewSelector: 'Ikuspegia',
  years: 'Urteak',
  year: 'Urtea',
  month: 'Hilabetea',
  week: 'Astea',
  day: 'Eguna',
  allDay: 'Egun osoa',
  more: '+{n} gehiago',
  newEvent: 'Gertaera berria',
};
