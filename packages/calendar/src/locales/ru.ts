import type { CalendarMessages } from '../messages.ts';

/** Strings of the ru locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Календарь',
  today: 'Сегодня',
  previous: 'Назад',
  next: 'Вперёд',
  viewSelector: 'Вид',
  years: 'Годы',
  year: 'Год',
  month: 'Месяц',
  week: 'Неделя',
  day: 'День',
  allDay: 'Весь день',
  more: '+{n} ещё',
  newEvent: 'Новое событие',
};
