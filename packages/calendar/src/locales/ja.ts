import type { CalendarMessages } from '../messages.ts';

/** Every string of the ja locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
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
  time: '時刻',
  more: '+{n} 件',
  moreLabel: 'さらに {n} 件の予定を表示',
  newEvent: '新しい予定',
  deleteEvent: '予定「{title}」を削除',
  editTitle: '予定のタイトル',
  events: '{n} 件の予定',
  oneEvent: '1 件の予定',
  special: '特別な時間帯',
  moved: '「{title}」を移動しました: {when}',
  resized: '「{title}」の終了時刻を {end} に変更しました',
  created: '「{title}」を作成しました: {when}',
  deleted: '「{title}」を削除しました',
  grabbed:
    '「{title}」をつかみました。矢印キーで移動、Shift + 矢印キーで長さを変更、スペースで配置、Escape でキャンセルします。',
  dropped: '「{title}」を配置しました: {when}',
  cancelled: '移動をキャンセルしました: {when}',
  invalidView: 'カレンダー: ビュー「{view}」は存在しません。「week」を使用します。',
  disabledView: 'カレンダー: ビュー「{view}」は無効です。「{fallback}」を使用します。',
  dndMissing:
    'カレンダー: ドラッグ＆ドロップのモジュールを読み込めませんでした。これなしで続行します。',
};
