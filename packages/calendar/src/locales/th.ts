import type { CalendarMessages } from '../messages.ts';

/** Strings of the th locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'ปฏิทิน',
  today: 'วันนี้',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  viewSelector: 'มุมมอง',
  years: 'ปี',
  year: 'ปี',
  month: 'เดือน',
  week: 'สัปดาห์',
  day: 'วัน',
  allDay: 'ทั้งวัน',
  more: '+{n} เพิ่มเติม',
  newEvent: 'กิจกรรมใหม่',
};
