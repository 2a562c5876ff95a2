import * as z from 'zod/mini';
import { dec, decZero, toPercent, toRatio } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';

/** Discrepancy at or below this many percent is fine (green check). */
export const DISCREPANCY_OK_PERCENT = 5;
/** Discrepancy above this many percent flags the property for review (red warning). */
export const DISCREPANCY_FLAG_PERCENT = 15;

export const DISCREPANCY_STATUSES = ['ok', 'watch', 'warning'] as const;
export type DiscrepancyStatusLevel = (typeof DISCREPANCY_STATUSES)[number];

/** How a discrepancy is shown: the level, its colour and its icon. */
export interface DiscrepancyStatus {
  readonly status: DiscrepancyStatusLevel;
  readonly color: 'green' | 'yellow' | 'red';
  readonly icon: 'check' | 'clock' | 'warning';
}

const STATUS_OK: DiscrepancyStatus = { status: 'ok', color: 'green', icon: 'check' };
const STATUS_WATCH: DiscrepancyStatus = { status: 'watch', color: 'yellow', icon: 'clock' };
const STATUS_WARNING: DiscrepancyStatus = { status: 'warning', color: 'red', icon: 'warning' };

/**
 * The audit icon for a discrepancy in percent units, judged on its size (|pct|):
 * at most 5 → green check; at most 15 → yellow clock; above 15 → red warning.
 * A non-finite discrepancy (no usable data) is shown as a warning.
 *
 * @example
 * discrepancyStatus(-4.2).status // 'ok'
 * discrepancyStatus(12).status // 'watch'
 * discrepancyStatus(15.01).status // 'warning'
 */
/**
 * The colour and icon of a status level, for a level decided elsewhere (e.g. the server's
 * `auditStatus` of an organization audit row).
 *
 * @example
 * discrepancyStatusOfLevel('watch') // { status: 'watch', color: 'yellow', icon: 'clock' }
 */
export function discrepancyStatusOfLevel(level: DiscrepancyStatusLevel): DiscrepancyStatus {
  return level === 'ok' ? STATUS_OK : level === 'watch' ? STATUS_WATCH : STATUS_WARNING;
}

export function discrepancyStatus(pct: number): DiscrepancyStatus {
  if (!Number.isFinite(pct)) return STATUS_WARNING;
  const size = Math.abs(pct);
  if (size <= DISCREPANCY_OK_PERCENT) return STATUS_OK;
  if (size <= DISCREPANCY_FLAG_PERCENT) return STATUS_WATCH;
  return STATUS_WARNING;
}

/**
 * Whether a discrepancy flags the property for review: |pct| above 15 (either
 * direction: cash flow overstated or understated), or no usable number.
 *
 * @example
 * isFlagged(15) // false
 * isFlagged(-15.5) // true
 */
export function isFlagged(pct: number): boolean {
  return discrepancyStatus(pct).status === 'warning';
}

/**
 * How far the audited (actual) figure is from the recorded (expected) one, in percent
 * of the expected figure, 4 decimals: (actual − expected) ÷ |expected| × 100.
 * Positive when the actual figure is higher. With an expected figure of 0 the
 * discrepancy is 0 when the actual figure is also 0, otherwise ±100 (the whole
 * figure is unexplained).
 *
 * @example
 * discrepancyPercent(2000, 1700) // -15
 * discrepancyPercent(-500, -400) // 20  (a smaller loss is higher)
 */
export function discrepancyPercent(expected: number, actual: number): number {
  const parsed = parseInput(discrepancyInputSchema, { expected, actual }, 'discrepancy');
  const e = dec(parsed.expected);
  const a = dec(parsed.actual);
  if (e.isZero()) return a.isZero() ? 0 : a.isPositive() ? 100 : -100;
  return toPercent(a.minus(e).div(e.abs()));
}

const discrepancyInputSchema = /* @__PURE__ */ (() => z.object({ expected: z.number(), actual: z.number() }))();

/** What the audit summary needs of each audited property. */
export const auditSummaryInputSchema = /* @__PURE__ */ (() => z.array(z.looseObject({ discrepancyPercentage: z.number() })))();
export type AuditSummaryInput = readonly { readonly discrepancyPercentage: number }[];

/**
 * Audit accuracy: the share of audited properties not flagged, in percent units
 * (4 decimals). `null` when nothing was audited (shown as N/A), since there is no share
 * of nothing.
 *
 * @example
 * auditAccuracy([{ discrepancyPercentage: 3 }, { discrepancyPercentage: 40 }]) // 50
 */
export function auditAccuracy(results: AuditSummaryInput): number | null {
  const parsed = parseInput(auditSummaryInputSchema, results, 'audit results');
  if (parsed.length === 0) return null;
  const clear = parsed.filter((r) => !isFlagged(r.discrepancyPercentage)).length;
  return toPercent(dec(clear).div(parsed.length));
}

/** The four tiles of the cash-flow audit page. */
export interface AuditSummary {
  readonly totalPropertiesAudited: number;
  readonly flaggedProperties: number;
  /** Mean size of the discrepancies (|pct|), percent units, 4 decimals; 0 when nothing was audited. */
  readonly averageDiscrepancy: number;
  /** Percent of audited properties not flagged; `null` when nothing was audited. */
  readonly auditAccuracy: number | null;
}

/**
 * Summarises an organization audit. The average discrepancy is of sizes (|pct|) so
 * that overstated and understated properties do not cancel out.
 *
 * @example
 * summarizeAudit([{ discrepancyPercentage: 4 }, { discrepancyPercentage: -20 }])
 * // { totalPropertiesAudited: 2, flaggedProperties: 1, averageDiscrepancy: 12, auditAccuracy: 50 }
 */
export function summarizeAudit(results: AuditSummaryInput): AuditSummary {
  const parsed = parseInput(auditSummaryInputSchema, results, 'audit results');
  const flaggedProperties = parsed.filter((r) => isFlagged(r.discrepancyPercentage)).length;
  const totalSize = parsed.reduce((sum, r) => sum.plus(dec(r.discrepancyPercentage).abs()), decZero);
  return {
    totalPropertiesAudited: parsed.length,
    flaggedProperties,
    averageDiscrepancy: parsed.length === 0 ? 0 : toRatio(totalSize.div(parsed.length)),
    auditAccuracy: auditAccuracy(parsed),
  };
}
