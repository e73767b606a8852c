import type { CalendarMessages } from '../messages.ts';

/** Strings of the zh-CN locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: '日历',
  today: '今天',
  previous: '上一个',
  next: '下一个',
  viewSelector: '视图',
  years: '年份',
  year: '年',
  month: '月',
  week: '周',
  day: '日',
  allDay: '全天',
  more: '+{n} 更多',
  newEvent: '新事件',
};
