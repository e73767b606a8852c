import type { CalendarMessages } from '../messages.ts';

/** Strings of the fa locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'تقویم',
  today: 'امروز',
  previous: 'قبلی',
  next: 'بعدی',
  viewSelector: 'نما',
  years: 'سال‌ها',
  year: 'سال',
  month: 'ماه',
  week: 'هفته',
  day: 'روز',
  allDay: 'تمام روز',
  more: '+{n} بیشتر',
  newEvent: 'رویداد جدید',
};
