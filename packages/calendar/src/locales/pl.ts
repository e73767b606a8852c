import type { CalendarMessages } from '../messages.ts';

/** Strings of the pl locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalendarz',
  today: 'Dziś',
  previous: 'Poprzedni',
  next: 'Następny',
  viewSelector: 'Widok',
  years: 'Lata',
  year: 'Rok',
  month: 'Miesiąc',
  week: 'Tydzień',
  day: 'Dzień',
  allDay: 'Cały dzień',
  more: '+{n} więcej',
  newEvent: 'Nowe wydarzenie',
};
