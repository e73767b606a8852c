export {
  formatDate,
  formatDateTime,
  formatMoneyRange,
  formatNumber,
  formatPesos,
  parseCalendarDate,
  type DateStyle,
} from './format.ts';
export { formatMoney } from '../forms/money.ts';
