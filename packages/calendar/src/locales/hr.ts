import type { CalendarMessages } from '../messages.ts';

/** Strings of the hr locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalendar',
  today: 'Danas',
  previous: 'Prethodno',
  next: 'Sljedeće',
  viewSelector: 'Prikaz',
  years: 'Godine',
  year: 'Godina',
  month: 'Mjesec',
  week: 'Tjedan',
  day: 'Dan',
  allDay: 'Cijeli dan',
  more: '+{n} više',
  newEvent: 'Novi događaj',
};
