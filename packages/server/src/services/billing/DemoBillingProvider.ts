import type { SubscriptionProvider } from '@rei/engine';
import type { Database } from '../../db/client';
import { switchSubscriptionPlan } from '../../db/queries/subscriptions';
import { emitWebhookEventForUser } from '../../webhooks/events';
import { conflict, notFound } from '../../errors';
import { writeAuditLog, type Actor } from '../audit';
import type { Tier } from '../tiers';
import type { BillingAccount, BillingProvider, BillingRedirect, WebhookOutcome } from './BillingProvider';

/** `subscriptions.provider` of plans switched by demo billing (the value the column had before billing existed). */
export const DEMO_PROVIDER_NAME = 'local' satisfies SubscriptionProvider;

/**
 * Demo billing: a plan change applies at once and no card is charged. Only for the embedded
 * `pnpm start`; the server refuses it with DATABASE_URL or in production unless REI_BILLING=demo.
 */
export class DemoBillingProvider implements BillingProvider {
  readonly mode = 'demo' as const;

  async changePlan(db: Database, actor: Actor, account: BillingAccount, tier: Tier): Promise<BillingRedirect | null> {
    await db.transaction(async (tx) => {
      await switchSubscriptionPlan(tx, account.userId, { tier, status: 'active', provider: DEMO_PROVIDER_NAME });
      await writeAuditLog(tx, {
        actorUserId: actor.userId,
        action: 'subscription.change',
        resourceType: 'subscription',
        resourceId: account.userId,
        outcome: 'SUCCESS',
        detail: { from: account.tier, to: tier, provider: DEMO_PROVIDER_NAME, billing: this.mode },
        ip: actor.ip,
      });
    });
    await emitWebhookEventForUser(db, account.userId, 'subscription.changed', { userId: account.userId, from: account.tier, to: tier, status: 'active' }, 'owner');
    return null;
  }

  async openPortal(): Promise<BillingRedirect> {
    throw conflict('Demo billing has no billing portal: plans switch at once and no card is charged.');
  }

  async receiveWebhook(): Promise<WebhookOutcome> {
    throw notFound('Billing webhooks are off: this server runs demo billing (REI_BILLING=demo).');
  }
}
