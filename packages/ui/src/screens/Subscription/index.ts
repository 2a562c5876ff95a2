export {
  SUBSCRIPTION_TEXT,
  SubscriptionScreen,
  usageMeter,
  type BillingMode,
  type BillingRedirectKind,
  type SubscriptionScreenProps,
  type SubscriptionUsage,
} from './SubscriptionScreen';
