import type { CalendarMessages } from '../messages.ts';

/** Strings of the pt-PT locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Calendário',
  today: 'Hoje',
  previous: 'Anterior',
  next: 'Seguinte',
  viewSelector: 'Vista',
  years: 'Anos',
  year: 'Ano',
  month: 'Mês',
  week: 'Semana',
  day: 'Dia',
  allDay: 'Todo o dia',
  more: '+{n} mais',
  newEvent: 'Novo evento',
};
