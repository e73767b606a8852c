import type { CalendarMessages } from '../messages.ts';

/** Strings of the ar locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'التقويم',
  today: 'اليوم',
  previous: 'السابق',
  next: 'التالي',
  viewSelector: 'العرض',
  years: 'السنوات',
  year: 'السنة',
  month: 'الشهر',
  week: 'الأسبوع',
  day: 'اليوم',
  allDay: 'طوال اليوم',
  more: '+{n} المزيد',
  newEvent: 'حدث جديد',
};
