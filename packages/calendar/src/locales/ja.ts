import type { CalendarMessages } from '../messages.ts';

/** Strings of the ja locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'カレンダー',
  today: '今日',
  previous: '前へ',
  next: '次へ',
  viewSelector: '表示',
  years: '年一覧',
  year: '年',
  month: '月',
  week: '週',
  day: '日',
  allDay: '終日',
  more: '+{n} 件',
  newEvent: '新しい予定',
};
