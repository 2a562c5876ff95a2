import {
  PLANS,
  effectiveTier,
  formatNumber,
  planFor,
  planPriceLabel,
  tierRank,
  type Plan,
  type Subscription,
  type Tier,
} from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Meter } from '../../components/Meter';
import { Skeleton } from '../../components/Skeleton';
import { PlanCards } from '../Dashboard/parts/PlanCards';
import * as styles from './SubscriptionScreen.css';

export const SUBSCRIPTION_TEXT = {
  title: 'Subscription',
  subtitle: 'Your plan, this month’s usage and every plan you can switch to.',
  currentPlan: 'Current Plan',
  usageTitle: 'Usage this month',
  properties: 'Properties',
  aiSummaries: 'AI summaries this month',
  unlimited: 'Unlimited',
  notIncluded: 'Not included in this plan',
  renews: (date: string) => `Renews on ${date}`,
  plansTitle: 'Plans',
  downgradePolicy:
    'Moving to a lower plan keeps everything you made: your reports stay readable and share links made before keep working until they expire or you revoke them. New share links and new exports need a plan that includes the format (CSV is in every plan).',
  upgrade: (name: string) => `Upgrade to ${name}`,
  downgrade: (name: string) => `Downgrade to ${name}`,
  changing: 'Changing plan...',
  demoBilling: 'Demo billing — no card is charged',
  demoBillingDetail: 'Plan changes apply at once on this installation.',
  stripeBilling: 'Payments are handled by Stripe. A new plan starts once Stripe confirms the payment.',
  redirectingCheckout: 'Redirecting to checkout...',
  openingPortal: 'Opening billing portal...',
  manageBilling: 'Manage billing',
  loading: 'Loading subscription',
  errorTitle: 'Could not load your subscription',
  status: { active: 'Active', trialing: 'Trial', past_due: 'Past due', cancelled: 'Cancelled', unpaid: 'Unpaid', incomplete: 'Incomplete', inactive: 'Inactive' },
} as const;

/** How plan changes are paid for (GET /api/subscription `billing.mode`). */
export type BillingMode = 'demo' | 'stripe';

/** Where the browser is being sent: Stripe Checkout or the Billing Portal. */
export type BillingRedirectKind = 'checkout' | 'portal';

/** This month's counts (GET /api/subscription `usage`). */
export interface SubscriptionUsage {
  properties: number;
  aiSummaries: number;
}

