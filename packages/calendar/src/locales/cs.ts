import type { CalendarMessages } from '../messages.ts';

/** Strings of the cs locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalendář',
  today: 'Dnes',
  previous: 'Předchozí',
  next: 'Další',
  viewSelector: 'Zobrazení',
  years: 'Roky',
  year: 'Rok',
  month: 'Měsíc',
  week: 'Týden',
  day: 'Den',
  allDay: 'Celý den',
  more: '+{n} další',
  newEvent: 'Nová událost',
};
