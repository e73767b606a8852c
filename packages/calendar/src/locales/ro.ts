import type { CalendarMessages } from '../messages.ts';

/** Strings of the ro locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Calendar',
  today: 'Astăzi',
  previous: 'Anterior',
  next: 'Următor',
  viewSelector: 'Vizualizare',
  years: 'Ani',
  year: 'An',
  month: 'Lună',
  week: 'Săptămână',
  day: 'Zi',
  allDay: 'Toată ziua',
  more: '+{n} în plus',
  newEvent: 'Eveniment nou',
};