export interface SubscriptionScreenProps {
  subscription: Subscription | null;
  usage: SubscriptionUsage;
  plans?: readonly Plan[];
  /** Change plan (through the billing provider). */
  onChangePlan?: (tier: Tier) => void;
  /** The plan a change is in flight to: its button reads 'Changing plan...' and the others wait. */
  changingTo?: Tier | null;
  /** `demo`: labelled, no card is charged; `stripe`: changes finish in Stripe Checkout or the Billing Portal. */
  billingMode?: BillingMode;
  /** Stripe billing with a customer on file: show 'Manage billing'. */
  canManageBilling?: boolean;
  /** Opens the Billing Portal (card changes, invoices, cancellation). */
  onManageBilling?: () => void;
  /** The browser is on its way to Checkout or the portal: buttons wait and say where it is going. */
  redirecting?: BillingRedirectKind | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** Usage against a limit as the meter shows it. `null` = unlimited. */
export function usageMeter(used: number, limit: number | null): { value: number; levelText: string; tone: 'accent' | 'warning' | 'danger' } {
  if (limit === null) return { value: 0, levelText: `${formatNumber(used)} (${SUBSCRIPTION_TEXT.unlimited})`, tone: 'accent' };
  if (limit === 0) return { value: 100, levelText: SUBSCRIPTION_TEXT.notIncluded, tone: 'danger' };
  const value = Math.min(100, (used / limit) * 100);
  return { value, levelText: `${formatNumber(used)} of ${formatNumber(limit)}`, tone: value >= 100 ? 'danger' : value >= 80 ? 'warning' : 'accent' };
}

function formatPeriodEnd(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The /subscription page: current plan, usage meters and plan cards with upgrade/downgrade.
 * Demo billing is labelled as such; with Stripe billing the page that owns the data sends the
 * browser to Checkout or the Billing Portal and tells the screen through `redirecting`.
 */
export function SubscriptionScreen({
  subscription,
  usage,
  plans = PLANS,
  onChangePlan,
  changingTo = null,
  billingMode,
  canManageBilling = false,
  onManageBilling,
  redirecting = null,
  loading = false,
  error,
  onRetry,
}: SubscriptionScreenProps) {
  const header = (
    <div className={styles.header}>
      <h1 className={styles.title}>{SUBSCRIPTION_TEXT.title}</h1>
      <p className={styles.subtitle}>{SUBSCRIPTION_TEXT.subtitle}</p>
      {billingMode === 'demo' ? (
        <p className={styles.billingNote}>
          <Badge tone="warning" outlined>
            {SUBSCRIPTION_TEXT.demoBilling}
          </Badge>
          <span>{SUBSCRIPTION_TEXT.demoBillingDetail}</span>
        </p>
      ) : null}
      {billingMode === 'stripe' ? <p className={styles.billingNote}>{SUBSCRIPTION_TEXT.stripeBilling}</p> : null}
    </div>
  );
  // One change at a time: while a plan change runs or the browser is leaving for Stripe, every button waits.
  const busy = changingTo !== null || redirecting !== null;
  const pendingText =
    redirecting === 'checkout' ? SUBSCRIPTION_TEXT.redirectingCheckout : redirecting === 'portal' ? SUBSCRIPTION_TEXT.openingPortal : SUBSCRIPTION_TEXT.changing;
  if (loading) {
    return (
      <div className={styles.page}>
        {header}
        <Skeleton height="chart" label={SUBSCRIPTION_TEXT.loading} />
      </div>
    );
  }
  if (error || !subscription) {
    return (
      <div className={styles.page}>
        {header}
        <ErrorState title={SUBSCRIPTION_TEXT.errorTitle} message={error ?? ''} headingLevel={2} {...(onRetry ? { onRetry } : {})} />
      </div>
    );
  }

  const tier = effectiveTier(subscription);
  const plan = planFor(subscription.tier);
  const propertiesMeter = usageMeter(usage.properties, subscription.limits.properties);
  const summariesMeter = usageMeter(usage.aiSummaries, subscription.limits.aiSummaries);
  const entitled = tier === subscription.tier;

  return (
    <div className={styles.page}>
      {header}
      <div className={styles.overview}>
        <Card title={SUBSCRIPTION_TEXT.currentPlan} headingLevel={2}>
          <div className={styles.planLine}>
            <p className={styles.planName}>{plan.name}</p>
            <Badge tone={entitled ? 'success' : 'warning'}>{SUBSCRIPTION_TEXT.status[subscription.status]}</Badge>
          </div>
          <p className={styles.price}>{planPriceLabel(plan)}</p>
          {subscription.currentPeriodEnd ? <p className={styles.muted}>{SUBSCRIPTION_TEXT.renews(formatPeriodEnd(subscription.currentPeriodEnd))}</p> : null}
          {billingMode === 'stripe' && canManageBilling && onManageBilling ? (
            <div className={styles.manage}>
              <Button
                variant="secondary"
                loading={redirecting === 'portal' && changingTo === null}
                loadingText={SUBSCRIPTION_TEXT.openingPortal}
                disabled={busy && !(redirecting === 'portal' && changingTo === null)}
                onClick={onManageBilling}
              >
                {SUBSCRIPTION_TEXT.manageBilling}
              </Button>
            </div>
          ) : null}
        </Card>
        <Card title={SUBSCRIPTION_TEXT.usageTitle} headingLevel={2}>
          <div className={styles.meters}>
            <Meter label={SUBSCRIPTION_TEXT.properties} {...propertiesMeter} />
            <Meter label={SUBSCRIPTION_TEXT.aiSummaries} {...summariesMeter} />
          </div>
        </Card>
      </div>

      <section aria-labelledby="subscription-plans" className={styles.page}>
        <h2 id="subscription-plans" className={styles.sectionTitle}>
          {SUBSCRIPTION_TEXT.plansTitle}
        </h2>
        <PlanCards
          plans={plans}
          currentTier={subscription.tier}
          renderAction={(option) => {
            if (option.id === subscription.tier) {
              return (
                <Button variant="secondary" disabled>
                  {SUBSCRIPTION_TEXT.currentPlan}
                </Button>
              );
            }
            const up = tierRank(option.id) > tierRank(subscription.tier);
            return (
              <Button
                variant={up ? 'primary' : 'secondary'}
                loading={changingTo === option.id}
                loadingText={pendingText}
                disabled={!onChangePlan || (busy && changingTo !== option.id)}
                onClick={() => onChangePlan?.(option.id)}
              >
                {up ? SUBSCRIPTION_TEXT.upgrade(option.name) : SUBSCRIPTION_TEXT.downgrade(option.name)}
              </Button>
            );
          }}
        />
        <p className={styles.muted}>{SUBSCRIPTION_TEXT.downgradePolicy}</p>
      </section>
    </div>
  );
}
