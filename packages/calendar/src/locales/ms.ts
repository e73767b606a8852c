import type { CalendarMessages } from '../messages.ts';

/** Strings of the ms locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalendar',
  today: 'Hari ini',
  previous: 'Sebelumnya',
  next: 'Seterusnya',
  viewSelector: 'Paparan',
  years: 'Tahun-tahun',
  year: 'Tahun',
  month: 'Bulan',
  week: 'Minggu',
  day: 'Hari',
  allDay: 'Sepanjang hari',
  more: '+{n} lagi',
  newEvent: 'Acara baharu',
};
