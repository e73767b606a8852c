import type { CalendarMessages } from '../messages.ts';

/** Strings of the sl locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Koledar',
  today: 'Danes',
  previous: 'Prejšnji',
  next: 'Naslednji',
  viewSelector: 'Pogled',
  years: 'Leta',
  year: 'Leto',
  month: 'Mesec',
  week: 'Teden',
  day: 'Dan',
  allDay: 'Ves dan',
  more: '+{n} več',
  newEvent: 'Nov dogodek',
};
