import type { CalendarMessages } from '../messages.ts';

/** Strings of the sr locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Календар',
  today: 'Данас',
  previous: 'Претходно',
  next: 'Следеће',
  viewSelector: 'Приказ',
  years: 'Године',
  year: 'Година',
  month: 'Месец',
  week: 'Недеља',
  day: 'Дан',
  allDay: 'Цео дан',
  more: '+{n} још',
  newEvent: 'Нови догађај',
};
