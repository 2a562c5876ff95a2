export {
  NOT_AVAILABLE,
  formatCompactCurrency,
  formatCurrency,
  formatNumber,
  formatPercent,
  formatSquareFeet,
  toFiniteNumber,
  type DecimalsOption,
  type Formattable,
} from './format';
export { endSentence, joinSentences, withoutFullStop } from './sentence';
