export { goalSeek, goalSeekDirections, type GoalSeekDirection, type GoalSeekOptions } from './goalSeek';
export {
  maxPurchasePriceFor,
  maxPurchasePriceInputSchema,
  maxPurchasePriceResultSchema,
  purchasePriceTargets,
  targetMetricAt,
  type MaxPurchasePriceInput,
  type MaxPurchasePriceResult,
  type PurchasePriceTarget,
} from './maxPurchasePriceFor';
