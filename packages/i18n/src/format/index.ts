export { currencyDigits, formatMoney, formatNumber, formatPercent, formatUnit, type MoneyValue } from './format.ts';
export { formatDateTime, formatDay, type DateStyle, type TimeStyle } from './dates.ts';
