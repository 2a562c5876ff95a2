import type { BillingProvider } from './BillingProvider';
import type { BillingConfig } from './billingConfig';
import { DemoBillingProvider } from './DemoBillingProvider';
import { StripeBillingProvider, stripeSettingsFrom } from './StripeBillingProvider';

export type { BillingAccount, BillingProvider, BillingRedirect, WebhookOutcome } from './BillingProvider';
export {
  BILLING_MODES,
  STRIPE_PRICE_VARIABLES,
  assertBillingConfig,
  billingConfigProblem,
  type BillingConfig,
  type BillingMode,
} from './billingConfig';
export { DEMO_PROVIDER_NAME, DemoBillingProvider } from './DemoBillingProvider';
export { StripeBillingProvider, stripeSettingsFrom, type StripeSettings } from './StripeBillingProvider';
export { STRIPE_PROVIDER_NAME, statusFromStripe, tierForPrice } from './stripeEvents';

/** The billing provider the configuration asks for (REI_BILLING): Stripe, or demo. */
export function billingProviderFor(config: BillingConfig): BillingProvider {
  return config.mode === 'stripe' ? new StripeBillingProvider(stripeSettingsFrom(config)) : new DemoBillingProvider();
}
