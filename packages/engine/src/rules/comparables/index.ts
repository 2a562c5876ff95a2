export {
  COMPARABLES_CRITERIA,
  summarizeComparables,
  type ComparableSale,
  type ComparablesInput,
  type ComparablesSummary,
} from './comparables';
