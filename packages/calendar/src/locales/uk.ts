import type { CalendarMessages } from '../messages.ts';

/** Strings of the uk locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Календар',
  today: 'Сьогодні',
  previous: 'Назад',
  next: 'Вперед',
  viewSelector: 'Вигляд',
  years: 'Роки',
  year: 'Рік',
  month: 'Місяць',
  week: 'Тиждень',
  day: 'День',
  allDay: 'Увесь день',
  more: '+{n} ще',
  newEvent: 'Нова подія',
};
