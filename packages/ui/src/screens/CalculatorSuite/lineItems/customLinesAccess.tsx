import { createContext, useContext } from 'react';
import { featureMinimumTier, hasFeature, planFor, type SubscriptionLike, type Tier } from '@rei/engine';

/** Whether this plan may edit custom lines, and which plan adds them. */
export interface CustomLinesAccess {
  readonly allowed: boolean;
  /** The name of the lowest plan with custom inputs ("Operator"). */
  readonly unlockPlan: string;
  /** 'Upgrade to Operator' in the locked editor; absent hides the button. */
  readonly onUpgrade?: (() => void) | undefined;
  /** Locked by something other than the plan (a team preset's locked lines): said instead of the plan. */
  readonly lockedBy?: string | undefined;
}

/** The plan that adds custom lines (the engine's `custom_calculators` feature). */
export const CUSTOM_LINES_PLAN = planFor(featureMinimumTier('custom_calculators')).name;

/** Custom-line access for a subscription: the engine's `custom_calculators` feature. */
export function customLinesAccessFor(subscription: Tier | SubscriptionLike | null | undefined, onUpgrade?: () => void): CustomLinesAccess {
  return { allowed: hasFeature(subscription ?? null, 'custom_calculators'), unlockPlan: CUSTOM_LINES_PLAN, onUpgrade };
}

const AccessContext = createContext<CustomLinesAccess | null>(null);

/** Puts the plan's custom-line access around the calculator panels (the suite does this). */
export const CustomLinesAccessProvider = AccessContext.Provider;

/** The custom-line access around a panel; a panel outside the suite (no plan known) may edit lines. */
export function useCustomLinesAccess(): CustomLinesAccess {
  return useContext(AccessContext) ?? { allowed: true, unlockPlan: CUSTOM_LINES_PLAN };
}
