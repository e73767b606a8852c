import type { CalendarMessages } from '../messages.ts';

/** Strings of the bn locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'ক্যালেন্ডার',
  today: 'আজ',
  previous: 'পূর্ববর্তী',
  next: 'পরবর্তী',
  viewSelector: 'ভিউ',
  years: 'বছরগুলো',
  year: 'বছর',
  month: 'মাস',
  week: 'সপ্তাহ',
  day: 'দিন',
  allDay: 'সারাদিন',
  more: '+{n} আরও',
  newEvent: 'নতুন ইভেন্ট',
};
