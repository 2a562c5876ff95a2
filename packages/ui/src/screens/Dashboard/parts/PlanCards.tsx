import type { ReactNode } from 'react';
import { planPriceLabel, type Plan, type Tier } from '@rei/engine';
import { Button } from '../../../components/Button';
import { DASHBOARD_TEXT } from '../dashboardText';
import * as styles from '../DashboardScreen.css';

export interface PlanCardsProps {
  plans: readonly Plan[];
  /** The signed-in user's tier: its card reads 'Current Plan'. */
  currentTier?: Tier | null;
  /** Chosen plan; without it the cards carry no button. */
  onChoosePlan?: (tier: Tier) => void;
  headingLevel?: 'h3' | 'h4';
  /** A custom action per card (e.g. a sign-up link on the landing page); replaces the choose button. */
  renderAction?: (plan: Plan) => ReactNode;
}

/** Plan cards straight from the engine's plan table: name, price, Popular mark, features. */
export function PlanCards({ plans, currentTier, onChoosePlan, headingLevel: Heading = 'h3', renderAction }: PlanCardsProps) {
  return (
    <div className={styles.planGrid}>
      {plans.map((plan) => {
        const current = plan.id === currentTier;
        return (
          <article key={plan.id} className={[styles.planCard, plan.popular ? styles.planCardPopular : ''].join(' ')} aria-label={`${plan.name} plan`}>
            <div className={styles.planHeader}>
              <Heading className={styles.cardTitle}>{plan.name}</Heading>
              {plan.popular ? <span className={styles.popularBadge}>{DASHBOARD_TEXT.popular}</span> : null}
            </div>
            <p className={styles.planPrice}>{planPriceLabel(plan)}</p>
            <ul className={styles.planFeatures}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {renderAction ? (
              renderAction(plan)
            ) : onChoosePlan ? (
              <Button variant={plan.popular ? 'primary' : 'secondary'} disabled={current} onClick={() => onChoosePlan(plan.id)}>
                {current ? DASHBOARD_TEXT.currentPlan : DASHBOARD_TEXT.choosePlan(plan.name)}
              </Button>
            ) : null}
          </article>
        );
      })}
    </div>
  );
}
