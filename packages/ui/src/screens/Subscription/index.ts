export { SUBSCRIPTION_TEXT, SubscriptionScreen, usageMeter, type SubscriptionScreenProps, type SubscriptionUsage } from './SubscriptionScreen';
