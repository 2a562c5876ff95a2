export {
  BUY_BOX_METRIC_KEYS,
  BUY_BOX_METRICS,
  BUY_BOX_STATUSES,
  buyBoxSchema,
  evaluateBuyBox,
  type BuyBox,
  type BuyBoxCheck,
  type BuyBoxMetric,
  type BuyBoxResult,
  type BuyBoxStatus,
} from './buyBox';
