import type { CalendarMessages } from '../messages.ts';

/** Strings of the zh-TW locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: '行事曆',
  today: '今天',
  previous: '上一個',
  next: '下一個',
  viewSelector: '檢視',
  years: '年份',
  year: '年',
  month: '月',
  week: '週',
  day: '日',
  allDay: '全天',
  more: '+{n} 更多',
  newEvent: '新活動',
};
