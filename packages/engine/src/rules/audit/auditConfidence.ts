import { dec, decMax, decZero, toRatio } from '../../money/decimal';

/**
 * How sure an audit is of its own figure (0 to 1). It starts below 1 because the recomputation
 * assumes the default financing, not the owner's actual loan; each figure borrowed from elsewhere
 * and a missing stated figure take some away.
 */
export const AUDIT_CONFIDENCE = {
  /** Confidence of an audit with every figure on record (default financing assumed). */
  base: 0.9,
  /** Taken away for each price or rent fallback. */
  perFallback: 0.2,
  /** Taken away when there is no stated monthly cash flow to compare with. */
  noStatedCashFlow: 0.3,
} as const;

/** What an audit's confidence is judged on. */
export interface AuditConfidenceInput {
  /** Whether the engine could recompute the cash flow at all. */
  readonly recomputable: boolean;
  /** How many price and rent fallbacks the audit took. */
  readonly fallbacksUsed: number;
  /** Whether the property states a monthly cash flow. */
  readonly hasStatedCashFlow: boolean;
}

/**
 * An audit's confidence, 0 to 1 (4 decimals): 0.9 − 0.2 per fallback − 0.3 without a stated cash
 * flow, never below 0; 0 when nothing could be recomputed.
 *
 * @example
 * auditConfidence({ recomputable: true, fallbacksUsed: 0, hasStatedCashFlow: true }) // 0.9
 * auditConfidence({ recomputable: true, fallbacksUsed: 1, hasStatedCashFlow: false }) // 0.4
 * auditConfidence({ recomputable: false, fallbacksUsed: 0, hasStatedCashFlow: true }) // 0
 */
export function auditConfidence({ recomputable, fallbacksUsed, hasStatedCashFlow }: AuditConfidenceInput): number {
  if (!recomputable) return 0;
  const c = AUDIT_CONFIDENCE;
  const score = dec(c.base)
    .minus(dec(c.perFallback).times(fallbacksUsed))
    .minus(hasStatedCashFlow ? 0 : c.noStatedCashFlow);
  return toRatio(decMax(decZero, score));
}
