import type { CalendarMessages } from '../messages.ts';

/** Strings of the sk locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalendár',
  today: 'Dnes',
  previous: 'Predchádzajúci',
  next: 'Ďalší',
  viewSelector: 'Zobrazenie',
  years: 'Roky',
  year: 'Rok',
  month: 'Mesiac',
  week: 'Týždeň',
  day: 'Deň',
  allDay: 'Celý deň',
  more: '+{n} ďalšie',
  newEvent: 'Nová udalosť',
};
