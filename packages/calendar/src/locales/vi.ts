import type { CalendarMessages } from '../messages.ts';

/** Strings of the vi locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Lịch',
  today: 'Hôm nay',
  previous: 'Trước',
  next: 'Tiếp',
  viewSelector: 'Chế độ xem',
  years: 'Các năm',
  year: 'Năm',
  month: 'Tháng',
  week: 'Tuần',
  day: 'Ngày',
  allDay: 'Cả ngày',
  more: '+{n} nữa',
  newEvent: 'Sự kiện mới',
};
