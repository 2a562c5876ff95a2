import type { RiskLevel } from '../../domain/audit';
import type { MarketRentBand } from '../marketRent/isRentOutsideMarketBand';
import { isFlagged } from './audit';
import { auditConfidence } from './auditConfidence';
import { auditDiscrepancy } from './auditDiscrepancy';
import { auditRiskLevel } from './auditRiskLevel';
import { auditStatus } from './auditStatus';

/**
 * What an audit notes about a property, in the order it lists them:
 * - `not-recomputable`: price or rent is missing or unusable (noted alone);
 * - `no-stated-cash-flow`: nothing stated to check, the engine figure is the baseline;
 * - `cash-flow-differs`: the stated cash flow differs enough to flag the property;
 * - `negative-cash-flow`: the recomputed cash flow is below zero after debt service;
 * - `rent-outside-market-band`: the rent is outside the market estimate's low–high band (shown
 *   as at least Watch by `auditStatus`; it flags the property only with a market cash flow far
 *   off the stated one).
 */
export const AUDIT_CONCERNS = ['not-recomputable', 'no-stated-cash-flow', 'cash-flow-differs', 'negative-cash-flow', 'rent-outside-market-band'] as const;
export type AuditConcern = (typeof AUDIT_CONCERNS)[number];

/** One property's audit inputs. Money in USD per month; null when missing. */
export interface CashFlowAuditInput {
  /** The monthly cash flow the owner states. */
  readonly statedMonthlyCashFlow: number | null;
  /** The engine's monthly cash flow at the audited price and rent; null when it cannot be computed. */
  readonly recomputedMonthlyCashFlow: number | null;
  /** The rent the recomputation used. */
  readonly auditedMonthlyRent: number | null;
  /** How many price and rent fallbacks the audit took. */
  readonly fallbacksUsed: number;
  /** The market rent estimate's band; null when there is no estimate. */
  readonly marketRentBand: MarketRentBand | null;
  /** The monthly cash flow at the market rent; flags the property when over 15 % off the stated one. */
  readonly marketMonthlyCashFlow?: number | null;
}

/** An audit's verdict on one property. */
export interface CashFlowAssessment {
  /** Percent units, 4 decimals, within ±1,000 (`auditDiscrepancy`). */
  readonly discrepancyPercentage: number;
  readonly flagged: boolean;
  readonly riskLevel: RiskLevel;
  /** 0 to 1 (`auditConfidence`). */
  readonly confidenceScore: number;
  readonly concerns: AuditConcern[];
}

/**
 * Audits one property's stated monthly cash flow against the engine's: the discrepancy
 * (`auditDiscrepancy`), the flag (`isFlagged`: |discrepancy| above 15 %, which includes a cash flow
 * that cannot be recomputed; or `auditStatus`'s market finding: the cash flow at the market rent
 * over 15 % off the stated one), the risk level (`auditRiskLevel`), the confidence (`auditConfidence`)
 * and the concerns to list (`AUDIT_CONCERNS`).
 *
 * @example
 * assessCashFlowAudit({ statedMonthlyCashFlow: 5_000, recomputedMonthlyCashFlow: 4_011.23, auditedMonthlyRent: 15_000,
 *   fallbacksUsed: 0, marketRentBand: null })
 * // { discrepancyPercentage: -19.7754, flagged: true, riskLevel: 'High', confidenceScore: 0.9, concerns: ['cash-flow-differs'] }
 */
export function assessCashFlowAudit(input: CashFlowAuditInput): CashFlowAssessment {
  const { statedMonthlyCashFlow: stated, recomputedMonthlyCashFlow: recomputed, auditedMonthlyRent: rent } = input;
  const discrepancyPercentage = auditDiscrepancy({ statedMonthlyCashFlow: stated, recomputedMonthlyCashFlow: recomputed });
  const status = auditStatus({
    discrepancyPercentage,
    monthlyRent: rent,
    statedMonthlyCashFlow: stated,
    marketRent: input.marketRentBand === null ? null : { ...input.marketRentBand, monthlyCashFlow: input.marketMonthlyCashFlow ?? null },
  });
  const cashFlowDiffers = isFlagged(discrepancyPercentage);
  const flagged = cashFlowDiffers || status.status === 'warning';
  const riskLevel = auditRiskLevel({ discrepancyPercentage, recomputedMonthlyCashFlow: recomputed, monthlyRent: rent });
  const confidenceScore = auditConfidence({ recomputable: recomputed !== null, fallbacksUsed: input.fallbacksUsed, hasStatedCashFlow: stated !== null });
  if (recomputed === null) return { discrepancyPercentage, flagged, riskLevel, confidenceScore, concerns: ['not-recomputable'] };
  const concerns: AuditConcern[] = [];
  if (stated === null) concerns.push('no-stated-cash-flow');
  if (cashFlowDiffers) concerns.push('cash-flow-differs');
  if (recomputed < 0) concerns.push('negative-cash-flow');
  if (status.reasons.includes('rent-outside-market-band')) concerns.push('rent-outside-market-band');
  return { discrepancyPercentage, flagged, riskLevel, confidenceScore, concerns };
}
