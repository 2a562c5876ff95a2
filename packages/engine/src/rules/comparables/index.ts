export {
  COMPARABLES_CRITERIA,
  MARKET_SALE_RULE,
  NON_MARKET_SALE_THRESHOLD,
  isMarketSalePrice,
  summarizeComparables,
  type ComparableSale,
  type ComparablesInput,
  type ComparablesSummary,
} from './comparables';
