import * as z from 'zod/mini';
import { parseInput } from '../../errors/parseInput';
import type { StrategyType } from '../../domain/strategy';

type Figures = Readonly<Record<string, unknown>>;
/** Where a metric is read for one strategy: from the outputs or the inputs, by path. */
interface Source {
  readonly from: 'outputs' | 'inputs';
  readonly path: string;
}

/**
 * The figures a buy box can test, each with the side a deal must be on: a return at least the
 * threshold (`min`), a price or cost ratio at most it (`max`), and where each strategy keeps the
 * figure. A strategy without the figure (a flip has no cap rate) leaves the criterion not applicable.
 */
export const BUY_BOX_METRICS = {
  capRate: { label: 'Cap rate', unit: 'percent', bound: 'min', sources: { buy_hold: { from: 'outputs', path: 'capRate' } } },
  cashOnCash: {
    label: 'Cash-on-cash return',
    unit: 'percent',
    bound: 'min',
    sources: {
      buy_hold: { from: 'outputs', path: 'cashOnCashReturn' },
      brrr: { from: 'outputs', path: 'actualCashOnCashReturn' },
      creative_financing: { from: 'outputs', path: 'roi' },
    },
  },
  dscr: {
    label: 'DSCR',
    unit: 'ratio',
    bound: 'min',
    sources: { buy_hold: { from: 'outputs', path: 'dscr' }, creative_financing: { from: 'outputs', path: 'dscr' } },
  },
  monthlyCashFlow: {
    label: 'Monthly cash flow',
    unit: 'money',
    bound: 'min',
    sources: {
      buy_hold: { from: 'outputs', path: 'monthlyCashFlow' },
      brrr: { from: 'outputs', path: 'monthlyNetCashFlow' },
      creative_financing: { from: 'outputs', path: 'monthlyNetCashFlow' },
    },
  },
  profit: {
    label: 'Profit',
    unit: 'money',
    bound: 'min',
    sources: { fix_flip: { from: 'outputs', path: 'profit' }, wholesale: { from: 'outputs', path: 'investorProfit' } },
  },
  roi: {
    label: 'Return on cash',
    unit: 'percent',
    bound: 'min',
    sources: { fix_flip: { from: 'outputs', path: 'roi' }, wholesale: { from: 'outputs', path: 'investorRoi' } },
  },
  price: {
    label: 'Price',
    unit: 'money',
    bound: 'max',
    sources: {
      buy_hold: { from: 'inputs', path: 'purchasePrice' },
      fix_flip: { from: 'inputs', path: 'purchasePrice' },
      wholesale: { from: 'inputs', path: 'contractPrice' },
      creative_financing: { from: 'inputs', path: 'propertyValue' },
      brrr: { from: 'inputs', path: 'purchasePrice' },
    },
  },
  costToArv: {
    label: 'Cost ÷ ARV',
    unit: 'ratio',
    bound: 'max',
    sources: {
      buy_hold: { from: 'outputs', path: 'compliance.costToArvRatio' },
      fix_flip: { from: 'outputs', path: 'costToArvRatio' },
      brrr: { from: 'outputs', path: 'costToArvRatio' },
    },
  },
} as const satisfies Readonly<
  Record<string, { label: string; unit: 'percent' | 'ratio' | 'money'; bound: 'min' | 'max'; sources: Partial<Record<StrategyType, Source>> }>
>;

export type BuyBoxMetric = keyof typeof BUY_BOX_METRICS;
export const BUY_BOX_METRIC_KEYS = Object.keys(BUY_BOX_METRICS) as BuyBoxMetric[];

const threshold = () => z.number().check(
  z.minimum(-1e12, 'must be at least -1,000,000,000,000'),
  z.maximum(1e12, 'must be at most 1,000,000,000,000'),
);

/**
 * A buy box: the threshold per metric a deal must meet (cap rate ≥, cash-on-cash ≥, DSCR ≥, monthly
 * cash flow ≥, profit ≥, ROI ≥, price ≤, cost ÷ ARV ≤). Percents in percent units, cost ÷ ARV as a
 * ratio (0.75). A metric left out is not tested. The same object screens one deal or many.
 */
export const buyBoxSchema = /* @__PURE__ */ (() => z.object(
  Object.fromEntries(BUY_BOX_METRIC_KEYS.map((key) => [key, z.optional(threshold())])) as { [K in BuyBoxMetric]: z.ZodMiniOptional<ReturnType<typeof threshold>> },
))();
export type BuyBox = z.input<typeof buyBoxSchema>;

export const BUY_BOX_STATUSES = ['pass', 'fail', 'not_defined', 'not_applicable'] as const;
export type BuyBoxStatus = (typeof BUY_BOX_STATUSES)[number];

/** One criterion of a buy box checked against a deal: the number, the threshold, the side and the outcome. */
export interface BuyBoxCheck {
  metric: BuyBoxMetric;
  label: string;
  /** '≥' for a minimum, '≤' for a maximum. */
  comparison: '≥' | '≤';
  threshold: number;
  /** The deal's figure; null when the strategy has it but it is not defined here (no cash invested), or lacks it. */
  value: number | null;
  status: BuyBoxStatus;
}

export interface BuyBoxResult {
  /** Every applicable criterion passes (not defined counts as not passing; not applicable is skipped). */
  passes: boolean;
  checks: BuyBoxCheck[];
}

function read(figures: Figures, path: string): unknown {
  let value: unknown = figures;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Checks a deal (its strategy, inputs and the engine's outputs) against a buy box: per criterion
 * `pass` when the figure is on the right side of the threshold (≥ a minimum, ≤ a maximum, equal
 * passes), `fail` when not, `not_defined` when the figure is null (a return over no cash invested),
 * `not_applicable` when the strategy has no such figure. The deal passes when no applicable
 * criterion fails or is undefined. Throws `EngineInputError` naming a bad threshold.
 *
 * @example
 * evaluateBuyBox({ capRate: 6, price: 1_500_000 }, { strategyType: 'buy_hold', inputs: { purchasePrice: 1_250_000 }, outputs: { capRate: 8.5456 } }).passes // true
 */
export function evaluateBuyBox(box: BuyBox, deal: { strategyType: StrategyType; inputs: Figures; outputs: Figures }): BuyBoxResult {
  const criteria = parseInput(buyBoxSchema, box, 'buy box');
  const checks: BuyBoxCheck[] = [];
  for (const metric of BUY_BOX_METRIC_KEYS) {
    const limit = criteria[metric];
    if (limit === undefined) continue;
    const spec = BUY_BOX_METRICS[metric];
    const source = (spec.sources as Partial<Record<StrategyType, Source>>)[deal.strategyType];
    const comparison = spec.bound === 'min' ? '≥' : '≤';
    if (source === undefined) {
      checks.push({ metric, label: spec.label, comparison, threshold: limit, value: null, status: 'not_applicable' });
      continue;
    }
    const raw = read(source.from === 'outputs' ? deal.outputs : deal.inputs, source.path);
    const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    let status: BuyBoxStatus = 'not_defined';
    if (value !== null) status = (spec.bound === 'min' ? value >= limit : value <= limit) ? 'pass' : 'fail';
    checks.push({ metric, label: spec.label, comparison, threshold: limit, value, status });
  }
  return { passes: checks.every((check) => check.status === 'pass' || check.status === 'not_applicable'), checks };
}
