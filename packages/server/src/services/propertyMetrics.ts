import { PERCENT_MAX, storableOrNull } from '../contract/bounds';
import { buyHoldDefaults, calculateBuyHold, EngineInputError } from './engine';

/** The metric fields of a Property that the server computes. Money in USD, rates in percent units. */
export interface PropertyMetrics {
  capRate: number | null;
  cashOnCash: number | null;
  monthlyNetCashFlow: number | null;
  annualNOI: number | null;
  annualNetCashFlow: number | null;
  totalCashInvested: number | null;
  monthlyExpenses: number | null;
  metricsCalculated: boolean;
  metricsError: string | null;
}

/** What the metric computation needs of a property. */
export interface MetricsSource {
  purchasePrice?: number | string | null;
  monthlyRent?: number | string | null;
}

export const METRICS_MESSAGES = {
  missingBoth: 'Purchase price and monthly rent are missing; add both to calculate investment metrics.',
  missingPrice: 'Purchase price is missing; add it to calculate investment metrics.',
  missingRent: 'Monthly rent is missing; add it to calculate investment metrics.',
  badPrice: 'Purchase price must be a number above zero to calculate investment metrics.',
  badRent: 'Monthly rent must be a number of zero or more to calculate investment metrics.',
} as const;

const EMPTY: Omit<PropertyMetrics, 'metricsError'> = {
  capRate: null,
  cashOnCash: null,
  monthlyNetCashFlow: null,
  annualNOI: null,
  annualNetCashFlow: null,
  totalCashInvested: null,
  monthlyExpenses: null,
  metricsCalculated: false,
};

// numeric columns arrive as strings from the database driver
function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
}

/**
 * A property's investment metrics from its stored price and rent, computed by the
 * engine's Buy & Hold calculator with the spec's defaults (`buyHoldDefaults(price, rent)`:
 * 25 % down, 4.75 % for 30 years, 5 % vacancy, 24,000 tax, 8,500 insurance, 8 % management).
 *
 * - monthlyExpenses = annual operating expenses ÷ 12 (excluding the mortgage), to the cent
 * - totalCashInvested = down payment + 3 % closing costs
 * Missing or invalid price or rent gives `metricsCalculated: false` and a `metricsError`
 * a person can act on — never NaN. capRate and cashOnCash are null when they do not fit the
 * percent column (`PERCENT_MAX`), which only a near-zero price or cash invested can cause.
 *
 * @example
 * computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000 }).capRate // 8.5456
 */
export function computePropertyMetrics(source: MetricsSource): PropertyMetrics {
  const price = toNumber(source.purchasePrice);
  const rent = toNumber(source.monthlyRent);
  if (price === undefined && rent === undefined) return { ...EMPTY, metricsError: METRICS_MESSAGES.missingBoth };
  if (price === undefined) return { ...EMPTY, metricsError: METRICS_MESSAGES.missingPrice };
  if (rent === undefined) return { ...EMPTY, metricsError: METRICS_MESSAGES.missingRent };
  if (!(price > 0)) return { ...EMPTY, metricsError: METRICS_MESSAGES.badPrice };
  if (!(rent >= 0)) return { ...EMPTY, metricsError: METRICS_MESSAGES.badRent };
  try {
    const result = calculateBuyHold(buyHoldDefaults(price, rent));
    // A rate over a near-zero base (a one-cent price) is not a meaningful figure: outside the
    // percent column it is stored and answered as null, like a rate that cannot be computed.
    return {
      capRate: storableOrNull(result.capRate, PERCENT_MAX),
      cashOnCash: storableOrNull(result.cashOnCashReturn, PERCENT_MAX),
      monthlyNetCashFlow: result.monthlyCashFlow,
      annualNOI: result.annualNOI,
      annualNetCashFlow: result.annualCashFlow,
      totalCashInvested: result.totalCashInvested,
      monthlyExpenses: Math.round((result.annualOperatingExpenses / 12) * 100) / 100,
      metricsCalculated: true,
      metricsError: null,
    };
  } catch (error) {
    if (error instanceof EngineInputError) return { ...EMPTY, metricsError: error.message };
    throw error;
  }
}
