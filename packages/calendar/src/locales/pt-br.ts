import type { CalendarMessages } from '../messages.ts';

/** Strings of the pt-BR locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Calendário',
  today: 'Hoje',
  previous: 'Anterior',
  next: 'Próximo',
  viewSelector: 'Visualização',
  years: 'Anos',
  year: 'Ano',
  month: 'Mês',
  week: 'Semana',
  day: 'Dia',
  allDay: 'Dia inteiro',
  more: '+{n} mais',
  newEvent: 'Novo evento',
};
