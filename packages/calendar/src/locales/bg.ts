import type { CalendarMessages } from '../messages.ts';

/** Strings of the bg locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Календар',
  today: 'Днес',
  previous: 'Предишен',
  next: 'Следващ',
  viewSelector: 'Изглед',
  years: 'Години',
  year: 'Година',
  month: 'Месец',
  week: 'Седмица',
  day: 'Ден',
  allDay: 'Цял ден',
  more: '+{n} още',
  newEvent: 'Ново събитие',
};
