import type { MouseEvent } from 'react';
import { isTier, planFor } from '@rei/engine';
import { Button } from '../Button';
import * as styles from './PlanLimitNotice.css';

/** What the server's TIER_LIMIT answer says about the limit (`limit` of the error body). */
export interface PlanLimit {
  /** The limit or feature reached: 'properties', 'aiSummariesPerMonth', a feature key, or 'export:<format>'. */
  feature: string;
  /** How many the plan allows (null when it is a feature, not a count). */
  limit: number | null;
  /** How many are used (null when it is a feature). */
  used: number | null;
  /** The current plan (tier id). */
  plan: string;
  /** The cheapest plan that lifts the limit (tier id), or null when none does. */
  upgradeTo: string | null;
}

export interface PlanLimitNoticeProps {
  /** The server's sentence (names the limit and the plan). */
  message: string;
  limit: PlanLimit;
  /** Where the plans are (the Subscription page). */
  upgradeHref?: string;
  /** Opens the plans in the app (client routing); without it the link navigates. */
  onUpgrade?: () => void;
}

const PLAN_LIMIT_TEXT = {
  title: 'Plan limit reached',
  upgradeTo: (plan: string) => `Upgrade to ${plan}`,
  seePlans: 'See plans',
  of: (used: number, limit: number, what: string) => `${used} of ${limit} ${what} used`,
} as const;

/** Words for a limit key, in the investor's terms. */
function limitWords(feature: string): string {
  if (feature === 'properties') return 'properties';
  if (feature === 'aiSummariesPerMonth') return 'AI summaries this month';
  if (feature.startsWith('export:')) return `${feature.slice('export:'.length)} exports`;
  return feature.replace(/_/g, ' ');
}

const planName = (tier: string) => (isTier(tier) ? planFor(tier).name : tier);

/**
 * A refusal because of the plan, said as one: what limit was reached with its figures
 * ('3 of 3 properties used'), the server's sentence, and a link to the plan that lifts it. Never
 * a bare 'Error'. Announced as an alert.
 */
export function PlanLimitNotice({ message, limit, upgradeHref = '/subscription', onUpgrade }: PlanLimitNoticeProps) {
  const label = limit.upgradeTo ? PLAN_LIMIT_TEXT.upgradeTo(planName(limit.upgradeTo)) : PLAN_LIMIT_TEXT.seePlans;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onUpgrade) return;
    event.preventDefault();
    onUpgrade();
  };
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.title}>
        {PLAN_LIMIT_TEXT.title}: {planName(limit.plan)} plan
      </p>
      {limit.limit !== null && limit.used !== null ? <p className={styles.figures}>{PLAN_LIMIT_TEXT.of(limit.used, limit.limit, limitWords(limit.feature))}</p> : null}
      <p className={styles.text}>{message}</p>
      <Button asChild variant="primary" size="sm">
        <a href={upgradeHref} onClick={follow}>
          {label}
        </a>
      </Button>
    </div>
  );
}
