import { isRentOutsideMarketBand, type MarketRentBand } from '../marketRent/isRentOutsideMarketBand';
import { discrepancyStatus, DISCREPANCY_FLAG_PERCENT, type DiscrepancyStatus } from './audit';
import { auditDiscrepancy } from './auditDiscrepancy';

/**
 * Why an audit is not OK, in the order they are listed:
 * - `cash-flow-differs`: the stated cash flow is off from the recomputed one (by the discrepancy's size);
 * - `rent-outside-market-band`: the rent lies outside the market estimate's low–high band;
 * - `market-cash-flow-differs`: the cash flow at the market rent is more than 15 % off the stated one.
 */
export const AUDIT_STATUS_REASONS = ['cash-flow-differs', 'rent-outside-market-band', 'market-cash-flow-differs'] as const;
export type AuditStatusReason = (typeof AUDIT_STATUS_REASONS)[number];

/** What the audit status reads of one audited property. Money in USD per month; null when unknown. */
export interface AuditStatusInput {
  /** (recomputed − stated) ÷ |stated| × 100. */
  readonly discrepancyPercentage: number;
  /** The rent the audit used. */
  readonly monthlyRent: number | null;
  /** The stated (recorded) monthly cash flow. */
  readonly statedMonthlyCashFlow: number | null;
  /** The market rent estimate's band and the cash flow at the estimated rent; null without an estimate. */
  readonly marketRent: (MarketRentBand & { readonly monthlyCashFlow?: number | null }) | null;
}

/** The status shown for an audited property, with the reasons it is not OK (empty when it is). */
export interface AuditStatus extends DiscrepancyStatus {
  readonly reasons: AuditStatusReason[];
}

const FLAGGED: DiscrepancyStatus = discrepancyStatus(Number.POSITIVE_INFINITY);
const WATCH: DiscrepancyStatus = discrepancyStatus(DISCREPANCY_FLAG_PERCENT);

/**
 * The status of one audited property. It starts from the discrepancy's own status
 * (`discrepancyStatus`: OK up to 5 %, Watch up to 15 %, Flagged above), and a market finding
 * overrides a milder one: a rent outside the market band makes it at least Watch (the estimate's
 * band is wide and can come from the property's own price, so on its own it asks for a look, not
 * an alarm); a cash flow at the market rent more than 15 % away from the stated one
 * (`auditDiscrepancy`) makes it Flagged, as a stated figure that far off would. So a property the
 * market estimate contradicts is never reported OK, however well its own figures agree.
 *
 * @example
 * auditStatus({ discrepancyPercentage: 0, monthlyRent: 46_425, statedMonthlyCashFlow: -6_956,
 *   marketRent: { low: 20_000, high: 30_000, monthlyCashFlow: -17_090 } })
 * // { status: 'warning', color: 'red', icon: 'warning', reasons: ['rent-outside-market-band', 'market-cash-flow-differs'] }
 * auditStatus({ discrepancyPercentage: 2, monthlyRent: 10_000, statedMonthlyCashFlow: 1_000, marketRent: null }).status // 'ok'
 */
export function auditStatus(input: AuditStatusInput): AuditStatus {
  const own = discrepancyStatus(input.discrepancyPercentage);
  const reasons: AuditStatusReason[] = own.status === 'ok' ? [] : ['cash-flow-differs'];
  const market = input.marketRent;
  if (market !== null) {
    if (input.monthlyRent !== null && isRentOutsideMarketBand(input.monthlyRent, market)) reasons.push('rent-outside-market-band');
    const marketCashFlow = market.monthlyCashFlow ?? null;
    if (marketCashFlow !== null && input.statedMonthlyCashFlow !== null) {
      const gap = auditDiscrepancy({ statedMonthlyCashFlow: input.statedMonthlyCashFlow, recomputedMonthlyCashFlow: marketCashFlow });
      if (Math.abs(gap) > DISCREPANCY_FLAG_PERCENT) reasons.push('market-cash-flow-differs');
    }
  }
  let shown: DiscrepancyStatus = own;
  if (reasons.includes('rent-outside-market-band') && own.status === 'ok') shown = WATCH;
  if (reasons.includes('market-cash-flow-differs')) shown = FLAGGED;
  return { ...shown, reasons };
}
